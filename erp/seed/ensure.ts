import type { Database } from "../db/client.ts";
import { isCatalogueEmpty, loadDemoCatalogue } from "./load.ts";

/** Loads the demo catalogue when the database has none (first start). */
export async function ensureDemoCatalogue(db: Database, log: (m: string) => void): Promise<void> {
  if (!(await isCatalogueEmpty(db))) return;
  const started = Date.now();
  log("[seed] empty database: loading the demo catalogue");
  const { items } = await loadDemoCatalogue(db, { log });
  log(`[seed] demo catalogue loaded: ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
