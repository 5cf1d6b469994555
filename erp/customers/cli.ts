/**
 * `npm run customers -- ...`: the office's customer commands (erp/customers/office.ts). Uses
 * DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts the
 * embedded server for the command. Mail goes through the outbox: the running shop sends it.
 */
import { openForCommand } from "../db/client.ts";
import { runCustomersCommand } from "./office.ts";

const database = await openForCommand();
try {
  const answer = await runCustomersCommand(database.db, process.argv.slice(2), {
    now: () => new Date(),
    shopUrl: process.env.SHOP_URL,
  });
  console[answer.ok ? "log" : "error"](answer.message);
  process.exitCode = answer.ok ? 0 : 1;
} finally {
  await database.close();
}
