import { withStartupLock, type Database } from "../db/client.ts";
import { isCatalogueEmpty, loadDemoCatalogue } from "./load.ts";

/**
 * Loads the demo catalogue when the database has none (first start). Processes starting together
 * on one empty database take turns (withStartupLock): the first loads it, the others find it there.
 */
export async function ensureDemoCatalogue(db: Database, log: (m: string) => void): Promise<void> {
  if (!(await isCatalogueEmpty(db))) return;
  await withStartupLock(db, async () => {
    if (!(await isCatalogueEmpty(db))) return;
    const started = Date.now();
    log("[seed] empty database: loading the demo catalogue");
    const { items } = await loadDemoCatalogue(db, { log });
    log(`[seed] demo catalogue loaded: ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
