/**
 * `npm run orders -- ...`: the office's order commands (erp/orders/office.ts). Uses DATABASE_URL,
 * else the embedded server the running shop holds under DATA_DIR, else starts the embedded server
 * for the command.
 */
import { openForCommand } from "../db/client.ts";
import { runOrdersCommand } from "./office.ts";

const database = await openForCommand();
try {
  const answer = await runOrdersCommand(database.db, process.argv.slice(2), { now: () => new Date() });
  console[answer.ok ? "log" : "error"](answer.message);
  process.exitCode = answer.ok ? 0 : 1;
} finally {
  await database.close();
}
