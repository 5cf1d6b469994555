/**
 * Whose basket is it (issue 20): a guest's basket is reached by its unguessable id alone; a signed-in
 * person's basket belongs to them (issue 41: two buyers of one company each have their own) and is
 * reached only with a session of theirs, from any device. When a shopper signs in, the basket they filled as a guest joins their own.
 */
import { sql } from "drizzle-orm";
import type { CallContext } from "../context.ts";
import { loadItemSummaries } from "../catalogue/summary-cache.ts";
import { setComponentQuantities } from "./cart.ts";
import { CART_ID, isCallersCart } from "./state.ts";

/** The signed-in person's open basket (the one changed last), or null. */
export async function openCartOf(ctx: CallContext): Promise<string | null> {
  if (!ctx.account || !ctx.person) return null;
  const { rows } = await ctx.db.execute<{ id: string }>(sql`SELECT id FROM carts
    WHERE person_id = ${ctx.person.id} AND order_id IS NULL ORDER BY updated_at DESC LIMIT 1`);
  return rows[0]?.id ?? null;
}

/**
 * Whether the caller may use the basket `cartId`: a guest's basket, or one of the caller's account.
 * An unknown id answers true (the calls themselves say it is not found or start a new basket).
 */
export async function mayUseCart(ctx: CallContext, cartId: string): Promise<boolean> {
  if (!CART_ID.test(cartId)) return true;
  const { rows } = await ctx.db.execute<{ customer: string; person_id: string | null }>(
    sql`SELECT customer, person_id FROM carts WHERE id = ${cartId}`,
  );
  return rows[0] === undefined || isCallersCart(ctx, rows[0]);
}

type GuestLine = {
  id: string;
  item_id: number;
  quantity: number;
  additionalservice: string | null;
};

/**
 * Joins a guest's basket to the signed-in customer's: with no basket of their own the guest basket
 * becomes theirs; else each of its lines is added to theirs (quantities added, capped at what can be
 * ordered) and the guest basket is deleted. One transaction that locks both baskets, so a sign-in sent
 * twice merges once. Answers the customer's basket id, or null when they have none.
 */
export async function joinGuestCart(ctx: CallContext, guestCartId: string | null | undefined): Promise<string | null> {
  const account = ctx.account;
  if (!account) return null;
  const own = await openCartOf(ctx);
  if (!guestCartId || !CART_ID.test(guestCartId) || guestCartId === own) return own;
  if (!own) {
    const claimed = await ctx.db.execute<{ id: string }>(sql`UPDATE carts
      SET customer = ${account.number}, person_id = ${ctx.person?.id ?? null}, updated_at = now()
      WHERE id = ${guestCartId} AND customer = 'guest' AND order_id IS NULL RETURNING id`);
    return claimed.rows[0]?.id ?? (await openCartOf(ctx));
  }
  const guestItems = await ctx.db.execute<{ item_id: number }>(
    sql`SELECT DISTINCT item_id FROM cart_lines WHERE cart_id = ${guestCartId} AND parent_line_id IS NULL`,
  );
  // What each part can be ordered up to, for this customer; read before the transaction (one query).
  const summaries = await loadItemSummaries(
    ctx,
    guestItems.rows.map((r) => r.item_id),
  );
  const maxOf = new Map(summaries.map((s) => [s.id, s.stock.maxquantity]));
  await ctx.db.transaction(async (tx) => {
    // Both baskets locked in one order (by id), so two merges never wait on each other in a cycle.
    const locked = await tx.execute<{ id: string; customer: string; order_id: string | null }>(sql`SELECT id, customer,
      order_id FROM carts WHERE id IN (${own}, ${guestCartId}) ORDER BY id FOR UPDATE`);
    const guest = locked.rows.find((r) => r.id === guestCartId);
    const mine = locked.rows.find((r) => r.id === own);
    if (!guest || guest.customer !== "guest" || guest.order_id || !mine || mine.order_id) return;
    const lines = await tx.execute<GuestLine>(sql`SELECT id, item_id, quantity, additionalservice FROM cart_lines
      WHERE cart_id = ${guestCartId} AND parent_line_id IS NULL ORDER BY id`);
    for (const line of lines.rows) {
      const max = maxOf.get(line.item_id) ?? 0;
      const existing = (
        await tx.execute<{ id: string; quantity: number }>(sql`SELECT id, quantity FROM cart_lines
          WHERE cart_id = ${own} AND item_id = ${line.item_id} AND parent_line_id IS NULL
            AND additionalservice IS NOT DISTINCT FROM ${line.additionalservice}`)
      ).rows[0];
      if (existing) {
        const quantity = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, max));
        await tx.execute(sql`UPDATE cart_lines SET quantity = ${quantity} WHERE id = ${existing.id}`);
        await setComponentQuantities(tx, existing.id, line.item_id, quantity);
      } else {
        // The line moves with its kit components; a part that can no longer be had stays visible as
        // a line the basket marks, as it would have in the guest basket.
        await tx.execute(sql`UPDATE cart_lines SET cart_id = ${own}
          WHERE cart_id = ${guestCartId} AND (id = ${line.id} OR parent_line_id = ${line.id})`);
      }
    }
    await tx.execute(sql`DELETE FROM carts WHERE id = ${guestCartId}`);
    await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${own}`);
  });
  return own;
}
