/**
 * Baskets in the ERP: getCarts, addToCart and updateCart. Every change runs in one transaction
 * that first locks the cart row, so concurrent requests on one basket are applied one after the
 * other and never lose or duplicate a line. Quantities are capped at the item's orderable maximum.
 */
import { sql } from "drizzle-orm";
import type { GetCartsResponse } from "../../contract/cart.ts";
import type { ItemSummary } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { loadItemSummaries } from "../catalogue/summary-cache.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { allowedMaximum } from "../../contract/quantity.ts";
import { checkQuantityRule } from "./quantity-rule.ts";
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

/** Whether the cart exists and is still open (not yet an order), locking it. */
async function isOpenCart(tx: Tx, cartId: string): Promise<boolean> {
  const found = await tx.execute(sql`SELECT order_id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  const row = found.rows[0] as { order_id: string | null } | undefined;
  return row !== undefined && row.order_id === null;
}

/** The cart to add to, locked: the given one while it is open, else a new basket of the caller. */
async function openOrNewCart(ctx: CallContext, tx: Tx, cartId: string | null | undefined): Promise<string> {
  if (cartId && (await isOpenCart(tx, cartId))) return cartId;
  const created = await tx.execute(sql`INSERT INTO carts (customer, person_id, source, currency, country)
    VALUES (${ctx.account?.number ?? "guest"}, ${ctx.person?.id ?? null}, ${ctx.source}, ${ctx.currency},
      ${ctx.country}) RETURNING id`);
  return (created.rows[0] as { id: string }).id;
}

/**
 * The orderable maximum of an item for the caller: warehouse stock + manufacturer stock with special
 * backorder, as much of it as the item's quantity rule allows (a multiple of its increment, at most its maximum).
 */
const orderableMaximum = (summary: ItemSummary) => allowedMaximum(summary.quantityrule, summary.stock.maxquantity);

async function itemOfLine(ctx: CallContext, itemId: number): Promise<ItemSummary> {
  const [summary] = await loadItemSummaries(ctx, [itemId]);
  if (!summary) throw notFound("Item");
  return summary;
}

export async function setComponentQuantities(tx: Tx, kitLineId: string, kitItemId: number, kitQuantity: number) {
  await tx.execute(sql`UPDATE cart_lines c SET quantity = k.quantity * ${kitQuantity}
    FROM kit_components k WHERE k.kit_item_id = ${kitItemId} AND c.parent_line_id = ${kitLineId}
      AND c.item_id = k.component_item_id`);
}

/** The component lines of the given new kit lines of a cart (every top line of it when `lineIds` is null). */
export async function insertKitComponents(tx: Pick<Tx, "execute">, cartId: string, lineIds: readonly string[] | null) {
  await tx.execute(sql`INSERT INTO cart_lines (cart_id, item_id, quantity, parent_line_id)
    SELECT ${cartId}, k.component_item_id, k.quantity * l.quantity, l.id
    FROM cart_lines l JOIN kit_components k ON k.kit_item_id = l.item_id
    WHERE l.cart_id = ${cartId} AND l.parent_line_id IS NULL
      AND (${lineIds === null}::boolean OR l.id = ANY(${`{${(lineIds ?? []).join(",")}}`}::uuid[]))
    ORDER BY l.position, k.position`);
}

/** Why an item cannot go into the caller's basket (contract/quick-order.ts names the cases). */
export type Refusal = "unknown" | "notSold" | "outOfStock" | "notPriced";

/** An item as the basket judges it for the caller: its card, its orderable maximum and any refusal. */
export interface Orderability {
  summary: ItemSummary;
  /** Warehouse stock plus manufacturer stock with special backorder (decision 0001), as the quantity rule allows. */
  max: number;
  refusal: Exclude<Refusal, "unknown"> | null;
}

/**
 * Whether each item can be put in the caller's basket, read in one query for all of them: a
 * service line (airfreight, added by the ERP itself) or a brand the site does not sell is not sold;
 * nothing orderable is out of stock; nothing sells for 0.00. An id missing from the map is unknown.
 */
export async function orderability(ctx: CallContext, ids: readonly number[]): Promise<Map<number, Orderability>> {
  const summaries = await loadItemSummaries(ctx, ids);
  return new Map(
    summaries.map((summary) => {
      const max = orderableMaximum(summary);
      const hidden = ctx.source === "uk" && (UK_HIDDEN_BRANDS as readonly string[]).includes(summary.brand);
      const refusal =
        summary.recordtype === "service" || hidden
          ? "notSold"
          : max < 1
            ? "outOfStock"
            : summary.price.baseprice <= 0
              ? "notPriced"
              : null;
      return [summary.id, { summary, max, refusal }];
    }),
  );
}

/** A line to put into a basket: the item, the quantity asked for, and the item's orderable maximum. */
export interface LineToAdd {
  itemId: number;
  quantity: number;
  max: number;
  location?: string | null;
  additionalservice?: string | null;
  memo?: string | null;
}
export interface LineAdded {
  itemId: number;
  /** Units added (0 when the line already held the maximum). */
  added: number;
  /** The line's quantity now. */
  quantity: number;
  capped: boolean;
}

/**
 * Adds lines to a locked, open cart: an item's existing line (same additional service) grows by
 * the quantity, capped at the item's maximum, a new one is inserted with one line per kit
 * component. A fixed number of queries however many lines: the caller bounds the lines.
 */
async function addLinesToLockedCart(tx: Tx, cartId: string, lines: readonly LineToAdd[]): Promise<LineAdded[]> {
  if (lines.length === 0) return [];
  const key = (itemId: number, service: string | null | undefined) => `${itemId}:${service ?? ""}`;
  const ids = `{${[...new Set(lines.map((l) => l.itemId))].join(",")}}`;
  const existingRows = (
    await tx.execute(sql`SELECT id, item_id, quantity, additionalservice FROM cart_lines
      WHERE cart_id = ${cartId} AND parent_line_id IS NULL AND quoted_net_cents IS NULL AND item_id = ANY(${ids}::int[])`)
  ).rows as { id: string; item_id: number; quantity: number; additionalservice: string | null }[];
  const existing = new Map(existingRows.map((r) => [key(r.item_id, r.additionalservice), r]));
  const results: LineAdded[] = [];
  const updates: { id: string; quantity: number }[] = [];
  const inserts: (LineToAdd & { quantity: number })[] = [];
  for (const line of lines) {
    const had = existing.get(key(line.itemId, line.additionalservice));
    const wanted = (had?.quantity ?? 0) + line.quantity;
    const quantity = Math.min(wanted, line.max);
    results.push({
      itemId: line.itemId,
      added: Math.max(quantity - (had?.quantity ?? 0), 0),
      quantity,
      capped: quantity < wanted,
    });
    if (had) {
      // A second line of the same item in this call adds to the first (inserted below when new).
      had.quantity = quantity;
      if (had.id) updates.push({ id: had.id, quantity });
    } else {
      inserts.push({ ...line, quantity });
      existing.set(key(line.itemId, line.additionalservice), {
        id: "",
        item_id: line.itemId,
        quantity,
        additionalservice: line.additionalservice ?? null,
      });
    }
  }
  const updated = [...new Map(updates.map((u) => [u.id, u])).values()];
  if (updated.length) {
    await tx.execute(sql`UPDATE cart_lines l SET quantity = v.quantity
      FROM unnest(${`{${updated.map((u) => u.id).join(",")}}`}::uuid[], ${`{${updated.map((u) => u.quantity).join(",")}}`}::int[])
        AS v(id, quantity)
      WHERE l.id = v.id`);
    // Kit components follow their kit's quantity.
    await tx.execute(sql`UPDATE cart_lines c SET quantity = k.quantity * p.quantity
      FROM cart_lines p JOIN kit_components k ON k.kit_item_id = p.item_id
      WHERE c.parent_line_id = p.id AND c.item_id = k.component_item_id
        AND p.id = ANY(${`{${updated.map((u) => u.id).join(",")}}`}::uuid[])`);
  }
  // A line that had its own earlier in this call is updated above, not inserted twice.
  const fresh = [...new Map(inserts.map((l) => [key(l.itemId, l.additionalservice), l])).values()].map((l) => ({
    ...l,
    quantity: existing.get(key(l.itemId, l.additionalservice))!.quantity,
  }));
  if (fresh.length) {
    const inserted = (
      await tx.execute(sql`INSERT INTO cart_lines (cart_id, item_id, location_id, quantity, additionalservice, memo)
        SELECT ${cartId}, v.item_id, v.location_id, v.quantity, v.additionalservice, v.memo
        FROM jsonb_to_recordset(${JSON.stringify(
          fresh.map((l, n) => ({
            n,
            item_id: l.itemId,
            location_id: l.location ?? null,
            quantity: l.quantity,
            additionalservice: l.additionalservice ?? null,
            memo: l.memo ?? null,
          })),
        )}::jsonb) AS v(n int, item_id int, location_id text, quantity int, additionalservice text, memo text)
        ORDER BY v.n
        RETURNING id`)
    ).rows as { id: string }[];
    await insertKitComponents(
      tx,
      cartId,
      inserted.map((r) => r.id),
    );
  }
  return results;
}

/**
 * Puts several lines into the caller's basket in one transaction (a new basket when there is none
 * or it became an order). Every line must be orderable (see orderability); answers the basket and
 * what each line became, in the order given.
 */
export async function addLines(
  ctx: CallContext,
  cartId: string | null | undefined,
  lines: readonly LineToAdd[],
): Promise<{ cart_id: string; lines: LineAdded[] }> {
  return ctx.db.transaction(async (tx) => {
    const id = await openOrNewCart(ctx, tx, cartId);
    const added = await addLinesToLockedCart(tx, id, lines);
    await tx.execute(sql`UPDATE carts SET updated_at = now(), currency = ${ctx.currency} WHERE id = ${id}`);
    return { cart_id: id, lines: added };
  });
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
  const judged = (await orderability(ctx, [input.itemId])).get(input.itemId);
  if (!judged || judged.refusal === "notSold") throw notFound("Item");
  if (judged.refusal === "outOfStock") throw new ErpError(409, "OUT_OF_STOCK", "This item is not available to order");
  if (judged.refusal === "notPriced") throw notPriced();
  checkQuantityRule(judged.summary.name, judged.summary.quantityrule, input.quantity);
  const { cart_id, lines } = await addLines(ctx, input.cartId, [{ ...input, max: judged.max }]);
  const [line] = lines as [LineAdded];
  return { cart_id, quantity: line.added, capped: line.capped };
}

export async function updateLineQuantity(
  ctx: CallContext,
  cartId: string,
  lineId: string,
  quantity: number,
): Promise<{ capped: boolean }> {
  const line = await findLine(ctx.db, cartId, lineId);
  if (line.quoted_net_cents !== null)
    throw new ErpError(409, "QUOTE_LINE", "A quoted line keeps the quantity of its quote; remove it or ask again", {
      quantity: ["quoted"],
    });
  const item = await itemOfLine(ctx, line.item_id);
  checkQuantityRule(item.name, item.quantityrule, quantity);
  const max = orderableMaximum(item);
  if (max < 1) throw new ErpError(409, "OUT_OF_STOCK", "This item is not available to order");
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
    sql`SELECT id, item_id, quantity, additionalservice, parent_line_id, quoted_net_cents FROM cart_lines
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

export async function getCarts(
  ctx: CallContext,
  cartId: string,
  options: { owner?: boolean } = {},
): Promise<GetCartsResponse> {
  return (await buildCart(ctx, ctx.db, cartId, options)).response;
}
