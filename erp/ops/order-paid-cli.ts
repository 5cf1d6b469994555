/**
 * `npm run order:paid -- <order number or token> [--reference TEXT] [--amount 123.45]`: books the
 * bank transfer of an order (erp/ops/order-paid.ts); without --amount, the whole outstanding total.
 * Uses DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts
 * the embedded server for the command.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { markPaidByOffice, ORDER_PAID_USAGE, parseOrderPaidArgs } from "./order-paid.ts";

const command = parseOrderPaidArgs(process.argv.slice(2));
if (!command) {
  console.error(ORDER_PAID_USAGE);
  process.exit(2);
}
await answerOnDatabase((db) => markPaidByOffice(db, command.ref, command.reference, command.amount));
