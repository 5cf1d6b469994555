/**
 * Writing the customer ledger (decision 0029) inside the transaction that changes the order, so an
 * order and its entries never disagree. Each entry is written once per order and kind (a unique
 * index; a repeat does nothing), and only for a customer's order: a guest has no account.
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
    ON CONFLICT (order_id, kind) DO NOTHING`);
}

/** The order's payment (its gross total, in the customer's favour), with its invoice if none was issued yet. */
export async function postPayment(tx: Tx, orderId: string, at: Date): Promise<void> {
  await postInvoice(tx, orderId, at);
  await tx.execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, amount_cents)
    SELECT o.customer, o.currency, 'payment', o.id, o.number, ${at.toISOString()}, -round(o.grossamount * 100)::bigint
    FROM orders o JOIN customers c ON c.number = o.customer
    WHERE o.id = ${orderId}
    ON CONFLICT (order_id, kind) DO NOTHING`);
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
    ON CONFLICT (order_id, kind) DO NOTHING
    RETURNING id`);
  return written.rows.length > 0;
}
