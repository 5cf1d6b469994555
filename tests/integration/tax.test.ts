/**
 * VAT by rule on PostgreSQL (decision 0020): the dated rates table, the rule for consumers,
 * businesses and exports, the VIES double over HTTP in VIES's REST format (tests/fakes/vies.ts),
 * and what an order keeps and says: rate, treatment, consultation number, the reverse-charge and
 * export wording in the e-mail and the PDF.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { erpClient, type ErpClient } from "../../app/.server/erp.ts";
import { toCents } from "../../contract/money.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { createErp } from "../../erp/server.ts";
import { readTaxRates } from "../../erp/tax/rates.ts";
import { endVatRegistration, listRegistrations, registerVat, RegistrationError } from "../../erp/tax/registrations.ts";
import { VAT_AREA } from "../../erp/tax/rule.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { cloneItem, companyBilling, pdfText, readyCart } from "./fixtures/orders.ts";
import { context, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

/** Gross cents of a net amount at a rate in basis points, rounded half up (the ERP's rule, in the test's own words). */
const grossAt = (net: number, bp: number) => toCents(net) + Math.floor((toCents(net) * bp + 5000) / 10000);

const cartOf = async (erp: ErpClient, cartId: string) => (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;

async function confirmationMail(orderId: string) {
  const rows = await db().execute(
    sql`SELECT body FROM mail_outbox WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${orderId}`,
  );
  return (rows.rows[0] as { body: string }).body;
}

async function pdfOf(erp: ErpClient, orderId: string) {
  return pdfText(Buffer.from((await erp.orderPdf(orderId))!));
}

afterAll(() => state.vies.setMode("normal"));

describe("the rates table", () => {
  it("has a rate today for every country of the EU's VAT area, with its source", async () => {
    const rates = await readTaxRates(db());
    for (const country of VAT_AREA) expect(rates.rateOn(country, today()), country).not.toBeNull();
    expect(rates.rateOn("PL", today())).toBe(2300);
    expect(rates.rateOn("DE", today())).toBe(1900);
    const unsourced = await db().execute(sql`SELECT country FROM tax_rates WHERE trim(source) = ''`);
    expect(unsourced.rows).toEqual([]);
  });

  it("takes a dated change on its day: Estonia's 22% to 24% on 1 July 2025, and a row added for the future", async () => {
    const erpOn = (iso: string) =>
      erpClient(
        context({ country: "EE" }),
        inProcessTransport(createErp({ db: db(), now: () => new Date(iso), vies: null })),
      );
    const { item } = await client("in-process").getItem(DEMO_FIXTURES.inStock);
    const eeBefore = await erpOn("2025-06-30T12:00:00Z").getItem(item.urlcomponent);
    const eeAfter = await erpOn("2025-07-01T12:00:00Z").getItem(item.urlcomponent);
    expect(eeBefore.item.price.taxrate).toBe(0.22);
    expect(eeAfter.item.price.taxrate).toBe(0.24);
    expect(toCents(eeAfter.item.price.grossprice)).toBe(grossAt(eeAfter.item.price.baseprice, 2400));

    await db().execute(
      sql`INSERT INTO tax_rates (country, valid_from, rate, source) VALUES ('LU', '2031-01-01', 16.00, 'test: a future change')`,
    );
    try {
      const lu = (iso: string) =>
        erpClient(
          context({ country: "LU" }),
          inProcessTransport(createErp({ db: db(), now: () => new Date(iso), vies: null })),
        );
      expect((await lu("2030-12-31T12:00:00Z").getItem(item.urlcomponent)).item.price.taxrate).toBe(0.17);
      expect((await lu("2031-01-01T12:00:00Z").getItem(item.urlcomponent)).item.price.taxrate).toBe(0.16);
    } finally {
      await db().execute(sql`DELETE FROM tax_rates WHERE country = 'LU' AND valid_from = '2031-01-01'`);
    }
  });
});

describe("the seller's VAT registrations outside the EU (decision 0039)", () => {
  const problemsOf = async (input: Parameters<typeof registerVat>[1]) => {
    try {
      await registerVat(db(), input);
      return [];
    } catch (error) {
      if (error instanceof RegistrationError) return error.problems;
      throw error;
    }
  };

  it("the demo catalogue holds the invented UK registration, flagged demo", async () => {
    expect(await listRegistrations(db())).toContainEqual({
      seller: "PL",
      country: "GB",
      vatnumber: "GB999999999",
      validFrom: "2021-01-01",
      validTo: null,
      demo: true,
    });
  });

  it("refuses a member state, a malformed number, a bad day and a country without a VAT rate, storing nothing", async () => {
    const before = await listRegistrations(db());
    expect(
      await problemsOf({ seller: "PL", country: "DE", vatnumber: "DE123456789", validFrom: "2026-01-01" }),
    ).toEqual([expect.stringContaining("outside the EU's VAT area")]);
    expect(await problemsOf({ seller: "PL", country: "GB", vatnumber: "GB12345", validFrom: "2026-02-30" })).toEqual([
      expect.stringContaining("9 or 12 digits"),
      "--from is a day, YYYY-MM-DD",
    ]);
    expect(
      await problemsOf({ seller: "DE", country: "NO", vatnumber: "NO123456789MVA", validFrom: "2026-01-01" }),
    ).toEqual([expect.stringContaining("PL or NL")]);
    expect(
      await problemsOf({ seller: "PL", country: "NO", vatnumber: "NO123456789MVA", validFrom: "2026-01-01" }),
    ).toEqual([expect.stringContaining("tax_rates has no VAT rate for NO")]);
    expect(await listRegistrations(db())).toEqual(before);
  });

  it("records one from its first day and ends it on its last: orders follow it on those days", async () => {
    await db().execute(
      sql`INSERT INTO tax_rates (country, valid_from, rate, source) VALUES ('CH', '2031-01-01', 8.10, 'test: a registration to come')`,
    );
    try {
      expect(
        await registerVat(db(), { seller: "pl", country: "ch", vatnumber: "che-123.456.788", validFrom: "2031-01-01" }),
      ).toMatchObject({ seller: "PL", country: "CH", vatnumber: "CHE123456788", demo: false });
      expect(await endVatRegistration(db(), { seller: "PL", country: "CH", lastDay: "2031-06-30" })).toBe(true);
      const rates = await readTaxRates(db());
      expect(rates.registrationOn("PL", "CH", new Date("2030-12-31T12:00:00Z"))).toBeNull();
      expect(rates.registrationOn("PL", "CH", new Date("2031-03-01T12:00:00Z"))).toBe("CHE123456788");
      expect(rates.registrationOn("PL", "CH", new Date("2031-07-01T12:00:00Z"))).toBeNull();
      const swiss = (iso: string) =>
        erpClient(
          context({ country: "CH" }),
          inProcessTransport(createErp({ db: db(), now: () => new Date(iso), vies: null })),
        );
      const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
      expect((await swiss("2031-03-01T12:00:00Z").getItem(item.urlcomponent)).item.price.taxrate).toBe(0.081);
      expect((await swiss("2031-07-01T12:00:00Z").getItem(item.urlcomponent)).item.price.taxrate).toBe(0);
    } finally {
      await db().execute(sql`DELETE FROM vat_registrations WHERE country = 'CH'`);
      await db().execute(sql`DELETE FROM tax_rates WHERE country = 'CH' AND valid_from = '2031-01-01'`);
    }
  });
});

describe("catalogue prices", () => {
  it("carry the VAT of the delivery country once known, else of the visitor's country; none for Norway", async () => {
    const at = async (over: Parameters<typeof client>[1]) =>
      (await client("in-process", over).getItem(DEMO_FIXTURES.inStock)).item.price;
    const pl = await at({ country: "PL" });
    expect(pl).toMatchObject({ taxrate: 0.23, taxcountry: "PL" });
    expect(toCents(pl.grossprice)).toBe(grossAt(pl.baseprice, 2300));
    const de = await at({ country: "PL", taxCountry: "DE" });
    expect(de).toMatchObject({ taxrate: 0.19, taxcountry: "DE", baseprice: pl.baseprice });
    expect(toCents(de.grossprice)).toBe(grossAt(de.baseprice, 1900));
    // The demo seller is registered for VAT in the UK (decision 0039): UK prices carry UK VAT.
    const uk = await at({ source: "uk", country: "GB", currency: "EUR" });
    expect(uk).toMatchObject({ taxrate: 0.2, taxcountry: "GB" });
    expect(toCents(uk.grossprice)).toBe(grossAt(uk.baseprice, 2000));
    const no = await at({ country: "NO" });
    expect(no).toMatchObject({ taxrate: 0, taxcountry: "NO" });
    expect(no.grossprice).toBe(no.baseprice);
  });
});

describe("the VAT of a basket and its order", () => {
  it("a Polish company buying for delivery in Poland pays 23%, its VIES-valid number notwithstanding", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 1, "PL");
    await companyBilling(erp, cartId, "PL");
    expect(await erp.checkTaxNumber(cartId, "PL", "5260250274")).toBe("valid");
    const cart = await cartOf(erp, cartId);
    expect(cart).toMatchObject({ validtaxnumber: true, taxtreatment: "domestic", taxcountry: "PL", taxrate: 0.23 });
    expect(toCents(cart.taxamount)).toBe(
      Math.floor((toCents(cart.itemsamount + cart.shippingcost) * 2300 + 5000) / 10000),
    );
  });

  it("a German company whose number VIES confirms buys from Poland at 0%, reverse charge, with the consultation number", async () => {
    const erp = client("in-process");
    state.vies.setMode("normal");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 2, "DE");
    await companyBilling(erp, cartId, "DE");
    expect(await erp.checkTaxNumber(cartId, "DE", "811569869")).toBe("valid");
    // Asked as the Polish seller, so that VIES gives a consultation number.
    expect(state.vies.calls.at(-1)).toMatchObject({
      countryCode: "DE",
      vatNumber: "811569869",
      requesterMemberStateCode: "PL",
    });
    const cart = await cartOf(erp, cartId);
    expect(cart).toMatchObject({ taxtreatment: "intra-community", taxrate: 0, taxamount: 0, taxclass: "zero" });
    expect(cart.grossamount).toBe(cart.itemsamount + cart.shippingcost);

    const placed = await erp.addOrder(cartId);
    const order = await erp.getTransaction(placed._id);
    expect(order).toMatchObject({ taxtreatment: "intra-community", taxrate: 0, taxnumber: "DE811569869" });
    expect(order.viesrequest).toMatch(/^WAPI/);
    const mail = await confirmationMail(placed._id);
    expect(mail).toContain("Article 138 of Directive 2006/112/EC");
    expect(mail).toContain("Reverse charge");
    expect(mail).toContain(order.viesrequest!);
    const pdf = await pdfOf(erp, placed._id);
    expect(pdf).toContain("Article 138");
    expect(pdf).toContain("DE811569869");
    expect(pdf).toContain(order.viesrequest!);
  });

  it("the same buyer pays German VAT while VIES cannot answer; the number is checked again when the order is placed", async () => {
    const erp = client("in-process", { lang: "de" });
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });

    // VIES still down when ordering: the order is placed with 19% German VAT, as the shopper was told.
    state.vies.setMode("down");
    const stillDown = await readyCart(erp, item.id, 1, "DE");
    await companyBilling(erp, stillDown, "DE");
    expect(await erp.checkTaxNumber(stillDown, "DE", "811569869")).toBe("unavailable");
    expect(await cartOf(erp, stillDown)).toMatchObject({
      vatcheck: "unavailable",
      validtaxnumber: false,
      taxtreatment: "distance",
      taxcountry: "DE",
      taxrate: 0.19,
    });
    const calls = state.vies.calls.length;
    const withVat = await erp.getTransaction((await erp.addOrder(stillDown))._id);
    expect(state.vies.calls.length).toBe(calls + 1); // checked again before placing
    expect(withVat).toMatchObject({ taxtreatment: "distance", taxrate: 0.19, viesrequest: null });
    expect(withVat.taxamount).toBeGreaterThan(0);
    expect(await confirmationMail(withVat._id)).toContain("MwSt. 19\u00a0% (Deutschland)");

    // VIES back by the time the order is placed: the order is placed without VAT.
    const cartId = await readyCart(erp, item.id, 1, "DE");
    await companyBilling(erp, cartId, "DE");
    expect(await erp.checkTaxNumber(cartId, "DE", "811569869")).toBe("unavailable");
    state.vies.setMode("normal");
    const zero = await erp.getTransaction((await erp.addOrder(cartId))._id);
    expect(zero).toMatchObject({ taxtreatment: "intra-community", taxrate: 0, taxamount: 0 });
    expect(zero.viesrequest).toMatch(/^WAPI/);
    expect(await confirmationMail(zero._id)).toContain("Steuerfreie innergemeinschaftliche Lieferung");
  });

  it("an HTTP error or a timeout of VIES is 'unavailable' too, and a refused number is 'invalid'", async () => {
    const erp = client("http");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 1, "DE");
    await companyBilling(erp, cartId, "DE");
    state.vies.setMode("error");
    expect(await erp.checkTaxNumber(cartId, "DE", "811569869")).toBe("unavailable");
    state.vies.setMode("slow");
    const started = Date.now();
    expect(await erp.checkTaxNumber(cartId, "DE", "811569869")).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(1400);
    state.vies.setMode("normal");
    expect(await erp.checkTaxNumber(cartId, "DE", "811569868")).toBe("invalid");
    expect(await cartOf(erp, cartId)).toMatchObject({ vatcheck: "invalid", taxrate: 0.19 });
    // A malformed number never reaches VIES; Greece is asked as EL.
    const before = state.vies.calls.length;
    expect(await erp.checkTaxNumber(cartId, "DE", "12AB")).toBe("invalid");
    expect(state.vies.calls.length).toBe(before);
    const gr = await readyCart(erp, item.id, 1, "GR");
    await companyBilling(erp, gr, "GR");
    expect(await erp.checkTaxNumber(gr, "GR", "094259216")).toBe("valid");
    expect(state.vies.calls.at(-1)).toMatchObject({ countryCode: "EL", vatNumber: "094259216" });
  });

  it("a German consumer pays 19% (One-Stop Shop), in the lines, the shipping and the order", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 1, "DE");
    const cart = await cartOf(erp, cartId);
    expect(cart).toMatchObject({ taxtreatment: "distance", taxcountry: "DE", taxrate: 0.19 });
    const line = cart.transactionlines[0]!;
    expect(toCents(line.price)).toBe(grossAt(line.baseprice, 1900));
    expect(toCents(cart.grossshippingcost)).toBe(grossAt(cart.shippingcost, 1900));
    const order = await erp.getTransaction((await erp.addOrder(cartId))._id);
    expect(order).toMatchObject({ taxtreatment: "distance", taxcountry: "DE", taxrate: 0.19 });
    expect(await confirmationMail(order._id)).toContain("EU One-Stop Shop");
  });

  it("goods to Norway are exports at 0%; to the UK, where the demo seller is registered, UK VAT", async () => {
    const erp = client("in-process");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 1, "NO");
    expect(await cartOf(erp, cartId)).toMatchObject({ taxtreatment: "export", taxrate: 0, taxamount: 0 });
    const order = await erp.getTransaction((await erp.addOrder(cartId))._id);
    expect(order).toMatchObject({ taxtreatment: "export", taxrate: 0, taxcountry: "NO" });
    expect(await confirmationMail(order._id)).toContain("Article 146 of Directive 2006/112/EC");
    expect(await pdfOf(erp, order._id)).toContain("Article 146");

    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const gb = (await erp.setShipCountry(cart_id, "GB")).shoppingcarts[0]!.shoppingcart;
    expect(gb).toMatchObject({
      taxtreatment: "registered",
      taxrate: 0.2,
      taxcountry: "GB",
      taxregistration: "GB999999999",
    });
  });
});
