/**
 * The money the office books for an order (issue 38): a bank transfer received, all of the total
 * or part of it (the order is then partially paid), and money paid back. Each booking is a row of
 * order_payments with its ledger entry (erp/orders/ledger.ts) and its audit entry, in one
 * transaction that locks the order, so racing bookings add up and never pay an order twice.
 */
import { sql } from "drizzle-orm";
import type { PaymentStatus } from "../../contract/payment-statuses.ts";
import type { OrderStatus } from "../../contract/account-orders-constants.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { postBooking } from "./ledger.ts";
import { recordPaidMethod } from "./payment-mail.ts";
import { markPaidIn } from "./orders.ts";
import { lockOrder } from "./shipments.ts";

type Tx = Pick<Database, "execute">;

/** An order's money, in cents: its total, what came in, what went back, what is still to come. */
export interface OrderMoney {
  number: string;
  status: OrderStatus;
  paymentstatus: PaymentStatus;
  received: number;
  refunded: number;
  outstanding: number;
}

/**
 * What came in for the order: the transfers the office booked and the completed card or wallet
 * payments. An order marked paid before bookings existed counts its total as received.
 */
export async function orderMoney(tx: Tx, orderId: string): Promise<OrderMoney> {
  const row = (
    await tx.execute(sql`SELECT o.number, o.status, o.paymentstatus, round(o.grossamount * 100)::bigint AS total,
        coalesce((SELECT sum(amount_cents) FROM order_payments WHERE order_id = o.id AND kind = 'payment'), 0)::bigint AS booked,
        coalesce((SELECT sum(amount_cents) FROM order_payments WHERE order_id = o.id AND kind = 'refund'), 0)::bigint AS refunded,
        coalesce((SELECT sum(round(amount * 100)) FROM payments
          WHERE transaction_token = o.id AND status = 'completed'), 0)::bigint AS provider
      FROM orders o WHERE o.id = ${orderId}`)
  ).rows[0] as {
    number: string;
    status: OrderStatus;
    paymentstatus: PaymentStatus;
    total: string;
    booked: string;
    refunded: string;
    provider: string;
  };
  const total = Number(row.total);
  let received = Number(row.booked) + Number(row.provider);
  if (row.paymentstatus === "paid" && received < total) received = total;
  return {
    number: row.number,
    status: row.status,
    paymentstatus: row.paymentstatus,
    received,
    refunded: Number(row.refunded),
    outstanding: Math.max(0, total - received),
  };
}

const money = (m: OrderMoney) => ({
  status: m.status,
  paymentstatus: m.paymentstatus,
  received: m.received,
  refunded: m.refunded,
});

/** The order's money after a booking, with the audit entry of the change and of what was booked. */
async function auditedMoney(
  tx: Tx,
  actor: OfficeActor,
  order: { id: string; number: string },
  action: "markOrderPaid" | "recordRefund",
  before: OrderMoney,
  booked: Record<string, unknown>,
): Promise<OrderMoney> {
  const after = await orderMoney(tx, order.id);
  await recordAudit(tx, actor, {
    entity: "order",
    entityId: order.number,
    action,
    before: money(before),
    after: { ...money(after), ...booked },
  });
  return after;
}

export interface BookPaymentResult extends OrderMoney {
  /** The order had been cancelled (as unpaid, or by the office): booked for a refund, not paid. */
  cancelled: boolean;
  /** Mails queued (the office's notice of a payment for a cancelled order). */
  mailIds: string[];
}

/**
 * Books a bank transfer of `amount` cents (none: all that is outstanding) with the bank's
 * reference. 409 ALREADY_PAID when nothing is outstanding. Reaching the total pays the order
 * (markPaidIn: a prepaid order is then to be shipped); less leaves it partially paid. A cancelled
 * order stays cancelled: the money is booked, and markPaidIn tells the office to refund it.
 */
export async function bookPayment(
  db: Database,
  actor: OfficeActor,
  request: { number: string; amount?: number | undefined; reference: string },
  now: Date,
): Promise<BookPaymentResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.number);
    const before = await orderMoney(tx, order.id);
    const cancelled = order.status === "cancelled";
    if (!cancelled && (before.paymentstatus === "paid" || before.outstanding <= 0)) {
      throw new ErpError(409, "ALREADY_PAID", `${order.number} is paid already`, {
        amount: ["nothing is outstanding"],
      });
    }
    const amount = request.amount ?? before.outstanding;
    if (amount <= 0) throw new ErpError(409, "ALREADY_PAID", `${order.number} is paid already`);
    const booking = (
      await tx.execute(sql`INSERT INTO order_payments (order_id, kind, amount_cents, reference, booked_at, booked_by)
        VALUES (${order.id}, 'payment', ${amount}, ${request.reference}, ${now.toISOString()}, ${actor.name}) RETURNING id`)
    ).rows[0] as { id: string };
    await postBooking(tx, order.id, { id: Number(booking.id), kind: "payment", cents: amount }, now);
    const data = { by: actor.name, method: "bank", reference: request.reference, amount };
    const mailIds: string[] = [];
    if (cancelled) {
      // markPaidIn records the late payment and queues the office's notice to refund it.
      await markPaidIn(tx, order.id, data);
      const notice = (
        await tx.execute(sql`SELECT id FROM mail_outbox WHERE kind = 'paid-after-expiry' AND payload ? 'order_id'
          AND payload ->> 'order_id' = ${order.id} ORDER BY created_at DESC LIMIT 1`)
      ).rows[0] as { id: string } | undefined;
      if (notice) mailIds.push(notice.id);
    } else if (amount >= before.outstanding) {
      const paid = await markPaidIn(tx, order.id, data);
      // The customer's receipt, as for a provider's payment: naming the transfer and its reference.
      if (paid.changed) {
        await recordPaidMethod(tx, order.id, { method: "bank", reference: request.reference, paidAt: now });
        const receipt = (
          await tx.execute(sql`SELECT id FROM mail_outbox WHERE kind = 'payment-receipt'
            AND payload ->> 'order_id' = ${order.id} ORDER BY created_at DESC LIMIT 1`)
        ).rows[0] as { id: string } | undefined;
        if (receipt) mailIds.push(receipt.id);
      }
    } else {
      await tx.execute(sql`UPDATE orders SET paymentstatus = 'partiallyPaid' WHERE id = ${order.id}`);
      await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
        VALUES (${order.id}, 'partially-paid', ${JSON.stringify(data)}::jsonb)`);
    }
    const after = await auditedMoney(tx, actor, order, "markOrderPaid", before, {
      amount,
      reference: request.reference,
    });
    return { ...after, cancelled, mailIds };
  });
}

/**
 * Records `amount` cents paid back to the buyer, with the reason: never more than was received and
 * not refunded yet (409 REFUND_TOO_LARGE). The order's status stays as it is.
 */
export async function recordRefund(
  db: Database,
  actor: OfficeActor,
  request: { number: string; amount: number; reason: string },
  now: Date,
): Promise<OrderMoney> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.number);
    const before = await orderMoney(tx, order.id);
    const refundable = before.received - before.refunded;
    if (request.amount > refundable) {
      const message = `at most ${refundable} cents can be refunded`;
      throw new ErpError(409, "REFUND_TOO_LARGE", `${order.number}: ${message}`, { amount: [message] });
    }
    const booking = (
      await tx.execute(sql`INSERT INTO order_payments (order_id, kind, amount_cents, reference, booked_at, booked_by)
        VALUES (${order.id}, 'refund', ${request.amount}, ${request.reason}, ${now.toISOString()}, ${actor.name}) RETURNING id`)
    ).rows[0] as { id: string };
    await postBooking(tx, order.id, { id: Number(booking.id), kind: "refund", cents: request.amount }, now);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${order.id}, 'refunded', ${JSON.stringify({ by: actor.name, amount: request.amount, reason: request.reason })}::jsonb)`);
    return auditedMoney(tx, actor, order, "recordRefund", before, { amount: request.amount, reason: request.reason });
  });
}
