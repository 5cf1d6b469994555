import { describe, expect, it } from "vitest";
import { currencyFor } from "../../contract/money.ts";
import { needsCurrencyQuestion } from "./currency-question.ts";

describe("currency question on a language switch", () => {
  it("asks when switching to Polish with EUR, and away from Polish with PLN", () => {
    expect(needsCurrencyQuestion("/", "EUR", "pl")).toBe(true);
    expect(needsCurrencyQuestion("/catalogue/dba", "PLN", "en")).toBe(true);
    expect(needsCurrencyQuestion("/news", "PLN", "de")).toBe(true);
  });
  it("does not ask when the currency already fits", () => {
    expect(needsCurrencyQuestion("/", "PLN", "pl")).toBe(false);
    expect(needsCurrencyQuestion("/", "EUR", "en")).toBe(false);
    expect(needsCurrencyQuestion("/", "EUR", "de")).toBe(false);
  });
  it("never asks on order pages", () => {
    expect(needsCurrencyQuestion("/order/123", "EUR", "pl")).toBe(false);
    expect(needsCurrencyQuestion("/order", "PLN", "en")).toBe(false);
    expect(needsCurrencyQuestion("/orders-info", "EUR", "pl")).toBe(true);
  });
  it("offers PLN for Polish and EUR otherwise", () => {
    expect(currencyFor("pl")).toBe("PLN");
    expect(currencyFor("en")).toBe("EUR");
    expect(currencyFor("de")).toBe("EUR");
  });
});
