/**
 * A demo database loaded before the UK price list had pounds (migration 0051, decision 0069) gets
 * the demo's GBP prices and their history, once: when the UK list has no GBP price at all. The
 * migration itself cannot write them, since the demo's prices are the seed's, not SQL's.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import * as schema from "../schema.ts";
import { buildDemoCatalogue } from "./catalogue.ts";
import { historyRows, insertBatched, priceRows } from "./write-items.ts";

export async function loadDemoPoundPrices(db: Database) {
  const any = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM prices WHERE price_list_id = 'UK' AND currency = 'GBP') AS any`,
  );
  if ((any.rows[0] as { any: boolean }).any) return;
  const found = await db.execute(sql`SELECT id, urlcomponent FROM items`);
  const ids = new Map((found.rows as { id: number; urlcomponent: string }[]).map((r) => [r.urlcomponent, r.id]));
  const items = buildDemoCatalogue()
    .items.filter((i) => ids.has(i.urlcomponent))
    .map((i) => ({ ...i, prices: i.prices.filter((p) => p.currency === "GBP") }));
  const id = (i: { urlcomponent: string }) => ids.get(i.urlcomponent)!;
  await db.transaction(async (tx) => {
    await insertBatched(priceRows(items, id), (chunk) => tx.insert(schema.prices).values(chunk).onConflictDoNothing());
    await insertBatched(historyRows(items, id), (chunk) =>
      tx.insert(schema.priceHistory).values(chunk).onConflictDoNothing(),
    );
  });
}
