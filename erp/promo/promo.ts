/**
 * Promo codes: whether a code applies to a cart (validity window, minimum net subtotal, currency)
 * and the discount it gives. Pure functions; the codes themselves live in the promo_codes table.
 */
import type { ErrorCode } from "../../contract/errors.ts";

export interface PromoCode {
  code: string;
  kind: "percent" | "fixed";
  /** Percentage off the lines (kind percent). */
  percent: number | null;
  /** Gross amount off per currency (kind fixed): { EUR: 20, PLN: 90 }. */
  amounts: Record<string, number> | null;
  /** Minimum net subtotal per currency; a currency without an entry has no minimum. */
  minAmounts: Record<string, number>;
  validFrom: Date;
  validTo: Date;
  active: boolean;
}

/** The discount as the totals need it: a percentage, or a fixed gross amount in cents. */
export type Discount = { kind: "percent"; percent: number } | { kind: "fixed"; grossCents: number };

export type PromoCheck = { ok: true; discount: Discount } | { ok: false; code: ErrorCode; message: string };

/** Normalises what the shopper typed: trimmed, upper case. */
export const normalizePromoCode = (value: string) => value.trim().toUpperCase();

export function checkPromoCode(
  promo: PromoCode | null,
  cart: { currency: string; netSubtotalCents: number; now: Date },
): PromoCheck {
  if (!promo || !promo.active) return { ok: false, code: "PROMO_UNKNOWN", message: "Unknown promo code" };
  if (cart.now.getTime() < promo.validFrom.getTime()) {
    return {
      ok: false,
      code: "PROMO_NOT_YET_VALID",
      message: `The promo code is valid from ${promo.validFrom.toISOString().slice(0, 10)}`,
    };
  }
  if (cart.now.getTime() > promo.validTo.getTime()) {
    return { ok: false, code: "PROMO_EXPIRED", message: "The promo code has expired" };
  }
  const minimum = promo.minAmounts[cart.currency];
  if (minimum !== undefined && cart.netSubtotalCents < Math.round(minimum * 100)) {
    return {
      ok: false,
      code: "PROMO_MINIMUM",
      message: `The promo code needs a subtotal of at least ${minimum.toFixed(2)} ${cart.currency}`,
    };
  }
  if (promo.kind === "percent") return { ok: true, discount: { kind: "percent", percent: promo.percent ?? 0 } };
  const amount = promo.amounts?.[cart.currency];
  if (amount === undefined) {
    return { ok: false, code: "PROMO_CURRENCY", message: `The promo code cannot be used with ${cart.currency}` };
  }
  return { ok: true, discount: { kind: "fixed", grossCents: Math.round(amount * 100) } };
}
