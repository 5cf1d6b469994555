/** Company details as copy blocks, from the one seller module. */
import { formatAddress, formatIban, type Company } from "../../contract/seller.ts";
import { CURRENCIES } from "../../contract/money.ts";
import type { Block } from "./types.ts";

type L = "en" | "pl" | "de";
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
};

export function companyBlocks(company: Company, lang: L): Block[] {
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
        { term: l.bank, value: `${company.bank.bankName}, BIC ${company.bank.bic}` },
        ...CURRENCIES.map((currency) => ({
          term: `IBAN (${currency})`,
          value: formatIban(company.bank.iban[currency]),
        })),
      ],
    },
  ];
}
