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
  CATALOGUE_DEPTH,
  CATALOGUE_FIELDS,
  NUMERIC_CATALOGUE_FIELDS,
  type CatalogueField,
  type CatalogueSort,
  type Fitment,
} from "../../contract/wire-constants.ts";
import type { CatalogueFilters } from "../../contract/catalogue-search.ts";
import type { ItemSummary, VariantFit } from "../../contract/item.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import type { CallContext } from "../context.ts";
import { priceListFor } from "../region/region.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { termsIn } from "./items.ts";
import { loadItemSummaries } from "./summaries.ts";

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
  /** More items match than `total` counts (the catalogue lists CATALOGUE_DEPTH items at most). */
  more: boolean;
  filters: CatalogueFilters;
  options: Record<CatalogueField, string[]>;
  labels: Record<string, string>;
}

/**
 * Item-level fields, columns of catalogue_items (ci) and catalogue_facets (a) alike; the others are
 * columns of an application row (applications a) and of a facet row (catalogue_facets a).
 */
const ITEM_COLUMN = { brand: "brand_id", type: "category" } as const;
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

/** A numeric choice as PostgreSQL reads a numeric: digits with an optional fraction. */
const NUMBER = /^-?\d{1,9}(\.\d{1,6})?$/;
const YEARS = /^\d{4}(-\d{4})?$/;

/** Whether a chosen value can exist at all (a number for a numeric field, years for the year). */
function wellFormed(field: CatalogueField, value: string): boolean {
  if (value === "") return false;
  if (field === "year") return YEARS.test(value);
  return isNumeric(field) ? NUMBER.test(value) : true;
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

/**
 * Conditions on the item columns of `alias` (catalogue_items ci or catalogue_facets a) and on one
 * application row (a, of applications or catalogue_facets) for the given filters.
 */
function conditions(
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
async function vehiclesOf(ctx: CallContext, filters: CatalogueFilters): Promise<number[] | null> {
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
async function fittingItems(ctx: CallContext, query: CatalogueQuery, filters: CatalogueFilters, vehicles: number[]) {
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

/**
 * One page of the items that match `where` (conditions on catalogue_items ci, and on items i when
 * `items` is joined), in the catalogue's sort, walking an index of that sort and stopping at the
 * page's end (migration 0031): in stock first, then the brand's order and the part number; by part
 * number; or by price (the price-ordered index of the caller's list and currency, then the items
 * without a price by part number).
 */
async function pageOf(
  ctx: CallContext,
  where: SQL,
  query: { sort: CatalogueSort; limit: number; offset: number },
  join: SQL = sql``,
): Promise<{ ids: number[] }> {
  const from = sql`FROM catalogue_items ci ${join}`;
  const window = sql`LIMIT ${query.limit} OFFSET ${query.offset}`;
  let statement: SQL;
  if (query.sort === "price") {
    const list = priceListFor(ctx.source, ctx.country);
    const first = query.limit + query.offset;
    const price = sql`p.price_list_id = ${list} AND p.currency = ${ctx.currency}`;
    // The priced items in price order, then (only when they run out) the others: an Append runs
    // its parts in order and the LIMIT stops it, so the second part is read only past the first.
    statement = sql`SELECT id FROM (
      (SELECT ci.item_id AS id FROM prices p JOIN catalogue_items ci ON ci.item_id = p.item_id ${join}
        WHERE ${price} AND ${where} ORDER BY coalesce(p.promotion, p.baseprice), p.item_id LIMIT ${first})
      UNION ALL
      (SELECT ci.item_id ${from} WHERE ${where} AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.item_id = ci.item_id AND ${price})
        ORDER BY ci.name, ci.item_id LIMIT ${first})
    ) ordered ${window}`;
  } else {
    const order =
      query.sort === "number" ? sql`ci.name, ci.item_id` : sql`ci.sold_out, ci.brand_position, ci.name, ci.item_id`;
    statement = sql`SELECT ci.item_id AS id ${from} WHERE ${where} ORDER BY ${order} ${window}`;
  }
  const result = await ctx.db.execute(statement);
  return { ids: (result.rows as { id: number }[]).map((r) => Number(r.id)) };
}

/**
 * One page of the items that match, in the catalogue's sort, with the total. `join` may add a
 * table the conditions read (a part's measurements); `where` holds the conditions on it and on
 * items i (the part searches: a few hundred matches at most, counted exactly).
 */
export async function itemPage(
  ctx: CallContext,
  match: { join: SQL; where: SQL },
  query: { sort: CatalogueSort; limit: number; offset: number },
) {
  const join = sql`JOIN items i ON i.id = ci.item_id ${match.join}`;
  const [page, counted] = await Promise.all([
    pageOf(ctx, match.where, query, join),
    ctx.db.execute(sql`SELECT count(*)::int AS n FROM catalogue_items ci ${join} WHERE ${match.where}`),
  ]);
  return { ids: page.ids, total: (counted.rows[0] as { n: number }).n };
}

/** The conditions every catalogue list applies to items (i): no services; the UK source hides its brands. */
export function listedItems(ctx: CallContext): SQL {
  const item: SQL[] = [sql`i.recordtype <> 'service'`];
  if (ctx.source === "uk") item.push(sql`i.brand_id <> ALL(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])`);
  return all(item);
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
