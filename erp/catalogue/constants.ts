/** The ERP's own reference data: locations (warehouses) and part-number lookups. */
import type { Source } from "../../contract/catalogue.ts";

export const LOCATIONS = {
  TORUN: { id: "TORUN", name: "Main warehouse Toruń", country: "PL", kind: "warehouse" },
  BIRMINGHAM: { id: "BIRMINGHAM", name: "UK warehouse Birmingham", country: "GB", kind: "warehouse" },
  MANUFACTURER: { id: "MANUFACTURER", name: "Manufacturer (dropship)", country: "AU", kind: "dropship" },
} as const;
export type LocationId = keyof typeof LOCATIONS;

export interface Warehouses {
  default: LocationId;
  alternative: LocationId;
}

/** Which warehouse ships by default and which is the alternative, per site source. */
export function warehousesForSource(source: Source): Warehouses {
  return source === "uk"
    ? { default: "BIRMINGHAM", alternative: "TORUN" }
    : { default: "TORUN", alternative: "BIRMINGHAM" };
}

const WAREHOUSE_IDS = (Object.keys(LOCATIONS) as LocationId[]).filter((id) => LOCATIONS[id].kind === "warehouse");

/** The warehouse in a country, when the ERP has one there (Birmingham for Great Britain, Toruń for Poland). */
export const warehouseIn = (country: string): LocationId | null =>
  WAREHOUSE_IDS.find((id) => LOCATIONS[id].country === country.toUpperCase()) ?? null;

/**
 * The warehouses for goods going to `destination` (issue 22, decision 0034): the warehouse in the
 * destination country serves it where the ERP has one (Birmingham ships to Great Britain), the
 * other is the alternative; elsewhere the source's pair. Northern Ireland (XI) has none: it is
 * served as the source says, from Toruń on the main site.
 */
export function warehousesFor(source: Source, destination: string | null | undefined): Warehouses {
  const local = destination ? warehouseIn(destination) : null;
  if (!local) return warehousesForSource(source);
  const other = WAREHOUSE_IDS.find((id) => id !== local);
  return { default: local, alternative: other ?? warehousesForSource(source).alternative };
}

/** Normalise a part number for lookups: case, spaces, dashes, dots and slashes do not matter. */
export function normalizePartNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-./_]+/g, "");
}

/** The kinds of part the catalogue knows (its pictures, lists and the import's `category`). */
export const CATEGORIES = [
  "disc",
  "pad",
  "clutch",
  "exhaust",
  "suspension",
  "bearing",
  "filter",
  "turbo",
  "light",
  "electrical",
  "bushing",
  "recovery",
  "kit",
] as const;

/** An item's address (its urlcomponent) made from its part number: lowercase words and digits joined by dashes. */
export const slugOf = (partNumber: string) =>
  partNumber
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
