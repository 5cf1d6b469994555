/**
 * `npm run customers -- ...`: the office's customer commands (erp/customers/office.ts). Uses
 * DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts the
 * embedded server for the command. Mail goes through the outbox: the running shop sends it.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { runCustomersCommand } from "./office.ts";

await answerOnDatabase((db) =>
  runCustomersCommand(db, process.argv.slice(2), { now: () => new Date(), shopUrl: process.env.SHOP_URL }),
);
