/**
 * What left the warehouse (the office records it: `npm run orders -- ship`): a shipment of some or
 * all units still to ship of an order, and the order's status after it: partly shipped, or
 * fulfilled once every unit of every line has gone. One transaction that locks the order and its
 * lines, so two shipments of one order queue and never ship a unit twice.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { postCreditNote } from "./ledger.ts";
import { releaseReservations } from "./expiry.ts";

/** A part as the office types it, compared as search compares part numbers: no spaces, dashes or case. */
export const normalizePart = (part: string) => part.toUpperCase().replace(/[^A-Z0-9]/g, "");

export interface ShipRequest {
  /** The part and how many units; no quantity: all of the part still to ship. */
  part: string;
  quantity?: number;
}

export interface ShipResult {
  number: string;
  status: "partiallyFulfilled" | "fulfilled";
  shipped: { part: string; quantity: number }[];
}

interface LineRow {
  id: string;
  /** The part number as ordered (the item's name), and the ERP's item number: either identifies it. */
  part: string;
  itemnumber: string;
  quantity: number;
  shippedquantity: number;
}

const refuse = (message: string, field = "order") => new ErpError(409, "BAD_REQUEST", message, { [field]: [message] });

/**
 * Ships `requests` of the order `number` (every unit still to ship when the list is empty) at
 * `now`. Refuses, changing nothing: an unknown order, a cancelled or fulfilled one, one waiting
 * for its advance payment, an unknown part, and more units than are still to ship.
 */
export async function shipOrder(
  db: Database,
  number: string,
  requests: readonly ShipRequest[],
  now: Date,
): Promise<ShipResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.status === "cancelled") throw refuse(`${order.number} is cancelled`);
    if (order.status === "fulfilled") throw refuse(`${order.number} is shipped complete already`);
    if (order.status === "pendingPayment") throw refuse(`${order.number} waits for its advance payment`);
    // Kit components only describe their kit: the kit line ships.
    const lines = (
      await tx.execute(sql`SELECT ol.id, ol.name AS part, i.number AS itemnumber, ol.quantity, ol.shippedquantity
        FROM order_lines ol JOIN items i ON i.id = ol.item_id
        WHERE ol.order_id = ${order.id} AND NOT ol.kitcomponent ORDER BY ol.position FOR UPDATE OF ol`)
    ).rows as unknown as LineRow[];
    const take = new Map<string, number>();
    const left = (l: LineRow) => l.quantity - l.shippedquantity - (take.get(l.id) ?? 0);
    if (requests.length === 0) {
      for (const l of lines) if (left(l) > 0) take.set(l.id, left(l));
    }
    for (const request of requests) {
      const typed = normalizePart(request.part);
      const matching = lines.filter((l) => normalizePart(l.part) === typed || normalizePart(l.itemnumber) === typed);
      if (matching.length === 0) throw refuse(`${request.part} is not a part of ${order.number}`, "item");
      const open = matching.reduce((sum, l) => sum + left(l), 0);
      let need = request.quantity ?? open;
      if (need < 1 || need > open) {
        throw refuse(`${request.part}: ${open} unit(s) still to ship, not ${need}`, "quantity");
      }
      // A part on several lines ships from the first line on.
      for (const l of matching) {
        const n = Math.min(need, left(l));
        if (n > 0) take.set(l.id, (take.get(l.id) ?? 0) + n);
        need -= n;
      }
    }
    if (take.size === 0) throw refuse(`${order.number} has nothing left to ship`);

    const shipment = (
      await tx.execute(
        sql`INSERT INTO shipments (order_id, shipped_at) VALUES (${order.id}, ${now.toISOString()}) RETURNING id`,
      )
    ).rows[0] as { id: string };
    const shipped: ShipResult["shipped"] = [];
    for (const l of lines) {
      const n = take.get(l.id);
      if (!n) continue;
      await tx.execute(sql`INSERT INTO shipment_lines (shipment_id, order_line_id, quantity)
        VALUES (${shipment.id}, ${l.id}, ${n})`);
      await tx.execute(sql`UPDATE order_lines SET shippedquantity = shippedquantity + ${n} WHERE id = ${l.id}`);
      shipped.push({ part: l.part, quantity: n });
    }
    const complete = lines.every((l) => l.shippedquantity + (take.get(l.id) ?? 0) === l.quantity);
    const status = complete ? "fulfilled" : "partiallyFulfilled";
    await tx.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${order.id}`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${order.id}, 'shipped', ${JSON.stringify({ shipment: shipment.id, lines: shipped })}::jsonb)`);
    return { number: order.number, status, shipped };
  });
}

/** Locks the order `number` (any case, spaces around it ignored) for this transaction; not found: 404. */
async function lockOrder(tx: Pick<Database, "execute">, number: string) {
  const order = (
    await tx.execute(
      sql`SELECT id, number, status FROM orders WHERE number = ${number.trim().toUpperCase()} FOR UPDATE`,
    )
  ).rows[0] as { id: string; number: string; status: string } | undefined;
  if (!order) throw notFound(`Order ${number}`);
  return order;
}

/**
 * The office cancels an order nothing of which has shipped (`npm run orders -- cancel`): its units
 * go back where they came from, and an invoice already issued is cancelled by a credit note. A
 * payment received stays in the ledger as the customer's credit until the office refunds it.
 */
export async function cancelOrder(
  db: Database,
  number: string,
  now: Date,
): Promise<{ number: string; creditNote: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.status === "cancelled") throw refuse(`${order.number} is cancelled already`);
    const shipped = (
      await tx.execute(sql`SELECT 1 FROM order_lines WHERE order_id = ${order.id} AND shippedquantity > 0 LIMIT 1`)
    ).rows.length;
    if (shipped > 0) throw refuse(`${order.number} has shipped units: it can no longer be cancelled`);
    const released = await releaseReservations(tx, order.id);
    await tx.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${order.id}`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${order.id}, 'cancelled', ${JSON.stringify({ by: "office", at: now.toISOString(), released })}::jsonb)`);
    return { number: order.number, creditNote: await postCreditNote(tx, order.id, now) };
  });
}
