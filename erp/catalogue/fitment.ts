/** The fitment check of the shopper's vehicle ("My vehicle", decision 0038). */
import { sql } from "drizzle-orm";
import type { Fitment } from "../../contract/wire-constants.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import type { CallContext } from "../context.ts";
import { all, rowPredicate } from "./conditions.ts";

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
