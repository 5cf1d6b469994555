/**
 * What an item card or the product page shows as its price (storefront.md "Item card"): with a
 * promotion the new gross price, the old price, the price-info label and the lowest price of the
 * 30 days before the reduction (EU Omnibus rule); otherwise the gross price, to 2 decimals, with the
 * net price for 1 pcs. An item without a price (0.00 on the shopper's list) shows "price on request"
 * and cannot be bought. Gross prices are the ERP's: the page never applies a tax rate itself.
 */
import { fromCents, toCents } from "../../contract/money.ts";
import type { Order } from "../../contract/orders.ts";
import type { Price } from "../../contract/item.ts";
import type { ShoppingCart } from "../../contract/cart.ts";

const round2 = (n: number) => fromCents(toCents(n));

export type PriceDisplay =
  | { kind: "regular"; now: number; net: number }
  | { kind: "promotion"; now: number; old: number; net: number; lowest30: number }
  | { kind: "onRequest" };

/** Whether an item has a price the shopper can buy at (nothing sells for 0.00). */
export const isPriced = (price: Pick<Price, "baseprice">) => price.baseprice > 0;

export function displayPrice(price: Pick<Price, "baseprice" | "grossprice" | "promotion">): PriceDisplay {
  if (!isPriced(price)) return { kind: "onRequest" };
  // The old price is shown gross, like the new one, so that the two can be compared.
  const regular = round2(price.grossprice);
  if (price.promotion) {
    return {
      kind: "promotion",
      now: round2(price.promotion.grossprice),
      old: regular,
      net: round2(price.promotion.baseprice),
      lowest30: round2(price.promotion.lowestprice30),
    };
  }
  return { kind: "regular", now: regular, net: round2(price.baseprice) };
}

/**
 * Whose figures a basket shows (issue 43): a consumer sees every amount with VAT, shipping
 * included, and the VAT it contains after the total; a trade customer (a signed-in account,
 * decision 0028) sees net amounts, shipping net too, with the VAT added before the total.
 */
export type PriceBasis = "gross" | "net";

export const priceBasisFor = (signedIn: boolean): PriceBasis => (signedIn ? "net" : "gross");

type SummaryCart = Pick<
  ShoppingCart,
  | "transactionlines"
  | "itemsamount"
  | "grossitemsamount"
  | "discountamount"
  | "grossdiscountamount"
  | "shippingcost"
  | "grossshippingcost"
  | "shippingmethod"
  | "taxamount"
  | "grossamount"
  | "options"
>;

/** The basket's amounts in the order the summary shows them, all of them the ERP's (no rate applied here). */
export interface SummaryFigures {
  basis: PriceBasis;
  /** Each line's unit price and amount, by the line's id. */
  lines: Record<string, { unit: number; amount: number }>;
  subtotal: number;
  /** 0 without a discount. */
  discount: number;
  /** Null before a shipping method is chosen. */
  shipping: number | null;
  /** Each shipping option's cost, by the method's id. */
  options: Record<string, number>;
  tax: number;
  total: number;
}

export function summaryFigures(cart: SummaryCart, basis: PriceBasis): SummaryFigures {
  const gross = basis === "gross";
  const lines: SummaryFigures["lines"] = {};
  for (const line of cart.transactionlines) {
    // The ERP's net unit price times the quantity, in cents: a line's net amount as the ERP sums it.
    lines[line._id] = gross
      ? { unit: line.price, amount: line.amount }
      : { unit: line.baseprice, amount: fromCents(toCents(line.baseprice) * line.quantity) };
  }
  const chosen = cart.options.shippingmethod.some((o) => o._id === cart.shippingmethod);
  return {
    basis,
    lines,
    subtotal: gross ? cart.grossitemsamount : cart.itemsamount,
    discount: gross ? cart.grossdiscountamount : cart.discountamount,
    shipping: chosen ? (gross ? cart.grossshippingcost : cart.shippingcost) : null,
    options: Object.fromEntries(cart.options.shippingmethod.map((o) => [o._id, gross ? o.grosscost : o.cost])),
    tax: cart.taxamount,
    total: cart.grossamount,
  };
}

type SummaryOrder = Pick<
  Order,
  | "transactionlines"
  | "itemsamount"
  | "discountamount"
  | "shippingcost"
  | "grossshippingcost"
  | "taxamount"
  | "grossamount"
>;

/**
 * An order's amounts as the order page shows them, on the same basis as its basket's: gross for a
 * consumer, net for a trade customer. An order keeps its lines' gross and net prices, the net
 * subtotal and discount, both shipping costs, the VAT and the total; the gross subtotal is its
 * lines' sum and the gross discount what is left between that, the shipping and the total (in
 * cents, so nothing is rounded again and no rate is applied here).
 */
export function orderFigures(order: SummaryOrder, basis: PriceBasis): Omit<SummaryFigures, "options"> {
  const gross = basis === "gross";
  const lines: SummaryFigures["lines"] = {};
  let linesGross = 0;
  for (const line of order.transactionlines) {
    linesGross += toCents(line.amount);
    lines[line._id] = gross
      ? { unit: line.price, amount: line.amount }
      : { unit: line.baseprice, amount: fromCents(toCents(line.baseprice) * line.quantity) };
  }
  const discountGross = linesGross + toCents(order.grossshippingcost) - toCents(order.grossamount);
  return {
    basis,
    lines,
    subtotal: gross ? fromCents(linesGross) : order.itemsamount,
    discount: gross ? (order.discountamount > 0 ? fromCents(discountGross) : 0) : order.discountamount,
    shipping: gross ? order.grossshippingcost : order.shippingcost,
    tax: order.taxamount,
    total: order.grossamount,
  };
}

/**
 * The product page's "Total for n pcs": what a consumer pays (the ERP's gross amount for the
 * quantity), or for a trade customer at their level the net amount (their net unit price times n,
 * in cents), as the basket will show each of them.
 */
export function quantityTotal(
  price: Pick<Price, "amount" | "level">,
  quantity: number,
): { amount: number; net: boolean } {
  return price.level
    ? { amount: fromCents(toCents(price.level.baseprice) * quantity), net: true }
    : { amount: price.amount, net: false };
}
