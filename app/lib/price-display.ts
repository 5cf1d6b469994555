/**
 * What an item card or the product page shows as its price (storefront.md "Item card"): with a
 * promotion the new gross price, the old price, the price-info label and the lowest price of the
 * 30 days before the reduction (EU Omnibus rule); otherwise the gross price, to 2 decimals, with the
 * net price for 1 pcs. An item without a price (0.00 on the shopper's list) shows "price on request"
 * and cannot be bought. Gross prices are the ERP's: the page never applies a tax rate itself.
 */
import { fromCents, toCents } from "../../contract/money.ts";
import type { Price, ShoppingCart } from "../../contract/wire.ts";

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
