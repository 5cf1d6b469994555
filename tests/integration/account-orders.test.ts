/**
 * The customer's orders, order status report and ledger on PostgreSQL (issue 20, decision 0029):
 * the history filtered by day and status and paged; two customers side by side never see each
 * other's orders or entries (nor does a guest); the report after a partial shipment by the office's
 * command; the ledger of an invoice-terms and of a prepaid customer, its balance across pages, an
 * overdue invoice and a credit note; bad filters refused with the field named, nothing written.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import { toCents } from "../../contract/money.ts";
import { createCustomer, setCreditTerms, type Customer } from "../../erp/customers/customers.ts";
import { runOrdersCommand } from "../../erp/orders/office.ts";
import { markOrderPaid } from "../../erp/orders/orders.ts";
import { bookPayment } from "../../erp/orders/office-money.ts";
import { shipOrder } from "../../erp/orders/shipments.ts";
import { cliActor } from "../../erp/audit/audit.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart, stockOf } from "./fixtures/orders.ts";
import { runCommandLine } from "./processes.ts";
import { fileDatabaseUrl } from "./file-database.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

interface Buyer {
  customer: Customer;
  token: string;
}

/** An active customer with a session the ERP knows (as signing in makes one), on the terms given. */
async function buyer(terms: "prepaid" | number, country = "DE", currency: "EUR" | "PLN" = "EUR"): Promise<Buyer> {
  const customer = await createCustomer(db(), {
    email: `history-${crypto.randomBytes(5).toString("hex")}@trade.example`,
    company: "History Test GmbH",
    contactName: "Eva Roth",
    country,
    currency,
    status: "active",
  });
  if (terms !== "prepaid") await setCreditTerms(db(), customer.id, { dueDays: terms });
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest();
  await db().execute(sql`INSERT INTO customer_sessions (token_hash, customer_id, person_id, created_at, expires_at)
    SELECT ${hash}, ${customer.id}, p.id, ${today()}, ${new Date(today().getTime() + 86_400_000)}
    FROM customer_people p WHERE p.customer_id = ${customer.id}`);
  return { customer: { ...customer, creditTerms: terms === "prepaid" ? "prepaid" : "invoice" }, token };
}

const as = (b: Buyer, transport: "in-process" | "http" = "in-process") =>
  client(transport, { customerToken: b.token, currency: b.customer.currency, country: b.customer.country });

/** An order of `lines` parts (quantities), each a clone with its own stock in Toruń. */
async function order(erp: ErpClient, quantities: number[] = [1], country = "DE") {
  const items = [];
  for (const q of quantities) items.push({ item: await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 }), q });
  const cartId = await readyCart(erp, items[0]!.item.id, items[0]!.q, country);
  for (const { item, q } of items.slice(1)) await erp.addToCart({ cart_id: cartId, record: item.id, quantity: q });
  // A customer on invoice terms orders on account (the method is offered to them alone).
  const offered = (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.options.paymentmethod;
  if (offered.some((m) => m._id === "invoice")) await erp.setPaymentMethod(cartId, "invoice");
  const placed = await erp.addOrder(cartId);
  const parts = (
    await db().execute(sql`SELECT l.name AS number FROM order_lines l
      WHERE l.order_id = ${placed._id} AND NOT l.kitcomponent ORDER BY l.position`)
  ).rows.map((r) => (r as { number: string }).number);
  return { id: placed._id, number: placed.name, parts, items: items.map((i) => i.item) };
}

/** Copies of an order for the same customer, placed on the days given (history and paging without a checkout each). */
async function copies(orderId: string, days: string[]) {
  for (const day of days) {
    await db().execute(sql`INSERT INTO orders
      SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
        'id', md5(random()::text), 'number', 'WEB-COPY-' || lpad(nextval('order_number_seq')::text, 6, '0'),
        'cart_id', NULL, 'created_at', ${`${day}T12:00:00Z`}::timestamptz))).*
      FROM orders o WHERE o.id = ${orderId}`);
  }
}

const entriesOf = async (customer: Customer) =>
  (
    await db().execute(sql`SELECT kind, amount_cents::int AS amount, due_date::text AS due FROM customer_ledger
      WHERE customer = ${customer.number} ORDER BY id`)
  ).rows as { kind: string; amount: number; due: string | null }[];

describe("order history", () => {
  let a: Buyer;
  let b: Buyer;
  beforeAll(async () => {
    a = await buyer(30);
    b = await buyer(30);
  });

  it("answers only the customer's own orders, newest first, filtered by day and status, a page at a time", async () => {
    const first = await order(as(a));
    await copies(first.id, ["2026-10-01", "2026-10-15", "2026-10-31"]);
    const erp = as(a, "http");
    const all = await erp.call("getOrderHistory", {});
    expect(all.total).toBe(4);
    expect(all.orders.map((o) => o.date.slice(0, 10))).toEqual([
      "2026-11-22",
      "2026-10-31",
      "2026-10-15",
      "2026-10-01",
    ]);
    expect(all.orders[0]).toMatchObject({
      number: first.number,
      status: "pendingFulfillment",
      paymentstatus: "unpaid",
    });
    expect(all.orders[0]!.total).toBeGreaterThan(0);

    // Whole days, both ends included.
    const october = await erp.call("getOrderHistory", { from: "2026-10-15", to: "2026-10-31" });
    expect(october.orders.map((o) => o.date.slice(0, 10))).toEqual(["2026-10-31", "2026-10-15"]);

    await db().execute(sql`UPDATE orders SET status = 'fulfilled' WHERE customer = ${a.customer.number}
      AND created_at::date = '2026-10-15'`);
    const fulfilled = await erp.call("getOrderHistory", { status: "fulfilled" });
    expect(fulfilled.orders.map((o) => o.status)).toEqual(["fulfilled"]);
    expect(fulfilled.total).toBe(1);

    // 26 orders: a page of 20, then 6, none twice.
    await copies(
      first.id,
      Array.from({ length: 22 }, (_, i) => `2026-09-${String(i + 1).padStart(2, "0")}`),
    );
    const page1 = await erp.call("getOrderHistory", {});
    const page2 = await erp.call("getOrderHistory", { page: 2 });
    expect(page1).toMatchObject({ total: 26, pagesize: 20, page: 1 });
    expect(page1.orders).toHaveLength(20);
    expect(page2.orders).toHaveLength(6);
    const numbers = [...page1.orders, ...page2.orders].map((o) => o.number);
    expect(new Set(numbers).size).toBe(26);
    expect((await erp.call("getOrderHistory", { page: 3 })).orders).toEqual([]);
  });

  it("two customers side by side: neither sees the other's orders, order or ledger; a guest sees none", async () => {
    const mine = await order(as(b));
    const theirs = (await as(a).call("getOrderHistory", {})).orders[0]!;
    const bHistory = await as(b).call("getOrderHistory", {});
    expect(bHistory.orders.map((o) => o.number)).toEqual([mine.number]);
    expect((await as(a).call("getOrderHistory", {})).orders.map((o) => o.number)).not.toContain(mine.number);

    // Another customer's order number is no order at all.
    await expectError(as(b).call("getAccountOrder", { number: theirs.number }), 404, "NOT_FOUND");
    await expectError(as(a, "http").call("getAccountOrder", { number: mine.number }), 404, "NOT_FOUND");
    expect((await as(b).call("getAccountOrder", { number: mine.number })).order.number).toBe(mine.number);

    const aLedger = await as(a).call("getLedger", {});
    const bLedger = await as(b).call("getLedger", {});
    expect(bLedger.entries.map((e) => e.document)).toEqual([mine.number]);
    expect(aLedger.entries.map((e) => e.document)).not.toContain(mine.number);
    expect((await as(b).call("getOrderStatusReport", {})).orders.map((o) => o.number)).toEqual([mine.number]);

    const guest = client("in-process");
    await expectError(guest.call("getOrderHistory", {}), 401, "AUTH001");
    await expectError(guest.call("getAccountOrder", { number: mine.number }), 401, "AUTH001");
    await expectError(guest.call("getLedger", {}), 401, "AUTH001");
    await expectError(guest.call("getOrderStatusReport", {}), 401, "AUTH001");
  });

  it("the order's page: lines, totals, addresses, methods; the PDF's token only for its owner", async () => {
    const placed = await order(as(b), [2, 1]);
    const { order: view } = await as(b, "http").call("getAccountOrder", { number: placed.number.toLowerCase() });
    expect(view.lines.map((l) => [l.part, l.quantity, l.shipped])).toEqual([
      [placed.parts[0], 2, 0],
      [placed.parts[1], 1, 0],
    ]);
    expect(view.lines[0]!.amount).toBe(view.lines[0]!.price * 2);
    expect(view.shipping).toMatchObject({ addressee: "Anna Nowak", city: "Toruń", country: "DE" });
    expect(view.billing.addressee).toBe("Anna Nowak");
    expect(view.paymentmethod).not.toBe("");
    expect(view.token).toBe(placed.id);
    const full = await as(b).getTransaction(placed.id);
    expect(view.total).toBe(toCents(full.grossamount));
  });

  it("refuses a bad filter with the field named, whatever the transport", async () => {
    for (const transport of ["in-process", "http"] as const) {
      const erp = as(a, transport);
      const backwards = await expectError(
        erp.call("getOrderHistory", { from: "2026-11-01", to: "2026-10-01" }),
        400,
        "BAD_REQUEST",
      );
      expect(Object.keys(backwards.fields ?? {})).toEqual(["to"]);
      const impossible = await expectError(erp.call("getOrderHistory", { from: "2026-02-30" }), 400, "BAD_REQUEST");
      expect(Object.keys(impossible.fields ?? {})).toEqual(["from"]);
      const status = await expectError(
        erp.call("getOrderHistory", { status: "shipped" as "fulfilled" }),
        400,
        "BAD_REQUEST",
      );
      expect(Object.keys(status.fields ?? {})).toEqual(["status"]);
      await expectError(erp.call("getOrderHistory", { page: 0 }), 400, "BAD_REQUEST");
      await expectError(erp.call("getLedger", { page: 100_000 }), 400, "BAD_REQUEST");
    }
  });
});

describe("shipments and the order status report", () => {
  it("a partial shipment by the office leaves the rest outstanding; the last one fulfils the order", async () => {
    const a = await buyer(14);
    const placed = await order(as(a), [3, 2]);
    const [x, y] = placed.parts as [string, string];

    const before = await as(a).call("getOrderStatusReport", {});
    expect(before.orders.map((o) => o.number)).toEqual([placed.number]);
    expect(before.orders[0]!.lines.map((l) => [l.part, l.ordered, l.shipped, l.outstanding, l.basis])).toEqual([
      [x, 3, 0, 3, "stock"],
      [y, 2, 0, 2, "stock"],
    ]);
    // Five days from the order day for units from the home warehouse.
    expect(before.orders[0]!.lines[0]!.expected).toBe("2026-11-27");

    // The office's command, typed as an office worker would (lower case, a space in the part).
    const typed = `${x.slice(0, 3).toLowerCase()} ${x.slice(3)}`;
    const answer = await runOrdersCommand(db(), ["ship", placed.number, "--item", typed, "--quantity", "2"], {
      now: today,
    });
    expect(answer).toMatchObject({ ok: true });
    expect(answer.message).toContain(`2 × ${x}`);

    const after = await as(a).call("getOrderStatusReport", {});
    expect(after.orders[0]!.status).toBe("partiallyFulfilled");
    expect(after.orders[0]!.lines.map((l) => [l.part, l.shipped, l.outstanding])).toEqual([
      [x, 2, 1],
      [y, 0, 2],
    ]);

    // A part on backorder with an incoming delivery: the delivery's arrival decides, and says so.
    await db().execute(sql`UPDATE order_lines SET backorderquantity = 2 WHERE order_id = ${placed.id}
      AND item_id = ${placed.items[1]!.id}`);
    await db().execute(sql`INSERT INTO deliveries (item_id, location_id, eta, quantity)
      VALUES (${placed.items[1]!.id}, 'TORUN', '2026-12-10', 5)`);
    const backorder = (await as(a).call("getOrderStatusReport", {})).orders[0]!.lines[1]!;
    expect(backorder).toMatchObject({ basis: "delivery", expected: "2026-12-17" });

    // More than is left, or a part not on the order: refused, nothing written.
    for (const args of [
      ["ship", placed.number, "--item", x, "--quantity", "2"],
      ["ship", placed.number, "--item", "NOPE-1"],
      ["ship", placed.number, "--quantity", "1"],
    ]) {
      expect((await runOrdersCommand(db(), args, { now: today })).ok).toBe(false);
    }
    const shipments = await db().execute(sql`SELECT count(*)::int AS n FROM shipments WHERE order_id = ${placed.id}`);
    expect((shipments.rows[0] as { n: number }).n).toBe(1);

    // The rest: no parts named ships everything still to ship.
    const rest = await shipOrder(db(), placed.number, [], today(), { actor: cliActor("orders") });
    expect(rest).toMatchObject({
      status: "fulfilled",
      shipped: [
        { part: x, quantity: 1 },
        { part: y, quantity: 2 },
      ],
    });
    expect((await as(a).call("getOrderStatusReport", {})).orders).toEqual([]);
    const { order: done } = await as(a).call("getAccountOrder", { number: placed.number });
    expect(done.status).toBe("fulfilled");
    expect(done.shipments).toHaveLength(2);
    expect(done.lines.map((l) => l.shipped)).toEqual([3, 2]);
    expect((await runOrdersCommand(db(), ["ship", placed.number], { now: today })).ok).toBe(false);
  });

  it("a prepaid order waits for its payment before it ships", async () => {
    const b = await buyer("prepaid");
    const placed = await order(as(b));
    expect((await as(b).call("getOrderStatusReport", {})).orders[0]!.status).toBe("pendingPayment");
    const refused = await runOrdersCommand(db(), ["ship", placed.number], { now: today });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toContain("advance payment");
    await markOrderPaid(db(), placed.id, { by: "test" });
    expect((await runOrdersCommand(db(), ["ship", placed.number], { now: today })).ok).toBe(true);
  });

  it("the office's command lines book the payment and ship, as `npm run order:paid` and `npm run orders` run", async () => {
    const b = await buyer("prepaid");
    const placed = await order(as(b));
    const url = await fileDatabaseUrl();
    const run = (script: string, ...args: string[]) =>
      runCommandLine(script, args, { ...process.env, DATABASE_URL: url });
    const early = run("erp/orders/cli.ts", "ship", placed.number);
    expect(early.status, early.stdout).toBe(1);
    expect(early.stderr).toContain("advance payment");
    const paid = run("erp/ops/order-paid-cli.ts", placed.number);
    expect(paid.status, paid.stderr).toBe(0);
    expect(paid.stdout).toContain("marked paid");
    const shipped = run("erp/orders/cli.ts", "ship", placed.number);
    expect(shipped.status, shipped.stderr).toBe(0);
    // Shipped whole, the order leaves the report of what is still to come.
    expect((await as(b).call("getOrderStatusReport", {})).orders).toEqual([]);
  }, 60_000);
});

describe("the customer ledger", () => {
  it("invoice terms: invoiced when placed, due after the days; the payment settles it", async () => {
    const a = await buyer(30);
    const placed = await order(as(a));
    const owed = (await as(a).call("getAccountOrder", { number: placed.number })).order.total;
    expect(await entriesOf(a.customer)).toEqual([{ kind: "invoice", amount: owed, due: "2026-12-22" }]);
    let ledger = await as(a, "http").call("getLedger", {});
    expect(ledger.entries[0]).toMatchObject({ kind: "invoice", balance: owed, due: "2026-12-22", open: true });
    expect(ledger.balances).toEqual([{ currency: "EUR", balance: owed, overdue: 0 }]);

    // Past its due date and unpaid: overdue.
    await db().execute(sql`UPDATE customer_ledger SET due_date = '2026-11-01' WHERE order_id = ${placed.id}`);
    ledger = await as(a).call("getLedger", {});
    expect(ledger.balances[0]!.overdue).toBe(owed);

    // Paid (twice, as two webhooks might): one payment, balance nil, nothing open.
    await markOrderPaid(db(), placed.id, { by: "test" });
    await markOrderPaid(db(), placed.id, { by: "test" });
    expect((await entriesOf(a.customer)).map((e) => [e.kind, e.amount])).toEqual([
      ["invoice", owed],
      ["payment", -owed],
    ]);
    ledger = await as(a).call("getLedger", {});
    expect(ledger.entries.map((e) => [e.kind, e.balance, e.open])).toEqual([
      ["payment", 0, false],
      ["invoice", owed, false],
    ]);
    expect(ledger.balances).toEqual([{ currency: "EUR", balance: 0, overdue: 0 }]);
    // Paying an order on credit does not set it back in the fulfilment.
    expect((await as(a).call("getAccountOrder", { number: placed.number })).order.status).toBe("pendingFulfillment");
  });

  it("an overdue invoice paid in part is overdue by what is still open", async () => {
    const a = await buyer(14);
    const placed = await order(as(a));
    const owed = (await as(a).call("getAccountOrder", { number: placed.number })).order.total;
    await db().execute(sql`UPDATE customer_ledger SET due_date = '2026-11-01' WHERE order_id = ${placed.id}`);
    await bookPayment(db(), cliActor("test"), { number: placed.number, amount: 1000, reference: "part" }, new Date());
    const ledger = await as(a).call("getLedger", {});
    expect(ledger.balances).toEqual([{ currency: "EUR", balance: owed - 1000, overdue: owed - 1000 }]);
  });

  it("prepaid: nothing until the payment, then its invoice and payment together; one balance per currency", async () => {
    const b = await buyer("prepaid", "PL", "PLN");
    const placed = await order(as(b), [1], "PL");
    expect(await entriesOf(b.customer)).toEqual([]);
    await markOrderPaid(db(), placed.id, { by: "test" });
    const entries = await entriesOf(b.customer);
    expect(entries.map((e) => [e.kind, e.due])).toEqual([
      ["invoice", null],
      ["payment", null],
    ]);
    const ledger = await as(b).call("getLedger", {});
    expect(ledger.currency).toBe("PLN");
    expect(ledger.balances).toEqual([{ currency: "PLN", balance: 0, overdue: 0 }]);
    expect((await as(b).call("getLedger", { ledgercurrency: "EUR" })).entries).toEqual([]);
  });

  it("a cancelled order's invoice is cancelled by a credit note, and its units go back", async () => {
    const a = await buyer(30);
    const placed = await order(as(a), [2]);
    expect(await stockOf(db(), placed.items[0]!.id)).toBe(8);
    const answer = await runOrdersCommand(db(), ["cancel", placed.number], { now: today });
    expect(answer).toMatchObject({ ok: true });
    expect(await stockOf(db(), placed.items[0]!.id)).toBe(10);
    const ledger = await as(a).call("getLedger", {});
    expect(ledger.entries.map((e) => [e.kind, e.open])).toEqual([
      ["credit", false],
      ["invoice", false],
    ]);
    expect(ledger.balances[0]!.balance).toBe(0);
    expect((await runOrdersCommand(db(), ["cancel", placed.number], { now: today })).ok).toBe(false);
    expect((await runOrdersCommand(db(), ["ship", placed.number], { now: today })).ok).toBe(false);
  });

  it("the balance of each page counts every older entry, computed by the database", async () => {
    const c = await buyer(30);
    const placed = await order(as(c));
    // 30 entries a minute apart: invoices of 3.00 and payments of 1.00 by turns.
    await db().execute(sql`DELETE FROM customer_ledger WHERE customer = ${c.customer.number}`);
    for (let i = 0; i < 30; i++) {
      await db()
        .execute(sql`INSERT INTO customer_ledger (customer, currency, kind, order_id, document, posted_at, amount_cents)
        VALUES (${c.customer.number}, 'EUR', ${i % 2 === 0 ? "invoice" : "payment"}, ${i < 2 ? placed.id : await copyId(placed.id)},
          ${`DOC-${i}`}, ${new Date(today().getTime() + i * 60_000)}, ${i % 2 === 0 ? 300 : -100})`);
    }
    const page1 = await as(c).call("getLedger", {});
    const page2 = await as(c).call("getLedger", { page: 2 });
    expect(page1.total).toBe(30);
    expect(page1.entries).toHaveLength(25);
    // 15 invoices of 3.00 and 15 payments of 1.00: 30.00 owed after the newest entry.
    expect(page1.entries[0]!.balance).toBe(3000);
    expect(page2.entries.map((e) => e.document)).toEqual(["DOC-4", "DOC-3", "DOC-2", "DOC-1", "DOC-0"]);
    expect(page2.entries.map((e) => e.balance)).toEqual([700, 400, 500, 200, 300]);
    // The page boundary agrees: the oldest of page 1 follows on from the newest of page 2.
    expect(page1.entries.at(-1)!.balance).toBe(page2.entries[0]!.balance + page1.entries.at(-1)!.amount);
  });
});

/** A copy of the order (for ledger rows of distinct orders). */
async function copyId(orderId: string): Promise<string> {
  const row = await db().execute(sql`INSERT INTO orders
    SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
      'id', md5(random()::text), 'number', 'WEB-COPY-' || lpad(nextval('order_number_seq')::text, 6, '0'), 'cart_id', NULL))).*
    FROM orders o WHERE o.id = ${orderId} RETURNING id`);
  return (row.rows[0] as { id: string }).id;
}
