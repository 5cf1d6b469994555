import { describe, expect, it } from "vitest";
import { displayPrice, orderFigures, priceBasisFor, quantityTotal, summaryFigures } from "./price-display.ts";
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

/** A German consumer's basket as the ERP answers it: 2 lines at 19 %, shipping 12.00 net = 14.28 gross. */
const cart = {
  transactionlines: [
    { _id: "a", quantity: 2, price: 292.56, baseprice: 245.85, amount: 585.12 },
    { _id: "b", quantity: 1, price: 215.87, baseprice: 181.4, amount: 215.87 },
    { _id: "c", quantity: 1, price: 0, baseprice: 0, amount: 0 },
  ],
  itemsamount: 673.1,
  grossitemsamount: 800.99,
  discountamount: 0,
  grossdiscountamount: 0,
  shippingcost: 12,
  grossshippingcost: 14.28,
  shippingmethod: "standard",
  taxamount: 130.17,
  grossamount: 815.27,
  options: {
    shippingmethod: [
      { _id: "standard", cost: 12, grosscost: 14.28 },
      { _id: "express", cost: 25, grosscost: 29.75 },
    ],
  },
} as unknown as Parameters<typeof summaryFigures>[0];

const cents = (n: number) => Math.round(n * 100);

describe("basket figures by the shopper's basis", () => {
  it("a consumer sees gross amounts only: lines, shipping and the options, adding up to the total", () => {
    const f = summaryFigures(cart, priceBasisFor(false));
    expect(f.basis).toBe("gross");
    expect(f.lines.a).toEqual({ unit: 292.56, amount: 585.12 });
    expect(f.subtotal).toBe(800.99);
    expect(f.shipping).toBe(14.28);
    expect(f.options).toEqual({ standard: 14.28, express: 29.75 });
    expect(cents(f.subtotal) - cents(f.discount) + cents(f.shipping!)).toBe(cents(f.total));
  });

  it("a trade customer sees net amounts, shipping net, and the VAT added before the total", () => {
    const f = summaryFigures(cart, priceBasisFor(true));
    expect(f.basis).toBe("net");
    expect(f.lines.a).toEqual({ unit: 245.85, amount: 491.7 });
    expect(f.lines.b).toEqual({ unit: 181.4, amount: 181.4 });
    expect(f.subtotal).toBe(673.1);
    expect(f.shipping).toBe(12);
    expect(f.options).toEqual({ standard: 12, express: 25 });
    expect(cents(f.subtotal) - cents(f.discount) + cents(f.shipping!) + cents(f.tax)).toBe(cents(f.total));
  });

  it("takes a discount in the basis's terms and shows no shipping before a method is chosen", () => {
    const discounted = { ...cart, discountamount: 10, grossdiscountamount: 11.9, shippingmethod: null };
    expect(summaryFigures(discounted, "gross")).toMatchObject({ discount: 11.9, shipping: null });
    expect(summaryFigures(discounted, "net")).toMatchObject({ discount: 10, shipping: null });
  });
});

describe("an order's figures on the order page", () => {
  /** The basket above with a 10.00 net / 11.90 gross discount, as the ERP keeps it on the order. */
  const order = {
    transactionlines: cart.transactionlines,
    itemsamount: 673.1,
    discountamount: 10,
    shippingcost: 12,
    grossshippingcost: 14.28,
    taxamount: 128.27,
    grossamount: 803.37,
  } as unknown as Parameters<typeof orderFigures>[0];

  it("a consumer's: the lines' gross sum, the gross discount, gross shipping, adding up to the total", () => {
    const f = orderFigures(order, "gross");
    expect(f).toMatchObject({ subtotal: 800.99, discount: 11.9, shipping: 14.28, total: 803.37, tax: 128.27 });
    expect(cents(f.subtotal) - cents(f.discount) + cents(f.shipping!)).toBe(cents(f.total));
  });

  it("a trade customer's: net lines, subtotal, discount and shipping, the VAT added to the total", () => {
    const f = orderFigures(order, "net");
    expect(f.lines.a).toEqual({ unit: 245.85, amount: 491.7 });
    expect(f).toMatchObject({ subtotal: 673.1, discount: 10, shipping: 12 });
    expect(cents(f.subtotal) - cents(f.discount) + cents(f.shipping!) + cents(f.tax)).toBe(cents(f.total));
  });

  it("shows no discount where the order has none", () => {
    const plain = { ...order, discountamount: 0, taxamount: 130.17, grossamount: 815.27 };
    expect(orderFigures(plain, "gross")).toMatchObject({ discount: 0, subtotal: 800.99, total: 815.27 });
  });
});

describe("the product page's total for a quantity", () => {
  const level = { name: "Werkstatt", discountpct: 12, baseprice: 87.99, grossprice: 104.71, tiers: [] };
  it("a consumer's is the ERP's gross amount", () => {
    expect(quantityTotal({ amount: 246, level: null }, 2)).toEqual({ amount: 246, net: false });
  });
  it("a trade customer's is their net unit price times the quantity, in cents", () => {
    expect(quantityTotal({ amount: 314.13, level }, 3)).toEqual({ amount: 263.97, net: true });
  });
});
