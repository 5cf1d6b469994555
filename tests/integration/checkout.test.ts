/**
 * The ERP side of checkout (docs/decisions/0008-checkout.md): shipping country, tax class, VAT
 * check against a fake VIES, promo codes, currency switch, placing an order exactly once with
 * stock reserved atomically, payment status, confirmation e-mail and the order PDF. Items that get
 * ordered are clones of demo items, so the other suites' stock stays as the seed made it.
 */
import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ErpCallError, erpClient, type ErpClient } from "../../app/.server/erp.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import { createErp } from "../../erp/server.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { httpTransport, inProcessTransport } from "../../server/erp-transport.ts";
import { serveFetch } from "../../server/node-http.ts";
import { context, ERP_TEST_SECRET, useErp, expectError } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}

/** A copy of a demo item with its own stock: orders in this suite take units only from clones. */
async function cloneItem(
  from: string,
  stock: Partial<Record<"TORUN" | "BIRMINGHAM" | "MANUFACTURER", number>>,
  manufacturerstock?: number,
) {
  const suffix = crypto.randomBytes(4).toString("hex");
  const source = await one<{ id: number }>(sql`SELECT id FROM items WHERE urlcomponent = ${from}`);
  const created = await one<{
    id: number;
    urlcomponent: string;
  }>(sql`INSERT INTO items (urlcomponent, number, name, name_normalized,
      manufacturer, manufacturer_group_id, brand_id, pricegroup, recordtype, category, certificate, weight, axle, deadstock,
      specialbackorder, manufacturerstock, custombox, acl)
    SELECT ${`${from}-t${suffix}`}, number || ${`-T${suffix}`}, name || ${`-T${suffix}`}, name_normalized || ${`T${suffix.toUpperCase()}`},
      manufacturer, manufacturer_group_id, brand_id, pricegroup, recordtype, category, certificate, weight, axle, deadstock,
      specialbackorder, coalesce(${manufacturerstock ?? null}::int, manufacturerstock), custombox, acl FROM items WHERE id = ${source.id}
    RETURNING id, urlcomponent`);
  await db().execute(sql`INSERT INTO item_texts (item_id, lang, description, detaildescription, application)
    SELECT ${created.id}, lang, description, detaildescription, application FROM item_texts WHERE item_id = ${source.id}`);
  await db().execute(sql`INSERT INTO prices (price_list_id, item_id, currency, baseprice, promotion, promotion_from)
    SELECT price_list_id, ${created.id}, currency, baseprice, promotion, promotion_from FROM prices WHERE item_id = ${source.id}`);
  for (const [location, quantity] of Object.entries(stock)) {
    await db().execute(
      sql`INSERT INTO stock (location_id, item_id, quantityavailable) VALUES (${location}, ${created.id}, ${quantity})`,
    );
  }
  return created;
}

const stockOf = async (itemId: number) =>
  (
    await one<{ n: number }>(
      sql`SELECT coalesce(sum(quantityavailable), 0)::int AS n FROM stock WHERE item_id = ${itemId}`,
    )
  ).n;

const SHIPPING = {
  addressee: "Anna Nowak",
  address: "ul. Szeroka 5",
  address2: "m. 2",
  city: "Toruń",
  zip: "87-100",
  country: "PL",
  phone: "+48 600 100 200",
};

/** A basket with the item, country, methods and everything placeOrder needs. */
async function readyCart(erp: ErpClient, itemId: number, quantity = 1, country = "PL") {
  const { cart_id } = await erp.addToCart({ record: itemId, quantity });
  await erp.setShipCountry(cart_id, country);
  await erp.updateCartFields(cart_id, [
    { field: "shippingmethod", value: "intl-standard" },
    { field: "paymentmethod", value: "bank" },
  ]);
  const shipping = await erp.updateAddress(cart_id, { ...SHIPPING, country });
  await erp.updateCartFields(cart_id, [
    { field: "shippingaddress", value: shipping._id },
    { field: "shipemail", value: "anna@example.com" },
  ]);
  return cart_id;
}

/**
 * The text a PDF shows: each content stream's TJ strings decoded through the ToUnicode map of the
 * font selected by Tf (embedded fonts use 2-byte glyph codes; the standard fonts 1-byte WinAnsi).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: string | null }>();
  // Streams are read by their /Length: compressed bytes may contain "endstream" or "endobj" by chance.
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = header.lastIndex;
    const endobj = raw.indexOf("endobj", start);
    const streamAt = raw.indexOf("stream", start);
    if (streamAt === -1 || (endobj !== -1 && endobj < streamAt)) {
      objects.set(Number(m[1]), { dict: raw.slice(start, endobj), stream: null });
      header.lastIndex = endobj + 6;
      continue;
    }
    const dict = raw.slice(start, streamAt);
    let from = streamAt + "stream".length;
    if (raw[from] === "\r") from++;
    if (raw[from] === "\n") from++;
    const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const data = raw.slice(from, from + length);
    let stream: string;
    try {
      stream = zlib.inflateSync(Buffer.from(data, "latin1")).toString("latin1");
    } catch {
      stream = data;
    }
    objects.set(Number(m[1]), { dict, stream });
    header.lastIndex = raw.indexOf("endobj", from + length) + 6;
  }
  const hexChars = (hex: string) =>
    (hex.replace(/\s/g, "").match(/.{4}/g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join("");
  const parseCmap = (cmap: string) => {
    const map = new Map<number, string>();
    for (const r of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const start = parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((u, i) => map.set(start + i, hexChars(u[1]!)));
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict);
    if (!fontDict) continue;
    for (const f of fontDict[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(f[2]));
      const toUnicode = font ? /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict) : null;
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(f[1]!, cmap ? parseCmap(cmap) : new Map());
    }
  }
  let text = "";
  for (const { stream } of objects.values()) {
    if (!stream || !/T[Jj]/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const t of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (t[1] !== undefined) {
        font = fonts.get(t[1]) ?? new Map();
        continue;
      }
      for (const part of t[2]!.matchAll(/<([0-9a-f]*)>/gi)) {
        const hex = part[1]!;
        const width = font.size > 0 ? 4 : 2;
        for (let i = 0; i < hex.length; i += width) {
          const code = parseInt(hex.slice(i, i + width), 16);
          text += font.size > 0 ? (font.get(code) ?? "?") : String.fromCharCode(code);
        }
      }
      text += "\n";
    }
  }
  return text;
}

describe.each(["in-process", "http"] as const)("placing an order over the %s transport", (transport) => {
  it("basket -> country -> methods -> addresses -> order -> order page, PDF, payment", async () => {
    const lang = transport === "http" ? "pl" : "en";
    const erp = client(transport, { lang });
    const item = await cloneItem(DEMO_FIXTURES.inStock, { TORUN: 10 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 2 });

    let cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.shippingmethod).toEqual([]);
    expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["bank", "paypal", "revolut"]);
    expect(cart.shippingcost).toBe(0);

    cart = (await erp.setShipCountry(cart_id, "DE")).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.shippingmethod.map((m) => m._id)).toEqual(["intl-standard", "intl-express", "parcel-economy"]);
    expect(cart.shippingcost).toBe(0); // no method chosen yet
    cart = (await erp.setShippingMethod(cart_id, "intl-standard")).shoppingcarts[0]!.shoppingcart;
    expect(cart.shippingcost).toBe(12);
    expect(cart.grossshippingcost).toBe(14.76);
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
    expect(await erp.setPaymentStatus(placed._id)).toEqual({ paymentstatus: "paid", changed: true });
    expect(await erp.setPaymentStatus(placed._id)).toEqual({ paymentstatus: "paid", changed: false });
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

  it("a company in another EU state with a valid VAT number buys at zero rate; at home it pays VAT", async () => {
    const erp = client("in-process"); // VIES off: the format decides
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    await erp.setShipCountry(cart_id, "DE");
    const billing = await erp.updateAddress(cart_id, {
      addressee: "Hans Müller",
      name: "Müller GmbH",
      address: "Ring 9",
      city: "Köln",
      zip: "50667",
      country: "DE",
    });
    await erp.updateCartField(cart_id, "billingaddress", billing._id);
    expect(await erp.checkTaxNumber(cart_id, "DE", "811569869")).toBe(true);
    let cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ taxnumber: "DE811569869", validtaxnumber: true, taxclass: "zero", taxamount: 0 });
    expect(await erp.checkTaxNumber(cart_id, "DE", "81156986")).toBe(false);
    cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ validtaxnumber: false, taxclass: "standard" });

    // A Polish company buying from the Polish company: no reverse charge.
    const pl = await erp.updateAddress(cart_id, {
      addressee: "Jan Kowalski",
      name: "Kowalski Sp. z o.o.",
      address: "Długa 1",
      city: "Gdańsk",
      zip: "80-001",
      country: "PL",
    });
    await erp.updateCartField(cart_id, "billingaddress", pl._id);
    expect(await erp.checkTaxNumber(cart_id, "PL", "5260250274")).toBe(true);
    cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart).toMatchObject({ validtaxnumber: true, taxclass: "standard" });
    // Billing same as shipping again: no company, standard rate.
    cart = (await erp.updateCartField(cart_id, "billingaddress", "")).shoppingcarts[0]!.shoppingcart;
    expect(cart.billingaddress).toBeNull();
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
    const paid = await Promise.all([erp.setPaymentStatus(results[0]!._id), erp.setPaymentStatus(results[0]!._id)]);
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

describe("VAT number check against a fake VIES", () => {
  type Mode = "normal" | "down" | "slow";
  const fake = {
    mode: "normal" as Mode,
    requests: [] as { countryCode: string; vatNumber: string }[],
    server: null as http.Server | null,
    url: "",
  };
  const VALID = new Set(["DE811569869", "EL094259216", "NL004495445B01"]);
  let erp: ErpClient;
  let erpHttp: ErpClient;
  let erpServer: http.Server;

  beforeAll(async () => {
    fake.server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        if (req.method !== "POST" || req.url !== "/check-vat-number") {
          res.writeHead(404).end();
          return;
        }
        const parsed = JSON.parse(body) as { countryCode: string; vatNumber: string };
        fake.requests.push(parsed);
        if (fake.mode === "down") {
          res
            .writeHead(500, { "Content-Type": "application/json" })
            .end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] }));
          return;
        }
        const answer = () =>
          res.writeHead(200, { "Content-Type": "application/json" }).end(
            JSON.stringify({
              countryCode: parsed.countryCode,
              vatNumber: parsed.vatNumber,
              requestDate: new Date().toISOString(),
              valid: VALID.has(`${parsed.countryCode}${parsed.vatNumber}`),
              name: "---",
              address: "---",
            }),
          );
        if (fake.mode === "slow") setTimeout(answer, 1500);
        else answer();
      });
    });
    await new Promise<void>((resolve) => fake.server!.listen(0, "127.0.0.1", resolve));
    const address = fake.server.address() as { port: number };
    fake.url = `http://127.0.0.1:${address.port}`;
    const viesErp = createErp({
      db: db(),
      now: () => new Date(inject("today")),
      vies: { url: fake.url, timeoutMs: 300 },
    });
    erp = erpClient(context(), inProcessTransport(viesErp));
    erpServer = await serveFetch(requireSecret(viesErp.handle, ERP_TEST_SECRET), 0);
    erpHttp = erpClient(
      context(),
      httpTransport(`http://127.0.0.1:${(erpServer.address() as { port: number }).port}`, ERP_TEST_SECRET),
    );
  });
  afterAll(async () => {
    fake.server?.closeAllConnections();
    await new Promise((resolve) => fake.server?.close(resolve));
    await new Promise((resolve) => erpServer.close(resolve));
  });

  async function cartWithCompany(client: ErpClient, country: string) {
    const { item } = await client.getItem(DEMO_FIXTURES.inStock);
    const { cart_id } = await client.addToCart({ record: item.id, quantity: 1 });
    await client.setShipCountry(cart_id, country);
    const bill = await client.updateAddress(cart_id, {
      addressee: "K. Papadopoulos",
      name: "Parts Company",
      address: "Odos 1",
      city: "City",
      zip: "12345",
      country,
    });
    await client.updateCartField(cart_id, "billingaddress", bill._id);
    return cart_id;
  }

  it("valid and invalid numbers, Greece as EL, over both transports", async () => {
    fake.mode = "normal";
    for (const c of [erp, erpHttp]) {
      const de = await cartWithCompany(c, "DE");
      expect(await c.checkTaxNumber(de, "DE", "811569869")).toBe(true);
      expect((await c.getCarts(de)).shoppingcarts[0]!.shoppingcart).toMatchObject({
        validtaxnumber: true,
        taxclass: "zero",
      });
      expect(await c.checkTaxNumber(de, "DE", "811569868")).toBe(false);
      expect((await c.getCarts(de)).shoppingcarts[0]!.shoppingcart).toMatchObject({
        validtaxnumber: false,
        taxclass: "standard",
      });
      const gr = await cartWithCompany(c, "GR");
      expect(await c.checkTaxNumber(gr, "GR", "094259216")).toBe(true);
    }
    expect(fake.requests).toContainEqual({ countryCode: "EL", vatNumber: "094259216" });
    expect(fake.requests).toContainEqual({ countryCode: "DE", vatNumber: "811569869" });
  });

  it("a wrong format never reaches VIES", async () => {
    fake.mode = "normal";
    const cart = await cartWithCompany(erp, "DE");
    const before = fake.requests.length;
    expect(await erp.checkTaxNumber(cart, "DE", "12AB")).toBe(false);
    expect(await erp.checkTaxNumber(cart, "NO", "123456789")).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it("VIES down or too slow counts as invalid", async () => {
    const cart = await cartWithCompany(erp, "DE");
    fake.mode = "down";
    expect(await erp.checkTaxNumber(cart, "DE", "811569869")).toBe(false);
    fake.mode = "slow";
    const started = Date.now();
    expect(await erp.checkTaxNumber(cart, "DE", "811569869")).toBe(false);
    expect(Date.now() - started).toBeLessThan(1200);
    expect((await erp.getCarts(cart)).shoppingcarts[0]!.shoppingcart).toMatchObject({
      validtaxnumber: false,
      taxclass: "standard",
    });
    fake.mode = "normal";
  });

  it("VIES unreachable counts as invalid", async () => {
    const closed = createErp({
      db: db(),
      now: () => new Date(inject("today")),
      vies: { url: "http://127.0.0.1:9", timeoutMs: 300 },
    });
    const c = erpClient(context(), inProcessTransport(closed));
    const cart = await cartWithCompany(c, "DE");
    expect(await c.checkTaxNumber(cart, "DE", "811569869")).toBe(false);
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
  it("an ERP without wallet credentials offers bank transfer only, and refuses a wallet", async () => {
    const bare = createErp({ db: db(), payments: { config: parsePaymentConfig({}) } });
    const erp = erpClient(context(), inProcessTransport(bare));
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const cart = (await erp.setShipCountry(cart_id, "PL")).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["bank"]);
    await expectError(erp.setPaymentMethod(cart_id, "paypal"), 400, "METHOD_UNAVAILABLE");
  });
});
