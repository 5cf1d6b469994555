import { describe, expect, it } from "vitest";
import { cartTotals } from "../cart/totals.ts";
import { checkPromoCode, normalizePromoCode, type PromoCode } from "./promo.ts";

const now = new Date("2026-11-22T09:00:00Z");
const base: PromoCode = {
  code: "WELCOME10",
  kind: "percent",
  percent: 10,
  amounts: null,
  minAmounts: {},
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validTo: new Date("2027-12-31T23:59:59Z"),
  active: true,
};
const fixed: PromoCode = {
  ...base,
  code: "SAVE20",
  kind: "fixed",
  percent: null,
  amounts: { EUR: 20, PLN: 90 },
  minAmounts: { EUR: 150, PLN: 650 },
};

describe("promo code rules", () => {
  it("normalises what was typed", () => expect(normalizePromoCode("  welcome10 ")).toBe("WELCOME10"));

  it("a valid percentage code applies", () => {
    expect(checkPromoCode(base, { currency: "EUR", netSubtotalCents: 1000, now })).toEqual({
      ok: true,
      discount: { kind: "percent", percent: 10 },
    });
  });

  it("unknown, switched off, expired and not yet valid codes give their error codes", () => {
    const cart = { currency: "EUR", netSubtotalCents: 100_000, now };
    expect(checkPromoCode(null, cart)).toMatchObject({ ok: false, code: "PROMO_UNKNOWN" });
    expect(checkPromoCode({ ...base, active: false }, cart)).toMatchObject({ ok: false, code: "PROMO_UNKNOWN" });
    expect(checkPromoCode({ ...base, validTo: new Date("2026-08-31T23:59:59Z") }, cart)).toMatchObject({
      ok: false,
      code: "PROMO_EXPIRED",
    });
    expect(checkPromoCode({ ...base, validFrom: new Date("2026-12-01T00:00:00Z") }, cart)).toMatchObject({
      ok: false,
      code: "PROMO_NOT_YET_VALID",
    });
  });

  it("a fixed code needs its minimum net subtotal and an amount in the cart's currency", () => {
    expect(checkPromoCode(fixed, { currency: "EUR", netSubtotalCents: 14_999, now })).toMatchObject({
      ok: false,
      code: "PROMO_MINIMUM",
    });
    expect(checkPromoCode(fixed, { currency: "EUR", netSubtotalCents: 15_000, now })).toEqual({
      ok: true,
      discount: { kind: "fixed", grossCents: 2000 },
    });
    expect(checkPromoCode(fixed, { currency: "PLN", netSubtotalCents: 65_000, now })).toEqual({
      ok: true,
      discount: { kind: "fixed", grossCents: 9000 },
    });
    expect(
      checkPromoCode(
        { ...fixed, amounts: { EUR: 20 }, minAmounts: {} },
        { currency: "PLN", netSubtotalCents: 65_000, now },
      ),
    ).toMatchObject({ ok: false, code: "PROMO_CURRENCY" });
  });
});

describe("cart totals with a promo code", () => {
  const lines = [
    { netCents: 10_000, quantity: 2 }, // gross 123.00 each
    { netCents: 3_333, quantity: 1 }, // gross 41.00 (40.9959 rounded)
  ];

  it("without discount or shipping: the lines, tax = gross - net", () => {
    const t = cartTotals({ lines, rate: 2300, discount: null, shippingNetCents: null });
    expect(t).toMatchObject({
      linesNet: 23_333,
      linesGross: 24_600 + 4_100,
      discountNet: 0,
      shippingNet: 0,
      gross: 28_700,
      net: 23_333,
    });
    expect(t.tax).toBe(28_700 - 23_333);
  });

  it("10 % off takes 10 % of the net and of the gross lines", () => {
    const t = cartTotals({
      lines,
      rate: 2300,
      discount: { kind: "percent", percent: 10 },
      shippingNetCents: 1_500,
    });
    expect(t.discountNet).toBe(2_333);
    expect(t.discountGross).toBe(2_870);
    expect(t.shippingGross).toBe(1_845);
    expect(t.gross).toBe(28_700 - 2_870 + 1_845);
    expect(t.net).toBe(23_333 - 2_333 + 1_500);
    expect(t.tax).toBe(t.gross - t.net);
  });

  it("a fixed amount comes off the gross; its net share is the amount without tax", () => {
    const t = cartTotals({
      lines,
      rate: 2300,
      discount: { kind: "fixed", grossCents: 2_000 },
      shippingNetCents: null,
    });
    expect(t.discountGross).toBe(2_000);
    expect(t.discountNet).toBe(1_626);
    expect(t.gross).toBe(26_700);
  });

  it("a fixed amount never exceeds the lines", () => {
    const t = cartTotals({
      lines: [{ netCents: 1_000, quantity: 1 }],
      rate: 2300,
      discount: { kind: "fixed", grossCents: 5_000 },
      shippingNetCents: 1_000,
    });
    expect(t.discountGross).toBe(1_230);
    expect(t.discountNet).toBe(1_000);
    expect(t.gross).toBe(1_230);
  });

  it("a quote's line is not discounted: a percentage and a fixed amount count the other lines only", () => {
    const quoted = [
      { netCents: 10_000, quantity: 1 },
      { netCents: 5_000, quantity: 2, discountable: false },
    ];
    const percent = cartTotals({
      lines: quoted,
      rate: 2300,
      discount: { kind: "percent", percent: 10 },
      shippingNetCents: null,
    });
    expect(percent.linesNet).toBe(20_000);
    expect(percent.discountNet).toBe(1_000);
    expect(percent.discountGross).toBe(1_230);
    const fixed = cartTotals({
      lines: quoted,
      rate: 2300,
      discount: { kind: "fixed", grossCents: 50_000 },
      shippingNetCents: null,
    });
    expect(fixed.discountGross).toBe(12_300);
    expect(fixed.discountNet).toBe(10_000);
    const allQuoted = cartTotals({
      lines: [{ netCents: 5_000, quantity: 2, discountable: false }],
      rate: 2300,
      discount: { kind: "percent", percent: 50 },
      shippingNetCents: null,
    });
    expect(allQuoted.discountNet).toBe(0);
    expect(allQuoted.gross).toBe(12_300);
  });

  it("zero rate: prices and discount are net, no tax", () => {
    const t = cartTotals({
      lines,
      rate: 0,
      discount: { kind: "fixed", grossCents: 2_000 },
      shippingNetCents: 1_500,
    });
    expect(t.linesGross).toBe(23_333);
    expect(t.discountNet).toBe(2_000);
    expect(t.shippingGross).toBe(1_500);
    expect(t.tax).toBe(0);
    expect(t.gross).toBe(23_333 - 2_000 + 1_500);
  });
});
