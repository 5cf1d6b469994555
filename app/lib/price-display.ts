/**
 * What an item card or the product page shows as its price (storefront.md "Item card"): with a
 * promotion the new gross price, the old price, the price-info label and the lowest price of the
 * 30 days before the reduction (EU Omnibus rule); otherwise the gross price, or the base price times
 * the tax factor when the ERP gave no gross price, to 2 decimals, with the net price for 1 pcs.
 */
import type { Price } from "../../erp/contract.ts";
import { TAX_FACTOR } from "../../erp/catalogue/pricing.ts";

const round2 = (n: number) => Math.round(n * 100) / 100;
const gross = (grossprice: number, baseprice: number) =>
  grossprice > 0 ? round2(grossprice) : round2(baseprice * TAX_FACTOR);

export type PriceDisplay =
  | { kind: "regular"; now: number; net: number }
  | { kind: "promotion"; now: number; old: number; net: number; lowest30: number };

export function displayPrice(price: Pick<Price, "baseprice" | "grossprice" | "promotion">): PriceDisplay {
  // The old price is shown gross, like the new one, so that the two can be compared.
  const regular = gross(price.grossprice, price.baseprice);
  if (price.promotion) {
    return {
      kind: "promotion",
      now: gross(price.promotion.grossprice, price.promotion.baseprice),
      old: regular,
      net: round2(price.promotion.baseprice),
      lowest30: round2(price.promotion.lowestprice30),
    };
  }
  return { kind: "regular", now: regular, net: round2(price.baseprice) };
}
