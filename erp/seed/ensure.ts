import { withStartupLock, type Database, type OpenDatabase } from "../db/client.ts";
import { sql } from "drizzle-orm";
import { demoStartPolicy, refuseDemoSettingsInProduction } from "../ops/demo-guard.ts";
import {
  isCatalogueEmpty,
  loadDemoApplicationTerms,
  loadDemoCatalogue,
  loadDemoPartData,
  loadDemoPictures,
} from "./load.ts";
import { loadDemoSellerRecords } from "./demo-seller.ts";
import { loadDemoPoundPrices } from "./demo-pounds.ts";
import { backfillDemoStaff } from "./demo-staff.ts";
import { validatedEnv } from "../config.ts";

/** What ensureDemoCatalogue found or did: a catalogue was there, it loaded the demo, or it left the database empty. */
export type DemoCatalogueOutcome = "present" | "loaded" | "empty";

/**
 * Loads the demo catalogue when the database has none and `loadIntoEmpty` allows it (the embedded
 * database of a fresh clone, or `npm run seed -- --demo`). Processes starting together on one empty
 * database take turns (withStartupLock): the first loads it, the others find it there.
 */
export async function ensureDemoCatalogue(
  db: Database,
  log: (m: string) => void,
  opts: { loadIntoEmpty: boolean } = { loadIntoEmpty: true },
): Promise<DemoCatalogueOutcome> {
  if (!(await isCatalogueEmpty(db))) {
    // A demo database loaded before its application words were translated (migration 0024) gets them.
    const marker = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM demo_catalogue) AS demo`);
    if ((marker.rows[0] as { demo: boolean }).demo) {
      await loadDemoApplicationTerms(db);
      // ... and one loaded before the parts' measurements (migration 0028) gets those.
      await loadDemoPartData(db);
      // ... and one loaded before its pictures were drawn from its parts' data (migration 0035) those.
      await loadDemoPictures(db);
      // ... and one loaded before the office's staff (migration 0036) its demo staff, once.
      await backfillDemoStaff(db);
      // ... and one loaded before the seller record moved into the ERP (migration 0041) the demo's.
      await loadDemoSellerRecords(db);
      // ... and one loaded before the UK list had pounds (migration 0051) the GBP prices, once.
      await loadDemoPoundPrices(db);
    }
    return "present";
  }
  if (!opts.loadIntoEmpty) return "empty";
  return withStartupLock(db, async () => {
    if (!(await isCatalogueEmpty(db))) return "present";
    const started = Date.now();
    log("[seed] empty database: loading the demo catalogue");
    const { items } = await loadDemoCatalogue(db, { log });
    log(`[seed] demo catalogue loaded: ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return "loaded";
  });
}

/** The start-up line for an empty database named by DATABASE_URL: the demo is loaded on purpose only. */
export function emptyDatabaseMessage(env: Record<string, string | undefined>): string {
  return (
    "[seed] the database named by DATABASE_URL has no catalogue; the demo is never loaded into it by itself. " +
    "To load the demo shop on purpose, run `npm run seed -- --demo`" +
    (env.NODE_ENV === "production"
      ? " (with NODE_ENV=production it then starts only with DEMO_SHOP=true, for a public demo without real customers)."
      : ".")
  );
}

/**
 * What a start does with demo data (erp/ops/demo-guard.ts, issue 37 item 2): the embedded database
 * gets the demo when empty; an empty one named by DATABASE_URL stays empty, with a line saying how to
 * load the demo on purpose; in production the demo checks then refuse the start (DemoSettingsError).
 */
export async function prepareDemoData(
  database: Pick<OpenDatabase, "db" | "embedded">,
  log: (m: string) => void,
  env: Record<string, string | undefined> = validatedEnv(),
): Promise<DemoCatalogueOutcome> {
  const policy = demoStartPolicy(env, database);
  const outcome = await ensureDemoCatalogue(database.db, log, { loadIntoEmpty: policy.loadIntoEmpty });
  if (outcome === "empty") log(emptyDatabaseMessage(env));
  await refuseDemoSettingsInProduction(database.db, database, env);
  return outcome;
}
