/**
 * `npm run order:paid -- <order number or token> [--reference TEXT]`: marks an order paid when the
 * office has booked its bank transfer (erp/ops/order-paid.ts). Uses DATABASE_URL, else the embedded
 * server the running shop holds under DATA_DIR, else starts the embedded server for the command.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { markPaidByOffice } from "./order-paid.ts";

const args = process.argv.slice(2);
const ref = args[0];
const at = args.indexOf("--reference");
if (!ref || ref.startsWith("--")) {
  console.error("Usage: npm run order:paid -- <order number or token> [--reference TEXT]");
  process.exit(2);
}
await answerOnDatabase((db) => markPaidByOffice(db, ref, at >= 0 ? (args[at + 1] ?? null) : null));
