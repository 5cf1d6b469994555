import { describe, expect, it } from "vitest";
import { fromMinorUnits, toDecimalString, toMinorUnits } from "./money.ts";

describe("amounts for the providers", () => {
  it("minor units are the amount x100, rounded half up on the written decimals", () => {
    expect(toMinorUnits(123.4)).toBe(12340);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(2.675)).toBe(268);
    expect(toMinorUnits(1.004)).toBe(100);
    expect(toMinorUnits(0)).toBe(0);
    expect(toMinorUnits(4999.5)).toBe(499950);
    expect(toMinorUnits(99_999_999.99)).toBe(9_999_999_999);
  });

  it("refuses what is not an amount", () => {
    expect(() => toMinorUnits(-1)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
  });

  it("PayPal's value has exactly two decimals", () => {
    expect(toDecimalString(123.4)).toBe("123.40");
    expect(toDecimalString(5)).toBe("5.00");
    expect(toDecimalString(0.05)).toBe("0.05");
    expect(toDecimalString(1234.565)).toBe("1234.57");
    expect(toDecimalString(0.1 + 0.2)).toBe("0.30");
  });

  it("minor units and back give the same amount for every cent up to 100 EUR / PLN", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 10_000; cents++) {
      const amount = cents / 100;
      const ok =
        toMinorUnits(amount) === cents &&
        fromMinorUnits(cents) === amount &&
        Number(toDecimalString(amount)) === amount;
      if (!ok) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});
