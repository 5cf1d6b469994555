/**
 * The catalogue drill-down. Items are matched through their application rows: every vehicle
 * filter (make, model, year, engine, variant, group, category, transmission, capacity, cylinders,
 * stroke, bore) must hold on the same row, so
 * "Toyota Hilux 2018" never matches a part that fits a Hilux of 2010 and some other 2018 car.
 * Options of a field are the values that exist under the choices before it (CATALOGUE_FIELDS
 * order); a choice that no longer exists under the ones before it is dropped.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  CATALOGUE_FIELDS,
  NUMERIC_CATALOGUE_FIELDS,
  type CatalogueField,
  type CatalogueFilters,
  type CatalogueSort,
  type Fitment,
  type ItemSummary,
  type Vehicle,
} from "../../contract/wire.ts";
import type { CallContext } from "../context.ts";
import { priceListFor } from "./constants.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { loadItemSummaries, termsIn } from "./items.ts";

export interface CatalogueQuery {
  filters: CatalogueFilters;
  deadstock: boolean;
  sort: CatalogueSort;
  limit: number;
  offset: number;
}

export interface CatalogueResult {
  items: ItemSummary[];
  total: number;
  filters: CatalogueFilters;
  options: Record<CatalogueField, string[]>;
  labels: Record<string, string>;
}

/** Item-level fields; the others are columns of an application row. */
const ITEM_COLUMN = { brand: sql`i.brand_id`, type: sql`i.category` } as const;
const ROW_COLUMN = {
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
type RowField = keyof typeof ROW_COLUMN;
const isNumeric = (field: CatalogueField) => NUMERIC_CATALOGUE_FIELDS.includes(field);
type ItemField = keyof typeof ITEM_COLUMN;
const isItemField = (field: CatalogueField): field is ItemField => field in ITEM_COLUMN;

export function parseYears(value: string): { from: number; to: number } {
  const [from, to] = value.split("-").map(Number) as [number, number | undefined];
  return to === undefined ? { from, to: from } : { from: Math.min(from, to), to: Math.max(from, to) };
}

function rowPredicate(field: Exclude<CatalogueField, ItemField>, value: string): SQL {
  if (field === "year") {
    const { from, to } = parseYears(value);
    // A row without years fits every year of the vehicle.
    return sql`(a.year_from IS NULL OR (a.year_from <= ${to} AND coalesce(a.year_to, a.year_from) >= ${from}))`;
  }
  if (isNumeric(field)) return sql`${ROW_COLUMN[field]} = ${value}::numeric`;
  return sql`${ROW_COLUMN[field]} = ${value}`;
}

const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

/** Conditions on items (i) and on one application row of the item (a) for the given filters. */
function conditions(
  ctx: CallContext,
  deadstock: boolean,
  filters: CatalogueFilters,
  fields: readonly CatalogueField[],
) {
  const item: SQL[] = [sql`i.recordtype <> 'service'`];
  if (deadstock) item.push(sql`i.deadstock`);
  if (ctx.source === "uk") item.push(sql`i.brand_id <> ALL(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])`);
  const row: SQL[] = [];
  for (const field of fields) {
    const value = filters[field];
    if (value === undefined) continue;
    if (isItemField(field)) item.push(sql`${ITEM_COLUMN[field]} = ${value}`);
    else row.push(rowPredicate(field, value));
  }
  return { item: all(item), row: row.length ? all(row) : null };
}

export async function catalogue(ctx: CallContext, query: CatalogueQuery): Promise<CatalogueResult> {
  let filters: CatalogueFilters = { ...query.filters };
  let options = await optionsFor(ctx, query.deadstock, filters);
  // Drop the first choice that does not exist under the ones before it, until all exist.
  for (let guard = 0; guard < CATALOGUE_FIELDS.length; guard++) {
    const stale = CATALOGUE_FIELDS.find((field) => {
      const value = filters[field];
      if (value === undefined) return false;
      if (isNumeric(field)) return !options[field].some((o) => Number(o) === Number(value));
      if (field !== "year") return !options[field].includes(value);
      const { from, to } = parseYears(value);
      return options.year.length > 0 && !options.year.some((y) => Number(y) >= from && Number(y) <= to);
    });
    if (!stale) break;
    filters = { ...filters, [stale]: undefined };
    options = await optionsFor(ctx, query.deadstock, filters);
  }
  const { ids, total } = await matchingItems(ctx, query, filters);
  // The word fields' options in the shopper's language (the filters keep the stored words).
  const words = [
    ...options.group,
    ...options.category,
    ...options.transmission,
    filters.group ?? "",
    filters.category ?? "",
    filters.transmission ?? "",
  ];
  const [items, labels] = await Promise.all([loadItemSummaries(ctx, ids), termsIn(ctx, words)]);
  return { items, total, filters, options, labels };
}

/**
 * Option lists change only when the catalogue does, and the popular ones (no filter, a brand, a
 * make) cost a scan of every application row: they are kept for a few minutes per combination of
 * source, screen and choices, so a change to the catalogue shows in the lists within five
 * minutes (at once after clearCatalogueOptions). Results are never cached: stock and prices are live.
 */
const OPTIONS_TTL_MS = 5 * 60_000;
const OPTIONS_MAX = 2000;
const optionsCache = new Map<string, { at: number; value: Promise<Record<CatalogueField, string[]>> }>();
export const clearCatalogueOptions = () => optionsCache.clear();

function optionsFor(ctx: CallContext, deadstock: boolean, filters: CatalogueFilters) {
  // The last field's own choice narrows no list.
  const key = JSON.stringify([
    ctx.source === "uk",
    deadstock,
    CATALOGUE_FIELDS.slice(0, -1).map((f) => filters[f] ?? null),
  ]);
  const now = Date.now();
  const hit = optionsCache.get(key);
  if (hit && now - hit.at < OPTIONS_TTL_MS) return hit.value;
  const value = queryOptions(ctx, deadstock, filters);
  value.catch(() => optionsCache.delete(key));
  if (optionsCache.size >= OPTIONS_MAX) optionsCache.delete(optionsCache.keys().next().value!);
  optionsCache.set(key, { at: now, value });
  return value;
}

/**
 * Every field's options in one statement. An item field (brand, type) and the year are a query
 * each; consecutive row fields whose lists are narrowed by the same choices (none of them is
 * chosen but the last) share one scan of the application rows, so the five engine fields cost no
 * more scans until the shopper chooses among them.
 */
async function queryOptions(ctx: CallContext, deadstock: boolean, filters: CatalogueFilters) {
  const scalars: SQL[] = [];
  const scans: SQL[] = [];
  for (let index = 0; index < CATALOGUE_FIELDS.length;) {
    const field = CATALOGUE_FIELDS[index]!;
    const { item, row } = conditions(ctx, deadstock, filters, CATALOGUE_FIELDS.slice(0, index));
    const fits = row ? sql`EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND ${row})` : sql`true`;
    const rows = sql`FROM applications a JOIN items i ON i.id = a.item_id WHERE ${item} AND ${row ?? sql`true`}`;
    const as = (f: CatalogueField) => sql.identifier(f);
    if (isItemField(field)) {
      scalars.push(
        sql`(SELECT coalesce(array_agg(v ORDER BY v), '{}') FROM (SELECT DISTINCT ${ITEM_COLUMN[field]} AS v FROM items i WHERE ${item} AND ${fits}) d) AS ${as(field)}`,
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

async function matchingItems(ctx: CallContext, query: CatalogueQuery, filters: CatalogueFilters) {
  const { item, row } = conditions(ctx, query.deadstock, filters, CATALOGUE_FIELDS);
  const fits = row ? sql`AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND ${row})` : sql``;
  return itemPage(ctx, { join: sql``, where: sql`${item} ${fits}` }, query);
}

/**
 * One page of the items that match, in the catalogue's sort, with the total. `join` may add a
 * table the conditions read (a part's measurements); `where` holds the conditions on it and on i.
 */
export async function itemPage(
  ctx: CallContext,
  match: { join: SQL; where: SQL },
  query: { sort: CatalogueSort; limit: number; offset: number },
) {
  const list = priceListFor(ctx.source, ctx.country);
  const { join, order } = {
    // In stock first, then the brand's own order and the part number.
    relevance: {
      join: sql`LEFT JOIN (SELECT item_id, sum(quantityavailable) AS q FROM stock GROUP BY item_id) s ON s.item_id = i.id`,
      order: sql`coalesce(s.q, 0) = 0, b.position, i.name, i.id`,
    },
    number: { join: sql``, order: sql`i.name, i.id` },
    price: {
      join: sql`LEFT JOIN prices p ON p.item_id = i.id AND p.price_list_id = ${list} AND p.currency = ${ctx.currency}`,
      order: sql`coalesce(p.promotion, p.baseprice) NULLS LAST, i.name, i.id`,
    },
  }[query.sort];
  const matches = sql`FROM items i JOIN brands b ON b.id = i.brand_id ${match.join} ${join} WHERE ${match.where}`;
  const result = await ctx.db.execute(sql`SELECT i.id, count(*) OVER () AS total ${matches}
    ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`);
  const rows = result.rows as { id: number; total: string }[];
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    const counted = await ctx.db.execute(sql`SELECT count(*) AS n ${matches}`);
    total = Number((counted.rows[0] as { n: string }).n);
  }
  return { ids: rows.map((r) => r.id), total };
}

/** The conditions every catalogue list applies to items (i): no services; the UK source hides its brands. */
export function listedItems(ctx: CallContext): SQL {
  return conditions(ctx, false, {}, []).item;
}

/**
 * Whether each item fits a vehicle (decision 0038), in one statement bounded by the items asked
 * for (at most 100; applications.item_id is indexed): "unknown" when the item has no application
 * row naming a make; "fits" when one row names the make and model, covers the year (a row without
 * years fits every year) and the engine (a row without one, or no engine saved, fits any);
 * otherwise "notFits".
 */
export async function checkFitment(
  ctx: CallContext,
  query: { items: number[]; vehicle: Vehicle },
): Promise<{ fitment: Record<string, Fitment> }> {
  const ids = [...new Set(query.items)];
  if (ids.length === 0) return { fitment: {} };
  const { vehicle } = query;
  const match = [
    rowPredicate("make", vehicle.make),
    rowPredicate("model", vehicle.model),
    rowPredicate("year", vehicle.year),
  ];
  if (vehicle.engine) match.push(sql`(a.engine = '' OR a.engine = ${vehicle.engine})`);
  const result = await ctx.db.execute(sql`SELECT t.id,
      EXISTS (SELECT 1 FROM applications a WHERE a.item_id = t.id AND a.make <> '') AS known,
      EXISTS (SELECT 1 FROM applications a WHERE a.item_id = t.id AND ${all(match)}) AS fits
    FROM unnest(${`{${ids.join(",")}}`}::bigint[]) AS t(id)`);
  const fitment: Record<string, Fitment> = {};
  for (const row of result.rows as { id: number | string; known: boolean; fits: boolean }[]) {
    fitment[String(row.id)] = row.fits ? "fits" : row.known ? "notFits" : "unknown";
  }
  return { fitment };
}
