/**
 * The ERP side of checkout (docs/decisions/0008-checkout.md): shipping country, tax class, promo codes, currency switch, placing an order exactly once with
 * stock reserved atomically, payment status, confirmation e-mail and the order PDF. Items that get
 * ordered are clones of demo items, so the other suites' stock stays as the seed made it.
 */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { ErpCallError, erpClient } from "../../app/.server/erp.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import { createErp } from "../../erp/server.ts";
import { markPaidByOffice } from "../../erp/ops/order-paid.ts";
import { markOrderPaid } from "../../erp/orders/orders.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { context, useErp, expectError } from "./harness.ts";
import {
  cloneItem as cloneItemIn,
  pdfText,
  readyCart,
  SHIPPING,
  stockOf as stockIn,
  type Stock,
} from "./fixtures/orders.ts";

const { state, client } = useErp();
const db = () => state.db.db;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}

// Orders take units from clones of demo items (tests/integration/fixtures/orders.ts).
const cloneItem = (from: string, stock: Stock, manufacturerstock?: number) =>
  cloneItemIn(db(), from, stock, manufacturerstock);
const stockOf = (itemId: number) => stockIn(db(), itemId);

describe.each(["in-process", "http"] as const)("placing an order over the %s transport", (transport) => {
  it("basket -> country -> methods -> addresses -> order -> order page, PDF, payment", async () => {
    const lang = transport === "http" ? "pl" : "en";
    const erp = client(transport, { lang });
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 2 });

    let cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.shippingmethod).toEqual([]);
    // The demo catalogue's demo payment page comes last (decision 0071).
    expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["paypal", "revolut", "bank", "demo"]);
    expect(cart.shippingcost).toBe(0);

    cart = (await erp.setShipCountry(cart_id, "DE")).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.shippingmethod.map((m) => m._id)).toEqual(["intl-standard", "intl-express", "parcel-economy"]);
    expect(cart.shippingcost).toBe(0); // no method chosen yet
    cart = (await erp.setShippingMethod(cart_id, "intl-standard")).shoppingcarts[0]!.shoppingcart;
    expect(cart.shippingcost).toBe(12);
    // A consumer in Germany: German VAT (19%) on the shipping too (decision 0020).
    expect(cart.grossshippingcost).toBe(14.28);
    expect(cart).toMatchObject({ taxtreatment: "distance", taxcountry: "DE", taxrate: 0.19 });
    await erp.setPaymentMethod(cart_id, "bank");
    await expectError(erp.setShippingMethod(cart_id, "pl-post"), 400, "METHOD_UNAVAILABLE");

    const before = await erp.getCarts(cart_id);
    const expected = before.shoppingcarts[0]!.shoppingcart;
    expect(expected.grossamount).toBeCloseTo(expected.itemsamount + expected.shippingcost + expected.taxamount, 2);

    const placed = await erp.placeOrder(cart_id, {
      email: "hans@example.com",
      shipping: {
        ...SHIPPING,
        addressee: "Hans Müller",
        address: "Hauptstraße 1",
        city: "Berlin",
        zip: "10115",
        country: "DE",
      },
      billing: {
        ...SHIPPING,
        addressee: "Hans Müller",
        name: "Müller Motorsport GmbH",
        address: "Ringstraße 9",
        city: "Köln",
        zip: "50667",
        country: "DE",
      },
      comment: "Please call before delivery",
      sendtogether: true,
    });
    expect(placed._id).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.name).toMatch(/^WEB-2026-\d{6}$/);
    expect(placed.created).toBe(true);

    const order = await erp.getTransaction(placed._id);
    expect(order).toMatchObject({
      _id: placed._id,
      name: placed.name,
      status: { _id: "pendingPayment" },
      paymentstatus: "unpaid",
      paymentmethod: { _id: "bank" },
      shippingmethod: { _id: "intl-standard" },
      comment: "Please call before delivery",
      email: "hans@example.com",
      currency: { iso: "EUR" },
      itemsamount: expected.itemsamount,
      shippingcost: 12,
      taxamount: expected.taxamount,
      grossamount: expected.grossamount,
      taxrate: 0.19,
      taxtreatment: "distance",
      taxcountry: "DE",
      sendtogether: true,
      pendingquantity: 2,
      shipaddressee: "Hans Müller",
      shipcity: "Berlin",
      shipcountry: "DE",
      billcompany: "Müller Motorsport GmbH",
      billcity: "Köln",
      lang,
    });
    expect(order.transactionlines).toHaveLength(1);
    expect(order.transactionlines[0]).toMatchObject({
      quantity: 2,
      item: { id: item.id },
      amount: expected.transactionlines[0]!.amount,
    });
    expect(await stockOf(item.id)).toBe(8);

    // The confirmation e-mail, in the customer's language, written with the order.
    const mail = await one<{ recipient: string; subject: string; body: string }>(
      sql`SELECT recipient, subject, body FROM mail_outbox WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${placed._id}`,
    );
    expect(mail.recipient).toBe("hans@example.com");
    expect(mail.subject).toBe(
      lang === "pl" ? `Potwierdzenie zamówienia ${placed.name}` : `Order confirmation ${placed.name}`,
    );
    expect(mail.body).toContain(`/order/${placed._id}`);

    // The cart is now the order: a repeat answers the same id, changes are refused, adding starts a new basket.
    expect(await erp.addOrder(cart_id)).toEqual({ _id: placed._id, name: placed.name, created: false });
    expect((await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.orderid).toBe(placed._id);
    await expectError(erp.setShipCountry(cart_id, "PL"), 409, "CART_ORDERED");
    const fresh = await erp.addToCart({ cart_id, record: item.id, quantity: 1 });
    expect(fresh.cart_id).not.toBe(cart_id);

    // The order PDF.
    const pdf = await erp.orderPdf(placed._id);
    expect(pdf).not.toBeNull();
    const buffer = Buffer.from(pdf!);
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(buffer);
    expect(text).toContain(placed.name);
    expect(text).toContain("Müller Motorsport GmbH");
    expect(text).toContain("BDO");
    expect(await erp.orderPdf("0".repeat(32))).toBeNull();
    expect(await erp.orderPdf("not-an-order-id-at-all")).toBeNull();

    // Payment: idempotent.
    // The office books the transfer (erp/ops/order-paid.ts); the storefront's contract cannot mark it paid.
    expect(await markPaidByOffice(db(), placed.name, "bank statement 42")).toEqual({
      ok: true,
      message: `${placed.name} marked paid`,
    });
    expect(await markPaidByOffice(db(), placed._id, null)).toEqual({
      ok: true,
      message: `${placed.name} was already paid`,
    });
    expect(await markPaidByOffice(db(), "WEB-1999-000000", null)).toMatchObject({ ok: false });
    // No call of the contract marks an order paid: the ERP refuses what was setPaymentStatus.
    const refused = await state.transports.http.post("/cart", {
      action: "setPaymentStatus",
      transaction_id: fresh.cart_id,
      status: "COMPLETED",
    });
    expect(refused.status).toBe(400);
    expect(await erp.getTransaction(placed._id)).toMatchObject({
      paymentstatus: "paid",
      status: { _id: "pendingFulfillment" },
    });
    await expectError(erp.getTransaction("f".repeat(32)), 404, "NOT_FOUND");
  });
});

describe("the shipping country, the tax class and the currency", () => {
  it("a country change clears both methods and sets the tax class", async () => {
    const erp = client("in-process");
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    await erp.setShipCountry(cart_id, "PL");
    let cart = (
      await erp.updateCartFields(cart_id, [
        { field: "shippingmethod", value: "pl-post" },
        { field: "paymentmethod", value: "paypal" },
      ])
    ).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({
      shippingmethod: "pl-post",
      paymentmethod: "paypal",
      taxclass: "standard",
      shippingcost: 3.5,
    });
    const standardGross = cart.transactionlines[0]!.price;

    cart = (await erp.setShipCountry(cart_id, "NO")).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({
      shipcountry: "NO",
      shippingmethod: null,
      paymentmethod: null,
      taxclass: "zero",
      taxrate: 0,
      taxamount: 0,
      shippingcost: 0,
    });
    expect(cart.transactionlines[0]!.price).toBe(cart.transactionlines[0]!.baseprice);
    expect(cart.options.shippingmethod.map((m) => m._id)).toEqual(["intl-standard", "intl-express"]);

    for (const [country, taxclass] of [
      ["XA", "standard"],
      ["XM", "standard"],
      ["IC", "zero"],
      ["CH", "zero"],
      ["GR", "standard"],
    ] as const) {
      cart = (await erp.setShipCountry(cart_id, country)).shoppingcarts[0]!.shoppingcart;
      expect(cart.taxclass, country).toBe(taxclass);
    }
    cart = (await erp.setShipCountry(cart_id, "PL")).shoppingcarts[0]!.shoppingcart;
    expect(cart.transactionlines[0]!.price).toBe(standardGross);
    await expectError(erp.call("updateCart", { cart_id, field: "tax", value: "zero" }), 400, "BAD_REQUEST");
    await expectError(erp.call("updateCart", { cart_id, field: "shipcountry", value: "Poland" }), 400, "BAD_REQUEST");
    // A batch is all or nothing: a bad change keeps the good one before it from being written.
    const err = await expectError(
      erp.updateCartFields(cart_id, [
        { field: "comment", value: "should not stay" },
        { field: "shippingmethod", value: "no-such-method" },
      ]),
      400,
      "METHOD_UNAVAILABLE",
    );
    expect(err.fields).toHaveProperty("shippingmethod");
    expect((await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.comment).toBe("");
    await expectError(
      erp.call("updateCart", { cart_id, changes: [{ field: "sendtogether", value: "yes" }], refresh: true }),
      400,
      "BAD_REQUEST",
    );
  });

  it("a currency switch reprices every line and the shipping cost", async () => {
    const erp = client("in-process");
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const kit = (await erp.getItem(DEMO_FIXTURES.comboKit)).item;
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 2 });
    await erp.addToCart({ cart_id, record: kit.id, quantity: 1 });
    await erp.setShipCountry(cart_id, "PL");
    await erp.setShippingMethod(cart_id, "pl-post");
    const eur = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(eur.currency.iso).toBe("EUR");
    const pln = (await erp.setCartCurrency(cart_id, "PLN")).shoppingcarts[0]!.shoppingcart;
    expect(pln.currency).toEqual({ iso: "PLN", symbol: "zł" });
    const plnClient = client("in-process", { currency: "PLN" });
    for (const line of pln.transactionlines.filter((l) => !l.kitcomponent)) {
      const { price } = await plnClient.getPrice(line.item.id, line.quantity);
      expect(line.price, line.item.name).toBe(price.promotion?.grossprice ?? price.grossprice);
      expect(line.price).toBeGreaterThan(eur.transactionlines.find((l) => l._id === line._id)!.price * 3);
    }
    expect(pln.shippingcost).toBe(14.99);
    expect(pln.shippingmethod).toBe("pl-post");
    expect(pln.grossamount).toBeGreaterThan(eur.grossamount * 3);
  });
});

describe("promo codes", () => {
  it("apply, change and remove a code; unknown, expired and not yet valid codes are refused", async () => {
    const erp = client("in-process");
    const item = (await erp.getItem(DEMO_FIXTURES.inStock)).item;
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const plain = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;

    let cart = (await erp.applyPromoCode(cart_id, " welcome10 ")).shoppingcarts[0]!.shoppingcart;
    expect(cart.promocode).toBe("WELCOME10");
    expect(cart.promocodestatus).toBeNull();
    expect(cart.discountamount).toBeCloseTo(Math.round(plain.itemsamount * 10) / 100, 2);
    expect(cart.grossamount).toBeCloseTo(plain.grossamount - cart.grossdiscountamount, 2);

    const unit = item.price.promotion?.baseprice ?? item.price.baseprice;
    if (unit < 150) {
      const err = await expectError(erp.applyPromoCode(cart_id, "SAVE20"), 400, "PROMO_MINIMUM");
      expect(err.fields?.promocode?.[0]).toContain("150.00 EUR");
      expect((await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.promocode).toBe("WELCOME10");
      await erp.updateQuantity(cart_id, cart.transactionlines[0]!._id, Math.ceil(150 / unit));
    }
    cart = (await erp.applyPromoCode(cart_id, "SAVE20")).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ promocode: "SAVE20", promocodestatus: null, grossdiscountamount: 20 });
    expect(cart.grossamount).toBeCloseTo(cart.grossitemsamount - 20, 2);

    await expectError(erp.applyPromoCode(cart_id, "NOPE"), 400, "PROMO_UNKNOWN");
    await expectError(erp.applyPromoCode(cart_id, "SUMMER25"), 400, "PROMO_EXPIRED");
    await expectError(erp.applyPromoCode(cart_id, "XMAS15"), 400, "PROMO_NOT_YET_VALID");
    expect((await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.promocode).toBe("SAVE20");

    // Removing lines below the minimum keeps the code but it gives nothing, and says why.
    cart = (await erp.updateQuantity(cart_id, cart.transactionlines[0]!._id, 1)).shoppingcarts[0]!.shoppingcart;
    if (unit < 150)
      expect(cart).toMatchObject({ promocode: "SAVE20", promocodestatus: "PROMO_MINIMUM", discountamount: 0 });

    // A EUR-only code in a PLN cart.
    await erp.applyPromoCode(cart_id, "EURO5");
    cart = (await erp.setCartCurrency(cart_id, "PLN")).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ promocode: "EURO5", promocodestatus: "PROMO_CURRENCY", discountamount: 0 });

    cart = (await erp.removePromoCode(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ promocode: null, promocodestatus: null, discountamount: 0, grossdiscountamount: 0 });
  });

  it("an order refuses a code that no longer applies and carries one that does", async () => {
    const erp = client("in-process");
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cart_id = await readyCart(erp, item.id);
    await erp.applyPromoCode(cart_id, "EURO5");
    await erp.setCartCurrency(cart_id, "PLN");
    await expectError(erp.addOrder(cart_id), 400, "PROMO_CURRENCY");
    await erp.setCartCurrency(cart_id, "EUR");
    await erp.setPaymentMethod(cart_id, "bank");
    const placed = await erp.addOrder(cart_id);
    const order = await erp.getTransaction(placed._id);
    expect(order).toMatchObject({ promocode: "EURO5" });
    expect(order.grossamount).toBeCloseTo(
      order.itemsamount - order.discountamount + order.shippingcost + order.taxamount,
      2,
    );
  });
});

describe("send-together and airfreight", () => {
  it("a line with a prolonged delivery makes the cart send-together; the order takes the manufacturer's stock", async () => {
    const erp = client("in-process");
    const normal = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const { cart_id } = await erp.addToCart({ record: normal.id, quantity: 1 });
    let cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ sendtogether: false, sendtogetherrequired: false, backorderquantity: 0 });
    cart = (await erp.updateCartField(cart_id, "sendtogether", true)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ sendtogether: true, sendtogetherrequired: false });

    const air = await cloneItem(DEMO_FIXTURES.airfreight, { TORUN: 0 }, 5);
    const cart2 = await readyCart(erp, air.id, 2);
    cart = (await erp.getCarts(cart2)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ sendtogether: true, sendtogetherrequired: true, backorderquantity: 2 });
    const placed = await erp.addOrder(cart2);
    const order = await erp.getTransaction(placed._id);
    expect(order).toMatchObject({ sendtogether: true, backorderquantity: 2 });
    expect(order.transactionlines[0]!.backorderquantity).toBe(2);
    expect((await one<{ m: number }>(sql`SELECT manufacturerstock AS m FROM items WHERE id = ${air.id}`)).m).toBe(3);
    const reservation = await one<{ location_id: string; from_manufacturer_stock: boolean; quantity: number }>(
      sql`SELECT location_id, from_manufacturer_stock, quantity FROM stock_reservations WHERE order_id = ${placed._id}`,
    );
    expect(reservation).toEqual({ location_id: "MANUFACTURER", from_manufacturer_stock: true, quantity: 2 });
  });
});

describe("a brand's airfreight lead time (decision 0044)", () => {
  it("reaches the product and the basket line's service, and a change of it reaches the search cards", async () => {
    const erp = client("in-process");
    const brand = `air${crypto.randomUUID().slice(0, 8)}`;
    const air = await cloneItem(DEMO_FIXTURES.airfreight, { TORUN: 0 }, 5);
    await db()
      .execute(sql`INSERT INTO brands (id, name, manufacturer_group_id, airfreight, airfreight_min_days, airfreight_max_days, airfreight_free)
      SELECT ${brand}, ${brand}, b.manufacturer_group_id, true, 14, 21, true FROM brands b JOIN items i ON i.brand_id = b.id WHERE i.id = ${air.id}`);
    await db().execute(sql`UPDATE items SET brand_id = ${brand} WHERE id = ${air.id}`);
    const { item } = await erp.getItem(air.urlcomponent);
    expect(item.stock.airfreightterms).toEqual({ min: 14, max: 21, free: true });

    const cartId = await readyCart(erp, air.id, 2);
    const line = (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
    expect(line.additionalservice?.description).toBe(
      "Airfreight from the manufacturer: 2 pcs, 14-21 days from payment, free airfreight",
    );

    // The office changes the brand's terms: the change log tells the search index to renew the
    // brand's cards (their trade facts), as for the airfreight flag; a change of its name does not.
    const logged = async () =>
      (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_changes WHERE item_id = ${air.id} AND trade`))
        .n;
    const before = await logged();
    await db()
      .execute(sql`UPDATE brands SET airfreight_min_days = NULL, airfreight_max_days = 28, airfreight_free = false
      WHERE id = ${brand}`);
    expect(await logged()).toBe(before + 1);
    await db().execute(sql`UPDATE brands SET name = ${`${brand} renamed`} WHERE id = ${brand}`);
    expect(await logged()).toBe(before + 1);
    expect((await erp.getItem(air.urlcomponent)).item.stock.airfreightterms).toEqual({
      min: null,
      max: 28,
      free: false,
    });
    // A lead time the rule cannot word is refused by the database.
    await expect(
      db().execute(sql`UPDATE brands SET airfreight_min_days = 30, airfreight_max_days = 20 WHERE id = ${brand}`),
    ).rejects.toMatchObject({ cause: { constraint: "brands_airfreight_days" } });
  });
});

describe("placing orders under load and failure", () => {
  it("refuses an incomplete checkout and names what is missing", async () => {
    const erp = client("in-process");
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const err = await expectError(erp.addOrder(cart_id), 400, "CHECKOUT_INCOMPLETE");
    expect(Object.keys(err.fields ?? {})).toEqual(
      expect.arrayContaining(["shippingaddress", "shipemail", "shipcountry", "shippingmethod", "paymentmethod"]),
    );
    expect(await stockOf(item.id)).toBe(5);
  });

  it("50 concurrent orders for the last 3 units: exactly 3 orders, stock 0, never negative", async () => {
    const erp = client("in-process");
    const item = await cloneItem(DEMO_FIXTURES.lowStock, { TORUN: 3 });
    const carts: string[] = [];
    for (let i = 0; i < 50; i++) carts.push(await readyCart(erp, item.id, 1));
    const results = await Promise.allSettled(carts.map((c, i) => client(i % 2 ? "http" : "in-process").addOrder(c)));
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ErpCallError);
      expect((r.reason as ErpCallError).code).toBe("OUT_OF_STOCK");
      expect((r.reason as ErpCallError).message).toMatch(/Only 0 of 1 × /);
    }
    expect(await stockOf(item.id)).toBe(0);
    const reserved = await one<{ n: number; orders: number }>(
      sql`SELECT coalesce(sum(quantity), 0)::int AS n, count(DISTINCT order_id)::int AS orders FROM stock_reservations WHERE item_id = ${item.id}`,
    );
    expect(reserved).toEqual({ n: 3, orders: 3 });
    const refusedCarts = carts.filter((_, i) => results[i]!.status === "rejected");
    const written = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ANY(${`{${refusedCarts.join(",")}}`}::uuid[])`,
    );
    expect(written.n).toBe(0);
  });

  it("20 parallel addOrder calls of one basket give one order", async () => {
    const erp = client("in-process");
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const cart_id = await readyCart(erp, item.id, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client(i % 2 ? "http" : "in-process").addOrder(cart_id)),
    );
    expect(new Set(results.map((r) => r._id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart_id}`)).n).toBe(1);
    expect(
      (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM mail_outbox WHERE payload ->> 'order_id' = ${results[0]!._id}`,
        )
      ).n,
    ).toBe(1);
    expect(await stockOf(item.id)).toBe(8);

    // Two racing payment confirmations mark it paid once.
    const paid = await Promise.all([markOrderPaid(db(), results[0]!._id), markOrderPaid(db(), results[0]!._id)]);
    expect(paid.map((p) => p.changed).sort()).toEqual([false, true]);
    expect(
      (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${results[0]!._id} AND kind = 'paid'`,
        )
      ).n,
    ).toBe(1);
  });

  it("a line that cannot be covered fails the whole order, names the line and writes nothing", async () => {
    const erp = client("in-process");
    const plenty = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const scarce = await cloneItem(DEMO_FIXTURES.lowStock, { TORUN: 2 });
    const cart_id = await readyCart(erp, plenty.id, 3);
    await erp.addToCart({ cart_id, record: scarce.id, quantity: 2 });
    await db().execute(sql`UPDATE stock SET quantityavailable = 1 WHERE item_id = ${scarce.id}`); // sold elsewhere meanwhile
    const line = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines.find(
      (l) => l.item.id === scarce.id,
    )!;
    const err = await expectError(erp.addOrder(cart_id), 409, "OUT_OF_STOCK");
    expect(err.message).toContain(line.item.name);
    expect(Object.keys(err.fields ?? {})).toEqual([`transactionlines.${line._id}`]);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart_id}`)).n).toBe(0);
  });

  it("refuses to add an item without a price on the shopper's list, and writes no basket", async () => {
    const erp = client("in-process");
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 5 });
    await db().execute(
      sql`UPDATE prices SET baseprice = 0, promotion = NULL WHERE item_id = ${item.id} AND currency = 'EUR'`,
    );
    const carts = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM carts`)).n;
    const before = await carts();
    const err = await expectError(erp.addToCart({ record: item.id, quantity: 1 }), 409, "NOT_PRICED");
    expect(err.message).toMatch(/no price/);
    expect(await carts()).toBe(before);
    // No row on the list at all is the same as 0.00.
    await db().execute(sql`DELETE FROM prices WHERE item_id = ${item.id}`);
    await expectError(erp.addToCart({ record: item.id, quantity: 1 }), 409, "NOT_PRICED");
  });

  it("refuses to place an order with a line whose price went to 0.00, naming the line, and reserves nothing", async () => {
    const erp = client("in-process");
    const priced = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const losing = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const cart_id = await readyCart(erp, priced.id, 2);
    await erp.addToCart({ cart_id, record: losing.id, quantity: 1 });
    await db().execute(sql`UPDATE prices SET baseprice = 0, promotion = NULL WHERE item_id = ${losing.id}`);
    const line = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines.find(
      (l) => l.item.id === losing.id,
    )!;
    expect(line.baseprice).toBe(0);
    const err = await expectError(erp.addOrder(cart_id), 409, "NOT_PRICED");
    expect(err.message).toContain(line.item.name);
    expect(Object.keys(err.fields ?? {})).toEqual([`transactionlines.${line._id}`]);
    expect(await stockOf(priced.id)).toBe(10);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart_id}`)).n).toBe(0);
  });

  it("a request that dies inside the order transaction leaves no half order and no reserved stock", async () => {
    const crashing = createErp({
      db: db(),
      now: () => new Date(inject("today")),
      log: () => {},
      orderHooks: {
        beforeCommit: () => {
          throw new Error("simulated crash after the lines were written");
        },
      },
    });
    const erp = erpClient(context(), inProcessTransport(crashing));
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 4 });
    const cart_id = await readyCart(erp, item.id, 3);
    const counts = async () =>
      one<{ orders: number; lines: number; reservations: number; mails: number; events: number }>(sql`SELECT
        (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS lines,
        (SELECT count(*) FROM stock_reservations)::int AS reservations,
        (SELECT count(*) FROM mail_outbox WHERE kind = 'order-confirmation')::int AS mails,
        (SELECT count(*) FROM order_events)::int AS events`);
    const before = await counts();
    const err = await expectError(erp.addOrder(cart_id), 500, "INTERNAL");
    expect(err.message).not.toContain("simulated");
    expect(await counts()).toEqual(before);
    expect(await stockOf(item.id)).toBe(4);
    expect((await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.orderid).toBeNull();
    // The same basket orders fine once the fault is gone.
    const placed = await client("in-process").addOrder(cart_id);
    expect(placed.created).toBe(true);
    expect(await stockOf(item.id)).toBe(1);
  });
});

describe("airfreight service lines", () => {
  it("a line beyond warehouse stock carries the airfreight service; within stock it does not", async () => {
    const c = client("in-process");
    const part = await cloneItem(DEMO_FIXTURES.airfreight, { TORUN: 1 }, 20);
    const { item } = await c.getItem(part.urlcomponent);
    const { cart_id } = await c.addToCart({ record: item.id, quantity: 3 });
    const cart = (await c.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    const line = cart.transactionlines.find((l) => l.item.id === item.id)!;
    expect(line.additionalservice?.name).toBe("airfreight");
    expect(line.additionalservice?.description).toContain("2 pcs");
    expect(cart.backorderquantity).toBe(2);
    expect(cart.sendtogetherrequired).toBe(true);

    const lowered = await c.updateQuantity(cart_id, line._id, 1);
    const again = lowered.shoppingcarts[0]!.shoppingcart.transactionlines.find((l) => l._id === line._id)!;
    expect(again.additionalservice).toBeNull();
  });
});

describe("payment methods at checkout follow the configured providers", () => {
  it("an ERP without wallet credentials offers bank transfer (and the demo's payment page) only, and refuses a wallet", async () => {
    const bare = createErp({ db: db(), payments: { config: parsePaymentConfig({}) } });
    const erp = erpClient(context(), inProcessTransport(bare));
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const cart = (await erp.setShipCountry(cart_id, "PL")).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["bank", "demo"]);
    await expectError(erp.setPaymentMethod(cart_id, "paypal"), 400, "METHOD_UNAVAILABLE");
  });
});
