/**
 * The United Kingdom as a shipping destination (issue 22 item 1, decisions 0034 and 0039) on
 * PostgreSQL: Great Britain's shipping methods and costs (migration 0026), its totals at UK VAT under
 * the seller's UK registration (the demo catalogue's, migration 0029) or at 0% as an export without
 * one, the order and what its e-mail and PDF say in three languages, stock and delivery times from
 * the Birmingham warehouse, and Northern Ireland (XI) inside the EU's VAT area for goods.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import type { Language } from "../../contract/languages.ts";
import { toCents } from "../../contract/money.ts";
import { taxNote } from "../../contract/tax-wording.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, pdfText, readyCart, SHIPPING } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;

const LONDON = { ...SHIPPING, address: "10 Downing Street", address2: "", city: "London", zip: "SW1A 2AA" };
const BELFAST = { ...SHIPPING, address: "1 Donegall Square", address2: "", city: "Belfast", zip: "BT1 5GS" };

const cartOf = async (erp: ErpClient, cartId: string) => (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;

/** A basket for the item to `country`, with an address of that country and the standard parcel. */
async function ukCart(erp: ErpClient, itemId: number, country: "GB" | "XI", address = LONDON, quantity = 1) {
  const cartId = await readyCart(erp, itemId, quantity, country);
  const shipping = await erp.updateAddress(cartId, { ...address, country });
  await erp.updateCartFields(cartId, [{ field: "shippingaddress", value: shipping._id }]);
  return cartId;
}

async function reservations(orderId: string) {
  const rows = await db().execute(sql`SELECT r.location_id, sum(r.quantity)::int AS quantity
    FROM stock_reservations r WHERE r.order_id = ${orderId} GROUP BY r.location_id ORDER BY r.location_id`);
  return rows.rows as { location_id: string; quantity: number }[];
}

async function confirmationMail(orderId: string) {
  const rows = await db().execute(
    sql`SELECT body FROM mail_outbox WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${orderId}`,
  );
  return (rows.rows[0] as { body: string }).body;
}

/** The gross of a net amount at 20%, rounded half up in cents as the basket rounds. */
const at20 = (net: number) => toCents(net) + Math.floor((toCents(net) * 2000 + 5000) / 10000);
const DEMO_UK_VAT = "GB999999999";

describe("shipping to Great Britain", () => {
  it("offers the parcel services of the GB zone at their costs with UK VAT, in EUR and PLN", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    for (const [currency, costs] of [
      ["EUR", { "intl-standard": 9, "intl-express": 18, "parcel-economy": 7.5 }],
      ["PLN", { "intl-standard": 38, "intl-express": 77, "parcel-economy": 32 }],
    ] as const) {
      const erp = client("in-process", { currency });
      const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
      const cart = (await erp.setShipCountry(cart_id, "GB")).shoppingcarts[0]!.shoppingcart;
      const options = Object.fromEntries(cart.options.shippingmethod.map((o) => [o._id, o]));
      // The Polish national carrier serves Poland only.
      expect(Object.keys(options).sort(), currency).toEqual(Object.keys(costs).sort());
      for (const [method, cost] of Object.entries(costs)) {
        expect(options[method]!.cost, `${currency} ${method}`).toBe(cost);
        expect(toCents(options[method]!.grosscost), `${currency} ${method}`).toBe(at20(cost));
      }
      // Parcels inside the UK from Birmingham: a working day or two by the standard service.
      expect(options["intl-standard"]!.days).toEqual({ min: 1, max: 2 });
      expect(cart).toMatchObject({
        taxclass: "standard",
        taxtreatment: "registered",
        taxrate: 0.2,
        taxcountry: "GB",
        taxregistration: DEMO_UK_VAT,
      });
    }
  });

  it("totals a GB basket in integer cents at UK VAT: lines and shipping at 20%", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const cartId = await ukCart(erp, item.id, "GB", LONDON, 3);
    const cart = await cartOf(erp, cartId);
    const line = cart.transactionlines[0]!;
    expect(toCents(line.price)).toBe(at20(line.baseprice));
    expect(cart.shippingcost).toBe(9);
    expect(toCents(cart.grossshippingcost)).toBe(at20(9));
    expect(cart.taxamount).toBeGreaterThan(0);
    expect(toCents(cart.grossamount)).toBe(3 * toCents(line.price) + toCents(cart.grossshippingcost));
  });

  it("places the order at UK VAT under the seller's UK number, from Birmingham first; e-mail and PDF say so in the buyer's language", async () => {
    for (const lang of ["en", "pl", "de"] as const satisfies readonly Language[]) {
      const erp = client("in-process", { lang });
      const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 2 });
      const cartId = await ukCart(erp, item.id, "GB", LONDON, 3);
      const placed = await erp.addOrder(cartId);
      const order = await erp.getTransaction(placed._id);
      expect(order).toMatchObject({
        taxclass: "standard",
        taxtreatment: "registered",
        taxrate: 0.2,
        taxcountry: "GB",
        taxregistration: DEMO_UK_VAT,
        shipcountry: "GB",
      });
      expect(order.taxamount).toBeGreaterThan(0);
      // Birmingham serves Great Britain: its two units first, the third from Toruń.
      expect(await reservations(placed._id)).toEqual([
        { location_id: "BIRMINGHAM", quantity: 2 },
        { location_id: "TORUN", quantity: 1 },
      ]);
      const note = taxNote(order, lang)!;
      expect(note).toContain(DEMO_UK_VAT);
      expect(note).toMatch({ en: /Delivered duty paid/, pl: /opłaconym cłem/, de: /Verzollt geliefert/ }[lang]);
      const mail = (await confirmationMail(placed._id)).replace(/=\r?\n/g, "");
      expect(mail).toContain(DEMO_UK_VAT);
      expect(mail).not.toMatch(/Article 146|art\. 146|Artikel 146/);
      const pdf = pdfText(Buffer.from((await erp.orderPdf(placed._id))!)).replace(/\s+/g, " ");
      expect(pdf).toContain(DEMO_UK_VAT);
      expect(pdf).toContain({ en: "VAT 20%", pl: "VAT 20%", de: "MwSt. 20" }[lang]);
    }
  });

  it("without a UK registration (the Dutch company has none) a GB order is an export at 0%, import VAT due on delivery", async () => {
    const erp = client("in-process", { country: "NL" });
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const cartId = await ukCart(erp, item.id, "GB", LONDON, 1);
    const cart = await cartOf(erp, cartId);
    expect(cart).toMatchObject({ taxclass: "zero", taxtreatment: "export", taxrate: 0, taxregistration: null });
    expect(cart.transactionlines[0]!.price).toBe(cart.transactionlines[0]!.baseprice);
    const order = await erp.getTransaction((await erp.addOrder(cartId))._id);
    expect(order).toMatchObject({ taxtreatment: "export", taxamount: 0, taxregistration: null });
    const mail = (await confirmationMail(order._id)).replace(/=\r?\n/g, "");
    expect(mail).toContain("Article 146");
    expect(mail).toMatch(/Import VAT and customs duties/);
  });

  it("shows stock and delivery times of the Birmingham warehouse to a buyer in Great Britain", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 0, BIRMINGHAM: 4 });
    const defaultOf = async (over: Parameters<typeof client>[1]) => {
      const { item: found } = await client("in-process", over).getItem(item.urlcomponent);
      return found.stock.availability.find((a) => a.default)?.location ?? null;
    };
    expect(await defaultOf({ country: "GB" })).toBe("BIRMINGHAM");
    expect(await defaultOf({ country: "DE", taxCountry: "GB" })).toBe("BIRMINGHAM");
    expect(await defaultOf({ country: "DE" })).toBe("TORUN");
    expect(await defaultOf({ country: "GB", taxCountry: "DE" })).toBe("TORUN");
    // The basket's lines follow the basket's delivery country, whatever the visitor's.
    const erp = client("in-process", { country: "DE" });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const before = (await cartOf(erp, cart_id)).transactionlines[0]!.item.stock.availability;
    expect(before.find((a) => a.default)?.location).toBe("TORUN");
    const gb = (await erp.setShipCountry(cart_id, "GB")).shoppingcarts[0]!.shoppingcart;
    expect(gb.transactionlines[0]!.item.stock.availability.find((a) => a.default)?.location).toBe("BIRMINGHAM");
  });

  it("refuses a Northern Ireland postcode for Great Britain, whose VAT differs", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await ukCart(erp, item.id, "GB", BELFAST);
    const error = await expectError(erp.addOrder(cartId), 400, "CHECKOUT_INCOMPLETE");
    expect(Object.keys(error.fields ?? {})).toEqual(["shipzip"]);
    const notUk = await ukCart(erp, item.id, "GB", { ...LONDON, zip: "87-100" });
    expect(Object.keys((await expectError(erp.addOrder(notUk), 400, "CHECKOUT_INCOMPLETE")).fields ?? {})).toEqual([
      "shipzip",
    ]);
    // Nothing was reserved for either.
    const reserved = await db().execute(sql`SELECT count(*)::int AS n FROM stock_reservations r
      JOIN order_lines l ON l.id = r.order_line_id WHERE l.item_id = ${item.id}`);
    expect((reserved.rows[0] as { n: number }).n).toBe(0);
  });
});

describe("shipping to Northern Ireland (XI)", () => {
  it("is a distance sale at the UK's 20% from Toruń, never an export", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const cartId = await ukCart(erp, item.id, "XI", BELFAST);
    const cart = await cartOf(erp, cartId);
    expect(cart).toMatchObject({ taxclass: "standard", taxtreatment: "distance", taxrate: 0.2, taxcountry: "XI" });
    expect(cart.options.shippingmethod.map((o) => o._id)).toContain("intl-standard");
    const line = cart.transactionlines[0]!;
    expect(toCents(line.price)).toBe(
      toCents(line.baseprice) + Math.floor((toCents(line.baseprice) * 2000 + 5000) / 10000),
    );
    const placed = await erp.addOrder(cartId);
    expect(await reservations(placed._id)).toEqual([{ location_id: "TORUN", quantity: 1 }]);
    await expectError(erp.addOrder(await ukCart(erp, item.id, "XI", LONDON)), 400, "CHECKOUT_INCOMPLETE");
  });

  it("zero-rates a business whose XI number VIES confirmed (intra-Community supply)", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await ukCart(erp, item.id, "XI", BELFAST);
    const billing = await erp.updateAddress(cartId, { ...BELFAST, name: "Belfast Parts Ltd", country: "XI" });
    await erp.updateCartFields(cartId, [{ field: "billingaddress", value: billing._id }]);
    expect(await erp.checkTaxNumber(cartId, "XI", "123456789")).toBe("valid");
    expect(state.vies.calls.at(-1)).toMatchObject({ countryCode: "XI", vatNumber: "123456789" });
    expect(await cartOf(erp, cartId)).toMatchObject({ taxtreatment: "intra-community", taxrate: 0 });
  });
});

describe("trade customers in the United Kingdom", () => {
  it("the office creates a customer in Great Britain or Northern Ireland, not in a country the shop does not ship to", async () => {
    const create = (country: string) =>
      runCustomersCommand(
        db(),
        [
          "create",
          "--email",
          `uk-${country}-${Date.now()}@trade.example`,
          "--company",
          "Parts Ltd",
          "--contact",
          "Sam Jones",
          "--country",
          country,
        ],
        { now: () => new Date(), shopUrl: "https://shop.example" },
      );
    expect((await create("GB")).ok).toBe(true);
    expect((await create("XI")).ok).toBe(true);
    expect((await create("US")).ok).toBe(false);
  });
});
