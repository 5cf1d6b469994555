/**
 * The basket in one statement (issue 40): its own rows and the cache version, with the item cards'
 * rows (erp/catalogue/summary-cache.ts) and the shipping and payment tables (erp/cart/tables.ts)
 * kept by each ERP process until the cache version moves. A change to a rate, a method, an account,
 * or a basket item's price, stock or name is on the next basket read, in this ERP and in a second
 * one on the same database; another customer's basket stays unknown.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { cachedBasketTables, offeredPayments } from "../../erp/cart/tables.ts";
import { createErp } from "../../erp/server.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { statementsDuring } from "./statements.ts";
import { context, expectError, useErp, WALLETS_CONFIGURED } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;

async function basketIn(country: string) {
  const erp = client("in-process");
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
  const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
  await erp.setShipCountry(cart_id, country);
  await erp.setShippingMethod(cart_id, "intl-standard");
  return { erp, cartId: cart_id, itemId: item.id };
}

describe("the basket's reads", () => {
  it("a basket read is one statement once its tables and items are kept", async () => {
    const { erp, cartId } = await basketIn("DE");
    await erp.getCarts(cartId);
    expect(await statementsDuring(() => erp.getCarts(cartId))).toHaveLength(1);
  });

  it("a changed price, stock or name of a basket's item is on the next read, in every ERP", async () => {
    const { erp, cartId, itemId } = await basketIn("DE");
    const second = createErp({ db: db(), payments: { config: WALLETS_CONFIGURED } });
    const other = erpClient(context(), inProcessTransport(second));
    const line = async (reader: typeof erp) =>
      (await reader.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.transactionlines.find(
        (l) => l.item.id === itemId,
      )!;
    for (const reader of [erp, other]) expect((await line(reader)).baseprice).toBeGreaterThan(0);

    await db().execute(sql`UPDATE prices SET baseprice = 123.45 WHERE item_id = ${itemId} AND currency = 'EUR'`);
    await db().execute(sql`UPDATE stock SET quantityavailable = 2 WHERE item_id = ${itemId} AND location_id = 'TORUN'`);
    await db().execute(sql`UPDATE items SET name = 'Kept no longer' WHERE id = ${itemId}`);
    for (const reader of [erp, other]) {
      const { item, baseprice } = await line(reader);
      expect(baseprice).toBe(123.45);
      expect(item.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(2);
      expect(item.name).toBe("Kept no longer");
    }
  });

  it("a changed rate, a disabled method and a removed account are on the next read", async () => {
    const { erp, cartId } = await basketIn("DE");
    let cart = (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
    expect(cart.shippingcost).toBe(12);
    // The demo catalogue's demo payment page comes last (decision 0071).
    expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["paypal", "revolut", "bank", "demo"]);

    // A second ERP on the same database has kept the tables too, before the changes.
    const second = createErp({ db: db(), payments: { config: WALLETS_CONFIGURED } });
    const other = erpClient(context(), inProcessTransport(second));
    expect((await other.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.shippingcost).toBe(12);

    await db().execute(sql`UPDATE shipping_rates SET cost = 13.5
      WHERE method_id = 'intl-standard' AND currency = 'EUR' AND zone_id = (SELECT zone_id FROM shipping_zone_countries WHERE country = 'DE')`);
    await db().execute(sql`UPDATE payment_methods SET enabled = false WHERE id = 'revolut'`);
    await db().execute(sql`CREATE TABLE kept_accounts AS SELECT * FROM bank_accounts WHERE currency = 'EUR'`);
    await db().execute(sql`DELETE FROM bank_accounts WHERE currency = 'EUR'`);
    try {
      for (const reader of [erp, other]) {
        cart = (await reader.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
        expect(cart.shippingcost).toBe(13.5);
        expect(cart.grossshippingcost).toBe(16.07);
        expect(cart.options.paymentmethod.map((p) => p._id)).toEqual(["paypal", "demo"]);
      }
    } finally {
      await db().execute(sql`UPDATE payment_methods SET enabled = true WHERE id = 'revolut'`);
      await db().execute(sql`INSERT INTO bank_accounts SELECT * FROM kept_accounts`);
      await db().execute(sql`DROP TABLE kept_accounts`);
    }
  });

  it("another customer's basket is not found; an id no basket could have is refused", async () => {
    const { erp, cartId } = await basketIn("PL");
    await db().execute(sql`UPDATE carts SET customer = 'C-SOMEONE' WHERE id = ${cartId}`);
    await expectError(erp.getCarts(cartId), 404, "CART_NOT_FOUND");
    await expectError(erp.getCarts("not-a-basket"), 400);
  });
});

describe("cachedBasketTables", () => {
  /** The database, counting the statements it is sent. */
  function counted() {
    const calls = { n: 0 };
    const reader = {
      execute: ((query: Parameters<ReturnType<typeof db>["execute"]>[0]) => {
        calls.n++;
        return db().execute(query);
      }) as ReturnType<typeof db>["execute"],
    };
    return { calls, reader };
  }
  const version = async () =>
    String(
      (await db().execute<{ v: string }>(sql`SELECT coalesce(sum(weight), 0)::text AS v FROM cache_changes`)).rows[0]!
        .v,
    );

  it("reads once for any number of concurrent callers, and again only when the version moves", async () => {
    const { calls, reader } = counted();
    const tables = cachedBasketTables(reader);
    const now = await version();
    const all = await Promise.all(Array.from({ length: 20 }, () => tables(now)));
    expect(calls.n).toBe(1);
    expect(new Set(all).size).toBe(1);
    await tables(now);
    expect(calls.n).toBe(1);
    // An older version (a statement that started before the last read) is served what is kept.
    await tables("0");
    expect(calls.n).toBe(1);
    await db().execute(sql`UPDATE shipping_methods SET position = position WHERE id = 'intl-standard'`);
    const moved = await version();
    expect(BigInt(moved)).toBeGreaterThan(BigInt(now));
    expect((await tables(moved)).version).toBe(BigInt(moved));
    expect(calls.n).toBe(2);
  });

  it("keeps no failed read", async () => {
    let fail = true;
    const reader = {
      execute: ((query: Parameters<ReturnType<typeof db>["execute"]>[0]) =>
        fail ? Promise.reject(new Error("connection lost")) : db().execute(query)) as ReturnType<typeof db>["execute"],
    };
    const tables = cachedBasketTables(reader);
    const now = await version();
    await expect(tables(now)).rejects.toThrow("connection lost");
    fail = false;
    expect((await tables(now)).methods.has("intl-standard")).toBe(true);
  });

  it("offers what paymentMethodsFor offers: currency, configured providers, on account, the seller's account", async () => {
    const kept = await cachedBasketTables(db())(await version());
    const ids = (...args: Parameters<typeof offeredPayments> extends [unknown, ...infer R] ? R : never) =>
      offeredPayments(kept, ...args).map((p) => p.id);
    // The demo catalogue's demo payment page (decision 0071) is enabled in every currency, after the real ones.
    expect(ids("EUR", "EU")).toEqual(["p24", "card", "paypal", "klarna", "sepa_debit", "revolut", "bank", "demo"]);
    // A method of some markets only, once the buyer's country is known: BLIK and Przelewy24 in Poland.
    expect(ids("PLN", "EU", undefined, false, "PL")).toEqual([
      "blik",
      "p24",
      "card",
      "paypal",
      "klarna",
      "revolut",
      "bank",
      "demo",
    ]);
    expect(ids("PLN", "EU", undefined, false, "DE")).toEqual(["card", "paypal", "revolut", "bank", "demo"]);
    expect(ids("EUR", "EU", undefined, false, "DE")).toEqual([
      "card",
      "paypal",
      "klarna",
      "sepa_debit",
      "revolut",
      "bank",
      "demo",
    ]);
    expect(ids("EUR", "EU", ["bank", "paypal"])).toEqual(["paypal", "bank"]);
    expect(ids("PLN", "EU", ["bank", "paypal", "revolut"])).toEqual(["paypal", "revolut", "bank"]);
    expect(ids("EUR", "EU", [], true)).toContain("invoice");
    expect(ids("EUR", "EU", [])).not.toContain("invoice");
  });
});
