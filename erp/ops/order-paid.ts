/**
 * The office books a bank transfer (`npm run order:paid`, erp/ops/order-paid-cli.ts). Marking an order paid changes money state, so it is not a call of the storefront's
 * contract (issue 24): the card and wallet payments are marked paid by the ERP itself, on their
 * verified webhooks; a bank transfer is marked paid here, by someone with access to the ERP's
 * database (DATABASE_URL, or the embedded server running under DATA_DIR, or one started for this).
 * Idempotent: an order already paid is reported, not changed. An order cancelled because it was
 * not paid in time stays cancelled: the payment is recorded for the office to refund (decision 0024).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { markOrderPaid } from "../orders/orders.ts";

export async function markPaidByOffice(db: Database, ref: string, reference: string | null) {
  const found = await db.execute(
    sql`SELECT id, number, paymentmethod FROM orders WHERE number = ${ref} OR id = ${ref}`,
  );
  const order = found.rows[0] as { id: string; number: string; paymentmethod: string } | undefined;
  if (!order) return { ok: false as const, message: `No order ${ref}` };
  const result = await markOrderPaid(db, order.id, { by: "office", method: order.paymentmethod, reference });
  if (result.cancelled) {
    return {
      ok: false as const,
      message: `${order.number} was cancelled as not paid in time: NOT marked paid; the payment is recorded for a refund`,
    };
  }
  return {
    ok: true as const,
    message: result.changed ? `${order.number} marked paid` : `${order.number} was already paid`,
  };
}
