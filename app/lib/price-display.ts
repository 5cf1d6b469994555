/**
 * What an item card or the product page shows as its price (storefront.md "Item card"): with a
 * promotion the new gross price, the old price, the price-info label and the lowest price of the
 * 30 days before the reduction (EU Omnibus rule); otherwise the gross price, to 2 decimals, with the
 * net price for 1 pcs. An item without a price (0.00 on the shopper's list) shows "price on request"
 * and cannot be bought. Gross prices are the ERP's: the page never applies a tax rate itself.
 */
import { fromCents, toCents } from "../../contract/money.ts";
import type { Price } from "../../contract/wire.ts";

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
