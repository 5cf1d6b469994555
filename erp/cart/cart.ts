/**
 * Baskets in the ERP: getCarts, addToCart and updateCart. Every change runs in one transaction
 * that first locks the cart row, so concurrent requests on one basket are applied one after the
 * other and never lose or duplicate a line. Quantities are capped at the item's orderable maximum.
 */
import { sql } from "drizzle-orm";
import type { CartLine, GetCartsResponse, ShoppingCart } from "../contract.ts";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { loadItemSummaries } from "../catalogue/items.ts";
import { CURRENCY_SYMBOLS, fromCents, toCents } from "../catalogue/pricing.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface LineRow {
  id: string;
  item_id: number;
  quantity: number;
  additionalservice: string | null;
  parent_line_id: string | null;
}

const cartNotFound = () => new ErpError(404, "CART_NOT_FOUND", "Cart not found");

async function lockCart(tx: Tx, cartId: string): Promise<boolean> {
  const locked = await tx.execute(sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  return locked.rows.length > 0;
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

async function setComponentQuantities(tx: Tx, kitLineId: string, kitItemId: number, kitQuantity: number) {
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
  return ctx.db.transaction(async (tx) => {
    let cartId = input.cartId ?? null;
    if (!cartId || !(await lockCart(tx, cartId))) {
      const created = await tx.execute(sql`INSERT INTO carts (customer, source, currency, country)
        VALUES (${ctx.customer}, ${ctx.source}, ${ctx.currency}, ${ctx.country}) RETURNING id`);
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
  const cart = await ctx.db.execute(sql`SELECT id FROM carts WHERE id = ${cartId}`);
  if (cart.rows.length === 0) throw cartNotFound();
  const lineRows = (
    await ctx.db.execute(sql`SELECT id, item_id, quantity, additionalservice, parent_line_id
      FROM cart_lines WHERE cart_id = ${cartId} ORDER BY position`)
  ).rows as unknown as LineRow[];
  const quantities = new Map(lineRows.map((l) => [l.item_id, l.quantity]));
  const summaries = new Map(
    (await loadItemSummaries(ctx, [...new Set(lineRows.map((l) => l.item_id))], quantities)).map((s) => [
      s.id,
      s,
    ]),
  );
  let netCents = 0;
  let grossCentsTotal = 0;
  let backorder = 0;
  const lines: CartLine[] = [];
  for (const line of lineRows) {
    const item = summaries.get(line.item_id);
    if (!item) continue;
    const component = line.parent_line_id !== null;
    const unitNet = component ? 0 : toCents(item.price.promotion?.baseprice ?? item.price.baseprice);
    const unitGross = component ? 0 : toCents(item.price.promotion?.grossprice ?? item.price.grossprice);
    netCents += unitNet * line.quantity;
    grossCentsTotal += unitGross * line.quantity;
    const inWarehouses = item.stock.availability.reduce((s, a) => s + a.quantityavailable, 0);
    if (!component && line.quantity > inWarehouses) backorder += line.quantity - inWarehouses;
    lines.push({
      _id: line.id,
      item: {
        id: item.id,
        recordtype: item.recordtype,
        urlcomponent: item.urlcomponent,
        name: item.name,
        photos: item.photos,
        available: item.stock.maxquantity,
        deliveries: item.stock.deliveries,
        stock: item.stock,
      },
      displayname: item.description,
      quantity: line.quantity,
      price: fromCents(unitGross),
      baseprice: fromCents(unitNet),
      amount: fromCents(unitGross * line.quantity),
      discountrate: 0,
      pricelevel: null,
      additionalservice: line.additionalservice
        ? { name: line.additionalservice, description: line.additionalservice }
        : null,
      init: line.parent_line_id,
      kitcomponent: component,
    });
  }
  const shoppingcart: ShoppingCart = {
    _id: cartId,
    currency: { symbol: CURRENCY_SYMBOLS[ctx.currency], iso: ctx.currency },
    transactionlines: lines,
    itemsamount: fromCents(netCents),
    shippingcost: 0,
    shippingmethod: null,
    taxamount: fromCents(grossCentsTotal - netCents),
    grossamount: fromCents(grossCentsTotal),
    grossshippingcost: 0,
    promocode: null,
    backorderquantity: backorder,
    validtaxnumber: false,
  };
  const main = lines.filter((l) => !l.kitcomponent);
  return {
    shoppingcarts: [{ shoppingcart }],
    summary: { quantity: main.reduce((s, l) => s + l.quantity, 0), lines: main.length },
  };
}
