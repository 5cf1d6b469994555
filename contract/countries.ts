/**
 * Country lists, their names and the VAT-number formats (transactions.md section 9), shared by the
 * ERP and the storefront (country select, VAT prefix). The tax rule itself is the ERP's
 * (erp/tax/rule.ts).
 *
 * Island entries have no ISO 3166-1 alpha-2 code of their own except Reunion (RE). We use:
 *   IC  Canary Islands  (ISO 3166-1 "exceptionally reserved" code, also CLDR's)
 *   XA  Azores          (ISO 3166-1 user-assigned range XA-XZ; officially PT-20)
 *   XM  Madeira         (ISO 3166-1 user-assigned range XA-XZ; officially PT-30)
 *   XI  Northern Ireland (the code the EU and HMRC give it for VAT on goods; officially GB-NIR)
 * See docs/decisions/0008-checkout.md.
 */

import type { Language } from "./languages.ts";

/** The 27 EU member states by ISO code (Greece is GR here; its VAT prefix is EL). */
export const EU_MEMBER_STATES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export const AZORES = "XA";
export const MADEIRA = "XM";
export const CANARY_ISLANDS = "IC";
export const REUNION = "RE";
/** Northern Ireland: in the EU's VAT area for goods under the Windsor Framework (decision 0034). */
export const NORTHERN_IRELAND = "XI";

/** The 33 entries of the contact country list: EU states, Norway, Switzerland and four island entries. */
export const CONTACT_COUNTRIES: readonly string[] = [
  ...EU_MEMBER_STATES,
  "NO",
  "CH",
  CANARY_ISLANDS,
  REUNION,
  AZORES,
  MADEIRA,
];

/**
 * The countries the checkout ships to (issue 22): the contact list, the United Kingdom (Great
 * Britain: England, Scotland, Wales) and Northern Ireland, which the VAT rules treat apart
 * (decision 0034). Each has a shipping zone in the ERP (shipping_zone_countries).
 */
export const SHIPPING_COUNTRIES: readonly string[] = [...CONTACT_COUNTRIES, "GB", NORTHERN_IRELAND];

/** A UK postcode (outward and inward code), however spaced: "B24 9QJ", "sw1a1aa", "BT1 5GS". */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/;
const compactPostcode = (zip: string) => zip.trim().toUpperCase();
export const isUkPostcode = (zip: string) => UK_POSTCODE.test(compactPostcode(zip));
/** Northern Ireland's postcodes are the BT area. */
export const isNorthernIrelandPostcode = (zip: string) => isUkPostcode(zip) && /^BT\d/.test(compactPostcode(zip));

/**
 * What is wrong with a postcode for the United Kingdom's two entries, or null: "format" (not a UK
 * postcode), "northernIreland" (a BT postcode given with GB: Northern Ireland is its own entry, as
 * its VAT differs) or "greatBritain" (a postcode outside BT given with Northern Ireland).
 */
export function ukPostcodeProblem(country: string, zip: string): "format" | "northernIreland" | "greatBritain" | null {
  const c = country.toUpperCase();
  if (c !== "GB" && c !== NORTHERN_IRELAND) return null;
  if (!isUkPostcode(zip)) return "format";
  const ni = isNorthernIrelandPostcode(zip);
  if (c === "GB" && ni) return "northernIreland";
  if (c === NORTHERN_IRELAND && !ni) return "greatBritain";
  return null;
}

type Names = Record<Language, string>;

/** Names of every code used by the shop's country lists, in every language. */
export const COUNTRY_NAMES: Record<string, Names> = {
  AT: { en: "Austria", pl: "Austria", de: "Österreich" },
  BE: { en: "Belgium", pl: "Belgia", de: "Belgien" },
  BG: { en: "Bulgaria", pl: "Bułgaria", de: "Bulgarien" },
  HR: { en: "Croatia", pl: "Chorwacja", de: "Kroatien" },
  CY: { en: "Cyprus", pl: "Cypr", de: "Zypern" },
  CZ: { en: "Czech Republic", pl: "Czechy", de: "Tschechien" },
  DK: { en: "Denmark", pl: "Dania", de: "Dänemark" },
  EE: { en: "Estonia", pl: "Estonia", de: "Estland" },
  FI: { en: "Finland", pl: "Finlandia", de: "Finnland" },
  FR: { en: "France", pl: "Francja", de: "Frankreich" },
  DE: { en: "Germany", pl: "Niemcy", de: "Deutschland" },
  GR: { en: "Greece", pl: "Grecja", de: "Griechenland" },
  HU: { en: "Hungary", pl: "Węgry", de: "Ungarn" },
  IE: { en: "Ireland", pl: "Irlandia", de: "Irland" },
  IT: { en: "Italy", pl: "Włochy", de: "Italien" },
  LV: { en: "Latvia", pl: "Łotwa", de: "Lettland" },
  LT: { en: "Lithuania", pl: "Litwa", de: "Litauen" },
  LU: { en: "Luxembourg", pl: "Luksemburg", de: "Luxemburg" },
  MT: { en: "Malta", pl: "Malta", de: "Malta" },
  NL: { en: "Netherlands", pl: "Holandia", de: "Niederlande" },
  PL: { en: "Poland", pl: "Polska", de: "Polen" },
  PT: { en: "Portugal", pl: "Portugalia", de: "Portugal" },
  RO: { en: "Romania", pl: "Rumunia", de: "Rumänien" },
  SK: { en: "Slovakia", pl: "Słowacja", de: "Slowakei" },
  SI: { en: "Slovenia", pl: "Słowenia", de: "Slowenien" },
  ES: { en: "Spain", pl: "Hiszpania", de: "Spanien" },
  SE: { en: "Sweden", pl: "Szwecja", de: "Schweden" },
  NO: { en: "Norway", pl: "Norwegia", de: "Norwegen" },
  CH: { en: "Switzerland", pl: "Szwajcaria", de: "Schweiz" },
  IC: { en: "Canary Islands", pl: "Wyspy Kanaryjskie", de: "Kanarische Inseln" },
  RE: { en: "Réunion", pl: "Reunion", de: "Réunion" },
  XA: { en: "Azores", pl: "Azory", de: "Azoren" },
  XM: { en: "Madeira", pl: "Madera", de: "Madeira" },
  GB: { en: "United Kingdom", pl: "Wielka Brytania", de: "Vereinigtes Königreich" },
  XI: {
    en: "United Kingdom – Northern Ireland",
    pl: "Wielka Brytania – Irlandia Północna",
    de: "Vereinigtes Königreich – Nordirland",
  },
  // Manufacturers' countries, named in the product safety block.
  AU: { en: "Australia", pl: "Australia", de: "Australien" },
  NZ: { en: "New Zealand", pl: "Nowa Zelandia", de: "Neuseeland" },
  US: { en: "United States", pl: "Stany Zjednoczone", de: "Vereinigte Staaten" },
  JP: { en: "Japan", pl: "Japonia", de: "Japan" },
  ZA: { en: "South Africa", pl: "Republika Południowej Afryki", de: "Südafrika" },
};

/**
 * A manufacturer outside the EU needs an EU responsible person for its products to be offered in
 * the EU (GPSR art. 16 with Regulation (EU) 2019/1020 art. 4).
 */
export const isEuMemberState = (code: string) => (EU_MEMBER_STATES as readonly string[]).includes(code.toUpperCase());

export function countryName(code: string, lang: Language = "en"): string {
  return COUNTRY_NAMES[code.toUpperCase()]?.[lang] ?? code.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// VAT numbers
// ---------------------------------------------------------------------------------------------

/**
 * VAT prefix of a country code: Greece is EL; the Azores and Madeira use Portugal's numbers;
 * Northern Ireland's traders have XI numbers, which VIES checks (decision 0034).
 */
export function vatPrefixOf(country: string): string | null {
  const c = country.toUpperCase();
  if (c === "GR") return "EL";
  if (c === NORTHERN_IRELAND) return NORTHERN_IRELAND;
  if (c === AZORES || c === MADEIRA) return "PT";
  return (EU_MEMBER_STATES as readonly string[]).includes(c) ? c : null;
}

/** The country a VAT prefix stands for, the other way round (EL -> GR). */
export const vatCountryOf = (countryOrPrefix: string) => {
  const c = countryOrPrefix.toUpperCase();
  return c === "EL" ? "GR" : c === AZORES || c === MADEIRA ? "PT" : c;
};

/** Format of the number after the prefix, per VIES member state (the EU's published patterns). */
export const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  // Northern Ireland (UK VAT numbers with the XI prefix): 9 or 12 digits, or a government or health body's GD/HA number.
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

export interface ParsedVatNumber {
  /** VIES member state code: EL for Greece. */
  prefix: string;
  /** The number without prefix, spaces, dots or dashes. */
  number: string;
}

/** Splits "EL 123.456.789" into prefix and number; null when the prefix is not a VIES state. */
export function parseVatNumber(value: string): ParsedVatNumber | null {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, "");
  const match = /^([A-Z]{2})([A-Z0-9+*]{2,14})$/.exec(compact);
  if (!match) return null;
  const [, prefix, number] = match as unknown as [string, string, string];
  if (!VAT_FORMATS[prefix]) return null;
  return { prefix, number };
}

/** The number has the right shape for its member state (the remote VIES check comes after). */
export function hasValidVatFormat(value: string): boolean {
  const parsed = parseVatNumber(value);
  return parsed !== null && VAT_FORMATS[parsed.prefix]!.test(parsed.number);
}

/** The VAT number as the storefront sends it: the billing country's prefix plus the number typed without it. */
export function vatNumberFor(country: string, typed: string): string | null {
  const prefix = vatPrefixOf(country);
  return prefix ? `${prefix}${typed.toUpperCase().replace(/[\s.\-/]/g, "")}` : null;
}

/** The VAT prefix belongs to the billing country (EL for GR, PT for the Azores and Madeira). */
export const vatNumberMatchesCountry = (vatNumber: string, country: string) =>
  parseVatNumber(vatNumber)?.prefix === vatPrefixOf(country);
