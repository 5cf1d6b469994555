/**
 * The applications table of the product page: its columns per manufacturer (storefront.md,
 * "Applications table columns by manufacturer") and the catalogue URL a row leads to.
 */
import type { ApplicationRow } from "../../contract/item.ts";
import { catalogueUrl, type Filters } from "./catalogue.ts";

export const APPLICATION_COLUMNS = [
  "make",
  "model",
  "year",
  "variant",
  "engine",
  "category",
  "group",
  "class",
  "axleClass",
  "note",
  "description",
  "parameter",
] as const;
export type ApplicationColumn = (typeof APPLICATION_COLUMNS)[number];

/** Where each column reads its value in an application row. */
const FIELD: Record<ApplicationColumn, keyof ApplicationRow> = {
  make: "make",
  model: "model",
  year: "year",
  variant: "variant",
  engine: "engine",
  category: "categorydescription",
  group: "groupdescription",
  class: "classdescription",
  axleClass: "classdescription",
  note: "note",
  description: "description",
  parameter: "parameter",
};

const DEFAULT_COLUMNS: readonly ApplicationColumn[] = ["make", "model", "year", "variant", "engine"];

/** Columns by manufacturer group code (ACS is Xtreme Clutch). */
const COLUMNS_BY_GROUP: Record<string, readonly ApplicationColumn[]> = {
  DBA: ["make", "model", "year", "variant", "category", "note", "description"],
  TURBOSMART: ["make", "model", "variant"],
  WHITELINE: ["make", "model", "year"],
  SUPERPRO: ["make", "model", "year", "category", "parameter"],
  RYCO: ["make", "model", "year", "variant"],
  XFORCE: ["make", "model", "year", "variant"],
  PEDDERS: ["make", "model", "year", "group", "parameter"],
  HAWK: ["make", "model", "year", "variant", "axleClass"],
  ACS: ["make", "model", "year", "variant", "engine", "note"],
  ACL: ["make", "model", "engine", "variant"],
  SABER: ["category", "group"],
  REDARC: ["category", "group"],
  AEROFLOW: ["category", "group", "class"],
};

export function applicationColumns(manufacturergroup: string): readonly ApplicationColumn[] {
  return COLUMNS_BY_GROUP[manufacturergroup.toUpperCase()] ?? DEFAULT_COLUMNS;
}

/** Stored value -> its text in the page's language (getApplications' labels). */
export type ApplicationLabels = Record<string, string>;

/** A cell as the page shows it: the stored value in the page's language when the ERP translated it. */
export function applicationCell(row: ApplicationRow, column: ApplicationColumn, labels: ApplicationLabels = {}) {
  const value = String(row[FIELD[column]] ?? "");
  return labels[value] ?? value;
}

/** The vehicle and part of a row in words, for the hidden text of its catalogue link. */
export const applicationVehicle = (row: ApplicationRow, labels: ApplicationLabels = {}) =>
  [row.make, row.model, row.year, row.variant, row.engine, row.categorydescription, row.groupdescription]
    .filter(Boolean)
    .map((value) => labels[value] ?? value)
    .join(" ");

const YEAR = /^(19|20)\d\d(-(19|20)\d\d)?$/;

/**
 * The catalogue of the item's brand filtered by the row's values (decision 0006: vehicle and part
 * fields must hold on one application row, so the item itself is always among the results).
 */
export function applicationCatalogueUrl(brand: string, row: ApplicationRow): string {
  const filters: Filters = {
    brand,
    make: row.make || undefined,
    model: row.model || undefined,
    year: YEAR.test(row.year) ? row.year : undefined,
    engine: row.engine || undefined,
    variant: row.variant || undefined,
    group: row.groupdescription || undefined,
    category: row.categorydescription || undefined,
  };
  return catalogueUrl({ screen: "catalogue", filters });
}
