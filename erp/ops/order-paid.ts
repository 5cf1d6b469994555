/**
 * The office books a bank transfer from the command line (`npm run order:paid`,
 * erp/ops/order-paid-cli.ts): a thin caller of the operation the office's markOrderPaid calls
 * (erp/orders/office-money.ts), with the same audit entry (actor `order:paid (<os user>)`). Card and
 * wallet payments are marked paid by the ERP itself, on their verified webhooks. Without an amount
 * the whole outstanding total is booked. Idempotent: an order already paid is reported, not changed.
 * An order cancelled because it was not paid in time stays cancelled: the payment is recorded for
 * the office to refund (decision 0024).
 */
import { sql } from "drizzle-orm";
import { cliActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { bookPayment } from "../orders/office-money.ts";

export async function markPaidByOffice(
  db: Database,
  ref: string,
  reference: string | null,
  amount?: number,
  now: Date = new Date(),
) {
  const found = await db.execute(sql`SELECT number FROM orders WHERE number = ${ref} OR id = ${ref}`);
  const order = found.rows[0] as { number: string } | undefined;
  if (!order) return { ok: false as const, message: `No order ${ref}` };
  try {
    const result = await bookPayment(
      db,
      cliActor("order:paid"),
      { number: order.number, amount, reference: reference ?? "" },
      now,
    );
    if (result.cancelled) {
      return {
        ok: false as const,
        message: `${order.number} was cancelled as not paid in time: NOT marked paid; the payment is recorded for a refund`,
      };
    }
    if (result.paymentstatus === "partiallyPaid") {
      return {
        ok: true as const,
        message: `${order.number} partially paid: ${(result.outstanding / 100).toFixed(2)} still outstanding`,
      };
    }
    return { ok: true as const, message: `${order.number} marked paid` };
  } catch (error) {
    if (error instanceof ErpError && error.code === "ALREADY_PAID") {
      return { ok: true as const, message: `${order.number} was already paid` };
    }
    throw error;
  }
}

export const ORDER_PAID_USAGE =
  "Usage: npm run order:paid -- <order number or token> [--reference TEXT] [--amount 123.45]";

/**
 * The words typed after `npm run order:paid --`: the order, the transfer's reference and the amount
 * in cents (undefined: the whole outstanding total); null when they are not a valid command.
 */
export function parseOrderPaidArgs(
  args: string[],
): { ref: string; reference: string | null; amount: number | undefined } | null {
  const ref = args[0];
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? (args[at + 1] ?? "") : null;
  };
  const typedAmount = option("--amount");
  if (!ref || ref.startsWith("--") || (typedAmount !== null && !/^\d{1,7}(\.\d{1,2})?$/.test(typedAmount))) return null;
  const amount = typedAmount === null ? undefined : Math.round(Number(typedAmount) * 100);
  if (amount === 0) return null;
  return { ref, reference: option("--reference"), amount };
}
