/** Company details as copy blocks, from the one seller module. */
import { formatAddress, type Company } from "../lib/seller.ts";
import type { Block } from "./types.ts";

type L = "en" | "pl" | "de";
const LABELS = {
  en: { register: "Register", vat: "VAT ID", director: "Managing director", email: "E-mail", phone: "Phone" },
  pl: { register: "Rejestr", vat: "NIP / VAT UE", director: "Prezes zarządu", email: "E-mail", phone: "Telefon" },
  de: { register: "Register", vat: "USt-IdNr.", director: "Geschäftsführer", email: "E-Mail", phone: "Telefon" },
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
      ],
    },
  ];
}
