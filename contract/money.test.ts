import { describe, expect, it } from "vitest";
import { currenciesOf, currencyFor, formatPrice, fromCents, isCurrency, sellsIn, toCents } from "./money.ts";

const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("puts the currency before the amount in English, after it in German (Intl's rule)", () => {
    expect(formatPrice(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(formatPrice(1234.5, "EUR", "de")).toBe(`1.234,50${nbsp}€`);
    expect(formatPrice(838.2, "EUR", "de")).toBe(`838,20${nbsp}€`);
    expect(formatPrice(99, "PLN", "de")).toBe(`99,00${nbsp}zł`);
    expect(formatPrice(99, "PLN", "en")).toBe(`zł${nbsp}99.00`);
  });

  it("puts the currency after the amount in Polish, with a decimal comma", () => {
    expect(formatPrice(99, "PLN", "pl")).toBe(`99,00${nbsp}zł`);
    expect(formatPrice(12.3, "EUR", "pl")).toBe(`12,30${nbsp}€`);
    expect(formatPrice(1234.5, "PLN", "pl")).toBe(`1${nbsp}234,50${nbsp}zł`);
  });

  it("writes pounds as a UK buyer reads them in English, by Intl's rule in Polish and German", () => {
    expect(formatPrice(1234.5, "GBP", "en")).toBe("£1,234.50");
    expect(formatPrice(0.5, "GBP", "en")).toBe("£0.50");
    expect(formatPrice(1234567.89, "GBP", "en")).toBe("£1,234,567.89");
    expect(formatPrice(-12.3, "GBP", "en")).toBe("-£12.30");
    expect(formatPrice(1234.5, "GBP", "de")).toBe(`1.234,50${nbsp}£`);
    expect(formatPrice(1234.5, "GBP", "pl")).toBe(`1${nbsp}234,50${nbsp}£`);
    expect(formatPrice(12345.5, "GBP", "pl")).toBe(`12${nbsp}345,50${nbsp}£`);
    expect(formatPrice(10.005, "GBP", "en")).toBe("£10.01");
  });

  it("always shows two decimals and rounds half-cents", () => {
    expect(formatPrice(0, "EUR", "en")).toBe("€0.00");
    expect(formatPrice(10.005, "EUR", "en")).toBe("€10.01");
  });
});

describe("toCents", () => {
  it("rounds half away from zero on the decimal digits as written", () => {
    expect(toCents(123.4)).toBe(12340);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("7")).toBe(700);
    expect(toCents("0.125")).toBe(13);
  });

  it("is the inverse of fromCents for every cent up to 1,000", () => {
    const wrong: number[] = [];
    for (let cents = -1000; cents <= 100_000; cents++) if (toCents(fromCents(cents)) !== cents) wrong.push(cents);
    expect(wrong).toEqual([]);
  });

  it("gives a number the cents its written digits give, whole cents or not, up to 100 million", () => {
    const wrong: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      // Amounts with 2, 3 and 4 decimals, spread over ten orders of magnitude, both signs.
      const decimals = 2 + (i % 3);
      const scale = 10 ** decimals;
      const units = Math.round(Math.sin(i) * 10 ** (2 + (i % 9)) * scale);
      const amount = units / scale;
      const written = amount.toString();
      if (/e/.test(written)) continue;
      if (toCents(amount) !== toCents(written)) wrong.push(written);
    }
    expect(wrong).toEqual([]);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it("refuses what is not an amount", () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents("abc")).toThrow(RangeError);
  });
});

describe("the currencies of a source", () => {
  it("sells in pounds on the UK source only", () => {
    expect(currenciesOf("uk")).toEqual(["EUR", "PLN", "GBP"]);
    expect(currenciesOf("main")).toEqual(["EUR", "PLN"]);
    expect(currenciesOf("parts")).toEqual(["EUR", "PLN"]);
    expect(sellsIn("uk", "GBP")).toBe(true);
    expect(sellsIn("main", "GBP")).toBe(false);
    expect(sellsIn("parts", "EUR")).toBe(true);
    expect(isCurrency("GBP")).toBe(true);
    expect(isCurrency("gbp")).toBe(false);
  });

  it("opens in PLN for Polish, otherwise in GBP on the UK source and EUR elsewhere", () => {
    expect(currencyFor("en", "uk")).toBe("GBP");
    expect(currencyFor("de", "uk")).toBe("GBP");
    expect(currencyFor("pl", "uk")).toBe("PLN");
    expect(currencyFor("en", "main")).toBe("EUR");
    expect(currencyFor("pl", "parts")).toBe("PLN");
  });
});
