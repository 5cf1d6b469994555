/**
 * The catalogue drill-down. Items are matched through their application rows: every vehicle
 * filter (make, model, year, engine, variant, group, category) must hold on the same row, so
 * "Toyota Hilux 2018" never matches a part that fits a Hilux of 2010 and some other 2018 car.
 * Options of a field are the values that exist under the choices before it (CATALOGUE_FIELDS
 * order); a choice that no longer exists under the ones before it is dropped.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  CATALOGUE_FIELDS,
  type CatalogueField,
  type CatalogueFilters,
  type CatalogueSort,
  type ItemSummary,
} from "../contract.ts";
import type { CallContext } from "../context.ts";
import { priceListFor, UK_HIDDEN_BRANDS } from "./constants.ts";
import { loadItemSummaries } from "./items.ts";

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
}

/** Columns of the fitment rows (items left-joined to their applications) per field. */
const COLUMN: Record<Exclude<CatalogueField, "year">, SQL> = {
  brand: sql`f.brand_id`,
  make: sql`f.make`,
  model: sql`f.model`,
  engine: sql`f.engine`,
  variant: sql`f.variant`,
  group: sql`f.grp`,
  category: sql`f.cat`,
  type: sql`f.type`,
};

export function parseYears(value: string): { from: number; to: number } {
  const [from, to] = value.split("-").map(Number) as [number, number | undefined];
  return to === undefined ? { from, to: from } : { from: Math.min(from, to), to: Math.max(from, to) };
}

function predicate(field: CatalogueField, value: string): SQL {
  if (field === "year") {
    const { from, to } = parseYears(value);
    // A row without years fits every year of the vehicle.
    return sql`(f.make IS NOT NULL AND (f.year_from IS NULL OR (f.year_from <= ${to} AND coalesce(f.year_to, f.year_from) >= ${from})))`;
  }
  return sql`${COLUMN[field]} = ${value}`;
}

const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

export async function catalogue(ctx: CallContext, query: CatalogueQuery): Promise<CatalogueResult> {
  let filters: CatalogueFilters = { ...query.filters };
  let options = await optionsFor(ctx, query.deadstock, filters);
  // Drop the first choice that does not exist under the ones before it, until all exist.
  for (let guard = 0; guard < CATALOGUE_FIELDS.length; guard++) {
    const stale = CATALOGUE_FIELDS.find((field) => {
      const value = filters[field];
      if (value === undefined) return false;
      if (field !== "year") return !options[field].includes(value);
      const { from, to } = parseYears(value);
      return !options.year.some((y) => Number(y) >= from && Number(y) <= to) && options.year.length > 0;
    });
    if (!stale) break;
    filters = { ...filters, [stale]: undefined };
    options = await optionsFor(ctx, query.deadstock, filters);
  }
  const { ids, total } = await matchingItems(ctx, query, filters);
  return { items: await loadItemSummaries(ctx, ids), total, filters, options };
}

function fitment(ctx: CallContext, deadstock: boolean): SQL {
  const hidden = ctx.source === "uk" ? sql`AND i.brand_id <> ALL(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])` : sql``;
  return sql`SELECT i.id, i.brand_id, i.category AS type, i.name, a.make, a.model, a.year_from, a.year_to,
      a.peryear, a.engine, a.variant, a.groupdescription AS grp, a.categorydescription AS cat
    FROM items i LEFT JOIN applications a ON a.item_id = i.id
    WHERE i.recordtype <> 'service' ${deadstock ? sql`AND i.deadstock` : sql``} ${hidden}`;
}

async function optionsFor(ctx: CallContext, deadstock: boolean, filters: CatalogueFilters) {
  const before: SQL[] = [];
  const lists: SQL[] = [];
  for (const field of CATALOGUE_FIELDS) {
    const where = all(before);
    lists.push(
      field === "year"
        ? sql`(SELECT coalesce(array_agg(DISTINCT y::text ORDER BY y::text), '{}') FROM f, unnest(f.peryear) AS y WHERE ${where})`
        : sql`(SELECT coalesce(array_agg(DISTINCT ${COLUMN[field]} ORDER BY ${COLUMN[field]}), '{}') FROM f WHERE ${where} AND ${COLUMN[field]} <> '')`,
    );
    const value = filters[field];
    if (value !== undefined) before.push(predicate(field, value));
  }
  const result = await ctx.db.execute(sql`WITH f AS MATERIALIZED (${fitment(ctx, deadstock)})
    SELECT ${sql.join(lists.map((list, i) => sql`${list} AS ${sql.identifier(CATALOGUE_FIELDS[i]!)}`), sql`, `)}`);
  const row = result.rows[0] as Record<CatalogueField, string[]>;
  return Object.fromEntries(CATALOGUE_FIELDS.map((f) => [f, row[f] ?? []])) as Record<CatalogueField, string[]>;
}

async function matchingItems(ctx: CallContext, query: CatalogueQuery, filters: CatalogueFilters) {
  const where = all(CATALOGUE_FIELDS.flatMap((field) => (filters[field] === undefined ? [] : [predicate(field, filters[field])])));
  const list = priceListFor(ctx.source, ctx.country);
  const order = {
    // In stock first, then the brand's own order and the part number.
    relevance: sql`(SELECT coalesce(sum(s.quantityavailable), 0) FROM stock s WHERE s.item_id = m.id) = 0, b.position, m.name, m.id`,
    number: sql`m.name, m.id`,
    price: sql`(SELECT coalesce(p.promotion, p.baseprice) FROM prices p
                 WHERE p.item_id = m.id AND p.price_list_id = ${list} AND p.currency = ${ctx.currency}) NULLS LAST, m.name, m.id`,
  }[query.sort];
  const result = await ctx.db.execute(sql`WITH m AS (
      SELECT DISTINCT f.id, f.name, f.brand_id FROM (${fitment(ctx, query.deadstock)}) f WHERE ${where}
    )
    SELECT m.id, count(*) OVER () AS total FROM m JOIN brands b ON b.id = m.brand_id
    ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`);
  const rows = result.rows as { id: number; total: string }[];
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    const counted = await ctx.db.execute(sql`SELECT count(DISTINCT f.id) AS n FROM (${fitment(ctx, query.deadstock)}) f WHERE ${where}`);
    total = Number((counted.rows[0] as { n: string }).n);
  }
  return { ids: rows.map((r) => r.id), total };
}
