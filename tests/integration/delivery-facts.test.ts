/**
 * Delivery and payment facts from one place (decision 0032): getDeliveryFacts answers the
 * carriers, the cut-off, the costs per country and method with the destination's VAT and the
 * payment methods this installation offers, from the tables the checkout itself reads, so the
 * basket's methods, carriers and days are the facts' own; the FAQ and the shipping page quote
 * them; bad input is a 400, never a 500.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as faqLoader } from "../../app/routes/faq.tsx";
import { loader as shippingLoader } from "../../app/routes/shipping.tsx";
import { createErp } from "../../erp/server.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";

const { state, client, load } = useErp();
const db = () => state.db.db;

async function pageText(loader: typeof faqLoader, path: string) {
  const page = await loader({ request: new Request(`http://shop.test${path}`), params: {}, context: load() });
  return JSON.stringify(page);
}

describe("getDeliveryFacts", () => {
  for (const transport of ["in-process", "http"] as const) {
    it(`answers carriers, cut-off and costs per country with its VAT (${transport})`, async () => {
      const facts = await client(transport, { currency: "EUR", lang: "en", country: "PL" }).deliveryFacts();
      expect(facts.cutoff).toBe("13:00");
      expect(facts.timezone).toBe("Europe/Warsaw");
      expect(facts.methods.map((m) => [m._id, m.carrier])).toEqual([
        ["intl-standard", "DPD"],
        ["intl-express", "DHL Express"],
        ["parcel-economy", "GLS"],
        ["pl-post", "Poczta Polska"],
      ]);
      const country = (code: string) => facts.countries.find((c) => c.country === code)!;
      // Poland's standard: DPD, 1 working day, €6.00 net, 23% VAT.
      expect(country("PL").rates[0]).toEqual({
        method: "intl-standard",
        netcents: 600,
        grosscents: 738,
        days: { min: 1, max: 1 },
      });
      // Germany at Germany's 19%, Norway an export without VAT.
      expect(country("DE").rates.find((r) => r.method === "intl-standard")).toMatchObject({
        netcents: 1200,
        grosscents: 1428,
        days: { min: 2, max: 2 },
      });
      expect(country("NO").rates.map((r) => [r.method, r.netcents, r.grosscents])).toEqual([
        ["intl-standard", 2900, 2900],
        ["intl-express", 5500, 5500],
      ]);
      expect(country("DE").rates.some((r) => r.method === "pl-post")).toBe(false);
    });
  }

  it("answers in the caller's language and currency", async () => {
    const facts = await client("in-process", { currency: "PLN", lang: "pl", country: "PL" }).deliveryFacts();
    expect(facts.currency).toBe("PLN");
    expect(facts.methods[0]).toMatchObject({ name: "Kurier Standard", description: expect.stringContaining("DPD") });
    expect(facts.countries.find((c) => c.country === "PL")!.rates.find((r) => r.method === "pl-post")).toMatchObject({
      netcents: 1499,
      grosscents: 1844,
    });
  });

  it("agrees with the checkout: the basket's methods have the facts' carriers, days and costs", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const erp = client("in-process", { currency: "EUR", lang: "de", country: "DE" });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const cart = (await erp.setShipCountry(cart_id, "DE")).shoppingcarts[0]!.shoppingcart;
    const facts = await erp.deliveryFacts();
    const germany = facts.countries.find((c) => c.country === "DE")!;
    expect(cart.options.shippingmethod.map((o) => [o._id, o.carrier, o.days, Math.round(o.grosscost * 100)])).toEqual(
      germany.rates.map((r) => [
        r.method,
        facts.methods.find((m) => m._id === r.method)!.carrier,
        r.days,
        r.grosscents,
      ]),
    );
  });

  it("names only the payment methods this installation offers", async () => {
    const withWallets = await client("in-process", { currency: "EUR" }).deliveryFacts();
    expect(withWallets.payments.map((p) => p._id)).toEqual(["paypal", "revolut", "bank", "demo"]);
    const bare = createErp({
      db: db(),
      payments: { config: { paypal: null, revolut: null, stripe: null } },
      vies: null,
    });
    const saved = state.active;
    state.active = bare;
    try {
      const text = await pageText(faqLoader, "/faq?lng=en");
      expect(text).toContain("Bank transfer");
      expect(text).not.toMatch(/PayPal|Revolut/);
      expect(await pageText(shippingLoader, "/shipping?lng=de")).not.toMatch(/PayPal|Revolut/);
    } finally {
      state.active = saved;
    }
    expect(await pageText(faqLoader, "/faq?lng=en")).toContain("PayPal");
  });

  it("the FAQ and the shipping page quote the ERP's cut-off and carriers, and follow a change", async () => {
    const faq = await pageText(faqLoader, "/faq?lng=pl");
    expect(faq).toContain("Zamówienia opłacone do 13:00 w dniu roboczym");
    expect(faq).not.toContain("14:00");
    expect(faq).toContain("Kurier Standard (DPD)");
    await db().execute(sql`UPDATE dispatch_settings SET cutoff = '14:30'`);
    try {
      const shipping = await pageText(shippingLoader, "/shipping?lng=en");
      expect(shipping).toContain("Orders paid by 2:30 pm on a working day");
      expect(shipping).toContain("Poczta Polska");
    } finally {
      await db().execute(sql`UPDATE dispatch_settings SET cutoff = '13:00'`);
    }
  });

  it("refuses bad input with a 400, never a 500", async () => {
    for (const body of [
      { action: "getDeliveryFacts", currency: "USD" },
      { action: "getDeliveryFacts", country: "Poland" },
      { action: "getDeliveryFacts", lang: "fr" },
      "not json at all",
    ]) {
      const answer = await state.erp.call("POST", "/delivery", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});
