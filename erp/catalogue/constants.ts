/** The ERP's own reference data: locations (warehouses), price lists and part-number lookups. */
import type { Source } from "../../contract/catalogue.ts";

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
