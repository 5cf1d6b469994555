/**
 * Baskets in the ERP: getCarts, addToCart and updateCart. Every change runs in one transaction
 * that first locks the cart row, so concurrent requests on one basket are applied one after the
 * other and never lose or duplicate a line. Quantities are capped at the item's orderable maximum.
 */
import { sql } from "drizzle-orm";
import type { GetCartsResponse } from "../../contract/wire.ts";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { priceListFor } from "../catalogue/constants.ts";
import { loadItemSummaries } from "../catalogue/items.ts";
import { buildCart, type LineRow as CartLineRow, type Tx } from "./view.ts";

export { buildCart };

/** A line as findLine reads it: without its location. */
type LineRow = Omit<CartLineRow, "location_id">;

/** Refused for an item without a price on the caller's list (named, and its basket line): nothing sells for 0.00. */
export function notPriced(name?: string, lineId?: string): ErpError {
  const message = name
    ? `${name} has no price yet and cannot be ordered; ask us for an offer`
    : "This item has no price yet and cannot be ordered; ask us for an offer";
  return new ErpError(409, "NOT_PRICED", message, lineId ? { [`transactionlines.${lineId}`]: [message] } : undefined);
}

/** Whether the item has a price above zero on the caller's price list and currency. */
async function isPriced(ctx: CallContext, itemId: number): Promise<boolean> {
  const found = await ctx.db.execute(sql`SELECT 1 FROM prices WHERE item_id = ${itemId}
    AND price_list_id = ${priceListFor(ctx.source, ctx.country)} AND currency = ${ctx.currency} AND baseprice > 0`);
  return found.rows.length > 0;
}

export const cartNotFound = () => new ErpError(404, "CART_NOT_FOUND", "Cart not found");
export const cartOrdered = () =>
  new ErpError(409, "CART_ORDERED", "This basket has already been ordered; start a new basket");

/** Locks the cart row; false when there is no such cart. A cart that became an order is refused. */
export async function lockCart(tx: Tx, cartId: string, opts: { allowOrdered?: boolean } = {}): Promise<boolean> {
  const locked = await tx.execute(sql`SELECT id, order_id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  const row = locked.rows[0] as { id: string; order_id: string | null } | undefined;
  if (!row) return false;
  if (row.order_id && !opts.allowOrdered) throw cartOrdered();
  return true;
}

/** Whether the cart exists and is still open (not yet an order), without locking. */
async function isOpenCart(tx: Tx, cartId: string): Promise<boolean> {
  const found = await tx.execute(sql`SELECT order_id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  const row = found.rows[0] as { order_id: string | null } | undefined;
  return row !== undefined && row.order_id === null;
}

/** The orderable maximum of an item for the caller (warehouse stock + manufacturer stock with special backorder). */
async function maxQuantity(ctx: CallContext, itemId: number): Promise<number> {
  const [summary] = await loadItemSummaries(ctx, [itemId]);
  if (!summary) throw notFound("Item");
  return summary.stock.maxquantity;
}

async function kitComponents(tx: Tx, itemId: number) {
  const result = await tx.execute(
    sql`SELECT component_item_id, quantity FROM kit_components WHERE kit_item_id = ${itemId} ORDER BY position`,
  );
  return result.rows as { component_item_id: number; quantity: number }[];
}

export async function setComponentQuantities(tx: Tx, kitLineId: string, kitItemId: number, kitQuantity: number) {
  for (const component of await kitComponents(tx, kitItemId)) {
    await tx.execute(sql`UPDATE cart_lines SET quantity = ${component.quantity * kitQuantity}
      WHERE parent_line_id = ${kitLineId} AND item_id = ${component.component_item_id}`);
  }
}

export async function addToCart(
  ctx: CallContext,
  input: {
    cartId?: string | null;
    itemId: number;
    quantity: number;
    location?: string | null;
    additionalservice?: string | null;
    memo?: string | null;
  },
): Promise<{ cart_id: string; quantity: number; capped: boolean }> {
  const max = await maxQuantity(ctx, input.itemId);
  if (max < 1) throw new ErpError(409, "OUT_OF_STOCK", "This item is not available to order");
  if (!(await isPriced(ctx, input.itemId))) throw notPriced();
  return ctx.db.transaction(async (tx) => {
    let cartId = input.cartId ?? null;
    // A cart that is unknown or already became an order starts a new basket.
    if (!cartId || !(await isOpenCart(tx, cartId))) {
      const created = await tx.execute(sql`INSERT INTO carts (customer, source, currency, country)
        VALUES (${ctx.account?.number ?? "guest"}, ${ctx.source}, ${ctx.currency}, ${ctx.country}) RETURNING id`);
      cartId = (created.rows[0] as { id: string }).id;
    }
    const existing = (
      await tx.execute(sql`SELECT id, quantity FROM cart_lines
        WHERE cart_id = ${cartId} AND item_id = ${input.itemId} AND parent_line_id IS NULL
          AND additionalservice IS NOT DISTINCT FROM ${input.additionalservice ?? null}`)
    ).rows[0] as { id: string; quantity: number } | undefined;
    const wanted = (existing?.quantity ?? 0) + input.quantity;
    const quantity = Math.min(wanted, max);
    const added = quantity - (existing?.quantity ?? 0);
    let lineId: string;
    if (existing) {
      lineId = existing.id;
      await tx.execute(sql`UPDATE cart_lines SET quantity = ${quantity} WHERE id = ${lineId}`);
    } else {
      const inserted = await tx.execute(sql`INSERT INTO cart_lines
        (cart_id, item_id, location_id, quantity, additionalservice, memo)
        VALUES (${cartId}, ${input.itemId}, ${input.location ?? null}, ${quantity},
          ${input.additionalservice ?? null}, ${input.memo ?? null}) RETURNING id`);
      lineId = (inserted.rows[0] as { id: string }).id;
      for (const component of await kitComponents(tx, input.itemId)) {
        await tx.execute(sql`INSERT INTO cart_lines (cart_id, item_id, quantity, parent_line_id)
          VALUES (${cartId}, ${component.component_item_id}, ${component.quantity * quantity}, ${lineId})`);
      }
    }
    if (existing) await setComponentQuantities(tx, lineId, input.itemId, quantity);
    await tx.execute(sql`UPDATE carts SET updated_at = now(), currency = ${ctx.currency} WHERE id = ${cartId}`);
    return { cart_id: cartId, quantity: Math.max(added, 0), capped: quantity < wanted };
  });
}

export async function updateLineQuantity(
  ctx: CallContext,
  cartId: string,
  lineId: string,
  quantity: number,
): Promise<{ capped: boolean }> {
  const line = await findLine(ctx.db, cartId, lineId);
  const max = await maxQuantity(ctx, line.item_id);
  const capped = quantity > max;
  const next = Math.max(Math.min(quantity, max), 1);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw cartNotFound();
    const updated = await tx.execute(sql`UPDATE cart_lines SET quantity = ${next}
      WHERE id = ${lineId} AND cart_id = ${cartId} AND parent_line_id IS NULL RETURNING id`);
    if (updated.rows.length === 0) throw new ErpError(404, "LINE_NOT_FOUND", "Basket line not found");
    await setComponentQuantities(tx, lineId, line.item_id, next);
    await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
  });
  return { capped };
}

export async function deleteLine(ctx: CallContext, cartId: string, lineId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw cartNotFound();
    const deleted = await tx.execute(sql`DELETE FROM cart_lines
      WHERE cart_id = ${cartId} AND parent_line_id IS NULL AND id = ${lineId} RETURNING id`);
    if (deleted.rows.length === 0) throw new ErpError(404, "LINE_NOT_FOUND", "Basket line not found");
    await tx.execute(sql`DELETE FROM cart_lines WHERE parent_line_id = ${lineId}`);
    await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
  });
}

async function findLine(db: Database, cartId: string, lineId: string): Promise<LineRow> {
  const result = await db.execute(
    sql`SELECT id, item_id, quantity, additionalservice, parent_line_id FROM cart_lines
        WHERE id = ${lineId} AND cart_id = ${cartId}`,
  );
  const line = result.rows[0] as LineRow | undefined;
  if (!line || line.parent_line_id) {
    const cart = await db.execute(sql`SELECT 1 FROM carts WHERE id = ${cartId}`);
    if (cart.rows.length === 0) throw cartNotFound();
    throw new ErpError(404, "LINE_NOT_FOUND", "Basket line not found");
  }
  return line;
}

export async function getCarts(ctx: CallContext, cartId: string): Promise<GetCartsResponse> {
  return (await buildCart(ctx, ctx.db, cartId)).response;
}
