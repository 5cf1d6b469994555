/**
 * `npm run quotes -- ...`: the office's quote commands (erp/quotes/office.ts). Uses DATABASE_URL,
 * else the embedded server the running shop holds under DATA_DIR, else starts the embedded server
 * for the command.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { publicShopUrl } from "../mail/config.ts";
import { runQuotesCommand } from "./office.ts";

await answerOnDatabase((db) =>
  runQuotesCommand(db, process.argv.slice(2), { now: () => new Date(), shopUrl: publicShopUrl() }),
);
