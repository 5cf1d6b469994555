import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("puts the currency before the amount in English and German", () => {
    expect(formatPrice(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(formatPrice(1234.5, "EUR", "de")).toBe(`€${nbsp}1.234,50`);
    expect(formatPrice(99, "PLN", "en")).toBe(`zł${nbsp}99.00`);
  });

  it("puts the currency after the amount in Polish, with a decimal comma", () => {
    expect(formatPrice(99, "PLN", "pl")).toBe(`99,00${nbsp}zł`);
    expect(formatPrice(12.3, "EUR", "pl")).toBe(`12,30${nbsp}€`);
  });

  it("always shows two decimals and rounds half-cents", () => {
    expect(formatPrice(0, "EUR", "en")).toBe("€0.00");
    expect(formatPrice(10.005, "EUR", "en")).toBe("€10.01");
  });
});
