/** Basket changes made by the storefront's forms, keeping the session's cart id and count in step with the ERP. */
import { ErpCallError, type ErpClient } from "./erp.ts";
import type { Notice, ShopSession } from "./session.ts";
import { rememberBasket } from "./shop.ts";
import { QUANTITY_LIMIT } from "../../contract/wire-constants.ts";

const cap = (quantity: number) => Math.min(quantity, QUANTITY_LIMIT);

export async function addItem(
  erp: ErpClient,
  session: ShopSession,
  cartId: string | null,
  record: number,
  quantity: number,
): Promise<Notice> {
  // The basket and its session cookie are strictly necessary: no consent is asked (decision 0030).
  let added;
  try {
    added = await erp.addToCart({ cart_id: cartId, record, quantity: cap(quantity) });
  } catch (error) {
    if (error instanceof ErpCallError && error.code === "OUT_OF_STOCK")
      return { key: "errors.unavailable", tone: "warning" };
    if (error instanceof ErpCallError && error.code === "NOT_PRICED")
      return { key: "errors.notPriced", tone: "warning" };
    if (error instanceof ErpCallError && error.code === "NOT_FOUND")
      return { key: "errors.itemNotFound", tone: "warning" };
    throw error;
  }
  const carts = await erp.getCarts(added.cart_id);
  rememberBasket(session, added.cart_id, carts.summary.quantity);
  const line = carts.shoppingcarts[0]?.shoppingcart.transactionlines.find(
    (l) => l.item.id === record && !l.kitcomponent,
  );
  return added.capped
    ? { key: "product.addedCapped", params: { count: line?.quantity ?? added.quantity }, tone: "warning" }
    : { key: "product.added", tone: "success", brief: true };
}

export async function changeQuantity(
  erp: ErpClient,
  session: ShopSession,
  cartId: string,
  lineId: string,
  quantity: number,
): Promise<Notice> {
  const result = await erp.updateQuantity(cartId, lineId, cap(quantity));
  rememberBasket(session, cartId, result.summary.quantity);
  const line = result.shoppingcarts[0]?.shoppingcart.transactionlines.find((l) => l._id === lineId);
  return result.capped
    ? { key: "basket.capped", params: { count: line?.quantity ?? 1 }, tone: "warning" }
    : { key: "basket.updated", tone: "success" };
}

export async function removeLine(
  erp: ErpClient,
  session: ShopSession,
  cartId: string,
  lineId: string,
): Promise<Notice> {
  const result = await erp.deleteLine(cartId, lineId);
  rememberBasket(session, cartId, result.summary.quantity);
  return { key: "basket.removed", tone: "success" };
}
