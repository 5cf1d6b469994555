/**
 * The office's orders (issue 38 item 3) through the contract over HTTP, in staff sessions: the list
 * filtered, searched and paged; one order with its payments, shipments, ledger and mails; a partial
 * then a full bank transfer; shipping with a carrier (the buyer's mail in their language with the
 * carrier's link, the order page's tracking); cancelling and refunding; the confirmation again; an
 * audit entry for every write; refusals for roles lacking a call and for bad input (nothing
 * written); two ships of one order at once never ship a unit twice; the CSV export.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { OFFICE_PATH, type StaffRole } from "../../contract/staff.ts";
import { startStaffSession } from "../../erp/staff/sessions.ts";
import { runOrdersCommand } from "../../erp/orders/office.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const run = crypto.randomBytes(3).toString("hex");

/** A staff member with `roles` and a live session: answers the session's token. */
async function staff(roles: StaffRole[]): Promise<string> {
  const email = `${roles.join("-")}-${crypto.randomBytes(4).toString("hex")}@office.example`;
  const { rows } = await db().execute<{
    id: string;
  }>(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status)
    VALUES (${email}, 'Test', ${`{${roles.join(",")}}`}::text[], 'scrypt$test', 'JBSWY3DPEHPK3PXP', 'active') RETURNING id`);
  return (await startStaffSession(db(), rows[0]!.id, today())).token;
}

/** An office call over HTTP: its status and body. */
async function office(token: string, action: string, fields: Record<string, unknown> = {}) {
  const answer = await state.transports.http.post(OFFICE_PATH, { action, staff: token, ...fields });
  return answer as {
    status: number;
    body: Record<string, unknown> & { code?: string; fields?: Record<string, string[]> };
  };
}

/** A guest's bank-transfer order of two clones (quantities 2 and 1), in `lang`. */
async function guestOrder(lang: "en" | "pl" | "de" = "pl") {
  const a = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const b = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const erp = client("in-process", { lang });
  const cartId = await readyCart(erp, a.id, 2);
  await erp.addToCart({ cart_id: cartId, record: b.id, quantity: 1 });
  const placed = await erp.addOrder(cartId);
  const total = (
    await db().execute<{ cents: string }>(
      sql`SELECT round(grossamount * 100)::bigint AS cents FROM orders WHERE id = ${placed._id}`,
    )
  ).rows[0]!.cents;
  return { id: placed._id, number: placed.name, total: Number(total) };
}

const auditOf = async (number: string) =>
  (
    await db().execute<{ action: string; actor: string; before: unknown; after: unknown }>(
      sql`SELECT action, actor, before, after FROM audit_log WHERE entity = 'order' AND entity_id = ${number} ORDER BY id`,
    )
  ).rows;

let sales: string;
let warehouse: string;
let content: string;
let owner: string;
beforeAll(async () => {
  [sales, warehouse, content, owner] = await Promise.all([
    staff(["sales"]),
    staff(["warehouse"]),
    staff(["content"]),
    staff(["owner"]),
  ]);
});

describe("the office's orders", () => {
  it("books a partial then the rest of a transfer, ships with DPD and mails the buyer in Polish", async () => {
    const order = await guestOrder("pl");
    const part = await office(sales, "markOrderPaid", { number: order.number, amount: 1000, reference: "MT940 1" });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paymentstatus: "partiallyPaid", status: "pendingPayment", received: 1000 });
    expect(part.body.outstanding).toBe(order.total - 1000);
    // Not paid in full: the warehouse may not ship a prepaid order yet.
    const early = await office(warehouse, "shipOrder", { number: order.number, carrier: "dpd", trackingnumber: "X1" });
    expect(early).toMatchObject({ status: 409, body: { code: "ORDER_STATE" } });
    const rest = await office(sales, "markOrderPaid", {
      number: order.number,
      amount: order.total - 1000,
      reference: "MT940 2",
    });
    expect(rest.body).toMatchObject({ paymentstatus: "paid", status: "pendingFulfillment", outstanding: 0 });
    expect((await office(sales, "markOrderPaid", { number: order.number, amount: 1, reference: "x" })).body.code).toBe(
      "ALREADY_PAID",
    );

    const page = await office(warehouse, "getOfficeOrder", { number: order.number });
    const lines = (page.body.order as { lines: { id: string; quantity: number }[] }).lines;
    const shipped = await office(warehouse, "shipOrder", {
      number: order.number,
      lines: [{ id: lines[0]!.id, quantity: 1 }],
      carrier: "dpd",
      trackingnumber: " 0123456789abc ",
    });
    expect(shipped.body).toMatchObject({ status: "partiallyFulfilled" });
    const mail = (
      await db().execute<{ subject: string; body: string; recipient: string }>(sql`SELECT subject, body, recipient
        FROM mail_outbox WHERE kind = 'order-shipped' AND payload ->> 'order_id' = ${order.id}`)
    ).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Zamówienie ${order.number} zostało wysłane`);
    expect(mail[0]!.body).toContain("Przewoźnik: DPD");
    expect(mail[0]!.body).toContain("Numer przesyłki: 0123456789ABC");
    expect(mail[0]!.body).toContain("https://tracking.dpd.de/status/en_US/parcel/0123456789ABC");
    expect(mail[0]!.recipient).toBe("anna@example.com");

    // The buyer's order page lists the shipment with its link.
    const guest = await client("in-process").getTransaction(order.id);
    expect(guest.shipments).toEqual([
      expect.objectContaining({
        tracking: expect.objectContaining({ carriername: "DPD", trackingnumber: "0123456789ABC" }),
        lines: [{ part: expect.any(String), quantity: 1 }],
      }),
    ]);

    const after = (await office(sales, "getOfficeOrder", { number: order.number })).body.order as Record<
      string,
      unknown
    >;
    expect(after.payments).toEqual([
      expect.objectContaining({ kind: "payment", amount: 1000, reference: "MT940 1", state: "booked" }),
      expect.objectContaining({ kind: "payment", amount: order.total - 1000, reference: "MT940 2" }),
    ]);
    expect((after.mails as { kind: string }[]).map((m) => m.kind)).toEqual([
      "order-confirmation",
      "payment-receipt",
      "order-shipped",
    ]);
    expect((after.shipments as { tracking: { trackingurl: string } }[])[0]!.tracking.trackingurl).toContain(
      "0123456789ABC",
    );

    const audit = await auditOf(order.number);
    expect(audit.map((a) => a.action)).toEqual(["markOrderPaid", "markOrderPaid", "shipOrder"]);
    expect(audit[0]).toMatchObject({
      before: { paymentstatus: "unpaid", received: 0 },
      after: { paymentstatus: "partiallyPaid", received: 1000, amount: 1000, reference: "MT940 1" },
    });
    expect(audit[0]!.actor).toMatch(/^sales-/);
  });

  it("cancels with a reason, refunds what came in and no more, and sends the confirmation again", async () => {
    const order = await guestOrder("de");
    await office(sales, "markOrderPaid", { number: order.number, amount: 500, reference: "R1" });
    const cancelled = await office(sales, "cancelOfficeOrder", { number: order.number, reason: "Kunde storniert" });
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    const tooMuch = await office(sales, "recordRefund", { number: order.number, amount: 501, reason: "x" });
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { code: "REFUND_TOO_LARGE", fields: { amount: expect.any(Array) } },
    });
    const refunded = await office(sales, "recordRefund", { number: order.number, amount: 500, reason: "Storno" });
    expect(refunded.body).toMatchObject({ refunded: 500, received: 500 });
    const again = await office(sales, "resendOrderConfirmation", { number: order.number });
    expect(again.status).toBe(200);
    const confirmations = (
      await db().execute(
        sql`SELECT subject FROM mail_outbox WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${order.id}`,
      )
    ).rows as { subject: string }[];
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]!.subject).toBe(confirmations[0]!.subject);
    expect((await auditOf(order.number)).map((a) => a.action)).toEqual([
      "markOrderPaid",
      "cancelOfficeOrder",
      "recordRefund",
      "resendOrderConfirmation",
    ]);
  });

  it("refuses each role lacking a call, and a customer's session, writing nothing", async () => {
    const order = await guestOrder("en");
    const calls: [string, Record<string, unknown>][] = [
      ["listOfficeOrders", {}],
      ["getOfficeOrder", { number: order.number }],
      ["markOrderPaid", { number: order.number, amount: 100, reference: "r" }],
      ["shipOrder", { number: order.number, carrier: "ups", trackingnumber: "1Z999" }],
      ["cancelOfficeOrder", { number: order.number, reason: "r" }],
      ["recordRefund", { number: order.number, amount: 1, reason: "r" }],
      ["resendOrderConfirmation", { number: order.number }],
    ];
    const allowed: Record<string, string[]> = {
      sales: [
        "listOfficeOrders",
        "getOfficeOrder",
        "markOrderPaid",
        "cancelOfficeOrder",
        "recordRefund",
        "resendOrderConfirmation",
      ],
      warehouse: ["listOfficeOrders", "getOfficeOrder", "shipOrder"],
      content: [],
    };
    const tokens: Record<string, string> = { sales, warehouse, content };
    for (const [role, names] of Object.entries(allowed)) {
      for (const [name, fields] of calls) {
        if (names.includes(name)) continue;
        const answer = await office(tokens[role]!, name, fields);
        expect(answer.status, `${role} ${name}`).toBe(403);
        expect(answer.body.code).toBe("STAFF_FORBIDDEN");
      }
    }
    expect((await office("not-a-session-token", "listOfficeOrders")).body.code).toBe("STAFF_AUTH");
    expect(await auditOf(order.number)).toEqual([]);
    const state = (await db().execute(sql`SELECT status, paymentstatus FROM orders WHERE id = ${order.id}`)).rows[0];
    expect(state).toEqual({ status: "pendingPayment", paymentstatus: "unpaid" });
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const order = await guestOrder("en");
    const bad: [string, Record<string, unknown>, string][] = [
      ["markOrderPaid", { number: order.number, amount: 0, reference: "r" }, "amount"],
      ["markOrderPaid", { number: order.number, amount: 12.5, reference: "r" }, "amount"],
      ["markOrderPaid", { number: order.number, amount: 100, reference: "" }, "reference"],
      ["shipOrder", { number: order.number, carrier: "fedex", trackingnumber: "1" }, "carrier"],
      ["shipOrder", { number: order.number, carrier: "dhl", trackingnumber: "12 34" }, "trackingnumber"],
      ["shipOrder", { number: order.number, carrier: "dhl", trackingnumber: "x".repeat(41) }, "trackingnumber"],
      ["cancelOfficeOrder", { number: order.number, reason: "  " }, "reason"],
      ["listOfficeOrders", { from: "2026-11-20", to: "2026-11-10" }, "to"],
      ["listOfficeOrders", { pagesize: 501 }, "pagesize"],
    ];
    for (const [name, fields, field] of bad) {
      const answer = await office(owner, name, fields);
      expect(answer.status, `${name} ${JSON.stringify(fields)}`).toBe(400);
      expect(answer.body.fields?.[field], `${name} ${field}`).toBeDefined();
    }
    expect(await auditOf(order.number)).toEqual([]);
  });

  it("ships an order once when two ships race", async () => {
    const order = await guestOrder("en");
    await office(sales, "markOrderPaid", { number: order.number, amount: order.total, reference: "full" });
    const both = await Promise.all([
      office(warehouse, "shipOrder", { number: order.number, carrier: "gls", trackingnumber: "A1" }),
      office(warehouse, "shipOrder", { number: order.number, carrier: "gls", trackingnumber: "A2" }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const units = (
      await db().execute<{ shipped: number; ordered: number }>(sql`SELECT sum(shippedquantity)::int AS shipped,
        sum(quantity)::int AS ordered FROM order_lines WHERE order_id = ${order.id} AND NOT kitcomponent`)
    ).rows[0]!;
    expect(units.shipped).toBe(units.ordered);
    const shipments = await db().execute(sql`SELECT 1 FROM shipments WHERE order_id = ${order.id}`);
    expect(shipments.rows).toHaveLength(1);
  });

  it("lists filtered, searched and paged, and exports the same as CSV", async () => {
    const orders = [await guestOrder("en"), await guestOrder("en"), await guestOrder("en")];
    const email = `list-${run}@example.com`;
    await db().execute(sql`UPDATE orders SET email = ${email}, billaddressee = 'Zofia Listowska'
      WHERE id IN (${orders[0]!.id}, ${orders[1]!.id}, ${orders[2]!.id})`);
    await office(sales, "markOrderPaid", { number: orders[1]!.number, amount: 100, reference: "p" });
    const first = await office(sales, "listOfficeOrders", { q: email, pagesize: 2 });
    const rows = first.body.orders as { number: string; email: string; paymentstatus: string }[];
    expect(rows).toHaveLength(2);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await office(sales, "listOfficeOrders", { q: email, pagesize: 2, after: first.body.next });
    const all = [...rows, ...(second.body.orders as typeof rows)].map((r) => r.number);
    expect(new Set(all)).toEqual(new Set(orders.map((o) => o.number)));
    expect(second.body.next).toBeNull();
    // The methods to filter by, named in the request's language, in the checkout's order.
    const methods = (first.body.paymentmethods as { id: string; name: string }[]).map((m) => m.id);
    expect(methods).toEqual([
      "blik",
      "p24",
      "card",
      "paypal",
      "klarna",
      "sepa_debit",
      "revolut",
      "bank",
      "invoice",
      "demo",
    ]);
    expect(first.body.paymentmethods).toContainEqual({ id: "bank", name: "Bank transfer" });
    const byName = await office(warehouse, "listOfficeOrders", { q: "listowska", paymentstatus: "partiallyPaid" });
    expect((byName.body.orders as typeof rows).map((r) => r.number)).toEqual([orders[1]!.number]);
    const byNumber = await office(sales, "listOfficeOrders", { q: orders[2]!.number.toLowerCase() });
    expect((byNumber.body.orders as typeof rows).map((r) => r.number)).toEqual([orders[2]!.number]);

    const file = await state.transports.http.download!(OFFICE_PATH, {
      action: "exportOfficeOrders",
      staff: sales,
      q: email,
    });
    expect(file.status).toBe(200);
    const text = await new Response(file.file!.stream).text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Order,Date,Customer,Name,Company,E-mail,Country,Total,Currency,Payment method,Payment status,Status",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(orders[2]!.number);
    expect(lines.some((l) => l.includes(orders[1]!.number) && l.includes("partiallyPaid"))).toBe(true);
    const refused = await state.transports.http.download!(OFFICE_PATH, {
      action: "exportOfficeOrders",
      staff: warehouse,
    });
    expect(refused.status).toBe(403);
  });

  it("the command line ships with a carrier through the same operation and audit", async () => {
    const order = await guestOrder("de");
    await office(sales, "markOrderPaid", { number: order.number, amount: order.total, reference: "full" });
    const bad = await runOrdersCommand(db(), ["ship", order.number, "--carrier", "dpd"], { now: today });
    expect(bad.ok).toBe(false);
    const answer = await runOrdersCommand(
      db(),
      ["ship", order.number, "--carrier", "royal-mail", "--tracking", "AB123456789GB"],
      {
        now: today,
      },
    );
    expect(answer.ok).toBe(true);
    expect(answer.message).toContain("https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB");
    const mail = (
      await db().execute<{ subject: string; body: string }>(sql`SELECT subject, body FROM mail_outbox
        WHERE kind = 'order-shipped' AND payload ->> 'order_id' = ${order.id}`)
    ).rows[0]!;
    expect(mail.subject).toBe(`Ihre Bestellung ${order.number} wurde versandt`);
    expect(mail.body).toContain("Versanddienstleister: Royal Mail");
    const audit = await auditOf(order.number);
    expect(audit.at(-1)).toMatchObject({ action: "shipOrder", actor: expect.stringMatching(/^orders \(/) });
  });
});
