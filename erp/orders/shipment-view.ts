/** An order's shipments as the buyer's pages and the office show them, with the carrier's tracking link. */
import { sql } from "drizzle-orm";
import { shipmentTracking, type ShipmentView } from "../../contract/carriers.ts";
import type { Database } from "../db/client.ts";

export type ShipmentWithId = ShipmentView & { id: string };

interface Row {
  id: string;
  shipped_at: Date | string;
  carrier: string | null;
  tracking_number: string | null;
  part: string;
  quantity: number;
}

/** The order's shipments, oldest first, each with its lines in the order's line order. */
export async function readShipments(db: Pick<Database, "execute">, orderId: string): Promise<ShipmentWithId[]> {
  const rows = (
    await db.execute(sql`SELECT s.id, s.shipped_at, s.carrier, s.tracking_number, l.name AS part, sl.quantity
      FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
        JOIN order_lines l ON l.id = sl.order_line_id
      WHERE s.order_id = ${orderId} ORDER BY s.shipped_at, s.id, l.position`)
  ).rows as unknown as Row[];
  const byShipment = new Map<string, ShipmentWithId>();
  for (const r of rows) {
    const id = String(r.id);
    const entry = byShipment.get(id) ?? {
      id,
      date: new Date(r.shipped_at).toISOString(),
      tracking: shipmentTracking(r.carrier, r.tracking_number),
      lines: [],
    };
    entry.lines.push({ part: r.part, quantity: Number(r.quantity) });
    byShipment.set(id, entry);
  }
  return [...byShipment.values()];
}
