/**
 * Writing the customer ledger (decision 0029) inside the transaction that changes the order, so an
 * order and its entries never disagree. Each entry is written once per order, kind and `entry` (a
 * unique index; a repeat does nothing), and only for a customer's order: a guest has no account.
 * The invoice, the credit note and a whole order's payment are one per order (entry ''); the
 * transfers and refunds the office books are one per booking (entry 'office:<id>', migration 0037).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { dueDate } from "../../contract/ledger-rules.ts";

type Tx = Pick<Database, "execute">;

/**
 * The order's invoice: the gross total owed. On account it is issued when the order is placed and
 * falls due after the customer's days (kept on the order); paid in advance, it is issued when the
 * payment arrives, with no due date (the payment settles it at once).
 */
export async function postInvoice(tx: Tx, orderId: string, at: Date): Promise<void> {
  const order = (
    await tx.execute(sql`SELECT o.payment_due_days FROM orders o JOIN customers c ON c.number = o.customer
      WHERE o.id = ${orderId}`)
  ).rows[0] as { payment_due_days: number | null } | undefined;
  if (!order) return;
  // On account the order keeps the due days agreed when it was placed; paid in advance, none.
  const due = order.payment_due_days === null ? null : dueDate(at, Number(order.payment_due_days));
  await tx.execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, due_date, amount_cents)
    SELECT customer, currency, 'invoice', id, number, ${at.toISOString()}, ${due}::date, round(grossamount * 100)::bigint
    FROM orders WHERE id = ${orderId}
    ON CONFLICT (order_id, kind, entry) DO NOTHING`);
}

/**
 * The order's payment in the customer's favour, with its invoice if none was issued yet: what is
 * left of the gross total after the transfers the office booked already (nothing when they cover it).
 */
export async function postPayment(tx: Tx, orderId: string, at: Date): Promise<void> {
  await postInvoice(tx, orderId, at);
  await tx.execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, amount_cents)
    SELECT o.customer, o.currency, 'payment', o.id, o.number, ${at.toISOString()}, -(round(o.grossamount * 100)::bigint - booked.cents)
    FROM orders o JOIN customers c ON c.number = o.customer,
      LATERAL (SELECT coalesce(sum(-amount_cents), 0)::bigint AS cents FROM customer_ledger
        WHERE order_id = o.id AND kind = 'payment' AND entry <> '') booked
    WHERE o.id = ${orderId} AND round(o.grossamount * 100)::bigint > booked.cents
    ON CONFLICT (order_id, kind, entry) DO NOTHING`);
}

/**
 * A transfer or refund the office booked (order_payments row `id`): a payment in the customer's
 * favour, a refund against it; a payment comes with the invoice if none was issued yet.
 */
export async function postBooking(
  tx: Tx,
  orderId: string,
  booking: { id: number; kind: "payment" | "refund"; cents: number },
  at: Date,
): Promise<void> {
  if (booking.kind === "payment") await postInvoice(tx, orderId, at);
  const amount = booking.kind === "payment" ? -booking.cents : booking.cents;
  await tx.execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, amount_cents, entry)
    SELECT o.customer, o.currency, ${booking.kind}, o.id, o.number, ${at.toISOString()}, ${amount}, ${`office:${booking.id}`}
    FROM orders o JOIN customers c ON c.number = o.customer
    WHERE o.id = ${orderId}
    ON CONFLICT (order_id, kind, entry) DO NOTHING`);
}

/**
 * A credit note cancelling the order's invoice (the order was cancelled): the invoiced amount in
 * the customer's favour. Nothing when the order was never invoiced. Answers whether one was written.
 */
export async function postCreditNote(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const written =
    await tx.execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, amount_cents)
    SELECT customer, currency, 'credit', order_id, document, ${at.toISOString()}, -amount_cents
    FROM customer_ledger WHERE order_id = ${orderId} AND kind = 'invoice'
    ON CONFLICT (order_id, kind, entry) DO NOTHING
    RETURNING id`);
  return written.rows.length > 0;
}
