/**
 * The demo payment page (decision 0071) on a real PostgreSQL, over the ERP's HTTP calls: a session
 * per attempt, the visitor's decision delivered to the payments' webhook as a signed event, the
 * return reading the session, and the order marked paid exactly once (onCompleted inserts into a
 * table with a primary key inside the completing transaction, so a second completion fails loudly).
 */
import crypto from "node:crypto";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { publicAccount } from "../../erp/bank/accounts.ts";
import { connect } from "../../erp/db/client.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import { DEMO_SIGNATURE_HEADER, demoSecret, signDemoEvent } from "../../erp/payments/demo.ts";
import type { PayableOrder } from "../../erp/payments/provider.ts";
import type { OnCompleted } from "../../erp/payments/store.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { createErp, type Erp } from "../../erp/server.ts";
import { httpTransport } from "../../server/erp-transport.ts";
import { serveFetch } from "../../server/node-http.ts";
import { fileDatabaseUrl } from "./file-database.ts";
import { context, ERP_TEST_SECRET, expectError, serverUrl } from "./harness.ts";

let db: ReturnType<typeof connect>;
let erp: Erp;
let server: Server;
let erpUrl: string;
const orders = new Map<string, PayableOrder>();
const completions: string[] = [];
const logged: string[] = [];

const onCompleted: OnCompleted = async (tx, token) => {
  completions.push(token);
  await tx.execute(sql`INSERT INTO test_demo_paid (token) VALUES (${token})`);
};

function newOrder(over: Partial<PayableOrder> = {}): PayableOrder {
  const currency = over.currency ?? "EUR";
  const order: PayableOrder = {
    token: crypto.randomBytes(16).toString("hex"),
    number: `SO-${crypto.randomInt(100000, 999999)}`,
    amount: 432.1,
    currency,
    region: "EU",
    paymentMethod: "demo",
    country: "DE",
    email: "kaeufer@example.com",
    lang: "de",
    bankAccount: currency === "GBP" ? null : publicAccount(demoBankAccount("pl", currency)),
    ...over,
  };
  orders.set(order.token, order);
  return order;
}

const client = () => erpClient(context(), httpTransport(erpUrl, ERP_TEST_SECRET));
const back = (order: PayableOrder) => `https://shop.example/order/${order.token}/return/demo`;
const start = (order: PayableOrder) =>
  client().startPayment({
    transaction_id: order.token,
    method: "demo",
    returnurl: back(order),
    cancelurl: `${back(order)}?outcome=cancel`,
  });
const idOf = (redirect: string | null) => new URL(redirect!).pathname.split("/").pop()!;
const decide = (id: string, decision: "approve" | "decline") => client().call("decideDemoPayment", { id, decision });
/** The buyer's return, as the return route passes the query on. */
const returnFrom = (order: PayableOrder, target: string) =>
  client().completePayment({
    transaction_id: order.token,
    method: "demo",
    outcome: new URL(target).searchParams.get("outcome") === "cancel" ? "cancel" : "return",
    params: Object.fromEntries([...new URL(target).searchParams].filter(([k]) => k !== "outcome")),
  });
const completionsOf = (token: string) => completions.filter((t) => t === token).length;
async function payments(token: string) {
  const result = await db.db.execute(sql`SELECT provider, method, status, amount::text AS amount, currency
    FROM payments WHERE transaction_token = ${token} ORDER BY created_at`);
  return result.rows;
}
/** A delivery to the ERP's own webhook endpoint, over HTTP, as a provider's would come. */
async function webhook(headers: Record<string, string>, body: string) {
  const sent = new Headers({ "content-type": "application/json", ...headers });
  const answer = await httpTransport(erpUrl, ERP_TEST_SECRET).webhook("demo", sent, body);
  return { http: answer.status, status: (answer.body as { status?: string | null } | null)?.status };
}

beforeAll(async () => {
  db = connect(await fileDatabaseUrl());
  await db.db.execute(sql`CREATE TABLE IF NOT EXISTS test_demo_paid (token text PRIMARY KEY)`);
  erp = createErp({
    db: db.db,
    log: (m) => logged.push(m),
    payments: { config: parsePaymentConfig({}), orders: { find: async (t) => orders.get(t) ?? null }, onCompleted },
  });
  server = await serveFetch(requireSecret(erp.handle, ERP_TEST_SECRET), 0);
  erpUrl = serverUrl(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.db.execute(sql`DROP TABLE IF EXISTS test_demo_paid`);
  await db.pool.end();
});

describe("the demo payment page", () => {
  it("is offered beside bank transfer in the demo catalogue, in euro, złoty and pounds", async () => {
    for (const currency of ["EUR", "PLN", "GBP"] as const) {
      const order = newOrder({ currency });
      const offered = await client().getPaymentMethods(order.token, order.amount);
      const methods = offered.paymentmethods.map((m) => m.widgettype);
      expect(methods).toEqual(currency === "GBP" ? ["demo"] : ["bank", "demo"]);
      expect(offered.paymentmethods.find((m) => m.widgettype === "demo")).toMatchObject({
        name: "Demo payment (no real money)",
        flow: "redirect",
        default: true,
      });
    }
  });

  it("approve: the signed webhook pays the order once, the return finds it paid, a second decision changes nothing", async () => {
    const order = newOrder({ amount: 1234.56 });
    const started = await start(order);
    expect(started.redirecturl).toMatch(/^https:\/\/shop\.example\/demo-payment\/demo_[0-9a-f]{24}$/);
    const id = idOf(started.redirecturl);
    const page = await client().call("getDemoPayment", { id });
    expect(page).toMatchObject({ number: order.number, amount: 1234.56, currency: "EUR", status: "open" });
    const decided = await decide(id, "approve");
    expect(decided).toEqual({ status: "approved", redirecturl: `${back(order)}?session_id=${id}` });
    expect(completionsOf(order.token)).toBe(1);
    expect(await returnFrom(order, decided.redirecturl)).toMatchObject({ status: "COMPLETED", completed: false });
    expect(await decide(id, "decline")).toEqual(decided);
    expect(await client().call("getDemoPayment", { id })).toMatchObject({ status: "approved" });
    expect(completionsOf(order.token)).toBe(1);
    expect(await payments(order.token)).toEqual([
      { provider: "demo", method: "demo", status: "completed", amount: "1234.56", currency: "EUR" },
    ]);
  });

  it("decline, then pay again: the first attempt failed, the second is paid", async () => {
    const order = newOrder({ currency: "PLN", country: "PL" });
    const first = idOf((await start(order)).redirecturl);
    const declined = await decide(first, "decline");
    expect(await returnFrom(order, declined.redirecturl)).toMatchObject({ status: "FAILED", completed: false });
    const cancelled = idOf((await start(order)).redirecturl);
    expect(await returnFrom(order, `${back(order)}?outcome=cancel`)).toMatchObject({ status: "CANCELLED" });
    expect(await client().call("getDemoPayment", { id: cancelled })).toMatchObject({ status: "open" });
    const second = idOf((await start(order)).redirecturl);
    await decide(second, "approve");
    expect(completionsOf(order.token)).toBe(1);
    expect((await payments(order.token)).map((p) => p.status)).toEqual(["failed", "cancelled", "completed"]);
    await expectError(start(order), 409, "ALREADY_PAID");
  });

  it("decisions at once, and returns beside them: one payment (10 orders)", async () => {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const order = newOrder();
        const id = idOf((await start(order)).redirecturl);
        const target = `${back(order)}?session_id=${id}`;
        const answers = await Promise.all([
          decide(id, "approve"),
          returnFrom(order, target),
          decide(id, "approve"),
          returnFrom(order, target),
        ]);
        expect(answers[0]).toMatchObject({ status: "approved" });
        expect(await returnFrom(order, target)).toMatchObject({ status: "COMPLETED" });
        expect(completionsOf(order.token)).toBe(1);
      }),
    );
  });

  it("refuses a tampered, unsigned, stale or replayed event, and a wrong amount, and logs each", async () => {
    const order = newOrder({ amount: 99.99 });
    const id = idOf((await start(order)).redirecturl);
    const now = Math.floor(Date.now() / 1000);
    const event = (amount: number, eventId = `evt_${crypto.randomBytes(12).toString("hex")}`) =>
      JSON.stringify({
        id: eventId,
        type: "demo_payment.approved",
        created: now,
        data: { id, status: "approved", amount, currency: "EUR" },
      });
    const secret = await demoSecret(db.db);
    const signed = (body: string, t = now, key = secret) => ({
      [DEMO_SIGNATURE_HEADER]: signDemoEvent(key, t, body),
    });
    const body = event(9999);
    // A body changed after signing, another key, no signature, a signature of ten minutes ago.
    expect((await webhook(signed(body), event(1))).http).toBe(400);
    expect((await webhook(signed(body, now, "f".repeat(64)), body)).http).toBe(400);
    expect((await webhook({}, body)).http).toBe(400);
    expect((await webhook(signed(body, now - 600), body)).http).toBe(400);
    expect(logged.filter((m) => m.includes("demo webhook refused")).length).toBeGreaterThanOrEqual(2);
    expect(completionsOf(order.token)).toBe(0);
    // Another amount, signed: refused as paid, written down.
    const wrong = event(100);
    expect((await webhook(signed(wrong), wrong)).status).toBe("failed");
    expect(logged.some((m) => m.includes(`paid 1 EUR, expected 99.99 EUR`))).toBe(true);
    // A decline delivered twice: the second is a replay, ignored and written down.
    const retry = idOf((await start(order)).redirecturl);
    const declined = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString("hex")}`,
      type: "demo_payment.declined",
      created: now,
      data: { id: retry, status: "declined", amount: 9999, currency: "EUR" },
    });
    expect((await webhook(signed(declined), declined)).status).toBe("failed");
    expect((await webhook(signed(declined), declined)).status).toBeNull();
    expect(logged.some((m) => m.includes(`demo_payment.declined for ${retry} replayed`))).toBe(true);
    // The right amount, signed, pays.
    const paid = idOf((await start(order)).redirecturl);
    const right = JSON.stringify({
      ...JSON.parse(event(9999)),
      data: { id: paid, status: "approved", amount: 9999, currency: "EUR" },
    });
    expect((await webhook(signed(right), right)).status).toBe("completed");
    expect(completionsOf(order.token)).toBe(1);
  });

  it("an unknown session is a 404; a malformed id is refused", async () => {
    await expectError(client().call("getDemoPayment", { id: `demo_${"0".repeat(24)}` }), 404, "NOT_FOUND");
    await expectError(decide(`demo_${"0".repeat(24)}`, "approve"), 404, "NOT_FOUND");
    await expectError(client().call("getDemoPayment", { id: "../etc" }), 400, "BAD_REQUEST");
  });
});
