/**
 * Technical part searches (decision 0036): a brake disc by the measurements a mechanic takes with
 * a calliper, a clutch by its disc, motorsport parts by caliper and engine, and universal parts.
 * Lengths match within the shopper's tolerance as range conditions on the indexed measurement
 * tables; the results are the catalogue's list (itemPage), in its sorts.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  CAPACITY_TOLERANCE,
  PART_SEARCH_FIELDS,
  WEIGHT_TOLERANCE_KG,
  type PartSearchFieldSpec,
} from "../../contract/part-search-constants.ts";
import type { CatalogueSort, PartSearchKind } from "../../contract/wire-constants.ts";
import type { ItemSummary } from "../../contract/item.ts";
import type { PartSearchCriteria } from "../../contract/catalogue-search.ts";
import type { CallContext } from "../context.ts";
import { itemPage, listedItems } from "./item-page.ts";
import { loadItemSummaries } from "./summary-cache.ts";

export interface PartSearchQuery {
  search: { kind: PartSearchKind; criteria: PartSearchCriteria };
  tolerance: number;
  r90: boolean;
  sort: CatalogueSort;
  limit: number;
  offset: number;
}

export interface PartSearchResult {
  items: ItemSummary[];
  total: number;
  options: Record<string, string[]>;
}

/** The column of each searchable field (r: rotor_dimensions, c: clutch_dimensions, m: motorsport_parts, a: applications). */
const COLUMNS: Record<PartSearchKind, Record<string, SQL>> = {
  rotor: {
    diameter: sql`r.diameter_mm`,
    thickness: sql`r.thickness_mm`,
    annulus: sql`r.annulus_mm`,
    boltHoleDiameter: sql`r.bolt_hole_diameter_mm`,
    boltHoles: sql`r.bolt_holes`,
    vent: sql`r.vented`,
    insideDiameter: sql`r.inside_diameter_mm`,
    pcd: sql`r.pcd_mm`,
    airGap: sql`r.air_gap_mm`,
    offset: sql`r.offset_mm`,
    flangeInsideDiameter: sql`r.flange_inside_diameter_mm`,
    flangeThickness: sql`r.flange_thickness_mm`,
    weight: sql`r.weight_kg`,
    holeType: sql`r.hole_type`,
  },
  clutch: { splines: sql`c.splines`, discDiameter: sql`c.disc_diameter_mm` },
  motorsport: {
    caliperSize: sql`m.caliper_size`,
    class: sql`m.class`,
    capacity: sql`a.capacity`,
    cylinders: sql`a.cylinders`,
    stroke: sql`a.stroke`,
    bore: sql`a.bore`,
  },
  universal: { brand: sql`i.brand_id`, type: sql`i.category` },
};

const JOINS: Record<PartSearchKind, SQL> = {
  rotor: sql`JOIN rotor_dimensions r ON r.item_id = i.id`,
  clutch: sql`JOIN clutch_dimensions c ON c.item_id = i.id`,
  motorsport: sql`JOIN motorsport_parts m ON m.item_id = i.id`,
  universal: sql``,
};

/** A universal part names no vehicle: none of its application rows has a make. */
const UNIVERSAL = sql`NOT EXISTS (SELECT 1 FROM applications u WHERE u.item_id = i.id AND u.make <> '')`;

/** The condition one criterion puts on its column. */
export function criterion(spec: PartSearchFieldSpec, column: SQL, value: number | string, tolerance: number): SQL {
  const between = (low: number, high: number) =>
    sql`${column} BETWEEN ${String(Math.max(0, low))}::numeric AND ${String(high)}::numeric`;
  switch (spec.kind) {
    case "mm":
      return between(Number(value) - tolerance, Number(value) + tolerance);
    case "kg":
      return between(Number(value) - WEIGHT_TOLERANCE_KG, Number(value) + WEIGHT_TOLERANCE_KG);
    case "cc": {
      const spread = Math.round(Number(value) * CAPACITY_TOLERANCE);
      return between(Number(value) - spread, Number(value) + spread);
    }
    case "count":
      return sql`${column} = ${Number(value)}`;
    case "choice":
      // The one boolean choice is the disc vent: vented or solid.
      return value === "vented" || value === "solid"
        ? sql`${column} = ${value === "vented"}`
        : sql`${column} = ${value}`;
    case "option":
      return sql`${column} = ${String(value)}`;
  }
}

export async function partSearch(ctx: CallContext, query: PartSearchQuery): Promise<PartSearchResult> {
  const { kind, criteria } = query.search;
  const fields = PART_SEARCH_FIELDS[kind] as Record<string, PartSearchFieldSpec>;
  const own: SQL[] = [listedItems(ctx)];
  const engine: SQL[] = [];
  for (const [field, spec] of Object.entries(fields)) {
    const value = criteria[field];
    if (value === undefined || value === "") continue;
    const condition = criterion(spec, COLUMNS[kind][field]!, value, query.tolerance);
    // A motorsport part's engine facts are those of one of its application rows.
    (kind === "motorsport" && ["capacity", "cylinders", "stroke", "bore"].includes(field) ? engine : own).push(
      condition,
    );
  }
  if (engine.length) {
    own.push(sql`EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND ${sql.join(engine, sql` AND `)})`);
  }
  if (kind === "universal") own.push(UNIVERSAL);
  if (query.r90) own.push(sql`i.certificate IS NOT NULL`);
  const [{ ids, total }, options] = await Promise.all([
    itemPage(ctx, { join: JOINS[kind], where: sql.join(own, sql` AND `) }, query),
    optionsOf(ctx, kind),
  ]);
  return { items: await loadItemSummaries(ctx, ids), total, options };
}

/**
 * The values of the "option" fields: motorsport caliper sizes and classes (a small table), the
 * brands and part types of universal parts (kept a few minutes, as the drill-down's lists are).
 */
const OPTIONS_TTL_MS = 5 * 60_000;
const optionsCache = new Map<string, { at: number; value: Promise<Record<string, string[]>> }>();
export const clearPartSearchOptions = () => optionsCache.clear();

function optionsOf(ctx: CallContext, kind: PartSearchKind): Promise<Record<string, string[]>> {
  if (kind === "rotor" || kind === "clutch") return Promise.resolve({});
  const key = `${kind}:${ctx.source === "uk"}`;
  const hit = optionsCache.get(key);
  if (hit && Date.now() - hit.at < OPTIONS_TTL_MS) return hit.value;
  const list = (column: SQL, from: SQL) =>
    sql`(SELECT coalesce(array_agg(v ORDER BY v), '{}') FROM (SELECT DISTINCT ${column} AS v ${from} AND ${column} IS NOT NULL) d)`;
  const items = listedItems(ctx);
  const query =
    kind === "motorsport"
      ? sql`SELECT ${list(sql`m.caliper_size`, sql`FROM motorsport_parts m JOIN items i ON i.id = m.item_id WHERE ${items}`)} AS "caliperSize",
          ${list(sql`m.class`, sql`FROM motorsport_parts m JOIN items i ON i.id = m.item_id WHERE ${items}`)} AS "class"`
      : sql`SELECT ${list(sql`i.brand_id`, sql`FROM items i WHERE ${items} AND ${UNIVERSAL}`)} AS "brand",
          ${list(sql`i.category`, sql`FROM items i WHERE ${items} AND ${UNIVERSAL}`)} AS "type"`;
  const value = ctx.db.execute(query).then((result) => result.rows[0] as Record<string, string[]>);
  value.catch(() => optionsCache.delete(key));
  optionsCache.set(key, { at: Date.now(), value });
  return value;
}
