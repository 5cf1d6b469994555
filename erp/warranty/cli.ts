/**
 * `npm run claims -- ...`: the office's warranty-claim commands (erp/warranty/office.ts). Uses
 * DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts the
 * embedded server for the command.
 */
import { openForCommand } from "../db/client.ts";
import { runClaimsCommand } from "./office.ts";

const database = await openForCommand();
try {
  const answer = await runClaimsCommand(database.db, process.argv.slice(2), { now: () => new Date() });
  console[answer.ok ? "log" : "error"](answer.message);
  process.exitCode = answer.ok ? 0 : 1;
} finally {
  await database.close();
}
