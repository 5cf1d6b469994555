import { describe, expect, it } from "vitest";
import { currencyFor } from "../../contract/money.ts";
import { needsCurrencyQuestion } from "./currency-question.ts";

describe("currency question on a language switch", () => {
  it("asks when switching to Polish with EUR, and away from Polish with PLN", () => {
    expect(needsCurrencyQuestion("/", "EUR", "pl", "main")).toBe(true);
    expect(needsCurrencyQuestion("/catalogue/dba", "PLN", "en", "main")).toBe(true);
    expect(needsCurrencyQuestion("/news", "PLN", "de", "main")).toBe(true);
  });
  it("does not ask when the currency already fits", () => {
    expect(needsCurrencyQuestion("/", "PLN", "pl", "main")).toBe(false);
    expect(needsCurrencyQuestion("/", "EUR", "en", "main")).toBe(false);
    expect(needsCurrencyQuestion("/", "EUR", "de", "parts")).toBe(false);
  });
  it("never asks on order pages", () => {
    expect(needsCurrencyQuestion("/order/123", "EUR", "pl", "main")).toBe(false);
    expect(needsCurrencyQuestion("/order", "PLN", "en", "main")).toBe(false);
    expect(needsCurrencyQuestion("/orders-info", "EUR", "pl", "main")).toBe(true);
  });
  it("offers PLN for Polish and EUR otherwise", () => {
    expect(currencyFor("pl", "main")).toBe("PLN");
    expect(currencyFor("en", "main")).toBe("EUR");
    expect(currencyFor("de", "parts")).toBe("EUR");
  });
  it("offers GBP instead of EUR on the UK source, and asks there as elsewhere", () => {
    expect(currencyFor("en", "uk")).toBe("GBP");
    expect(currencyFor("de", "uk")).toBe("GBP");
    expect(currencyFor("pl", "uk")).toBe("PLN");
    // Away from Polish with PLN: pounds are offered; to Polish with pounds: złoty.
    expect(needsCurrencyQuestion("/", "PLN", "en", "uk")).toBe(true);
    expect(needsCurrencyQuestion("/", "GBP", "pl", "uk")).toBe(true);
    // English to German in pounds: pounds fit both.
    expect(needsCurrencyQuestion("/", "GBP", "de", "uk")).toBe(false);
    // Euro on the UK source (a buyer shipping to the continent) is asked about, as PLN is elsewhere.
    expect(needsCurrencyQuestion("/", "EUR", "en", "uk")).toBe(true);
  });
});
