/**
 * The catalogue drill-down. Items are matched through their application rows: every vehicle
 * filter (make, model, year, engine, variant, group, category, transmission, capacity, cylinders,
 * stroke, bore) must hold on the same row, so
 * "Toyota Hilux 2018" never matches a part that fits a Hilux of 2010 and some other 2018 car.
 * Options of a field are the values that exist under the choices before it (CATALOGUE_FIELDS
 * order); a choice that no longer exists under the ones before it is dropped.
 */
import { sql, type SQL } from "drizzle-orm";
import { CATALOGUE_DEPTH, CATALOGUE_FIELDS, type CatalogueField } from "../../contract/wire-constants.ts";
import type { CatalogueFilters } from "../../contract/catalogue-search.ts";
import type { ItemSummary, VariantFit } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";
import {
  all,
  conditions,
  isItemField,
  isNumeric,
  ITEM_COLUMN,
  parseYears,
  ROW_COLUMN,
  rowPredicate,
  type CatalogueQuery,
  type RowField,
} from "./conditions.ts";
import { pageOf } from "./item-page.ts";
import { termsIn } from "./items.ts";
import { loadItemSummaries } from "./summary-cache.ts";
import { fittingItems, vehiclesOf } from "./vehicle-walk.ts";

export type { CatalogueQuery };

export interface CatalogueResult {
  items: ItemSummary[];
  total: number;
  /** More items match than `total` counts (the catalogue lists CATALOGUE_DEPTH items at most). */
  more: boolean;
  filters: CatalogueFilters;
  options: Record<CatalogueField, string[]>;
  labels: Record<string, string>;
}

/** A numeric choice as PostgreSQL reads a numeric: digits with an optional fraction. */
const NUMBER = /^-?\d{1,9}(\.\d{1,6})?$/;
const YEARS = /^\d{4}(-\d{4})?$/;

/** Whether a chosen value can exist at all (a number for a numeric field, years for the year). */
function wellFormed(field: CatalogueField, value: string): boolean {
  if (value === "") return false;
  if (field === "year") return YEARS.test(value);
  return isNumeric(field) ? NUMBER.test(value) : true;
}

/** The facet rows (catalogue_facets a) under the choices of `fields`: an item's marker or its rows. */
function facetRows(ctx: CallContext, deadstock: boolean, filters: CatalogueFilters, fields: readonly CatalogueField[]) {
  const { item, row } = conditions(ctx, "a", deadstock, filters, fields);
  return {
    /** Every facet row under the choices, markers included when no row field is chosen. */
    any: sql`FROM catalogue_facets a WHERE ${item} AND ${row ? sql`a.has_row AND ${row}` : sql`true`}`,
    /** The application rows' facets under the choices. */
    rows: sql`FROM catalogue_facets a WHERE ${item} AND a.has_row AND ${row ?? sql`true`}`,
  };
}

export async function catalogue(ctx: CallContext, query: CatalogueQuery): Promise<CatalogueResult> {
  const filters = await applicableFilters(ctx, query.deadstock, query.filters);
  const [options, { ids, total, more }] = await Promise.all([
    queryOptions(ctx, query.deadstock, filters),
    matchingItems(ctx, query, filters),
  ]);
  // The word fields' options in the shopper's language (the filters keep the stored words).
  const words = [
    ...options.group,
    ...options.category,
    ...options.transmission,
    filters.group ?? "",
    filters.category ?? "",
    filters.transmission ?? "",
  ];
  const [items, labels, fits] = await Promise.all([
    loadItemSummaries(ctx, ids),
    termsIn(ctx, words),
    variantFits(ctx, ids, filters),
  ]);
  return {
    items: fits ? items.map((item) => ({ ...item, fits: fits.get(item.id) ?? [] })) : items,
    total,
    more,
    filters,
    options,
    labels,
  };
}

/** The fields that say which vehicle is chosen, whose variants a listed part fits. */
const VARIANT_FIELDS = ["make", "model", "year", "engine", "variant"] as const satisfies readonly CatalogueField[];

/**
 * For a list of a chosen make and model: the variants (variant, engine, years) of that vehicle each
 * listed item fits, from its application rows under the vehicle's choices; null when no make and
 * model are chosen. One statement over the page's items (applications_item_idx): its cost is the
 * page's, whatever the catalogue's size.
 */
async function variantFits(
  ctx: CallContext,
  ids: readonly number[],
  filters: CatalogueFilters,
): Promise<Map<number, VariantFit[]> | null> {
  if (filters.make === undefined || filters.model === undefined) return null;
  if (ids.length === 0) return new Map();
  const chosen = VARIANT_FIELDS.filter((field) => filters[field] !== undefined).map((field) =>
    rowPredicate(field, filters[field]!),
  );
  const result = await ctx.db.execute(
    sql`SELECT DISTINCT a.item_id, a.variant, a.engine, a.year_from, a.year_to FROM applications a
        WHERE a.item_id = ANY(${`{${ids.join(",")}}`}::int[]) AND ${all(chosen)}
        ORDER BY a.item_id, a.year_from NULLS FIRST, a.year_to, a.variant, a.engine`,
  );
  const fits = new Map<number, VariantFit[]>();
  for (const row of result.rows as {
    item_id: number;
    variant: string;
    engine: string;
    year_from: number | null;
    year_to: number | null;
  }[]) {
    const list = fits.get(Number(row.item_id)) ?? [];
    list.push({ variant: row.variant, engine: row.engine, yearFrom: row.year_from, yearTo: row.year_to });
    fits.set(Number(row.item_id), list);
  }
  return fits;
}

/**
 * The requested choices that exist, each under the ones before it (CATALOGUE_FIELDS order): a
 * choice that does not is dropped, and the ones after it are judged without it. One statement
 * asks, for every choice, whether a facet row has it under the choices before it (a few indexed
 * rows of catalogue_facets, not the option lists); only when one does not is it asked again
 * without the first that does not. A malformed value is dropped without asking.
 */
export async function applicableFilters(
  ctx: CallContext,
  deadstock: boolean,
  requested: CatalogueFilters,
): Promise<CatalogueFilters> {
  let filters: CatalogueFilters = {};
  for (const field of CATALOGUE_FIELDS) {
    const value = requested[field];
    if (value !== undefined && wellFormed(field, value)) filters = { ...filters, [field]: value };
  }
  for (let guard = 0; guard <= CATALOGUE_FIELDS.length; guard++) {
    const chosen = CATALOGUE_FIELDS.filter((field) => filters[field] !== undefined);
    if (chosen.length === 0) return filters;
    const checks = chosen.map((field) => {
      const value = filters[field]!;
      const { any, rows } = facetRows(
        ctx,
        deadstock,
        filters,
        CATALOGUE_FIELDS.slice(0, CATALOGUE_FIELDS.indexOf(field)),
      );
      const as = sql.identifier(field);
      if (isItemField(field)) {
        return sql`EXISTS (SELECT 1 ${any} AND ${sql.raw(`a.${ITEM_COLUMN[field]}`)} = ${value}) AS ${as}`;
      }
      if (field === "year") {
        // A year is kept when a row covers it, or when no row under the choices names years.
        const { from, to } = parseYears(value);
        return sql`(EXISTS (SELECT 1 ${rows} AND a.year_from <= ${to} AND coalesce(a.year_to, a.year_from) >= ${from})
          OR NOT EXISTS (SELECT 1 ${rows} AND a.year_from IS NOT NULL)) AS ${as}`;
      }
      return sql`EXISTS (SELECT 1 ${rows} AND ${rowPredicate(field, value)}) AS ${as}`;
    });
    const result = await ctx.db.execute(sql`SELECT ${sql.join(checks, sql`, `)}`);
    const found = result.rows[0] as Record<CatalogueField, boolean>;
    const stale = chosen.find((field) => !found[field]);
    if (!stale) return filters;
    filters = { ...filters, [stale]: undefined };
  }
  return filters;
}

/**
 * Every field's options in one statement, from catalogue_facets (kept by triggers in the same
 * transaction as every change of items and application rows, migration 0031), so a list is
 * always current and costs a scan of the distinct combinations, not of every application row.
 * An item field (brand, type) and the year are a query each; consecutive row fields whose lists
 * are narrowed by the same choices (none of them is chosen but the last) share one scan.
 */
async function queryOptions(ctx: CallContext, deadstock: boolean, filters: CatalogueFilters) {
  const scalars: SQL[] = [];
  const scans: SQL[] = [];
  for (let index = 0; index < CATALOGUE_FIELDS.length;) {
    const field = CATALOGUE_FIELDS[index]!;
    const { any, rows } = facetRows(ctx, deadstock, filters, CATALOGUE_FIELDS.slice(0, index));
    const as = (f: CatalogueField) => sql.identifier(f);
    if (isItemField(field)) {
      const column = sql.raw(`a.${ITEM_COLUMN[field]}`);
      scalars.push(
        sql`(SELECT coalesce(array_agg(v ORDER BY v), '{}') FROM (SELECT DISTINCT ${column} AS v ${any}) d) AS ${as(field)}`,
      );
      index++;
      continue;
    }
    if (field === "year") {
      // Years from the distinct ranges, not from every row's list of years: far fewer rows.
      scalars.push(sql`(SELECT coalesce(array_agg(y::text ORDER BY y), '{}') FROM (SELECT DISTINCT y FROM
        (SELECT DISTINCT a.year_from, a.year_to ${rows} AND a.year_from IS NOT NULL) r,
        generate_series(r.year_from::int, coalesce(r.year_to, r.year_from)::int) AS y) d) AS ${as(field)}`);
      index++;
      continue;
    }
    const group: RowField[] = [field];
    let next = index + 1;
    for (; next < CATALOGUE_FIELDS.length; next++) {
      const candidate = CATALOGUE_FIELDS[next]!;
      if (isItemField(candidate) || candidate === "year") break;
      if (filters[CATALOGUE_FIELDS[next - 1]!] !== undefined) break;
      group.push(candidate);
    }
    const lists = group.map((f) => {
      const column = ROW_COLUMN[f];
      const present = isNumeric(f) ? sql`${column} IS NOT NULL` : sql`${column} <> ''`;
      return sql`coalesce(array_agg(DISTINCT ${column} ORDER BY ${column}) FILTER (WHERE ${present}), '{}')::text[] AS ${as(f)}`;
    });
    scans.push(sql`(SELECT ${sql.join(lists, sql`, `)} ${rows}) ${sql.identifier(`scan_${index}`)}`);
    index = next;
  }
  const result = await ctx.db.execute(
    sql`SELECT ${sql.join(scalars, sql`, `)}, * FROM ${sql.join(scans, sql` CROSS JOIN `)}`,
  );
  const found = result.rows[0] as Record<CatalogueField, string[]>;
  return Object.fromEntries(CATALOGUE_FIELDS.map((f) => [f, found[f] ?? []])) as Record<CatalogueField, string[]>;
}

/**
 * The page of matching items and their total. Without a vehicle or part field chosen the total
 * is the sum of catalogue_facets' item markers (exact, whatever the size); with one, the matches
 * are counted up to the catalogue's depth only, and `more` says there are more than that.
 */
async function matchingItems(ctx: CallContext, query: CatalogueQuery, filters: CatalogueFilters) {
  const vehicles = await vehiclesOf(ctx, filters);
  if (vehicles) return fittingItems(ctx, query, filters, vehicles);
  const { item, row } = conditions(ctx, "ci", query.deadstock, filters, CATALOGUE_FIELDS);
  const fits = row ? sql`AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = ci.item_id AND ${row})` : sql``;
  const where = sql`${item} ${fits}`;
  const page =
    query.offset >= CATALOGUE_DEPTH
      ? Promise.resolve({ ids: [] })
      : pageOf(ctx, where, { ...query, limit: Math.min(query.limit, CATALOGUE_DEPTH - query.offset) });
  if (!row) {
    const markers = conditions(ctx, "a", query.deadstock, filters, CATALOGUE_FIELDS).item;
    const [{ ids }, counted] = await Promise.all([
      page,
      ctx.db.execute(
        sql`SELECT coalesce(sum(a.n), 0)::int AS n FROM catalogue_facets a WHERE NOT a.has_row AND ${markers}`,
      ),
    ]);
    return { ids, total: (counted.rows[0] as { n: number }).n, more: false };
  }
  const [{ ids }, counted] = await Promise.all([
    page,
    ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM catalogue_items ci WHERE ${where} LIMIT ${CATALOGUE_DEPTH + 1}) m`,
    ),
  ]);
  const n = (counted.rows[0] as { n: number }).n;
  return { ids, total: Math.min(n, CATALOGUE_DEPTH), more: n > CATALOGUE_DEPTH };
}
