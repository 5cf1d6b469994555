/** The product safety block (GPSR) as the page shows it: who made the part, who answers for it in the EU. */
import { countryName } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";
import { formatAddress, type Company } from "../../contract/seller.ts";
import type { ProductSafety } from "../../contract/item.ts";

/** A company with its postal address as lines and its electronic address. */
export interface SafetyParty {
  name: string;
  address: string[];
  email: string;
  url: string | null;
}

export interface SafetyView {
  manufacturer: SafetyParty | null;
  /** The EU responsible person: the seller company the ERP names, from its seller record. */
  responsible: SafetyParty | null;
  identifier: string;
  warnings: string[];
}

/** `company`: the seller company the ERP names as responsible (safety.responsible), as its record has it. */
export function safetyView(safety: ProductSafety, lang: Language, company: Company | null): SafetyView {
  const m = safety.manufacturer;
  return {
    manufacturer: m && {
      name: m.name,
      address: [m.street, `${m.postcode} ${m.city}`, countryName(m.country, lang)],
      email: m.email,
      url: m.url,
    },
    responsible: company && {
      name: company.name,
      address: formatAddress(company.registeredOffice, lang),
      email: company.email,
      url: null,
    },
    identifier: safety.identifier,
    warnings: safety.warnings,
  };
}
