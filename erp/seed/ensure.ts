import { withStartupLock, type Database } from "../db/client.ts";
import { sql } from "drizzle-orm";
import { isCatalogueEmpty, loadDemoApplicationTerms, loadDemoCatalogue, loadDemoPartData } from "./load.ts";

/**
 * Loads the demo catalogue when the database has none (first start). Processes starting together
 * on one empty database take turns (withStartupLock): the first loads it, the others find it there.
 */
export async function ensureDemoCatalogue(db: Database, log: (m: string) => void): Promise<void> {
  if (!(await isCatalogueEmpty(db))) {
    // A demo database loaded before its application words were translated (migration 0024) gets them.
    const marker = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM demo_catalogue) AS demo`);
    if ((marker.rows[0] as { demo: boolean }).demo) {
      await loadDemoApplicationTerms(db);
      // ... and one loaded before the parts' measurements (migration 0028) gets those.
      await loadDemoPartData(db);
    }
    return;
  }
  await withStartupLock(db, async () => {
    if (!(await isCatalogueEmpty(db))) return;
    const started = Date.now();
    log("[seed] empty database: loading the demo catalogue");
    const { items } = await loadDemoCatalogue(db, { log });
    log(`[seed] demo catalogue loaded: ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
