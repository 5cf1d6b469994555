import { describe, expect, it } from "vitest";
import { countryName, SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import { taxLineLabel, taxNote } from "../../contract/tax-wording.ts";
import type { ShoppingCart } from "../../contract/cart.ts";
import { basketView, countryChoices } from "./basket-view.ts";
import { checkoutTranslator, translator } from "./i18n.ts";

const stock = (inStock: number, airfreightterms: { min: number | null; max: number; free: boolean } | null) => ({
  availability: [{ quantityavailable: inStock }],
  airfreightterms,
});
const NO_RULE = { min: 1, max: null, increment: 1 };
const cart = {
  _id: "cart-1",
  currency: { iso: "EUR" },
  taxtreatment: "distance",
  taxrate: 0.19,
  taxcountry: "DE",
  taxregistration: null,
  itemsamount: 300,
  grossitemsamount: 357,
  discountamount: 0,
  grossdiscountamount: 0,
  shippingmethod: "dpd",
  shippingcost: 12,
  grossshippingcost: 14.28,
  taxamount: 70.11,
  grossamount: 371.28,
  options: {
    shippingmethod: [
      { _id: "dpd", days: { min: 1, max: 3 }, cost: 12, grosscost: 14.28 },
      { _id: "ups", days: { min: 2, max: 2 }, cost: 20, grosscost: 23.8 },
    ],
    paymentmethod: [],
  },
  transactionlines: [
    {
      _id: "l1",
      quantity: 5,
      price: 11.9,
      amount: 59.5,
      baseprice: 10,
      additionalservice: { name: "airfreight" },
      item: { stock: stock(2, null), quantityrule: NO_RULE },
    },
    {
      _id: "l2",
      quantity: 3,
      price: 59.5,
      amount: 178.5,
      baseprice: 50,
      additionalservice: { name: "airfreight" },
      item: { stock: stock(0, { min: 5, max: 8, free: true }), quantityrule: NO_RULE },
    },
    {
      _id: "l3",
      quantity: 1,
      price: 119,
      amount: 119,
      baseprice: 100,
      additionalservice: null,
      // Sold in packs of 4 (a rule set after the line went in), at a level with volume tiers.
      item: { stock: stock(4, null), quantityrule: { min: 4, max: null, increment: 4 } },
      pricelevel: {
        name: "Werkstatt",
        discountpct: 12,
        tiers: [
          { from: 10, discountpct: 15, baseprice: 85, price: 101.15 },
          { from: 50, discountpct: 18, baseprice: 82, price: 97.58 },
        ],
      },
    },
  ],
} as unknown as ShoppingCart;

describe("the basket page's view", () => {
  it.each(["en", "pl", "de"] as const)("words the tax line, delivery times and cut-off (%s)", async (lang) => {
    const t = await translator(lang);
    const tc = await checkoutTranslator(lang);
    const view = basketView(cart, lang, t, tc, "13:00", "gross");
    expect(view.taxLabel).toBe(taxLineLabel(cart, lang));
    expect(view.taxNote).toBe(taxNote(cart, lang));
    expect(view.taxNote).toContain(countryName("DE", lang));
    expect(view.methodDays).toEqual({
      dpd: tc("shipping.days", { min: 1, max: 3 }),
      ups: tc("shipping.daysExact", { count: 2 }),
    });
    expect(view.cutoff).toBe({ en: "1:00 pm", pl: "13:00", de: "13:00 Uhr" }[lang]);
  });

  it("says for each airfreight line how many go by air and when, and nothing for the others", async () => {
    const view = basketView(cart, "en", await translator("en"), await checkoutTranslator("en"), null, "gross");
    expect(view.cutoff).toBeNull();
    expect(Object.keys(view.airfreight)).toEqual(["l1", "l2"]);
    expect(view.airfreight.l1).toBe(
      "Airfreight service: 3 pcs from the manufacturer. Delivery in 3-4 weeks by airfreight. Extra costs are possible; the lead time starts from payment.",
    );
    expect(view.airfreight.l2).toBe(
      "Airfreight service: 3 pcs from the manufacturer. Delivery in 5-8 days by free air freight; the lead time starts from payment.",
    );
  });

  it("has no note for a sale at the seller's own rate", async () => {
    const domestic = { ...cart, taxtreatment: "domestic", taxcountry: "PL", taxrate: 0.23 } as ShoppingCart;
    const view = basketView(domestic, "en", await translator("en"), await checkoutTranslator("en"), null, "gross");
    expect(view.taxLabel).toBe("VAT 23% (Poland)");
    expect(view.taxNote).toBeNull();
  });
});

describe("the checkout's countries", () => {
  it("are the shipping countries, named and sorted in the page's language, with their VAT prefixes", () => {
    const de = countryChoices("de");
    expect(de.map((c) => c.code).sort()).toEqual([...SHIPPING_COUNTRIES].sort());
    expect(de.map((c) => c.name)).toEqual([...de.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "de")));
    expect(de.find((c) => c.code === "DE")).toEqual({ code: "DE", name: "Deutschland", vatPrefix: "DE" });
    expect(de.find((c) => c.code === "GR")?.vatPrefix).toBe("EL");
    expect(de.find((c) => c.code === "GB")?.vatPrefix).toBeNull();
    expect(countryChoices("en").find((c) => c.code === "DE")?.name).toBe("Germany");
  });
});

describe("the basket page's figures", () => {
  it("are gross for a consumer and net for a trade customer, shipping included", async () => {
    const view = (basis: "gross" | "net") =>
      basketView(cart, "de", (() => "") as never, (() => "") as never, null, basis).figures;
    const consumer = view("gross");
    expect([consumer.lines.l1, consumer.subtotal, consumer.shipping, consumer.options.ups]).toEqual([
      { unit: 11.9, amount: 59.5 },
      357,
      14.28,
      23.8,
    ]);
    const trade = view("net");
    expect([trade.lines.l1, trade.subtotal, trade.shipping, trade.options.ups]).toEqual([
      { unit: 10, amount: 50 },
      300,
      12,
      20,
    ]);
    expect([consumer.total, trade.total]).toEqual([371.28, 371.28]);
  });
});

describe("the basket page's quantity rules and volume tiers (issue 41)", () => {
  it("words a line's rule, what its quantity breaks, and its level's tiers on the shopper's basis", async () => {
    const t = await translator("de");
    const tc = await checkoutTranslator("de");
    const view = basketView(cart, "de", t, tc, null, "net");
    // Lines without a rule or tiers say nothing.
    expect(Object.keys(view.rules)).toEqual(["l3"]);
    expect(view.rules.l3).toEqual({
      text: "Verkauf in Packungen zu 4 Stück · ab 4 Stück",
      broken:
        "Diese Menge ist nicht bestellbar: Nur in Packungen zu 4 Stück: Wählen Sie 4. Ändern Sie sie vor der Bestellung.",
      tiers: [
        { from: 10, applied: false, text: "ab 10 Stück: 85,00\u00a0€ netto pro Stück (−15 %)" },
        { from: 50, applied: false, text: "ab 50 Stück: 82,00\u00a0€ netto pro Stück (−18 %)" },
      ],
    });
    const gross = basketView(cart, "en", await translator("en"), await checkoutTranslator("en"), null, "gross");
    expect(gross.rules.l3!.tiers[0]!.text).toBe("from 10 units: €101.15 each (−15 %)");
  });
});
