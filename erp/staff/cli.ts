/**
 * `npm run staff -- ...`: the staff commands (erp/staff/office.ts). Uses DATABASE_URL, else the
 * embedded server the running shop holds under DATA_DIR, else starts the embedded server for the
 * command. The invitation link is made with SHOP_URL.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { runStaffCommand } from "./office.ts";

await answerOnDatabase((db) =>
  runStaffCommand(db, process.argv.slice(2), { now: () => new Date(), shopUrl: process.env.SHOP_URL }),
);
