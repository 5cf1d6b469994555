/** Company details as copy blocks, from the one seller module and the bank accounts the ERP holds. */
import { formatAddress, formatIban, type Company } from "../../contract/seller.ts";
import type { BankAccount } from "../../contract/region.ts";
import type { Block } from "./types.ts";
import type { Language } from "../../contract/languages.ts";

const LABELS = {
  en: {
    register: "Register",
    vat: "VAT ID",
    director: "Managing director",
    email: "E-mail",
    phone: "Phone",
    bank: "Bank",
  },
  pl: {
    register: "Rejestr",
    vat: "NIP / VAT UE",
    director: "Prezes zarządu",
    email: "E-mail",
    phone: "Telefon",
    bank: "Bank",
  },
  de: {
    register: "Register",
    vat: "USt-IdNr.",
    director: "Geschäftsführer",
    email: "E-Mail",
    phone: "Telefon",
    bank: "Bank",
  },
} satisfies Record<Language, unknown>;

/** The bank line(s): one per bank, then an IBAN per currency; nothing without an account. */
function bankFacts(accounts: readonly BankAccount[], label: string) {
  const banks = [...new Set(accounts.map((a) => `${a.bankname}, BIC ${a.bic}`))];
  return [
    ...banks.map((value) => ({ term: label, value })),
    ...accounts.map((a) => ({ term: `IBAN (${a.currency})`, value: formatIban(a.iban) })),
  ];
}

export function companyBlocks(company: Company, lang: Language, accounts: readonly BankAccount[]): Block[] {
  const l = LABELS[lang];
  return [
    { kind: "address", lines: [company.name, ...formatAddress(company.registeredOffice, lang)] },
    {
      kind: "dl",
      items: [
        { term: l.register, value: `${company.register[lang]}, ${company.registerNumber}` },
        { term: l.vat, value: company.vatId },
        ...company.extra[lang],
        { term: company.packagingRegister[lang], value: company.packagingRegisterNumber },
        { term: l.director, value: company.managingDirector },
        { term: l.email, value: company.email },
        { term: l.phone, value: company.phone },
        ...bankFacts(accounts, l.bank),
      ],
    },
  ];
}
