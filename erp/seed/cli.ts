/** `npm run seed [-- --items N]`: loads the demo catalogue when missing, then optionally N generated items. */
import { openDatabase } from "../db/client.ts";
import { ensureDemoCatalogue } from "./ensure.ts";
import { loadLargeCatalogue } from "./load.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--items");
const count = at >= 0 ? Number(args[at + 1]) : 0;
if (at >= 0 && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
  console.error("Usage: npm run seed -- --items N   (N a whole number from 1 to 5,000,000)");
  process.exit(2);
}
const database = await openDatabase({ log: console.log });
try {
  await ensureDemoCatalogue(database.db, console.log);
  if (count > 0) await loadLargeCatalogue(database.db, count, { log: console.log });
} finally {
  await database.close();
}
