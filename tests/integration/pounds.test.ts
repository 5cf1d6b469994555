/**
 * Pounds for the United Kingdom (issue 42 part 2, decision 0069) on PostgreSQL: the UK source
 * prices from the UK list's GBP prices (never converted from euro), a GB basket in GBP totals its
 * lines and shipping at UK VAT in integer cents, line by line as for EUR; the order is in GBP, paid
 * by bank transfer to the seller's GBP account (the demo's), and its e-mail and PDF write pounds;
 * an order on account posts its invoice to the customer's GBP ledger; the price-list export is in
 * GBP; PayPal and Revolut are offered in GBP; no other source sells in GBP.
 */
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import { formatPrice, fromCents, toCents } from "../../contract/money.ts";
import { formatIban } from "../../contract/seller.ts";
import { removeBankAccount } from "../../erp/bank/accounts.ts";
import { createCustomer, setCreditTerms } from "../../erp/customers/customers.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { loadDemoPoundPrices } from "../../erp/seed/demo-pounds.ts";
import { readCsv } from "../../erp/import/read.ts";
import { importFiles } from "../../erp/import/run.ts";
import { cloneItem, pdfText, SHIPPING } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;

const UK = { source: "uk", currency: "GBP", country: "GB" } as const;
const LONDON = { ...SHIPPING, address: "10 Downing Street", address2: "", city: "London", zip: "SW1A 2AA" };

/** The gross of a net amount at 20%, rounded half up in cents as the basket rounds each line. */
const at20 = (net: number) => toCents(net) + Math.floor((toCents(net) * 2000 + 5000) / 10000);

const cartOf = async (erp: ErpClient, cartId: string) => (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;

/** The stored net price of an item on a list in a currency (the promotion's when there is one). */
async function storedPrice(itemId: number, list: string, currency: string): Promise<number> {
  const { rows } = await db().execute<{ price: string }>(sql`SELECT coalesce(promotion, baseprice)::text AS price
    FROM prices WHERE item_id = ${itemId} AND price_list_id = ${list} AND currency = ${currency}`);
  return Number(rows[0]!.price);
}

/** A GB basket of the UK source in GBP, ready to be ordered by bank transfer. */
async function poundCart(erp: ErpClient, items: { id: number; quantity: number }[]) {
  let cartId: string | undefined;
  for (const item of items)
    cartId = (await erp.addToCart({ record: item.id, quantity: item.quantity, cart_id: cartId })).cart_id;
  await erp.setShipCountry(cartId!, "GB");
  await erp.updateCartFields(cartId!, [
    { field: "shippingmethod", value: "intl-standard" },
    { field: "paymentmethod", value: "bank" },
  ]);
  const shipping = await erp.updateAddress(cartId!, { ...LONDON, country: "GB" });
  await erp.updateCartFields(cartId!, [
    { field: "shippingaddress", value: shipping._id },
    { field: "shipemail", value: "sam@example.co.uk" },
  ]);
  return cartId!;
}

describe("the UK price list in pounds", () => {
  it("prices an item from the UK list's GBP price, which is not the euro price converted", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const gbp = await storedPrice(item.id, "UK", "GBP");
    const eur = await storedPrice(item.id, "UK", "EUR");
    expect(gbp).toBeGreaterThan(0);
    expect(gbp).not.toBe(eur);
    const { item: found } = await client("in-process", UK).getItem(item.urlcomponent);
    expect(found.price.currency).toBe("GBP");
    expect(found.price.baseprice).toBe(gbp);
    // The UK source still sells in euro, from the UK list's euro price.
    const { item: inEuro } = await client("in-process", { ...UK, currency: "EUR" }).getItem(item.urlcomponent);
    expect(inEuro.price.baseprice).toBe(eur);
  });

  it("is sold on the UK source only: another source's call or basket in GBP is refused", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    await expectError(client("in-process", { ...UK, source: "main" }).getItem(item.urlcomponent), 400, "BAD_REQUEST");
    await expectError(client("http", { ...UK, source: "parts" }).getItem(item.urlcomponent), 400, "BAD_REQUEST");
    const main = client("in-process", { source: "main", currency: "EUR" });
    const { cart_id } = await main.addToCart({ record: item.id, quantity: 1 });
    await expectError(main.setCartCurrency(cart_id, "GBP"), 400, "BAD_REQUEST");
    expect((await cartOf(main, cart_id)).currency.iso).toBe("EUR");
  });
});

describe("a GB basket and order in pounds", () => {
  it("totals lines and shipping in integer cents at UK VAT, each line rounded as for EUR", async () => {
    const erp = client("in-process", UK);
    const a = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const b = await cloneItem(db(), DEMO_FIXTURES.promotion, { TORUN: 5 });
    const cartId = await poundCart(erp, [
      { id: a.id, quantity: 3 },
      { id: b.id, quantity: 2 },
    ]);
    const cart = await cartOf(erp, cartId);
    expect(cart.currency).toEqual({ iso: "GBP", symbol: "£" });
    expect(cart).toMatchObject({ taxtreatment: "registered", taxrate: 0.2, taxcountry: "GB" });
    // The GB zone's standard parcel in pounds (migration 0051), with UK VAT.
    expect(cart.shippingcost).toBe(7.8);
    expect(toCents(cart.grossshippingcost)).toBe(at20(7.8));
    let lines = 0;
    for (const line of cart.transactionlines) {
      const itemId = line.item.id;
      expect(line.baseprice).toBe(await storedPrice(itemId, "UK", "GBP"));
      expect(toCents(line.price)).toBe(at20(line.baseprice));
      expect(toCents(line.amount)).toBe(line.quantity * toCents(line.price));
      lines += toCents(line.amount);
    }
    expect(toCents(cart.grossamount)).toBe(lines + toCents(cart.grossshippingcost));
    const net = cart.transactionlines.reduce((s, l) => s + l.quantity * toCents(l.baseprice), 0) + toCents(7.8);
    expect(toCents(cart.taxamount)).toBe(toCents(cart.grossamount) - net);
  });

  it("places the order in GBP, paid by transfer to the seller's GBP account; e-mail and PDF write pounds", async () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const erp = client("in-process", { ...UK, lang });
      const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
      const cartId = await poundCart(erp, [{ id: item.id, quantity: 2 }]);
      const total = (await cartOf(erp, cartId)).grossamount;
      const placed = await erp.addOrder(cartId);
      const order = await erp.getTransaction(placed._id);
      expect(order.currency).toEqual({ iso: "GBP", symbol: "£" });
      expect(order.grossamount).toBe(total);
      expect(order.region).toBe("UK");
      const account = demoBankAccount("pl", "GBP");
      expect(order.bankaccount).toMatchObject({ currency: "GBP", iban: account.iban, bic: account.bic });
      const written = formatPrice(order.grossamount, "GBP", lang);
      if (lang === "en") expect(written).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
      const { rows } = await db().execute<{ body: string }>(sql`SELECT body FROM mail_outbox
        WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${placed._id}`);
      const mail = rows[0]!.body.replace(/=\r?\n/g, "");
      expect(mail).toContain(formatIban(account.iban));
      const pdf = pdfText(Buffer.from((await erp.orderPdf(placed._id))!)).replace(/\s+/g, " ");
      expect(pdf).toContain(written.replace(/\s+/g, " "));
      expect(pdf).toContain(formatIban(account.iban));
      expect(pdf).not.toMatch(/€|zł/);
    }
  });

  it("offers PayPal, Revolut and bank transfer in GBP; without the seller's GBP account no transfer", async () => {
    const erp = client("in-process", UK);
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await poundCart(erp, [{ id: item.id, quantity: 1 }]);
    const offered = async () => (await cartOf(erp, cartId)).options.paymentmethod.map((m) => m._id);
    expect(await offered()).toEqual(expect.arrayContaining(["bank", "paypal", "revolut"]));
    const account = demoBankAccount("pl", "GBP");
    await removeBankAccount(db(), "pl", "GBP");
    try {
      expect(await offered()).not.toContain("bank");
      expect(await offered()).toEqual(expect.arrayContaining(["paypal", "revolut"]));
    } finally {
      await db().execute(sql`INSERT INTO bank_accounts (seller, currency, holder, bank_name, bic, iban, demo)
        VALUES ('pl', 'GBP', ${account.accountholder}, ${account.bankname}, ${account.bic}, ${account.iban}, true)`);
    }
  });
});

describe("a UK trade customer in pounds", () => {
  async function poundCustomer() {
    const email = `pounds-${randomUUID()}@trade.example`;
    const customer = await createCustomer(db(), {
      email,
      company: "Overland Garage Test Ltd",
      contactName: "Sam Taylor",
      country: "GB",
      status: "active",
    });
    await setCreditTerms(db(), customer.id, { dueDays: 30 });
    const password = "a-long-enough-password";
    await db().execute(
      sql`UPDATE customer_people SET password_hash = ${await hashPassword(password)} WHERE customer_id = ${customer.id}`,
    );
    const { token } = await client("in-process").signIn(email, password, "203.0.113.61");
    return { customer, erp: client("in-process", { ...UK, customerToken: token }) };
  }

  it("has GBP by default in Great Britain; an order on account posts its invoice to the GBP ledger", async () => {
    const { customer, erp } = await poundCustomer();
    expect(customer.currency).toBe("GBP");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5, BIRMINGHAM: 5 });
    const cartId = await poundCart(erp, [{ id: item.id, quantity: 1 }]);
    await erp.setPaymentMethod(cartId, "invoice");
    const placed = await erp.addOrder(cartId);
    const order = await erp.getTransaction(placed._id);
    const ledger = await erp.call("getLedger", { ledgercurrency: "GBP", page: 1 });
    expect(ledger.currency).toBe("GBP");
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: "invoice", document: order.name, amount: toCents(order.grossamount) }),
    ]);
    expect(ledger.balances).toEqual([{ currency: "GBP", balance: toCents(order.grossamount), overdue: 0 }]);
    expect(fromCents(ledger.balances[0]!.balance)).toBe(order.grossamount);
  });

  it("exports the price list in GBP: the item call's pound prices, the currency column GBP", async () => {
    const { erp } = await poundCustomer();
    const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
    const file = await erp.exportPriceList("dba", "csv");
    const chunks: Uint8Array[] = [];
    for await (const chunk of file.stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const rows: string[][] = parse(
      Buffer.concat(chunks)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    );
    const row = rows.find((r) => r[0] === item.name);
    expect(row, item.name).toBeDefined();
    expect(toCents(row![3]!)).toBe(toCents(item.price.baseprice));
    expect(toCents(row![3]!)).toBe(toCents(await storedPrice(item.id, "UK", "GBP")));
    expect(new Set(rows.slice(1).map((r) => r[6]))).toEqual(new Set(["GBP"]));
  });
});

describe("a demo database loaded before the UK list had pounds", () => {
  it("gets the demo's GBP prices once, when it starts", async () => {
    const count = async () =>
      Number(
        (
          await db().execute<{ n: string }>(
            sql`SELECT count(*) AS n FROM prices WHERE price_list_id = 'UK' AND currency = 'GBP'`,
          )
        ).rows[0]!.n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(300);
    await db().execute(sql`DELETE FROM prices WHERE currency = 'GBP'`);
    await loadDemoPoundPrices(db());
    // The clones of this file have no demo part of their own: the demo's parts get theirs back.
    expect(await count()).toBeGreaterThanOrEqual(316);
    const { item } = await client("in-process", UK).getItem(DEMO_FIXTURES.inStock);
    expect(item.price.currency).toBe("GBP");
    expect(item.price.baseprice).toBeGreaterThan(0);
  });
});

describe("the price import in pounds", () => {
  it("sets a UK list's GBP price, and refuses GBP on another list, writing nothing", async () => {
    const part = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { rows } = await db().execute<{ name: string }>(sql`SELECT name FROM items WHERE id = ${part.id}`);
    const name = rows[0]!.name;
    const prices = (lines: string) => ({
      name: "prices.csv",
      read: readCsv(`part_number,price_list,currency,price,valid_from\n${lines}`),
    });
    const bad = await importFiles(
      db(),
      [prices(`${name},UK,GBP,99.95,2026-01-01\n${name},EU,GBP,99.95,2026-01-01\n`)],
      {
        dryRun: false,
        lang: "en",
      },
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.files.flatMap((f) => f.problems.map((p) => [p.line, p.column, p.problem, p.message]))).toEqual([
        [3, "currency", "poundsOnUkList", "Prices in GBP are for the UK price list only"],
      ]);
    expect(await storedPrice(part.id, "UK", "GBP")).not.toBe(99.95);
    const good = await importFiles(db(), [prices(`${name},UK,GBP,"99,95",2026-01-01\n`)], {
      dryRun: false,
      lang: "en",
    });
    expect(good.ok).toBe(true);
    expect(await storedPrice(part.id, "UK", "GBP")).toBe(99.95);
    const { item } = await client("in-process", UK).getItem(part.urlcomponent);
    expect(item.price.baseprice).toBe(99.95);
  });
});
