import { describe, expect, it } from "vitest";
import type { ItemSummary } from "../../contract/item.ts";
import { itemCardView, itemCardViews, priceView, variantTexts } from "./item-card.ts";

const today = new Date("2026-11-22T10:00:00Z");
const item = (over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: 7,
  urlcomponent: "dba4433",
  name: "DBA4433",
  description: "Front disc",
  manufacturer: "DBA",
  manufacturergroup: "DBA",
  brand: "dba",
  category: "disc",
  recordtype: "inventoryitem",
  deadstock: false,
  quantityrule: { min: 1, max: null, increment: 1 },
  photos: [
    { url: "/media/a.jpg", name: "a" },
    { url: "/media/b.jpg", name: "b" },
  ],
  price: {
    currency: "EUR",
    symbol: "€",
    quantity: 1,
    amount: 1230,
    baseprice: 1000,
    grossprice: 1230,
    taxrate: 0.23,
    taxcountry: "PL",
    level: null,
    promotion: null,
  },
  stock: {
    availability: [
      {
        location: "TORUN",
        quantityavailable: 2,
        default: true,
        dropship: false,
        alternative: false,
        specialbackorder: false,
        multilocationavailable: false,
      },
    ],
    deliveries: [],
    manufacturerstock: 0,
    specialbackorder: false,
    airfreight: false,
    airfreightterms: null,
    maxquantity: 2,
  },
  ...over,
});

describe("item card view", () => {
  it("holds only what the card shows: link, name, description, first photo, price texts, stock label", () => {
    expect(itemCardView(item(), "en", today)).toEqual({
      id: 7,
      url: "/dba4433",
      name: "DBA4433",
      description: "Front disc",
      photo: "/media/a.jpg",
      price: { kind: "regular", now: "€1,230.00", net: "€1,000.00", tax: "23%" },
      stock: "inStock",
    });
  });

  it("has no photo for an item without photos, and the label of the stock case", () => {
    const none = item({ photos: [], stock: { ...item().stock, availability: [], maxquantity: 0 } });
    expect(itemCardView(none, "en", today)).toMatchObject({ photo: null, stock: "outOfStock" });
  });

  it("formats prices in the shopper's language, promotions with old price and lowest 30-day price", () => {
    const price = {
      currency: "PLN" as const,
      baseprice: 200,
      grossprice: 246,
      taxrate: 0.23,
      level: null,
      promotion: { baseprice: 160, grossprice: 196.8, lowestprice30: 238.62, from: "2026-11-20T00:00:00Z" },
    };
    expect(priceView(price, "pl")).toEqual({
      kind: "promotion",
      now: "196,80\u00a0zł",
      old: "246,00\u00a0zł",
      net: "160,00\u00a0zł",
      lowest30: "238,62\u00a0zł",
      tax: "23%",
    });
    expect(priceView({ ...price, currency: "EUR" }, "de")).toMatchObject({ now: "196,80\u00a0€" });
    expect(itemCardViews([item(), item({ id: 8 })], "de", today).map((v) => v.price)).toMatchObject([
      { now: "1.230,00\u00a0€", tax: "23\u00a0%" },
      { now: "1.230,00\u00a0€" },
    ]);
  });

  it("says the VAT rate of the price, none for goods leaving the EU, and 'on request' without a price", () => {
    const price = {
      currency: "EUR" as const,
      baseprice: 100,
      grossprice: 125.5,
      taxrate: 0.255,
      promotion: null,
      level: null,
    };
    expect(priceView(price, "en")).toMatchObject({ tax: "25.5%" });
    expect(priceView(price, "pl")).toMatchObject({ tax: "25,5%" });
    expect(priceView({ ...price, grossprice: 100, taxrate: 0 }, "en")).toMatchObject({ tax: null, now: "€100.00" });
    expect(priceView({ ...price, baseprice: 0, grossprice: 0 }, "de")).toEqual({ kind: "onRequest" });
  });

  it("shows a signed-in trade customer's price net first, the net list price beside it, VAT at the end", () => {
    const price = {
      currency: "EUR" as const,
      baseprice: 100,
      grossprice: 123,
      taxrate: 0.23,
      promotion: null,
      level: { name: "Werkstatt", discountpct: 12.5, baseprice: 87.5, grossprice: 107.63, tiers: [] },
    };
    expect(priceView(price, "de")).toEqual({
      kind: "customer",
      now: "87,50\u00a0€",
      list: "100,00\u00a0€",
      gross: "107,63\u00a0€",
      discount: "12,5",
      tax: "23\u00a0%",
    });
  });
});

describe("the variants of the chosen vehicle a listed part fits (issue 43 item 5)", () => {
  const fit = (variant: string, engine: string, yearFrom: number | null, yearTo: number | null) => ({
    variant,
    engine,
    yearFrom,
    yearTo,
  });
  it("names variant, engine and years of each, once; none in a list without a chosen vehicle", () => {
    const view = itemCardView(
      item({
        fits: [
          fit("AN120/AN130", "2.8 D-4D 1GD-FTV", 2015, 2024),
          fit("AN120/AN130", "2.8 D-4D 1GD-FTV", 2015, 2024),
          fit("AN10/AN20", "", 2005, 2015),
        ],
      }),
      "de",
      today,
    );
    expect(view.fits).toEqual(["AN120/AN130, 2.8 D-4D 1GD-FTV, 2015–2024", "AN10/AN20, 2005–2015"]);
    expect(itemCardView(item(), "de", today)).not.toHaveProperty("fits");
  });
  it("says nothing to name for a part that fits every variant, and cuts a long list short", () => {
    expect(variantTexts([fit("", "", null, null), fit("X", "", 2001, 2001)])).toEqual([]);
    expect(variantTexts([1, 2, 3, 4, 5].map((n) => fit(`V${n}`, "", 2000 + n, null)))).toEqual([
      "V1, 2001",
      "V2, 2002",
      "V3, 2003",
      "…",
    ]);
  });
});
