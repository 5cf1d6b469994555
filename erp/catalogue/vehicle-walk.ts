/**
 * The list of a chosen vehicle (make, model, years; decision 0047): the vehicles of
 * catalogue_vehicles it names, and their items walked per vehicle in catalogue_fits and
 * catalogue_fit_prices, merged in the catalogue's sort.
 */
import { sql, type SQL } from "drizzle-orm";
import { CATALOGUE_DEPTH, CATALOGUE_FIELDS, type CatalogueField } from "../../contract/wire-constants.ts";
import type { CatalogueFilters } from "../../contract/catalogue-search.ts";
import type { CallContext } from "../context.ts";
import { priceListFor } from "../region/region.ts";
import { all, conditions, isItemField, parseYears, type CatalogueQuery } from "./conditions.ts";

/** The fields a vehicle of catalogue_vehicles is: a list filtered by one of them walks catalogue_fits. */
const VEHICLE_FIELDS = ["make", "model", "year"] as const satisfies readonly CatalogueField[];
/**
 * The most vehicles one list merges (the year alone, or a make alone, overlaps several): beyond it
 * the list reads the application rows instead.
 */
export const MAX_MERGED_VEHICLES = 64;

/**
 * The vehicles (catalogue_vehicles, migration 0033) of the chosen make, model and years: null when
 * none of them is chosen or when more than MAX_MERGED_VEHICLES overlap. A vehicle no row names any
 * more is harmless (no item fits it).
 */
export async function vehiclesOf(ctx: CallContext, filters: CatalogueFilters): Promise<number[] | null> {
  const parts: SQL[] = [];
  if (filters.make !== undefined) parts.push(sql`v.make = ${filters.make}`);
  if (filters.model !== undefined) parts.push(sql`v.model = ${filters.model}`);
  if (filters.year !== undefined) {
    const { from, to } = parseYears(filters.year);
    parts.push(sql`v.first_year <= ${to} AND v.last_year >= ${from}`);
  }
  if (parts.length === 0) return null;
  const result = await ctx.db.execute(
    sql`SELECT v.id FROM catalogue_vehicles v WHERE ${all(parts)} ORDER BY v.id LIMIT ${MAX_MERGED_VEHICLES + 1}`,
  );
  const ids = (result.rows as { id: number }[]).map((r) => Number(r.id));
  return ids.length > MAX_MERGED_VEHICLES ? null : ids;
}

/**
 * The items of `vehicles` in the order of `keys` (columns of `table`, f), the first `first` of
 * them: one index walk per vehicle, merged in order (Merge Append) and told apart (Unique), each
 * walk stopping at `first` rows, so an item that fits two vehicles is read twice and listed once,
 * and no more than `first` rows per vehicle are read.
 */
function mergedWalk(
  table: "catalogue_fits" | "catalogue_fit_prices",
  vehicles: number[],
  where: SQL,
  keys: string[],
  first: number,
) {
  const columns = sql.raw(keys.map((k) => `f.${k}`).join(", "));
  const outer = sql.raw(keys.join(", "));
  const walks = vehicles.map(
    (id) =>
      sql`(SELECT ${columns} FROM ${sql.identifier(table)} f WHERE f.vehicle_id = ${id} AND ${where} ORDER BY ${columns} LIMIT ${first})`,
  );
  return sql`SELECT DISTINCT ${outer} FROM (${sql.join(walks, sql` UNION ALL `)}) u ORDER BY ${outer} LIMIT ${first}`;
}

/**
 * The page and total of a list filtered by a vehicle (make, model, years): catalogue_fits and
 * catalogue_fit_prices walked per vehicle (mergedWalk). The other row fields (engine, variant,
 * group, ...) must hold on the same application row as the vehicle's, checked per item read.
 * The total is counted up to the catalogue's depth, as for every list with a row field chosen.
 */
export async function fittingItems(
  ctx: CallContext,
  query: CatalogueQuery,
  filters: CatalogueFilters,
  vehicles: number[],
) {
  if (vehicles.length === 0) return { ids: [], total: 0, more: false };
  const { item, row } = conditions(ctx, "f", query.deadstock, filters, CATALOGUE_FIELDS);
  const rare = CATALOGUE_FIELDS.some(
    (field) =>
      filters[field] !== undefined && !isItemField(field) && !(VEHICLE_FIELDS as readonly string[]).includes(field),
  );
  const where =
    rare && row ? sql`${item} AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = f.item_id AND ${row})` : item;
  const limit = Math.min(query.limit, CATALOGUE_DEPTH - query.offset);
  const first = query.offset + limit;
  const window = sql`LIMIT ${limit} OFFSET ${query.offset}`;
  let page: Promise<{ rows: unknown[] }>;
  if (limit <= 0) page = Promise.resolve({ rows: [] });
  else if (query.sort === "price") {
    const list = priceListFor(ctx.source, ctx.country);
    const priced = mergedWalk(
      "catalogue_fit_prices",
      vehicles,
      sql`f.price_list_id = ${list} AND f.currency = ${ctx.currency} AND ${where}`,
      ["price", "item_id"],
      first,
    );
    const unpriced = mergedWalk(
      "catalogue_fits",
      vehicles,
      sql`${where} AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.item_id = f.item_id AND p.price_list_id = ${list} AND p.currency = ${ctx.currency})`,
      ["name", "item_id"],
      first,
    );
    // As pageOf: the priced items in price order, then (only when they run out) the others.
    page = ctx.db.execute(
      sql`SELECT id FROM ((SELECT item_id AS id FROM (${priced}) p) UNION ALL (SELECT item_id FROM (${unpriced}) n)) ordered ${window}`,
    );
  } else {
    const keys = query.sort === "number" ? ["name", "item_id"] : ["sold_out", "brand_position", "name", "item_id"];
    page = ctx.db.execute(
      sql`SELECT item_id AS id FROM (${mergedWalk("catalogue_fits", vehicles, where, keys, first)}) m ${window}`,
    );
  }
  const [listed, counted] = await Promise.all([
    page,
    ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM (${mergedWalk("catalogue_fits", vehicles, where, ["name", "item_id"], CATALOGUE_DEPTH + 1)}) m`,
    ),
  ]);
  const n = (counted.rows[0] as { n: number }).n;
  return {
    ids: (listed.rows as { id: number }[]).map((r) => Number(r.id)),
    total: Math.min(n, CATALOGUE_DEPTH),
    more: n > CATALOGUE_DEPTH,
  };
}
