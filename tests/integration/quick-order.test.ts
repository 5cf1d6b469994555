/**
 * Quick order and reorder in the ERP (issue 20 item 5 and the account's reorder): part numbers
 * matched however typed, in a fixed number of queries whatever the number of lines; a result per
 * line (found, short, out of stock, not priced, unknown, duplicates summed); the available lines
 * into the basket in one call, capped at stock, at the customer's level price; a customer's own
 * order back into the basket, kits as kits; another customer's order refused like an unknown one;
 * bad input refused with nothing written.
 */
import { sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { NO_QUANTITY_RULE } from "../../contract/quantity.ts";
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";
import { createErp } from "../../erp/server.ts";
import type { Database } from "../../erp/db/client.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { erpClient } from "../../app/.server/erp.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { context, expectError, useErp, WALLETS_CONFIGURED } from "./harness.ts";

const { state, client } = useErp();
const [werkstatt, serwis] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[0]];

async function tokenOf(customer: (typeof DEMO_CUSTOMERS)[0]): Promise<string> {
  const { token } = await client("in-process").signIn(customer.email, customer.password!, "203.0.113.7");
  return token;
}

const count = async (table: "carts" | "cart_lines") =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)).rows[0] as { n: number }).n;

/** A clone of a demo item with its own stock and a part number of our choosing. */
async function part(from: string, stock: Parameters<typeof cloneItem>[2], name: string) {
  const item = await cloneItem(state.db.db, from, stock);
  await state.db.db.execute(
    sql`UPDATE items SET name = ${name}, name_normalized = ${name.toUpperCase().replace(/[\s\-./_]+/g, "")} WHERE id = ${item.id}`,
  );
  return { ...item, name };
}

/** A kit clone with the original's components. */
async function kit(name: string) {
  const item = await part(DEMO_FIXTURES.comboKit, { TORUN: 10 }, name);
  await state.db.db.execute(sql`INSERT INTO kit_components (kit_item_id, component_item_id, quantity, position)
    SELECT ${item.id}, component_item_id, quantity, position FROM kit_components
    WHERE kit_item_id = (SELECT id FROM items WHERE urlcomponent = ${DEMO_FIXTURES.comboKit})`);
  return item;
}

const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/**
 * A session of a new customer with the workshop's terms and price levels: the customer's basket
 * is theirs across calls (erp/cart/owner.ts), so each test starts with a customer of its own.
 */
async function workshopLike(): Promise<string> {
  const { rows } = await state.db.db.execute<{ id: string }>(sql`INSERT INTO customers (number, email, company,
      contact_name, country, lang, currency, price_list_id, status, credit_terms, due_days)
    SELECT 'C-' || lpad(nextval('customer_number_seq')::text, 6, '0'), ${`quick-${tag()}${Date.now()}@trade.example`},
      company, contact_name, country, lang, currency, price_list_id, 'active', credit_terms, due_days
    FROM customers WHERE lower(email) = lower(${werkstatt.email}) RETURNING id`);
  const id = rows[0]!.id;
  await state.db.db.execute(sql`INSERT INTO customer_price_levels (customer_id, name, discount_bp, brand_id, pricegroup)
    SELECT ${id}, l.name, l.discount_bp, l.brand_id, l.pricegroup FROM customer_price_levels l
    JOIN customers c ON c.id = l.customer_id WHERE lower(c.email) = lower(${werkstatt.email})`);
  const { rows: people } = await state.db.db.execute<{ id: string }>(sql`INSERT INTO customer_people
      (customer_id, email, name, role) SELECT id, email, contact_name, 'admin' FROM customers WHERE id = ${id}
    RETURNING id`);
  const session = randomBytes(32).toString("base64url");
  await state.db.db
    .execute(sql`INSERT INTO customer_sessions (token_hash, customer_id, person_id, created_at, expires_at)
    VALUES (${createHash("sha256").update(session).digest()}, ${id}, ${people[0]!.id}, now(), now() + interval '1 day')`);
  return session;
}

let token = "";
beforeEach(async () => {
  token = await workshopLike();
});

describe.each(["in-process", "http"] as const)("quick order over %s", (transport) => {
  const erp = () => client(transport, { customerToken: token, currency: "EUR", country: "DE" });

  it("matches part numbers however typed and answers every line", async () => {
    const t = tag();
    const plenty = await part(DEMO_FIXTURES.inStock, { TORUN: 40 }, `QA${t}-100.XS`);
    const few = await part(DEMO_FIXTURES.inStock, { TORUN: 3 }, `QB${t}-200`);
    const none = await part(DEMO_FIXTURES.inStock, {}, `QC${t}-300`);
    const unpriced = await part(DEMO_FIXTURES.noPrice, { TORUN: 5 }, `QD${t}-400`);
    const spaced = await part(DEMO_FIXTURES.inStock, { TORUN: 5 }, `QE${t} 7788`);
    const { lines } = await erp().checkQuickOrder([
      { line: 1, part: `qa${t} 100 xs`, quantity: 2 },
      { line: 2, part: `QB${t}/200`, quantity: 5 },
      { line: 3, part: `q.c.${t}.300`, quantity: 1 },
      { line: 4, part: `QD${t}_400`, quantity: 1 },
      { line: 5, part: `NOPE${t}`, quantity: 4 },
      { line: 6, part: `QA${t}100XS`, quantity: 3 },
      // "QE… 7788" split at the space: no part "QE…" to take 7788 of, so the whole line is the part.
      { line: 7, part: `QE${t}`, quantity: 7788, whole: `QE${t} 7788` },
    ]);
    expect(lines.map((l) => [l.lines, l.item?.id ?? null, l.quantity, l.status, l.available, l.orderable])).toEqual([
      [[1, 6], plenty.id, 5, "ok", 40, 5],
      [[2], few.id, 5, "short", 3, 3],
      [[3], none.id, 1, "outOfStock", 0, 0],
      [[4], unpriced.id, 1, "notPriced", 5, 0],
      [[5], null, 4, "unknown", 0, 0],
      [[7], spaced.id, 1, "ok", 5, 1],
    ]);
    expect(lines[0]!.part).toBe(`qa${t} 100 xs`);
    // The price is the customer's: DBA parts at the DBA partner level.
    const item = (await erp().getItem(plenty.urlcomponent)).item;
    expect(lines[0]!.price).toMatchObject({
      grossprice: item.price.level!.grossprice,
      listgrossprice: item.price.grossprice,
      listbaseprice: item.price.baseprice,
      level: { name: "DBA partner", discountpct: 20 },
    });
  });

  it("reads every line in a fixed number of queries", async () => {
    const t = tag();
    await part(DEMO_FIXTURES.inStock, { TORUN: 4 }, `QF${t}`);
    let queries = 0;
    // Counts the queries sent through the database and its pool (prepared statements go to the pool).
    const counter = <T extends object>(target: T, method: string): T =>
      new Proxy(target, {
        get(object, key) {
          const value = Reflect.get(object, key) as unknown;
          if (key === "$client" && typeof value === "object" && value) return counter(value, "query");
          if (key !== method || typeof value !== "function") return value;
          return (...args: unknown[]) => {
            queries++;
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        },
      });
    const counting: Database = counter(state.db.db, "execute");
    const counted = erpClient(
      context({ customerToken: token, currency: "EUR", country: "DE" }),
      inProcessTransport(createErp({ db: counting, payments: { config: WALLETS_CONFIGURED }, vies: null })),
    );
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ line: i + 1, part: i % 2 ? `QF${t}` : `UNKNOWN${t}${i}`, quantity: 1 }));
    await counted.checkQuickOrder(lines(2));
    queries = 0;
    await counted.checkQuickOrder(lines(2));
    const few = queries;
    queries = 0;
    await counted.checkQuickOrder(lines(QUICK_ORDER_MAX_LINES));
    expect(queries).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
  });

  it("adds the available lines in one call, capped at stock, at the customer's price", async () => {
    const t = tag();
    const plenty = await part(DEMO_FIXTURES.inStock, { TORUN: 40 }, `QG${t}`);
    const few = await part(DEMO_FIXTURES.inStock, { TORUN: 3 }, `QH${t}`);
    const none = await part(DEMO_FIXTURES.inStock, {}, `QI${t}`);
    const box = await kit(`QJ${t}`);
    const added = await erp().addLinesToCart(null, [
      { record: plenty.id, quantity: 2 },
      { record: few.id, quantity: 5 },
      { record: none.id, quantity: 1 },
      { record: box.id, quantity: 1 },
      { record: plenty.id, quantity: 1 },
      { record: 2_000_000_000, quantity: 1 },
    ]);
    expect(added.lines.map((l) => [l.record, l.requested, l.added, l.status])).toEqual([
      [plenty.id, 3, 3, "added"],
      [few.id, 5, 3, "capped"],
      [none.id, 1, 0, "outOfStock"],
      [box.id, 1, 1, "added"],
      [2_000_000_000, 1, 0, "unknown"],
    ]);
    const cart = (await erp().getCarts(added.cart_id!)).shoppingcarts[0]!.shoppingcart;
    const top = cart.transactionlines.filter((l) => !l.kitcomponent);
    expect(top.map((l) => [l.item.id, l.quantity])).toEqual([
      [plenty.id, 3],
      [few.id, 3],
      [box.id, 1],
    ]);
    expect(cart.transactionlines.filter((l) => l.kitcomponent).length).toBeGreaterThan(0);
    const item = (await erp().getItem(plenty.urlcomponent)).item;
    expect(top[0]!.price).toBe(item.price.level!.grossprice);
    expect(top[0]!.pricelevel).toEqual({ name: "DBA partner", discountpct: 20, tiers: [] });

    // Into the same basket again: the line grows, still capped at stock.
    const again = await erp().addLinesToCart(added.cart_id, [{ record: few.id, quantity: 2 }]);
    expect(again.cart_id).toBe(added.cart_id);
    expect(again.lines).toEqual([
      { record: few.id, name: `QH${t}`, requested: 2, added: 0, status: "capped", rule: NO_QUANTITY_RULE },
    ]);
  });

  it("writes nothing when no line can be added, and refuses bad input", async () => {
    const t = tag();
    const none = await part(DEMO_FIXTURES.inStock, {}, `QK${t}`);
    const plenty = await part(DEMO_FIXTURES.inStock, { TORUN: 9 }, `QL${t}`);
    const carts = await count("carts");
    const lines = await count("cart_lines");
    const refused = await erp().addLinesToCart(null, [{ record: none.id, quantity: 1 }]);
    expect(refused).toEqual({
      cart_id: null,
      lines: [
        { record: none.id, name: `QK${t}`, requested: 1, added: 0, status: "outOfStock", rule: NO_QUANTITY_RULE },
      ],
    });
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => ({ record: plenty.id, quantity: 1 }));
    await expectError(erp().addLinesToCart(null, tooMany), 400, "BAD_REQUEST");
    await expectError(erp().addLinesToCart(null, [{ record: plenty.id, quantity: 0 }]), 400, "BAD_REQUEST");
    await expectError(erp().addLinesToCart(null, []), 400, "BAD_REQUEST");
    await expectError(erp().checkQuickOrder([{ line: 1, part: "   ", quantity: 1 }]), 400, "BAD_REQUEST");
    await expectError(erp().checkQuickOrder([{ line: 1, part: "DBA\n4433", quantity: 1 }]), 400, "BAD_REQUEST");
    await expectError(
      erp().checkQuickOrder(
        Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => ({ line: i + 1, part: "X1", quantity: 1 })),
      ),
      400,
      "BAD_REQUEST",
    );
    expect(await count("carts")).toBe(carts);
    expect(await count("cart_lines")).toBe(lines);
  });

  it("reorders the customer's own order, kits as kits; another customer's order is not found", async () => {
    const t = tag();
    const plenty = await part(DEMO_FIXTURES.inStock, { TORUN: 30 }, `QM${t}`);
    const later = await part(DEMO_FIXTURES.inStock, { TORUN: 30 }, `QN${t}`);
    const box = await kit(`QO${t}`);
    const cartId = await readyCart(erp(), plenty.id, 2, "DE");
    await erp().addToCart({ cart_id: cartId, record: box.id, quantity: 1 });
    await erp().addToCart({ cart_id: cartId, record: later.id, quantity: 4 });
    const order = await erp().addOrder(cartId);
    // Since the order: one part sold out.
    await state.db.db.execute(sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = ${later.id}`);

    const again = await erp().reorder(null, order.name.toLowerCase());
    expect(again.order).toBe(order.name);
    expect(again.lines.map((l) => [l.record, l.requested, l.added, l.status])).toEqual([
      [plenty.id, 2, 2, "added"],
      [box.id, 1, 1, "added"],
      [later.id, 4, 0, "outOfStock"],
    ]);
    const cart = (await erp().getCarts(again.cart_id!)).shoppingcarts[0]!.shoppingcart;
    expect(again.cart_id).not.toBe(cartId);
    expect(cart.transactionlines.filter((l) => !l.kitcomponent).map((l) => [l.item.id, l.quantity])).toEqual([
      [plenty.id, 2],
      [box.id, 1],
    ]);
    // The kit came back as a kit: its components are its lines, not lines of their own.
    expect(cart.transactionlines.filter((l) => l.kitcomponent).every((l) => l.init !== null)).toBe(true);

    const carts = await count("carts");
    const theirs = client(transport, { customerToken: await tokenOf(serwis), currency: "PLN", country: "PL" });
    const foreign = await expectError(theirs.reorder(null, order.name), 404, "NOT_FOUND");
    const unknown = await expectError(theirs.reorder(null, "WEB-2000-999999"), 404, "NOT_FOUND");
    expect(foreign.message).toBe(unknown.message);
    await expectError(client(transport).reorder(null, order.name), 401, "AUTH001");
    await expectError(erp().reorder(null, "WEB\n1"), 400, "BAD_REQUEST");
    expect(await count("carts")).toBe(carts);
  });
});
