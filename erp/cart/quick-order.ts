/**
 * Quick order and reorder (contract/quick-order.ts): a trade buyer's lines matched to items in one
 * query however the part numbers are typed (as search does: case, spaces, dashes, dots, slashes),
 * judged for the basket in one more, and put into it in one transaction through the basket's own
 * addLines (erp/cart/cart.ts). Every call is bounded by the contract's 500 lines.
 */
import { sql } from "drizzle-orm";
import { QUANTITY_LIMIT } from "../../contract/wire-constants.ts";
import type {
  AddedLine,
  CheckedLine,
  QuickOrderCall,
  QuickOrderLine,
  QuickOrderStatus,
} from "../../contract/quick-order.ts";
import { quantityRuleBreak } from "../../contract/quantity.ts";
import type { CallContext } from "../context.ts";
import { ErpError } from "../errors.ts";
import { ownOrdersOnly } from "../customers/people.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import { addLines, orderability, type Orderability } from "./cart.ts";

/** The items of the given normalised part numbers, one per number (a service line, then a higher id, loses a tie). */
async function itemsByPartNumber(ctx: CallContext, parts: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(parts.filter((p) => p !== ""))];
  if (wanted.length === 0) return new Map();
  const rows = (
    await ctx.db.execute(sql`SELECT DISTINCT ON (name_normalized) name_normalized, id FROM items
      WHERE name_normalized = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb)))
      ORDER BY name_normalized, (recordtype = 'service'), id`)
  ).rows as { name_normalized: string; id: number }[];
  return new Map(rows.map((r) => [r.name_normalized, r.id]));
}

const capQuantity = (quantity: number) => Math.min(quantity, QUANTITY_LIMIT);

function statusOf(judged: Orderability | undefined, quantity: number): QuickOrderStatus {
  if (!judged) return "unknown";
  if (judged.refusal) return judged.refusal;
  if (quantityRuleBreak(judged.summary.quantityrule, quantity)) return "quantityRule";
  return Math.min(capQuantity(quantity), judged.max) < quantity ? "short" : "ok";
}

/** Every line matched and judged, parts named more than once summed, in the order first named. */
export async function checkQuickOrder(ctx: CallContext, lines: readonly QuickOrderLine[]): Promise<CheckedLine[]> {
  const found = await itemsByPartNumber(
    ctx,
    lines.flatMap((l) => [normalizePartNumber(l.part), ...(l.whole ? [normalizePartNumber(l.whole)] : [])]),
  );
  const groups = new Map<string, { lines: number[]; part: string; quantity: number; itemId: number | null }>();
  for (const line of lines) {
    const part = normalizePartNumber(line.part);
    const whole = line.whole ? normalizePartNumber(line.whole) : null;
    // "DBA 4433" is the part DBA4433 (quantity 1) when there is no part DBA to take 4433 of.
    const [key, typed, quantity, itemId] =
      found.has(part) || whole === null || !found.has(whole)
        ? [part, line.part, line.quantity, found.get(part) ?? null]
        : [whole, line.whole!, 1, found.get(whole)!];
    const group = groups.get(itemId === null ? `?${key || typed}` : `#${itemId}`);
    if (group) {
      group.lines.push(line.line);
      group.quantity += quantity;
    } else
      groups.set(itemId === null ? `?${key || typed}` : `#${itemId}`, {
        lines: [line.line],
        part: typed,
        quantity,
        itemId,
      });
  }
  const ids = [...groups.values()].flatMap((g) => (g.itemId === null ? [] : [g.itemId]));
  const judged = await orderability(ctx, ids);
  return [...groups.values()].map((group) => {
    const item = group.itemId === null ? undefined : judged.get(group.itemId);
    const status = statusOf(item, group.quantity);
    const summary = item?.summary;
    const price = summary?.price;
    const instock = summary ? summary.stock.availability.reduce((sum, a) => sum + a.quantityavailable, 0) : 0;
    return {
      lines: group.lines,
      part: group.part,
      quantity: group.quantity,
      status,
      item: summary
        ? {
            id: summary.id,
            name: summary.name,
            description: summary.description,
            manufacturer: summary.manufacturer,
            brand: summary.brand,
            urlcomponent: summary.urlcomponent,
          }
        : null,
      price: price
        ? {
            currency: price.currency,
            symbol: price.symbol,
            grossprice: price.level?.grossprice ?? price.promotion?.grossprice ?? price.grossprice,
            baseprice: price.level?.baseprice ?? price.promotion?.baseprice ?? price.baseprice,
            listgrossprice: price.grossprice,
            listbaseprice: price.baseprice,
            level: price.level ? { name: price.level.name, discountpct: price.level.discountpct } : null,
          }
        : null,
      instock,
      available: item?.max ?? 0,
      orderable: status === "ok" || status === "short" ? Math.min(capQuantity(group.quantity), item!.max) : 0,
      rule: summary?.quantityrule ?? null,
    };
  });
}

/**
 * Puts the orderable ones of `wanted` (an item's lines summed) into the basket in one transaction
 * and answers each line's result; nothing is written when none can be added.
 */
async function addWanted(
  ctx: CallContext,
  cartId: string | null | undefined,
  wanted: readonly { record: number; quantity: number; name?: string }[],
): Promise<{ cart_id: string | null; lines: AddedLine[] }> {
  const summed = new Map<number, { record: number; quantity: number; name?: string }>();
  for (const w of wanted) {
    const had = summed.get(w.record);
    if (had) had.quantity += w.quantity;
    else summed.set(w.record, { ...w });
  }
  const judged = await orderability(ctx, [...summed.keys()]);
  const keepsRule = (w: { record: number; quantity: number }) =>
    quantityRuleBreak(judged.get(w.record)!.summary.quantityrule, w.quantity) === null;
  const addable = [...summed.values()].filter((w) => judged.get(w.record)?.refusal === null && keepsRule(w));
  const added = addable.length
    ? await addLines(
        ctx,
        cartId,
        addable.map((w) => ({ itemId: w.record, quantity: capQuantity(w.quantity), max: judged.get(w.record)!.max })),
      )
    : { cart_id: cartId ?? null, lines: [] };
  const byItem = new Map(added.lines.map((l) => [l.itemId, l]));
  return {
    cart_id: added.cart_id,
    lines: [...summed.values()].map((w) => {
      const item = judged.get(w.record);
      const line = byItem.get(w.record);
      const name = w.name ?? item?.summary.name ?? String(w.record);
      if (!item) return { record: w.record, name, requested: w.quantity, added: 0, status: "unknown", rule: null };
      const refused = { record: w.record, name, requested: w.quantity, added: 0, rule: item.summary.quantityrule };
      if (item.refusal) return { ...refused, status: item.refusal };
      if (!keepsRule(w)) return { ...refused, status: "quantityRule" };
      if (!line) return { ...refused, status: "outOfStock" };
      // The basket may already hold all there is: capped, with nothing more added.
      const status = line.added < w.quantity ? "capped" : "added";
      return { ...refused, added: line.added, status };
    }),
  };
}

/** A bound on the lines of one order that reorder reads (orders come from baskets of far fewer). */
const REORDER_MAX_LINES = 500;

/** The signed-in customer's order of that number into the basket: its top-level lines, kits as kits. */
export async function reorder(ctx: CallContext, cartId: string | null | undefined, number: string) {
  if (!ctx.account) throw new ErpError(401, "AUTH001", "Not signed in");
  // Another customer's order is not found, exactly as an unknown number is; so is a colleague's
  // for a buyer of a company that keeps orders apart (issue 41).
  const own = ownOrdersOnly(ctx.account, ctx.person);
  const order = (
    await ctx.db.execute(sql`SELECT id, number FROM orders
      WHERE number = ${number.trim().toUpperCase()} AND customer = ${ctx.account.number}
        AND (${own}::uuid IS NULL OR person_id = ${own}::uuid)`)
  ).rows[0] as { id: string; number: string } | undefined;
  if (!order) throw new ErpError(404, "NOT_FOUND", "Order not found");
  const lines = (
    await ctx.db.execute(sql`SELECT item_id, min(name) AS name, sum(quantity)::int AS quantity FROM order_lines
      WHERE order_id = ${order.id} AND parent_line_id IS NULL
      GROUP BY item_id ORDER BY min(position) LIMIT ${REORDER_MAX_LINES}`)
  ).rows as { item_id: number; name: string; quantity: number }[];
  const result = await addWanted(
    ctx,
    cartId,
    lines.map((l) => ({ record: l.item_id, quantity: l.quantity, name: l.name })),
  );
  return { ...result, order: order.number };
}

/** The quick-order calls of POST /cart. */
export async function quickOrderCall(ctx: CallContext, body: QuickOrderCall) {
  switch (body.action) {
    case "checkQuickOrder":
      return { lines: await checkQuickOrder(ctx, body.lines) };
    case "addLinesToCart":
      return addWanted(ctx, body.cart_id, body.lines);
    case "reorder":
      return reorder(ctx, body.cart_id, body.order);
  }
}
