/**
 * The stock an order takes (addOrder, orders.ts): inside its transaction, with the items and their
 * stock rows locked in id order.
 */
import { sql } from "drizzle-orm";
import type { Source } from "../../contract/catalogue.ts";
import { warehousesFor } from "../catalogue/constants.ts";
import type { BuiltCart, Tx } from "../cart/view.ts";
import { ErpError } from "../errors.ts";

interface StockRow {
  item_id: number;
  location_id: string;
  kind: string;
  quantityavailable: number;
}

export interface Allocation {
  lineId: string;
  itemId: number;
  locationId: string;
  fromManufacturerStock: boolean;
  quantity: number;
}

/**
 * Takes each main line's units: the default warehouse first, then dropship, then the alternative
 * warehouse (the order of the availability rule), then, for an item with special backorder, the
 * manufacturer's stock (airfreight). A kit is taken as the kit item; its component lines only
 * describe it. Incoming deliveries are never promised (decision 0001: they do not raise the
 * maximum). Throws OUT_OF_STOCK naming the first line that cannot be covered.
 */
export async function reserveStock(
  tx: Tx,
  source: Source,
  built: BuiltCart,
  destination: string | null,
): Promise<{ allocations: Allocation[]; backorder: Map<string, number> }> {
  const main = built.lines.filter((l) => !l.view.kitcomponent);
  const itemIds = [...new Set(main.map((l) => l.row.item_id))].sort((a, b) => a - b);
  if (itemIds.length === 0) return { allocations: [], backorder: new Map() };
  const ids = sql`${`{${itemIds.join(",")}}`}::int[]`;
  const itemRows = (
    await tx.execute(
      sql`SELECT id, specialbackorder, manufacturerstock FROM items WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`,
    )
  ).rows as { id: number; specialbackorder: boolean; manufacturerstock: number }[];
  const stockRows = (
    await tx.execute(sql`SELECT s.item_id, s.location_id, l.kind, s.quantityavailable FROM stock s
      JOIN locations l ON l.id = s.location_id
      WHERE s.item_id = ANY(${ids}) ORDER BY s.item_id, s.location_id FOR UPDATE OF s`)
  ).rows as unknown as StockRow[];
  const { default: home, alternative } = warehousesFor(source, destination);
  const rank = (r: StockRow) =>
    r.location_id === home ? 0 : r.kind === "dropship" ? 1 : r.location_id === alternative ? 2 : 3;
  const left = new Map(stockRows.map((r) => [`${r.item_id}/${r.location_id}`, r.quantityavailable]));
  const manufacturerLeft = new Map(itemRows.map((r) => [r.id, r.specialbackorder ? r.manufacturerstock : 0]));
  const allocations: Allocation[] = [];
  const backorder = new Map<string, number>();
  for (const line of main) {
    let need = line.row.quantity;
    const rows = stockRows.filter((r) => r.item_id === line.row.item_id).sort((a, b) => rank(a) - rank(b));
    for (const r of rows) {
      const key = `${r.item_id}/${r.location_id}`;
      const take = Math.min(need, left.get(key) ?? 0);
      if (take > 0) {
        allocations.push({
          lineId: line.row.id,
          itemId: r.item_id,
          locationId: r.location_id,
          fromManufacturerStock: false,
          quantity: take,
        });
        left.set(key, (left.get(key) ?? 0) - take);
        need -= take;
      }
      if (need === 0) break;
    }
    if (need > 0) {
      const fromManufacturer = Math.min(need, manufacturerLeft.get(line.row.item_id) ?? 0);
      if (fromManufacturer > 0) {
        allocations.push({
          lineId: line.row.id,
          itemId: line.row.item_id,
          locationId: "MANUFACTURER",
          fromManufacturerStock: true,
          quantity: fromManufacturer,
        });
        manufacturerLeft.set(line.row.item_id, (manufacturerLeft.get(line.row.item_id) ?? 0) - fromManufacturer);
        backorder.set(line.row.id, fromManufacturer);
        need -= fromManufacturer;
      }
    }
    if (need > 0) {
      const available = line.row.quantity - need;
      const message = `Only ${available} of ${line.row.quantity} × ${line.item.name} can be ordered now`;
      throw new ErpError(409, "OUT_OF_STOCK", message, { [`transactionlines.${line.row.id}`]: [message] });
    }
  }
  return { allocations, backorder };
}
