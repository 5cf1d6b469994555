/**
 * Cart arithmetic in integer cents: line amounts under the tax class, the promo discount, the
 * shipping cost and the totals. Line gross prices are rounded per unit (as the catalogue shows
 * them), so the lines add up to what the shopper saw on the product pages.
 */
import type { Discount } from "../promo/promo.ts";
import { grossCentsAt, type BasisPoints } from "../tax/rates.ts";

/** A unit's price with VAT at the basket's rate (0 for a reverse-charge or export sale: the net price). */
export const unitPriceCents = (netCents: number, rate: BasisPoints) => grossCentsAt(netCents, rate);

export interface TotalsInput {
  /**
   * The lines; a promo code discounts only those at the shop's prices, never a quote's line
   * (`discountable: false`), whose price the office agreed (decision 0068).
   */
  lines: readonly { netCents: number; quantity: number; discountable?: boolean }[];
  /** The basket's VAT rate (erp/tax/rule.ts). */
  rate: BasisPoints;
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
  const rate = input.rate;
  let linesNet = 0;
  let linesGross = 0;
  // What a promo code may discount: the lines at the shop's prices.
  let baseNet = 0;
  let baseGross = 0;
  for (const line of input.lines) {
    const net = line.netCents * line.quantity;
    const gross = unitPriceCents(line.netCents, rate) * line.quantity;
    linesNet += net;
    linesGross += gross;
    if (line.discountable === false) continue;
    baseNet += net;
    baseGross += gross;
  }
  let discountNet = 0;
  let discountGross = 0;
  if (input.discount?.kind === "percent") {
    const pct = Math.min(Math.max(input.discount.percent, 0), 100);
    discountNet = Math.round((baseNet * pct) / 100);
    discountGross = Math.round((baseGross * pct) / 100);
  } else if (input.discount?.kind === "fixed") {
    // A fixed code takes its amount off what the shopper pays for those lines, never more than that.
    discountGross = Math.min(input.discount.grossCents, baseGross);
    discountNet = Math.min(Math.round((discountGross * 10000) / (10000 + rate)), baseNet);
  }
  const shippingNet = input.shippingNetCents ?? 0;
  const shippingGross = unitPriceCents(shippingNet, rate);
  const net = linesNet - discountNet + shippingNet;
  const gross = linesGross - discountGross + shippingGross;
  return { linesNet, linesGross, discountNet, discountGross, shippingNet, shippingGross, net, tax: gross - net, gross };
}
