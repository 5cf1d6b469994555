/**
 * A bulk write of the catalogue (decision 0041): the statement triggers that keep the search
 * documents, the catalogue's summaries and the change logs current cost more per row the more rows
 * one transaction writes, so a large load turns them off for its transaction and rebuilds what they
 * keep once at the end. A superuser skips every trigger (foreign key checks too: the rows refer to
 * rows that exist); the tables' owner turns their own triggers off, which locks the tables until the
 * commit. The one change-log row RELOAD_ALL_ITEMS tells every instance's search index to reload.
 */
import { intArray } from "../db/int-array.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { RELOAD_ALL_ITEMS } from "./search/refresh.ts";

/** The tables a bulk load writes with their triggers off. */
export const BULK_TABLES = [
  "items",
  "item_texts",
  "item_photos",
  "item_oe_numbers",
  "technical_details",
  "applications",
  "rotor_dimensions",
  "clutch_dimensions",
  "motorsport_parts",
  "kit_components",
  "related_items",
  "prices",
  "price_history",
  "scheduled_prices",
  "stock",
  "deliveries",
  "search_documents",
] as const;

/** Turns the user triggers of the bulk tables off (or on again) for the transaction `tx`. */
export async function bulkTriggers(tx: Database, state: "DISABLE" | "ENABLE") {
  const owner = await tx.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  if ((owner.rows[0] as { rolsuper: boolean } | undefined)?.rolsuper === true)
    await tx.execute(sql.raw(`SET LOCAL session_replication_role = ${state === "DISABLE" ? "replica" : "origin"}`));
  else
    for (const table of BULK_TABLES)
      await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ${sql.raw(state)} TRIGGER USER`);
}

/**
 * After a bulk write with the triggers off: the search documents of the items whose texts or
 * fitment may have changed, every catalogue summary, then the triggers on again and one row in each
 * change log (the search index's RELOAD_ALL_ITEMS and the storefront cache's version).
 */
export async function finishBulk(tx: Database, changedItems: readonly number[]) {
  if (changedItems.length > 0) await tx.execute(sql`SELECT search_refresh_bulk(${intArray(changedItems)})`);
  await tx.execute(sql`SELECT catalogue_summaries_rebuild()`);
  await bulkTriggers(tx, "ENABLE");
  await tx.execute(sql`INSERT INTO search_changes (item_id) VALUES (${RELOAD_ALL_ITEMS})`);
  await tx.execute(sql`INSERT INTO cache_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT (xid) DO NOTHING`);
}
