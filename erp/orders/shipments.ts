/**
 * What left the warehouse (the office's shipOrder, and `npm run orders -- ship`): a shipment of
 * some or all units still to ship of an order, with its carrier and tracking number, and the
 * order's status after it: partly shipped, or fulfilled once every unit of every line has gone.
 * One transaction that locks the order and its lines, so two shipments of one order queue and never
 * ship a unit twice; the buyer's mail (erp/orders/shipment-mail.ts) and the audit entry are written
 * in it.
 */
import { sql } from "drizzle-orm";
import type { Source } from "../../contract/catalogue.ts";
import { shipmentTracking, type Carrier, type ShipmentTracking } from "../../contract/carriers.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { queueMessage } from "../mail/outbox.ts";
import { ErpError, notFound } from "../errors.ts";
import { postCreditNote } from "./ledger.ts";
import { releaseReservations } from "./expiry.ts";
import { readOrder } from "./orders.ts";
import { shipmentMail } from "./shipment-mail.ts";
import { sellerOf } from "../company/records.ts";

/** A part as the office types it, compared as search compares part numbers: no spaces, dashes or case. */
export const normalizePart = (part: string) => part.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * What to ship: an order line by its id (the office's pages) or a part as typed (the command line),
 * and how many units; no quantity: all of it still to ship.
 */
export type ShipRequest = ({ part: string; line?: undefined } | { line: string; part?: undefined }) & {
  quantity?: number;
};

export interface ShipOptions {
  /** Who ships: a staff member or the command line (the audit entry's actor). */
  actor: OfficeActor;
  /** The carrier and its tracking number (validated: contract/carriers.ts); none for a parcel without. */
  tracking?: { carrier: Carrier; number: string } | null;
}

export interface ShipResult {
  number: string;
  status: "partiallyFulfilled" | "fulfilled";
  shipment: string;
  tracking: ShipmentTracking | null;
  shipped: { part: string; quantity: number }[];
  /** The buyer's mail, queued with the shipment. */
  mailId: string;
}

interface LineRow {
  id: string;
  /** The part number as ordered (the item's name), and the ERP's item number: either identifies it. */
  part: string;
  itemnumber: string;
  displayname: string;
  quantity: number;
  shippedquantity: number;
}

/** The order's state does not allow the action (409 ORDER_STATE). */
export const orderState = (message: string) => new ErpError(409, "ORDER_STATE", message, { order: [message] });
/** A line or quantity that cannot be shipped: bad input (400). */
const badLine = (message: string, field: string) => new ErpError(400, "BAD_REQUEST", message, { [field]: [message] });

/**
 * Ships `requests` of the order `number` (every unit still to ship when the list is empty) at
 * `now`. Refuses, changing nothing: an unknown order, a cancelled or fulfilled one, one waiting
 * for its advance payment, an unknown part or line, and more units than are still to ship.
 */
export async function shipOrder(
  db: Database,
  number: string,
  requests: readonly ShipRequest[],
  now: Date,
  options: ShipOptions,
): Promise<ShipResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.status === "cancelled") throw orderState(`${order.number} is cancelled`);
    if (order.status === "fulfilled") throw orderState(`${order.number} is shipped complete already`);
    if (order.status === "pendingPayment") throw orderState(`${order.number} waits for its advance payment`);
    if (order.status === "pendingApproval") throw orderState(`${order.number} waits for its buyer's approval`);
    // Kit components only describe their kit: the kit line ships.
    const lines = (
      await tx.execute(sql`SELECT ol.id, ol.name AS part, i.number AS itemnumber, ol.displayname, ol.quantity,
          ol.shippedquantity
        FROM order_lines ol JOIN items i ON i.id = ol.item_id
        WHERE ol.order_id = ${order.id} AND NOT ol.kitcomponent ORDER BY ol.position FOR UPDATE OF ol`)
    ).rows as unknown as LineRow[];
    const take = new Map<string, number>();
    const left = (l: LineRow) => l.quantity - l.shippedquantity - (take.get(l.id) ?? 0);
    if (requests.length === 0) {
      for (const l of lines) if (left(l) > 0) take.set(l.id, left(l));
    }
    for (const request of requests) {
      const field = request.line === undefined ? "item" : "lines";
      const typed = request.part === undefined ? "" : normalizePart(request.part);
      const matching = lines.filter((l) =>
        request.line !== undefined
          ? l.id === request.line
          : normalizePart(l.part) === typed || normalizePart(l.itemnumber) === typed,
      );
      const named = request.part ?? request.line;
      if (matching.length === 0) throw badLine(`${named} is not a line of ${order.number}`, field);
      const open = matching.reduce((sum, l) => sum + left(l), 0);
      let need = request.quantity ?? open;
      if (need < 1 || need > open) {
        throw badLine(
          `${matching[0]!.part}: ${open} unit(s) still to ship, not ${need}`,
          request.line ? "lines" : "quantity",
        );
      }
      // A part on several lines ships from the first line on.
      for (const l of matching) {
        const n = Math.min(need, left(l));
        if (n > 0) take.set(l.id, (take.get(l.id) ?? 0) + n);
        need -= n;
      }
    }
    if (take.size === 0) throw orderState(`${order.number} has nothing left to ship`);

    const carrier = options.tracking?.carrier ?? null;
    const trackingNumber = options.tracking?.number ?? null;
    const shipment = (
      await tx.execute(sql`INSERT INTO shipments (order_id, shipped_at, carrier, tracking_number)
        VALUES (${order.id}, ${now.toISOString()}, ${carrier}, ${trackingNumber}) RETURNING id`)
    ).rows[0] as { id: string };
    const shipped: ShipResult["shipped"] = [];
    const parcel: { part: string; description: string; quantity: number }[] = [];
    for (const l of lines) {
      const n = take.get(l.id);
      if (!n) continue;
      await tx.execute(sql`INSERT INTO shipment_lines (shipment_id, order_line_id, quantity)
        VALUES (${shipment.id}, ${l.id}, ${n})`);
      await tx.execute(sql`UPDATE order_lines SET shippedquantity = shippedquantity + ${n} WHERE id = ${l.id}`);
      shipped.push({ part: l.part, quantity: n });
      parcel.push({ part: l.part, description: l.displayname, quantity: n });
    }
    const complete = lines.every((l) => l.shippedquantity + (take.get(l.id) ?? 0) === l.quantity);
    const status = complete ? "fulfilled" : "partiallyFulfilled";
    await tx.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${order.id}`);
    const tracking = shipmentTracking(carrier, trackingNumber);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${order.id}, 'shipped', ${JSON.stringify({ shipment: shipment.id, lines: shipped, carrier, tracking: trackingNumber })}::jsonb)`);
    const view = (await readOrder(tx, order.id, now))!;
    const mail = shipmentMail(view, await sellerOf(tx, view.region), { tracking, lines: parcel, complete });
    const mailId = await queueMessage(tx, {
      kind: "order-shipped",
      source: order.source,
      replyTo: mail.replyTo,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      payload: { order_id: order.id, number: order.number, lang: view.lang, shipment: String(shipment.id) },
    });
    await recordAudit(tx, options.actor, {
      entity: "order",
      entityId: order.number,
      action: "shipOrder",
      before: { status: order.status },
      after: { status, shipment: String(shipment.id), carrier, trackingnumber: trackingNumber, lines: shipped },
    });
    return { number: order.number, status, shipment: String(shipment.id), tracking, shipped, mailId };
  });
}

/** Locks the order `number` (any case, spaces around it ignored) for this transaction; not found: 404. */
export async function lockOrder(tx: Pick<Database, "execute">, number: string) {
  const order = (
    await tx.execute(
      sql`SELECT id, number, status, paymentstatus, source FROM orders WHERE number = ${number.trim().toUpperCase()} FOR UPDATE`,
    )
  ).rows[0] as { id: string; number: string; status: string; paymentstatus: string; source: Source } | undefined;
  if (!order) throw notFound(`Order ${number}`);
  return order;
}

/**
 * The office cancels an order nothing of which has shipped (cancelOfficeOrder, `npm run orders --
 * cancel`), with its reason: its units go back where they came from, and an invoice already issued
 * is cancelled by a credit note. A payment received stays in the ledger as the customer's credit
 * until the office refunds it.
 */
export async function cancelOrder(
  db: Database,
  number: string,
  now: Date,
  options: { actor: OfficeActor; reason: string },
): Promise<{ number: string; creditNote: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.status === "cancelled") throw orderState(`${order.number} is cancelled already`);
    const shipped = (
      await tx.execute(sql`SELECT 1 FROM order_lines WHERE order_id = ${order.id} AND shippedquantity > 0 LIMIT 1`)
    ).rows.length;
    if (shipped > 0) throw orderState(`${order.number} has shipped units: it can no longer be cancelled`);
    const released = await releaseReservations(tx, order.id);
    await tx.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${order.id}`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${order.id}, 'cancelled', ${JSON.stringify({ by: options.actor.name, at: now.toISOString(), reason: options.reason, released })}::jsonb)`);
    const creditNote = await postCreditNote(tx, order.id, now);
    await recordAudit(tx, options.actor, {
      entity: "order",
      entityId: order.number,
      action: "cancelOfficeOrder",
      before: { status: order.status },
      after: { status: "cancelled", reason: options.reason, creditnote: creditNote },
    });
    return { number: order.number, creditNote };
  });
}
