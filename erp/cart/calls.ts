/** The basket's calls (/cart): the basket, its lines and fields, the address, and quick order. */
import { AddressSchema } from "../../contract/cart.ts";
import type { CallBody, ContextFields, HandlersOf } from "../call-handler.ts";
import type { CallContext } from "../context.ts";
import type { ViesOptions } from "../tax/vies.ts";
import { addToCart, cartNotFound, deleteLine, getCarts, updateLineQuantity } from "./cart.ts";
import { updateAddress, updateCartFields } from "./checkout.ts";
import { joinGuestCart, mayUseCart, openCartOf } from "./owner.ts";
import { quickOrderCall } from "./quick-order.ts";

export interface CartDeps {
  context: (body: ContextFields) => Promise<CallContext>;
  /** VIES for VAT numbers; null checks their form only. */
  vies: ViesOptions | null;
}

type BasketCall = "getCarts" | "addToCart" | "updateCart" | "updateAddress" | "addOrder";

/**
 * The context of a basket call and whether the caller may use the basket it names. A customer's
 * basket is theirs alone: to anyone else it does not exist (issue 20), except that addToCart then
 * adds to the caller's own.
 */
export async function basketCall<N extends BasketCall>(deps: CartDeps, body: CallBody<N>) {
  const ctx = await deps.context(body);
  const usable = !body.cart_id || (await mayUseCart(ctx, body.cart_id));
  if (!usable && body.action !== "addToCart") throw cartNotFound();
  return { ctx, usable };
}

/** Lines go into a basket the caller may use (theirs or a guest's), else the customer's open one. */
async function quickOrder<N extends "checkQuickOrder" | "addLinesToCart" | "reorder">(
  deps: CartDeps,
  body: CallBody<N>,
) {
  const ctx = await deps.context(body);
  if (body.action !== "checkQuickOrder") {
    const usable = !body.cart_id || (await mayUseCart(ctx, body.cart_id));
    body.cart_id = (usable ? body.cart_id : null) ?? (await openCartOf(ctx));
  }
  return { status: 200, body: await quickOrderCall(ctx, body) };
}

/** Sign-in: the guest's basket joins the customer's, priced and capped for the customer. */
export async function joinBasket(ctx: CallContext, guestCartId: string | null | undefined) {
  const cartId = await joinGuestCart(ctx, guestCartId);
  return cartId ? { cart_id: cartId, quantity: (await getCarts(ctx, cartId)).summary.quantity } : null;
}

export const cartCalls: HandlersOf<
  Exclude<BasketCall, "addOrder"> | "checkQuickOrder" | "addLinesToCart" | "reorder",
  CartDeps
> = {
  // The owner is checked in the statement that reads the basket (erp/cart/view.ts buildCart).
  getCarts: async (deps, body) => ({
    status: 200,
    body: await getCarts(await deps.context(body), body.cart_id, { owner: true }),
  }),
  addToCart: async (deps, body) => {
    const { ctx, usable } = await basketCall(deps, body);
    return {
      status: 200,
      body: await addToCart(ctx, {
        // A signed-in customer without the basket id (another device) adds to their own basket.
        cartId: (usable ? body.cart_id : null) ?? (await openCartOf(ctx)),
        itemId: body.record,
        quantity: body.quantity,
        location: body.location,
        additionalservice: body.additionalservice,
        memo: body.memo,
      }),
    };
  },
  updateCart: async (deps, body) => {
    const { ctx } = await basketCall(deps, body);
    const vies = deps.vies;
    let capped = false;
    if ("line_id" in body && body.field === "quantity") {
      capped = (await updateLineQuantity(ctx, body.cart_id, body.line_id, body.value)).capped;
    } else if ("line_id" in body && body.field === "deleted") {
      await deleteLine(ctx, body.cart_id, body.line_id);
    } else if ("changes" in body) {
      await updateCartFields(ctx, body.cart_id, body.changes, { batch: true, vies });
    } else if ("field" in body && !("line_id" in body)) {
      await updateCartFields(ctx, body.cart_id, [{ field: body.field, value: body.value }], {
        batch: false,
        vies,
      });
    }
    return { status: 200, body: { cart_id: body.cart_id, capped, ...(await getCarts(ctx, body.cart_id)) } };
  },
  updateAddress: async (deps, body) => {
    const { ctx } = await basketCall(deps, body);
    const address = AddressSchema.parse(body);
    return { status: 200, body: await updateAddress(ctx, body.cart_id, address) };
  },
  checkQuickOrder: quickOrder,
  addLinesToCart: quickOrder,
  reorder: quickOrder,
};
