import { describe, expect, it } from "vitest";
import { lowestPriceBefore } from "./pricing.ts";
import { toCents } from "../../contract/money.ts";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe("lowestPriceBefore", () => {
  it("takes the price in effect at the window start and every change inside the window", () => {
    const history = [
      { price: "80.00", validFrom: day(0) }, // in effect at window start (day 30)
      { price: "100.00", validFrom: day(40) },
      { price: "90.00", validFrom: day(50) },
    ];
    expect(lowestPriceBefore(history, day(60), toCents(70))).toBe(8000);
  });

  it("ignores prices older than the 30 days before the reduction once replaced", () => {
    const history = [
      { price: "50.00", validFrom: day(0) },
      { price: "100.00", validFrom: day(10) }, // in effect at window start (day 30)
      { price: "95.00", validFrom: day(45) },
    ];
    expect(lowestPriceBefore(history, day(60), toCents(70))).toBe(9500);
  });

  it("ignores the reduction itself and later entries", () => {
    const history = [
      { price: "100.00", validFrom: day(20) },
      { price: "60.00", validFrom: day(60) },
      { price: "40.00", validFrom: day(70) },
    ];
    expect(lowestPriceBefore(history, day(60), toCents(60))).toBe(10000);
  });

  it("falls back to the given price without history", () => {
    expect(lowestPriceBefore([], day(60), 4200)).toBe(4200);
  });
});
