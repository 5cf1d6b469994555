/**
 * `npm run order:paid -- <order number or token> [--reference TEXT] [--amount 123.45]`: books the
 * bank transfer of an order (erp/ops/order-paid.ts); without --amount, the whole outstanding total.
 * Uses DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts
 * the embedded server for the command.
 */
import { answerOnDatabase } from "../db/command-line.ts";
import { markPaidByOffice } from "./order-paid.ts";

const USAGE = "Usage: npm run order:paid -- <order number or token> [--reference TEXT] [--amount 123.45]";
const args = process.argv.slice(2);
const ref = args[0];
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? "") : null;
};
const typedAmount = option("--amount");
if (!ref || ref.startsWith("--") || (typedAmount !== null && !/^\d{1,7}(\.\d{1,2})?$/.test(typedAmount))) {
  console.error(USAGE);
  process.exit(2);
}
const amount = typedAmount === null ? undefined : Math.round(Number(typedAmount) * 100);
if (amount === 0) {
  console.error(USAGE);
  process.exit(2);
}
await answerOnDatabase((db) => markPaidByOffice(db, ref, option("--reference"), amount));
