/**
 * `npm run claims -- ...`: the office's warranty-claim commands (erp/warranty/office.ts). Uses
 * DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts the
 * embedded server for the command. Mail goes through the outbox: the running shop sends it.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { runClaimsCommand } from "./office.ts";

await answerOnDatabase((db) => runClaimsCommand(db, process.argv.slice(2), { now: () => new Date() }));
