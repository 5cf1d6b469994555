/**
 * The SQL conditions of the catalogue's filters, shared by the drill-down (catalogue.ts), its
 * vehicle walk (vehicle-walk.ts), its pages (item-page.ts) and the fitment check (fitment.ts):
 * the item and application-row columns of each field, a chosen value as a predicate on one row,
 * and the conditions of a set of filters.
 */
import { sql, type SQL } from "drizzle-orm";
import { NUMERIC_CATALOGUE_FIELDS, type CatalogueField, type CatalogueSort } from "../../contract/wire-constants.ts";
import type { CatalogueFilters } from "../../contract/catalogue-search.ts";
import type { CallContext } from "../context.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";

export interface CatalogueQuery {
  filters: CatalogueFilters;
  deadstock: boolean;
  sort: CatalogueSort;
  limit: number;
  offset: number;
}

/**
 * Item-level fields, columns of catalogue_items (ci) and catalogue_facets (a) alike; the others are
 * columns of an application row (applications a) and of a facet row (catalogue_facets a).
 */
export const ITEM_COLUMN = { brand: "brand_id", type: "category" } as const;
export const ROW_COLUMN = {
  make: sql`a.make`,
  model: sql`a.model`,
  engine: sql`a.engine`,
  variant: sql`a.variant`,
  group: sql`a.groupdescription`,
  category: sql`a.categorydescription`,
  transmission: sql`a.transmission`,
  capacity: sql`a.capacity`,
  cylinders: sql`a.cylinders`,
  stroke: sql`a.stroke`,
  bore: sql`a.bore`,
} as const;
export type RowField = keyof typeof ROW_COLUMN;
export const isNumeric = (field: CatalogueField) => NUMERIC_CATALOGUE_FIELDS.includes(field);
type ItemField = keyof typeof ITEM_COLUMN;
export const isItemField = (field: CatalogueField): field is ItemField => field in ITEM_COLUMN;

export function parseYears(value: string): { from: number; to: number } {
  const [from, to] = value.split("-").map(Number) as [number, number | undefined];
  return to === undefined ? { from, to: from } : { from: Math.min(from, to), to: Math.max(from, to) };
}

export function rowPredicate(field: Exclude<CatalogueField, ItemField>, value: string): SQL {
  if (field === "year") {
    const { from, to } = parseYears(value);
    // A row without years fits every year of the vehicle.
    return sql`(a.year_from IS NULL OR (a.year_from <= ${to} AND coalesce(a.year_to, a.year_from) >= ${from}))`;
  }
  if (isNumeric(field)) return sql`${ROW_COLUMN[field]} = ${value}::numeric`;
  return sql`${ROW_COLUMN[field]} = ${value}`;
}

export const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

/**
 * Conditions on the item columns of `alias` (catalogue_items ci or catalogue_facets a) and on one
 * application row (a, of applications or catalogue_facets) for the given filters.
 */
export function conditions(
  ctx: CallContext,
  alias: "a" | "ci" | "f",
  deadstock: boolean,
  filters: CatalogueFilters,
  fields: readonly CatalogueField[],
) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  // catalogue_fits (f) holds listed items only.
  const item: SQL[] = alias === "f" ? [] : [column("listed")];
  if (deadstock) item.push(column("deadstock"));
  if (ctx.source === "uk") item.push(sql`${column("brand_id")} <> ALL(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])`);
  const row: SQL[] = [];
  for (const field of fields) {
    const value = filters[field];
    if (value === undefined) continue;
    if (isItemField(field)) item.push(sql`${column(ITEM_COLUMN[field])} = ${value}`);
    else row.push(rowPredicate(field, value));
  }
  return { item: all(item), row: row.length ? all(row) : null };
}
