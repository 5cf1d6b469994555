/**
 * Cart arithmetic in integer cents: line amounts under the tax class, the promo discount, the
 * shipping cost and the totals. Line gross prices are rounded per unit (as the catalogue shows
 * them), so the lines add up to what the shopper saw on the product pages.
 */
import { grossCents } from "../catalogue/pricing.ts";
import type { TaxClass } from "../../contract/wire.ts";
import { taxRateOf } from "../tax/tax-class.ts";
import type { Discount } from "../promo/promo.ts";

/** A unit's price with tax under the class: gross for standard, the net price for zero rate. */
export const unitPriceCents = (netCents: number, taxClass: TaxClass) =>
  taxClass === "standard" ? grossCents(netCents) : netCents;

export interface TotalsInput {
  lines: readonly { netCents: number; quantity: number }[];
  taxClass: TaxClass;
  discount: Discount | null;
  /** Net shipping cost, null before a method is chosen. */
  shippingNetCents: number | null;
}

export interface Totals {
  linesNet: number;
  linesGross: number;
  discountNet: number;
  discountGross: number;
  shippingNet: number;
  shippingGross: number;
  net: number;
  tax: number;
  gross: number;
}

export function cartTotals(input: TotalsInput): Totals {
  const rate = taxRateOf(input.taxClass);
  let linesNet = 0;
  let linesGross = 0;
  for (const line of input.lines) {
    linesNet += line.netCents * line.quantity;
    linesGross += unitPriceCents(line.netCents, input.taxClass) * line.quantity;
  }
  let discountNet = 0;
  let discountGross = 0;
  if (input.discount?.kind === "percent") {
    const pct = Math.min(Math.max(input.discount.percent, 0), 100);
    discountNet = Math.round((linesNet * pct) / 100);
    discountGross = Math.round((linesGross * pct) / 100);
  } else if (input.discount?.kind === "fixed") {
    // A fixed code takes its amount off what the shopper pays for the lines, never more than that.
    discountGross = Math.min(input.discount.grossCents, linesGross);
    discountNet = Math.min(Math.round(discountGross / (1 + rate)), linesNet);
  }
  const shippingNet = input.shippingNetCents ?? 0;
  const shippingGross = unitPriceCents(shippingNet, input.taxClass);
  const net = linesNet - discountNet + shippingNet;
  const gross = linesGross - discountGross + shippingGross;
  return { linesNet, linesGross, discountNet, discountGross, shippingNet, shippingGross, net, tax: gross - net, gross };
}
