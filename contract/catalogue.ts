/** The catalogue's reference facts that the storefront shares: manufacturer groups, brands and site sources. */

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

/** The three sources (sites) of the shop: main, parts and UK (storefront.md section 1). */
export const SOURCES = ["main", "parts", "uk"] as const;
export type Source = (typeof SOURCES)[number];
