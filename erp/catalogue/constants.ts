/** Fixed reference data of the ERP: manufacturer groups, brands, locations and price lists. */

/** Manufacturer groups with the fixed ids the spec asks for (storefront.md section 3). */
export const MANUFACTURER_GROUPS = {
  ACS: 1,
  DBA: 2,
  PEDDERS: 3,
  XFORCE: 4,
  HAWK: 5,
  TURBOSMART: 6,
  ACL: 7,
  WHITELINE: 8,
  REDARC: 9,
  SABER: 10,
  EUROSPARES: 11,
  OSRAM: 12,
  OTHER: 13,
  AEROFLOW: 14,
  SUPERPRO: 15,
  RYCO: 16,
} as const;
export type ManufacturerGroupCode = keyof typeof MANUFACTURER_GROUPS;

export const BRAND_IDS = [
  "dba",
  "saber",
  "xclutch",
  "xoutback",
  "xforce",
  "hawk",
  "pedders",
  "turbosmart",
  "whiteline",
  "redarc",
  "acl",
  "superpro",
  "ryco",
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface BrandDefinition {
  id: BrandId;
  name: string;
  group: ManufacturerGroupCode;
  /** Airfreight from the manufacturer (transactions.md section 9: off for Hawk, Xforce, Turbosmart, Whiteline, Osram). */
  airfreight: boolean;
}

export const BRANDS: readonly BrandDefinition[] = [
  { id: "dba", name: "DBA", group: "DBA", airfreight: true },
  { id: "xclutch", name: "Xtreme Clutch", group: "ACS", airfreight: true },
  { id: "xoutback", name: "Xtreme Outback", group: "ACS", airfreight: true },
  { id: "xforce", name: "Xforce", group: "XFORCE", airfreight: false },
  { id: "hawk", name: "Hawk", group: "HAWK", airfreight: false },
  { id: "pedders", name: "Pedders", group: "PEDDERS", airfreight: true },
  { id: "turbosmart", name: "Turbosmart", group: "TURBOSMART", airfreight: false },
  { id: "whiteline", name: "Whiteline", group: "WHITELINE", airfreight: false },
  { id: "redarc", name: "Redarc", group: "REDARC", airfreight: false },
  { id: "acl", name: "ACL", group: "ACL", airfreight: true },
  { id: "ryco", name: "Ryco", group: "RYCO", airfreight: true },
  { id: "superpro", name: "SuperPro", group: "SUPERPRO", airfreight: true },
  { id: "saber", name: "Saber", group: "SABER", airfreight: false },
];

/** Brands the UK source hides (storefront.md section 2). */
export const UK_HIDDEN_BRANDS: readonly BrandId[] = ["pedders", "turbosmart", "whiteline", "acl", "ryco", "superpro"];

export const LOCATIONS = {
  TORUN: { id: "TORUN", name: "Main warehouse Toruń", country: "PL", kind: "warehouse" },
  BIRMINGHAM: { id: "BIRMINGHAM", name: "UK warehouse Birmingham", country: "GB", kind: "warehouse" },
  MANUFACTURER: { id: "MANUFACTURER", name: "Manufacturer (dropship)", country: "AU", kind: "dropship" },
} as const;
export type LocationId = keyof typeof LOCATIONS;

export const PRICE_LISTS = {
  EU: "Europe",
  UK: "United Kingdom",
  NL: "Netherlands",
} as const;
export type PriceListId = keyof typeof PRICE_LISTS;

export const CURRENCIES = ["EUR", "PLN"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SOURCES = ["main", "parts", "uk"] as const;
export type Source = (typeof SOURCES)[number];

/** Which warehouse ships by default and which is the alternative, per site source. */
export function warehousesForSource(source: Source): { default: LocationId; alternative: LocationId } {
  return source === "uk"
    ? { default: "BIRMINGHAM", alternative: "TORUN" }
    : { default: "TORUN", alternative: "BIRMINGHAM" };
}

/** Region (price list) for a source and country: UK source uses UK prices, NL customers the NL list. */
export function priceListFor(source: Source, country: string): PriceListId {
  if (source === "uk") return "UK";
  if (country.toUpperCase() === "NL") return "NL";
  return "EU";
}

/** Normalise a part number for lookups: case, spaces, dashes, dots and slashes do not matter. */
export function normalizePartNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-./_]+/g, "");
}
