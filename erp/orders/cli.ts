/**
 * `npm run orders -- ...`: the office's order commands (erp/orders/office.ts). Uses DATABASE_URL,
 * else the embedded server the running shop holds under DATA_DIR, else starts the embedded server
 * for the command.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { runOrdersCommand } from "./office.ts";

await answerOnDatabase((db) => runOrdersCommand(db, process.argv.slice(2), { now: () => new Date() }));
