/**
 * What a basket, the order page, the order PDF and the confirmation e-mail say about the VAT of a
 * sale, in each language, from one place (so all four say the same): the VAT line's label, and the
 * note a 0% sale must carry (the exemption and its legal basis; decision 0020).
 */
import { countryName } from "./countries.ts";
import type { Language } from "./languages.ts";
import { formatTaxRate } from "./money.ts";
import type { TaxTreatment } from "./cart.ts";

export interface TaxFacts {
  taxtreatment: TaxTreatment;
  /** A fraction (0.19). */
  taxrate: number;
  taxcountry: string;
  /** The seller's VAT number in taxcountry for the `registered` treatment. */
  taxregistration?: string | null;
}

const VAT: Record<Language, string> = { en: "VAT", pl: "VAT", de: "MwSt." };

/** The VAT line of the totals: "VAT 19% (Germany)", "VAT 0%". */
export function taxLineLabel(tax: TaxFacts, lang: Language): string {
  const rate = `${VAT[lang]} ${formatTaxRate(tax.taxrate, lang)}`;
  return tax.taxrate > 0 ? `${rate} (${countryName(tax.taxcountry, lang)})` : rate;
}

const NOTES: Record<Language, Record<TaxTreatment, (country: string, registration: string) => string | null>> = {
  en: {
    domestic: () => null,
    distance: (country) => `VAT of ${country}, where the goods are delivered (EU One-Stop Shop).`,
    "intra-community": () =>
      "Intra-Community supply of goods, exempt from VAT under Article 138 of Directive 2006/112/EC. " +
      "Reverse charge: the buyer accounts for the VAT.",
    export: () =>
      "Export of goods outside the EU, exempt from VAT under Article 146 of Directive 2006/112/EC. " +
      "Import VAT and customs duties of the destination country are charged on delivery and paid by the buyer.",
    registered: (country, registration) =>
      `VAT of ${country}, charged by the seller under its VAT number there (${registration}). ` +
      "Delivered duty paid: there is nothing more to pay on delivery.",
  },
  pl: {
    domestic: () => null,
    distance: (country) => `VAT kraju dostawy: ${country} (unijna procedura OSS).`,
    "intra-community": () =>
      "Wewnątrzwspólnotowa dostawa towarów zwolniona z VAT na podstawie art. 138 dyrektywy 2006/112/WE. " +
      "Odwrotne obciążenie: podatek rozlicza nabywca.",
    export: () =>
      "Eksport towarów poza UE zwolniony z VAT na podstawie art. 146 dyrektywy 2006/112/WE. " +
      "Importowy VAT i cło kraju przeznaczenia są pobierane przy doręczeniu i płaci je nabywca.",
    registered: (country, registration) =>
      `VAT kraju dostawy: ${country}, naliczony przez sprzedawcę pod jego tamtejszym numerem VAT (${registration}). ` +
      "Dostawa z opłaconym cłem: przy doręczeniu nie ma nic do zapłaty.",
  },
  de: {
    domestic: () => null,
    distance: (country) => `Mehrwertsteuer des Lieferlands ${country} (EU-One-Stop-Shop).`,
    "intra-community": () =>
      "Steuerfreie innergemeinschaftliche Lieferung nach Artikel 138 der Richtlinie 2006/112/EG. " +
      "Reverse Charge: Die Steuer schuldet der Erwerber.",
    export: () =>
      "Steuerfreie Ausfuhrlieferung nach Artikel 146 der Richtlinie 2006/112/EG. " +
      "Einfuhrumsatzsteuer und Zölle des Bestimmungslands werden bei der Zustellung erhoben und vom Käufer getragen.",
    registered: (country, registration) =>
      `Mehrwertsteuer des Lieferlands ${country}, berechnet vom Verkäufer unter seiner dortigen Umsatzsteuernummer (${registration}). ` +
      "Verzollt geliefert: Bei der Zustellung ist nichts mehr zu zahlen.",
  },
};

/** The note under the totals for how VAT applies; null for a sale at the seller's own rate. */
export function taxNote(tax: TaxFacts, lang: Language): string | null {
  return NOTES[lang][tax.taxtreatment](countryName(tax.taxcountry, lang), tax.taxregistration ?? "");
}

/** The buyer's VAT number on an order with a reverse-charge note: "Buyer's VAT number: DE811569869". */
export const BUYER_VAT_LABEL: Record<Language, string> = {
  en: "Buyer's VAT number",
  pl: "NIP UE nabywcy",
  de: "USt-IdNr. des Käufers",
};

/** The VIES consultation number kept with a 0% sale to a business. */
export const VIES_REQUEST_LABEL: Record<Language, string> = {
  en: "VIES consultation number",
  pl: "Numer konsultacji VIES",
  de: "VIES-Abfragenummer",
};
