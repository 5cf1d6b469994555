import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grossCentsAt, taxCents, taxDay, TaxRates, toBasisPoints } from "./rates.ts";

describe("TaxRates", () => {
  const rates = new TaxRates([
    { country: "FI", rate: "25.50", validFrom: "2024-09-01" },
    { country: "FI", rate: 24, validFrom: "2024-01-01" },
  ]);

  it("answers the row in effect on the day, newest first, in basis points", () => {
    expect(rates.rateOn("FI", new Date("2024-08-31T12:00:00Z"))).toBe(2400);
    expect(rates.rateOn("FI", new Date("2024-09-01T12:00:00Z"))).toBe(2550);
    expect(rates.rateOn("FI", new Date("2030-01-01T12:00:00Z"))).toBe(2550);
  });

  it("has no rate before the first row or for a country without rows", () => {
    expect(rates.rateOn("FI", new Date("2023-12-31T12:00:00Z"))).toBeNull();
    expect(rates.rateOn("DE", new Date("2026-01-01T12:00:00Z"))).toBeNull();
  });

  it("counts days in Warsaw time", () => {
    expect(taxDay(new Date("2024-08-31T21:59:00Z"))).toBe("2024-08-31");
    expect(taxDay(new Date("2024-08-31T22:00:00Z"))).toBe("2024-09-01");
    expect(taxDay(new Date("2024-12-31T23:00:00Z"))).toBe("2025-01-01");
  });

  it("reads percent as basis points exactly", () => {
    expect(toBasisPoints("25.50")).toBe(2550);
    expect(toBasisPoints("23.00")).toBe(2300);
    expect(toBasisPoints(17)).toBe(1700);
  });
});

describe("taxCents", () => {
  it("rounds half up to the cent", () => {
    expect(taxCents(1000, 2300)).toBe(230);
    expect(taxCents(50, 2300)).toBe(12); // 11.5 -> 12
    expect(taxCents(1, 2550)).toBe(0); // 0.255 -> 0
    expect(taxCents(2, 2550)).toBe(1); // 0.51 -> 1
    expect(grossCentsAt(9999, 1900)).toBe(11899); // 1899.81 -> 1900
    expect(grossCentsAt(12345, 0)).toBe(12345);
  });

  it("equals the exact decimal rounding for any amount and rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 9999 }), (net, rate) => {
        const exact = (BigInt(net) * BigInt(rate) * 2n + 10000n) / 20000n; // half up, in integers
        expect(taxCents(net, rate)).toBe(Number(exact));
      }),
    );
  });
});
