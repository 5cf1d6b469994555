import { describe, expect, it } from "vitest";
import { displayPrice } from "./price-display.ts";
import { formatPrice } from "../../contract/money.ts";

describe("price display", () => {
  it("shows the gross price and the net price for 1 pcs", () => {
    expect(displayPrice({ baseprice: 100, grossprice: 123, promotion: null })).toEqual({
      kind: "regular",
      now: 123,
      net: 100,
    });
  });

  it("shows the ERP's gross price as given: the tax rule and rate are the ERP's, not the page's", () => {
    expect(displayPrice({ baseprice: 99.99, grossprice: 118.99, promotion: null })).toEqual({
      kind: "regular",
      now: 118.99,
      net: 99.99,
    });
    expect(displayPrice({ baseprice: 10.01, grossprice: 10.01, promotion: null })).toMatchObject({ now: 10.01 });
  });

  it("with a promotion: new gross, old gross, net and the lowest price of 30 days", () => {
    const shown = displayPrice({
      baseprice: 200,
      grossprice: 246,
      promotion: { baseprice: 160, grossprice: 196.8, lowestprice30: 238.62, from: "2026-11-20T00:00:00Z" },
    });
    expect(shown).toEqual({ kind: "promotion", now: 196.8, old: 246, net: 160, lowest30: 238.62 });
  });

  it("shows 'on request' for an item without a price: nothing sells for 0.00", () => {
    expect(displayPrice({ baseprice: 0, grossprice: 0, promotion: null })).toEqual({ kind: "onRequest" });
  });

  it("formats in each language with the currency on the right side", () => {
    const shown = displayPrice({ baseprice: 1000, grossprice: 1230, promotion: null });
    const now = shown.kind === "regular" ? shown.now : NaN;
    expect(formatPrice(now, "EUR", "en")).toBe("€1,230.00");
    expect(formatPrice(now, "EUR", "de")).toBe("1.230,00\u00a0€");
    expect(formatPrice(now, "PLN", "pl")).toBe("1\u00a0230,00\u00a0zł");
  });
});
