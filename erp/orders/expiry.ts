/**
 * Orders not paid in time (decision 0024): an order still unpaid `days` after it was placed (or
 * approved by its company's admin, for one that waited for approval: issue 41) is
 * cancelled, the units it took go back exactly where they came from (its stock_reservations), and
 * the shopper is told. This applies to every payment method (a wallet order holds its stock just
 * as a bank transfer does), except an order with a wallet payment in progress: one the payer has
 * approved, or one started within the last day.
 *
 * Each order is expired in its own transaction that locks the order row and checks it again: a
 * payment marking it paid at the same moment (markPaidIn's conditional UPDATE) waits for the lock
 * or is waited for, so the order ends either paid or cancelled, never both.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { orderExpiredMail } from "./expiry-mail.ts";
import { readOrder } from "./orders.ts";
import { sellerOf } from "../company/records.ts";

/** A started wallet payment younger than this keeps its order (the shopper may be paying right now). */
const PAYMENT_IN_PROGRESS_MS = 24 * 60 * 60 * 1000;

const expirable = (now: Date, cutoff: Date) => sql`o.paymentstatus = 'unpaid' AND o.status = 'pendingPayment'
  AND o.created_at < ${cutoff.toISOString()}
  AND NOT EXISTS (SELECT 1 FROM order_approvals a WHERE a.order_id = o.id AND a.decided_at >= ${cutoff.toISOString()})
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.transaction_token = o.id
    AND (p.status IN ('approved', 'completed')
      OR (p.status = 'created' AND p.updated_at > ${new Date(now.getTime() - PAYMENT_IN_PROGRESS_MS).toISOString()})))`;

/** The ids of orders due to expire at `now` (oldest first), at most `limit`. */
export async function dueForExpiry(db: Pick<Database, "execute">, now: Date, days: number, limit: number) {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const rows = await db.execute(
    sql`SELECT o.id FROM orders o WHERE ${expirable(now, cutoff)} ORDER BY o.created_at, o.id LIMIT ${limit}`,
  );
  return (rows.rows as { id: string }[]).map((r) => r.id);
}

interface Reservation {
  item_id: number;
  location_id: string;
  from_manufacturer_stock: boolean;
  quantity: number;
}

/**
 * Expires one order if it is (still) due: cancelled, its units back in stock, the 'expired' event
 * and the shopper's e-mail, all in one transaction. False when it was paid or changed meanwhile.
 */
export async function expireOrder(db: Database, id: string, now: Date, days: number): Promise<boolean> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT o.id, o.source, o.lang FROM orders o
      WHERE o.id = ${id} AND ${expirable(now, cutoff)} FOR UPDATE OF o`);
    const order = locked.rows[0] as { id: string; source: string; lang: string } | undefined;
    if (!order) return false;
    const released = await releaseReservations(tx, id);
    await tx.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${id}, 'expired', ${JSON.stringify({ days, at: now.toISOString(), released })}::jsonb)`);
    const full = (await readOrder(tx, id, now))!;
    const mail = orderExpiredMail(full, await sellerOf(tx, full.region), days);
    await tx.execute(sql`INSERT INTO mail_outbox (kind, source, reply_to, recipient, subject, body, payload)
      VALUES ('order-expired', ${order.source}, ${mail.replyTo}, ${mail.to}, ${mail.subject}, ${mail.body},
        ${JSON.stringify({ order_id: id, number: full.name, lang: full.lang })}::jsonb)`);
    return true;
  });
}

/**
 * Puts the units an order took back exactly where they came from (its stock_reservations) and
 * deletes its reservations; answers what went back. The caller holds the order's row lock.
 */
export async function releaseReservations(tx: Pick<Database, "execute">, id: string) {
  // The same lock order as addOrder (items by id, then stock rows): expiries and orders queue, never deadlock.
  const reservations = (
    await tx.execute(sql`SELECT item_id, location_id, from_manufacturer_stock, quantity FROM stock_reservations
        WHERE order_id = ${id} ORDER BY item_id, location_id, id`)
  ).rows as unknown as Reservation[];
  const itemIds = [...new Set(reservations.map((r) => r.item_id))];
  if (itemIds.length > 0) {
    const ids = sql`${`{${itemIds.join(",")}}`}::int[]`;
    await tx.execute(sql`SELECT id FROM items WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`);
    await tx.execute(sql`SELECT 1 FROM stock WHERE item_id = ANY(${ids}) ORDER BY item_id, location_id FOR UPDATE`);
  }
  for (const r of reservations) {
    if (r.from_manufacturer_stock) {
      await tx.execute(
        sql`UPDATE items SET manufacturerstock = manufacturerstock + ${r.quantity} WHERE id = ${r.item_id}`,
      );
    } else {
      await tx.execute(sql`INSERT INTO stock (item_id, location_id, quantityavailable)
          VALUES (${r.item_id}, ${r.location_id}, ${r.quantity})
          ON CONFLICT (item_id, location_id) DO UPDATE SET quantityavailable = stock.quantityavailable + EXCLUDED.quantityavailable`);
    }
  }
  await tx.execute(sql`DELETE FROM stock_reservations WHERE order_id = ${id}`);
  return reservations.map((r) => ({
    item_id: r.item_id,
    location_id: r.location_id,
    from_manufacturer_stock: r.from_manufacturer_stock,
    quantity: r.quantity,
  }));
}
