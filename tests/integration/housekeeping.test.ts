/**
 * The housekeeping job on PostgreSQL (docs/decisions/0024-housekeeping.md): unpaid orders cancelled
 * after UNPAID_ORDER_DAYS with their stock put back exactly, the shopper told; a payment racing the
 * expiry ends in one outcome; a late payment does not pay a cancelled order and the office is told;
 * abandoned carts deleted after CART_LIFETIME_DAYS; one runner at a time (advisory lock).
 *
 * Runs use the suites' fixed "today"; only the rows a test backdates are old enough to be touched.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { runHousekeeping } from "../../erp/jobs/housekeeping.ts";
import { expireOrder } from "../../erp/orders/expiry.ts";
import { markOrderPaid } from "../../erp/orders/orders.ts";
import { markPaidByOffice } from "../../erp/ops/order-paid.ts";
import { DEFAULT_OFFICE } from "../../erp/mail/config.ts";
import { cloneItem, readyCart, type Stock } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const DAY = 24 * 60 * 60 * 1000;
const OPTIONS = { unpaidOrderDays: 7, cartLifetimeDays: 30, log: () => {} };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute(query)).rows as T[];
}

const stockRows = (itemId: number) =>
  rows<{ location_id: string; quantityavailable: number }>(
    sql`SELECT location_id, quantityavailable FROM stock WHERE item_id = ${itemId} ORDER BY location_id`,
  );
const manufacturerStock = async (itemId: number) =>
  (await rows<{ m: number }>(sql`SELECT manufacturerstock AS m FROM items WHERE id = ${itemId}`))[0]!.m;
const orderState = async (id: string) =>
  (
    await rows<{ status: string; paymentstatus: string }>(
      sql`SELECT status, paymentstatus FROM orders WHERE id = ${id}`,
    )
  )[0]!;
const events = async (id: string, kind: string) =>
  (
    await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${id} AND kind = ${kind}`,
    )
  )[0]!.n;
const mails = (id: string, kind: string) =>
  rows<{ recipient: string; subject: string; body: string }>(
    sql`SELECT recipient, subject, body FROM mail_outbox WHERE kind = ${kind} AND payload ->> 'order_id' = ${id}`,
  );

/** An order of `quantity` units of a fresh clone with `stock`, placed "today" (by bank transfer). */
async function placeOrder(
  stock: Stock = { TORUN: 10 },
  quantity = 2,
  opts: { lang?: "en" | "pl" | "de"; from?: string; manufacturerstock?: number } = {},
) {
  const item = await cloneItem(db(), opts.from ?? DEMO_FIXTURES.inStock, stock, opts.manufacturerstock);
  const erp = client("in-process", { lang: opts.lang ?? "en" });
  const cartId = await readyCart(erp, item.id, quantity);
  const placed = await erp.addOrder(cartId);
  return { item, id: placed._id, cartId };
}

/** Moves an order's placement `days` days before today. */
const age = (id: string, days: number) =>
  db().execute(
    sql`UPDATE orders SET created_at = ${new Date(today().getTime() - days * DAY).toISOString()} WHERE id = ${id}`,
  );

describe("unpaid orders", () => {
  it("an unpaid bank order older than the limit is cancelled, its stock put back exactly, event and e-mail written", async () => {
    // Taken from two warehouses: 1 from Toruń (the home warehouse), 2 from Birmingham.
    const split = await placeOrder({ TORUN: 1, BIRMINGHAM: 5 }, 3, { lang: "pl" });
    const before = await rows(sql`SELECT location_id, quantity FROM stock_reservations WHERE order_id = ${split.id}`);
    expect(before.length).toBe(2);
    expect(await stockRows(split.item.id)).toEqual([
      { location_id: "BIRMINGHAM", quantityavailable: 3 },
      { location_id: "TORUN", quantityavailable: 0 },
    ]);
    // Airfreight: units taken from the manufacturer's stock go back there.
    const air = await placeOrder({ TORUN: 0 }, 2, { from: DEMO_FIXTURES.airfreight, manufacturerstock: 5 });
    expect(await manufacturerStock(air.item.id)).toBe(3);
    await age(split.id, 8);
    await age(air.id, 8);

    const result = await runHousekeeping(db(), today(), OPTIONS);
    expect(result.ran).toBe(true);
    expect(result.expiredOrders).toBeGreaterThanOrEqual(2);

    expect(await orderState(split.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
    expect(await stockRows(split.item.id)).toEqual([
      { location_id: "BIRMINGHAM", quantityavailable: 5 },
      { location_id: "TORUN", quantityavailable: 1 },
    ]);
    expect(await rows(sql`SELECT 1 FROM stock_reservations WHERE order_id = ${split.id}`)).toEqual([]);
    expect(await events(split.id, "expired")).toBe(1);
    const [mail] = await mails(split.id, "order-expired");
    expect(mail!.recipient).toBe("anna@example.com");
    expect(mail!.subject).toMatch(/^Zamówienie WEB-\d{4}-\d{6} anulowane – brak płatności$/);
    expect(mail!.body).toContain("nie otrzymaliśmy płatności");
    expect(mail!.body).toContain("w ciągu 7 dni");

    expect(await orderState(air.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
    expect(await manufacturerStock(air.item.id)).toBe(5);
    expect(await mails(air.id, "order-expired")).toHaveLength(1);

    // A second run finds nothing more to do for them.
    await runHousekeeping(db(), today(), OPTIONS);
    expect(await events(split.id, "expired")).toBe(1);
    expect(await stockRows(split.item.id)).toEqual([
      { location_id: "BIRMINGHAM", quantityavailable: 5 },
      { location_id: "TORUN", quantityavailable: 1 },
    ]);
  });

  it("leaves a younger order, a paid one and one with a wallet payment in progress; expires an unpaid wallet order", async () => {
    const young = await placeOrder();
    await age(young.id, 6);
    const paid = await placeOrder();
    await age(paid.id, 30);
    await markOrderPaid(db(), paid.id, { by: "test" });
    const approved = await placeOrder();
    await age(approved.id, 30);
    await db().execute(sql`UPDATE orders SET paymentmethod = 'paypal' WHERE id = ${approved.id}`);
    await db()
      .execute(sql`INSERT INTO payments (transaction_token, provider, method, provider_ref, amount, currency, status)
      VALUES (${approved.id}, 'paypal', 'paypal', ${crypto.randomUUID()}, 10.00, 'EUR', 'approved')`);
    const wallet = await placeOrder();
    await age(wallet.id, 30);
    await db().execute(sql`UPDATE orders SET paymentmethod = 'revolut' WHERE id = ${wallet.id}`);

    await runHousekeeping(db(), today(), OPTIONS);

    expect(await orderState(young.id)).toEqual({ status: "pendingPayment", paymentstatus: "unpaid" });
    expect(await orderState(paid.id)).toEqual({ status: "pendingFulfillment", paymentstatus: "paid" });
    expect(await orderState(approved.id)).toEqual({ status: "pendingPayment", paymentstatus: "unpaid" });
    for (const kept of [young, paid, approved]) {
      expect(await stockRows(kept.item.id)).toEqual([{ location_id: "TORUN", quantityavailable: 8 }]);
      expect(await events(kept.id, "expired")).toBe(0);
    }
    expect(await orderState(wallet.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
    expect(await stockRows(wallet.item.id)).toEqual([{ location_id: "TORUN", quantityavailable: 10 }]);
  });

  it("a payment racing the expiry gives exactly one outcome", async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const order = await placeOrder({ TORUN: 10 }, 2);
      await age(order.id, 8);
      const pay = () => markOrderPaid(db(), order.id, { by: "test", round: i });
      const expire = () => expireOrder(db(), order.id, today(), 7);
      const [a, b] = i % 2 ? await Promise.all([pay(), expire()]) : (await Promise.all([expire(), pay()])).reverse();
      const paidResult = a as Awaited<ReturnType<typeof pay>>;
      const expired = b as boolean;
      const stateNow = await orderState(order.id);
      const stock = await stockRows(order.item.id);
      if (expired) {
        outcomes.add("expired");
        expect(paidResult).toMatchObject({ paymentstatus: "unpaid", changed: false, cancelled: true });
        expect(stateNow).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
        expect(stock).toEqual([{ location_id: "TORUN", quantityavailable: 10 }]);
        expect(await events(order.id, "expired")).toBe(1);
        expect(await events(order.id, "paid")).toBe(0);
        expect(await events(order.id, "paid-after-expiry")).toBe(1);
      } else {
        outcomes.add("paid");
        expect(paidResult).toMatchObject({ paymentstatus: "paid", changed: true });
        expect(stateNow).toEqual({ status: "pendingFulfillment", paymentstatus: "paid" });
        expect(stock).toEqual([{ location_id: "TORUN", quantityavailable: 8 }]);
        expect(await events(order.id, "expired")).toBe(0);
        expect(await events(order.id, "paid")).toBe(1);
        expect(await mails(order.id, "order-expired")).toEqual([]);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it("a late payment does not pay a cancelled order: the event is recorded and the office is told", async () => {
    const order = await placeOrder({ TORUN: 10 }, 1, { lang: "de" });
    await age(order.id, 10);
    expect(await expireOrder(db(), order.id, today(), 7)).toBe(true);
    const [customerMail] = await mails(order.id, "order-expired");
    expect(customerMail!.subject).toMatch(/^Bestellung WEB-\d{4}-\d{6} storniert: Zahlung nicht eingegangen$/);

    const result = await markOrderPaid(db(), order.id, { by: "office", reference: "TRANSFER 42" });
    expect(result).toEqual({ paymentstatus: "unpaid", changed: false, cancelled: true });
    expect(await orderState(order.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
    expect(await events(order.id, "paid")).toBe(0);
    expect(await events(order.id, "paid-after-expiry")).toBe(1);
    const [office] = await mails(order.id, "paid-after-expiry");
    expect(office!.recipient).toBe(DEFAULT_OFFICE.main);
    expect(office!.body).toContain("NOT marked paid");
    expect(office!.body).toContain("TRANSFER 42");
    // The stock stays released: the late payment takes nothing again.
    expect(await stockRows(order.item.id)).toEqual([{ location_id: "TORUN", quantityavailable: 10 }]);

    const number = (await rows<{ number: string }>(sql`SELECT number FROM orders WHERE id = ${order.id}`))[0]!.number;
    const answer = await markPaidByOffice(db(), number, null);
    expect(answer.ok).toBe(false);
    expect(answer.message).toContain("NOT marked paid");
    expect(await orderState(order.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
  });
});

describe("one runner at a time", () => {
  it("a run finding the advisory lock held does nothing; two runs at once do the work once", async () => {
    const orders = await Promise.all([placeOrder(), placeOrder(), placeOrder()]);
    for (const o of orders) await age(o.id, 9);

    // Another instance holds the lock: this run skips.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('housekeeping', 0))`);
      locked();
      await held;
    });
    await isLocked;
    expect(await runHousekeeping(db(), today(), OPTIONS)).toEqual({ ran: false, expiredOrders: 0, purgedCarts: 0 });
    for (const o of orders) expect(await orderState(o.id)).toMatchObject({ status: "pendingPayment" });
    release();
    await holder;

    const results = await Promise.all([
      runHousekeeping(db(), today(), OPTIONS),
      runHousekeeping(db(), today(), OPTIONS),
    ]);
    expect(results.reduce((n, r) => n + r.expiredOrders, 0)).toBeGreaterThanOrEqual(3);
    for (const o of orders) {
      expect(await orderState(o.id)).toEqual({ status: "cancelled", paymentstatus: "unpaid" });
      expect(await events(o.id, "expired")).toBe(1);
      expect(await mails(o.id, "order-expired")).toHaveLength(1);
      expect(await stockRows(o.item.id)).toEqual([{ location_id: "TORUN", quantityavailable: 10 }]);
    }
  });
});

describe("abandoned carts", () => {
  it("an old cart that never became an order goes with its lines and addresses; a recent and an ordered one stay", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
    const erp = client("in-process");
    const old = await readyCart(erp, item.id, 1);
    const recent = await readyCart(erp, item.id, 1);
    const ordered = await readyCart(erp, item.id, 1);
    await erp.addOrder(ordered);
    const at = (days: number) => new Date(today().getTime() - days * DAY).toISOString();
    await db().execute(sql`UPDATE carts SET updated_at = ${at(31)}, created_at = ${at(40)} WHERE id = ${old}`);
    await db().execute(sql`UPDATE carts SET updated_at = ${at(29)}, created_at = ${at(40)} WHERE id = ${recent}`);
    await db().execute(sql`UPDATE carts SET updated_at = ${at(200)}, created_at = ${at(200)} WHERE id = ${ordered}`);
    const count = async (table: "carts" | "cart_lines" | "cart_addresses", cartId: string) =>
      (
        await rows<{ n: number }>(
          table === "carts"
            ? sql`SELECT count(*)::int AS n FROM carts WHERE id = ${cartId}`
            : sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE cart_id = ${cartId}`,
        )
      )[0]!.n;
    expect(await count("cart_lines", old)).toBe(1);
    expect(await count("cart_addresses", old)).toBe(1);

    const result = await runHousekeeping(db(), today(), OPTIONS);
    expect(result.purgedCarts).toBeGreaterThanOrEqual(1);
    expect(await count("carts", old)).toBe(0);
    expect(await count("cart_lines", old)).toBe(0);
    expect(await count("cart_addresses", old)).toBe(0);
    expect(await count("carts", recent)).toBe(1);
    expect(await count("cart_lines", recent)).toBe(1);
    expect(await count("carts", ordered)).toBe(1);
    expect(
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${ordered}`))[0]!.n,
    ).toBe(1);
  });
});

describe("spent credentials", () => {
  it("expired or idle sign-in sessions and expired or long-used password links go; live ones stay", async () => {
    const { rows: found } = await db().execute<{ id: string }>(sql`SELECT id FROM customers ORDER BY number LIMIT 1`);
    const customer = found[0]!.id;
    const at = (hours: number) => new Date(today().getTime() + hours * 3_600_000);
    const hash = () => crypto.randomBytes(32);
    const [expired, live, idle, active] = [hash(), hash(), hash(), hash()];
    await db().execute(sql`INSERT INTO customer_sessions
        (token_hash, customer_id, created_at, expires_at, keep, last_seen_at, person_id)
      SELECT v.*, p.id FROM (VALUES (${expired}::bytea, ${customer}::uuid, ${at(-400)}::timestamptz, ${at(-1)}::timestamptz, true, ${at(-2)}::timestamptz),
        (${live}, ${customer}, ${at(-2)}, ${at(300)}, true, ${at(-2)}),
        (${idle}, ${customer}, ${at(-2)}, ${at(300)}, false, ${at(-1)}),
        (${active}, ${customer}, ${at(-2)}, ${at(300)}, false, ${at(-0.1)})) v
      CROSS JOIN (SELECT id FROM customer_people WHERE customer_id = ${customer} ORDER BY created_at, id LIMIT 1) p`);
    const [stale, used, fresh] = [hash(), hash(), hash()];
    await db()
      .execute(sql`INSERT INTO password_tokens (token_hash, customer_id, purpose, created_at, expires_at, used_at, person_id)
      SELECT v.*, p.id FROM (VALUES (${stale}::bytea, ${customer}::uuid, 'reset', ${at(-3)}::timestamptz, ${at(-2)}::timestamptz, NULL::timestamptz),
        (${used}, ${customer}, 'welcome', ${at(-50)}, ${at(100)}, ${at(-48)}),
        (${fresh}, ${customer}, 'reset', ${at(0)}, ${at(1)}, NULL)) v
      CROSS JOIN (SELECT id FROM customer_people WHERE customer_id = ${customer} ORDER BY created_at, id LIMIT 1) p`);
    await runHousekeeping(db(), today(), OPTIONS);
    const left = async (table: "customer_sessions" | "password_tokens", h: Buffer) =>
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE token_hash = ${h}`))[0]!.n;
    // Expired, or not kept and idle for over 30 minutes: gone.
    expect(await Promise.all([expired, live, idle, active].map((h) => left("customer_sessions", h)))).toEqual([
      0, 1, 0, 1,
    ]);
    expect([
      await left("password_tokens", stale),
      await left("password_tokens", used),
      await left("password_tokens", fresh),
    ]).toEqual([0, 0, 1]);
  });
});
