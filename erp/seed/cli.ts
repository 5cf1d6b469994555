/**
 * `npm run seed [-- --demo] [-- --items N]`: `--demo` loads the demo catalogue (with its demo
 * customers, promo codes and bank accounts) into a database without a catalogue, on purpose: the
 * only way the demo reaches a database named by DATABASE_URL (issue 37). Without it, the embedded
 * database gets the demo when empty, as `npm start` does. `--items N` then adds N generated items.
 */
import { openDatabase } from "../db/client.ts";
import { emptyDatabaseMessage, ensureDemoCatalogue } from "./ensure.ts";
import { loadLargeCatalogue } from "./load.ts";

const USAGE = "Usage: npm run seed -- [--demo] [--items N]   (N a whole number from 1 to 5,000,000)";
const args = process.argv.slice(2);
const demo = args.includes("--demo");
const at = args.indexOf("--items");
const count = at >= 0 ? Number(args[at + 1]) : 0;
const known = args.every((arg, i) => arg === "--demo" || arg === "--items" || (i === at + 1 && at >= 0));
if (!known || (at >= 0 && (!Number.isInteger(count) || count < 1 || count > 5_000_000))) {
  console.error(USAGE);
  process.exit(2);
}
const database = await openDatabase({ log: console.log });
try {
  const outcome = await ensureDemoCatalogue(database.db, console.log, { loadIntoEmpty: demo || database.embedded });
  if (outcome === "present" && demo) console.log("[seed] the database already has a catalogue: the demo is not loaded");
  if (outcome === "empty") {
    console.log(emptyDatabaseMessage(process.env));
    // Generated items are copies of the demo's parts, with its brands and price groups.
    if (count > 0) process.exitCode = 2;
  } else if (count > 0) await loadLargeCatalogue(database.db, count, { log: console.log });
} finally {
  await database.close();
}
