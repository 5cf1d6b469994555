/**
 * Payments against the fake PayPal and Revolut APIs and a real PostgreSQL. The orders domain is not
 * on this branch: the test supplies orders through the PayableOrders interface, and onCompleted
 * (where setPaymentStatus will be wired) records each call and inserts into a table with a primary
 * key inside the completing transaction, so a second completion of an order would fail loudly.
 */
import crypto from "node:crypto";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { action as paypalWebhookRoute } from "../../app/routes/webhooks.paypal.tsx";
import { action as revolutWebhookRoute } from "../../app/routes/webhooks.revolut.tsx";
import { POLISH_COMPANY } from "../../erp/seed/demo-seller.ts";
import type { PAYMENT_METHODS } from "../../contract/payments.ts";
import { publicAccount } from "../../erp/bank/accounts.ts";
import { connect } from "../../erp/db/client.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import type { PayableOrder } from "../../erp/payments/provider.ts";
import type { OnCompleted } from "../../erp/payments/store.ts";
import { createErp, type Erp } from "../../erp/server.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { httpTransport, inProcessTransport } from "../../server/erp-transport.ts";
import { serveFetch } from "../../server/node-http.ts";
import { startFakePayPal, type FakePayPal } from "../fakes/paypal.ts";
import { startFakeRevolut, type FakeRevolut } from "../fakes/revolut.ts";
import { context, ERP_TEST_SECRET, expectError, serverUrl } from "./harness.ts";
import { fileDatabaseUrl } from "./file-database.ts";

let db: ReturnType<typeof connect>;
let paypal: FakePayPal;
let revolut: FakeRevolut;
let erp: Erp;
let server: Server;
let erpUrl: string;
let config: ReturnType<typeof parsePaymentConfig>;
const orders = new Map<string, PayableOrder>();
const completions: string[] = [];
let failNextCompletion = false;

const onCompleted: OnCompleted = async (tx, token) => {
  if (failNextCompletion) {
    failNextCompletion = false;
    throw new Error("setPaymentStatus failed");
  }
  completions.push(token);
  await tx.execute(sql`INSERT INTO test_paid_orders (token) VALUES (${token})`);
};

const payableOrders = { find: async (token: string) => orders.get(token) ?? null };

function newOrder(over: Partial<PayableOrder> = {}): PayableOrder {
  const currency = over.currency ?? "EUR";
  const order: PayableOrder = {
    token: crypto.randomBytes(16).toString("base64url"),
    number: `SO-${crypto.randomInt(100000, 999999)}`,
    amount: 1234.56,
    currency,
    region: "EU",
    paymentMethod: null,
    // The Polish company's demo account, as the demo catalogue's bank_accounts hold it.
    bankAccount: publicAccount(demoBankAccount("pl", currency)),
    ...over,
  };
  orders.set(order.token, order);
  return order;
}

const urlsFor = (order: PayableOrder, method: string) => ({
  returnurl: `https://shop.example/order/${order.token}/payment/${method}`,
  cancelurl: `https://shop.example/order/${order.token}/payment/${method}?cancel=1`,
});

const client = (transport: "in-process" | "http" = "http") =>
  erpClient(context(), transport === "http" ? httpTransport(erpUrl, ERP_TEST_SECRET) : inProcessTransport(erp));

/** Starts paying the order with a method, with the order page's return and cancel URLs. */
const startPayment = (
  order: PayableOrder,
  method: (typeof PAYMENT_METHODS)[number],
  transport?: "in-process" | "http",
) => client(transport).startPayment({ transaction_id: order.token, method, ...urlsFor(order, method) });

async function paymentRows(token: string) {
  const result = await db.db.execute(
    sql`SELECT provider, provider_ref, status, amount::text AS amount, currency FROM payments WHERE transaction_token = ${token} ORDER BY created_at`,
  );
  return result.rows as {
    provider: string;
    provider_ref: string;
    status: string;
    amount: string;
    currency: string;
  }[];
}
const completionsOf = (token: string) => completions.filter((t) => t === token).length;

beforeAll(async () => {
  db = connect(await fileDatabaseUrl());
  await db.db.execute(sql`CREATE TABLE IF NOT EXISTS test_paid_orders (token text PRIMARY KEY)`);
  paypal = await startFakePayPal();
  revolut = await startFakeRevolut();
  config = parsePaymentConfig({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.url,
    REVOLUT_SECRET_KEY: revolut.secretKey,
    REVOLUT_WEBHOOK_SECRET: revolut.webhookSecret,
    REVOLUT_API_URL: revolut.url,
  });
  erp = createErp({
    db: db.db,
    log: () => {},
    payments: { config, orders: payableOrders, onCompleted },
  });
  server = await serveFetch(requireSecret(erp.handle, ERP_TEST_SECRET), 0);
  erpUrl = serverUrl(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await paypal.close();
  await revolut.close();
  await db.db.execute(sql`DROP TABLE IF EXISTS test_paid_orders`);
  await db.pool.end();
});

beforeEach(() => {
  failNextCompletion = false;
  paypal.setDown(false);
  revolut.setDown(false);
});

/** Runs n cases, a few at a time: the race under test is within one order, not between orders. */
async function inBatches(n: number, run: (i: number) => Promise<void>, size = 5) {
  for (let start = 0; start < n; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, n - start) }, (_, k) => run(start + k)));
  }
}

/** A provider's delivery as the storefront passes it on to the ERP over HTTP (with the shared secret). */
async function webhook(provider: "paypal" | "revolut", delivery: { headers: Record<string, string>; body: string }) {
  const via = httpTransport(erpUrl, ERP_TEST_SECRET);
  const answer = await via.webhook(provider, new Headers(delivery.headers), delivery.body);
  return new Response(JSON.stringify(answer.body), { status: answer.status });
}

describe("payment methods", () => {
  it("unconfigured providers are not offered; bank transfer is, to the seller's account, and is the default", async () => {
    const bare = createErp({
      db: db.db,
      log: () => {},
      payments: { config: parsePaymentConfig({}), orders: payableOrders, onCompleted },
    });
    const order = newOrder({ currency: "PLN", amount: 4321.1, paymentMethod: "paypal" });
    const { paymentmethods, payment } = await erpClient(context(), inProcessTransport(bare)).getPaymentMethods(
      order.token,
      order.amount,
    );
    expect(payment).toBeNull();
    // Bank transfer, and the demo catalogue's demo payment page, which needs no keys (decision 0071).
    expect(paymentmethods.map((m) => m.widgettype)).toEqual(["bank", "demo"]);
    expect(paymentmethods[0]).toEqual({
      widgettype: "bank",
      name: "Bank transfer",
      token: order.number,
      default: true,
      currency: "PLN",
      amount: 4321.1,
      flow: "instructions",
      instructions: {
        accountholder: POLISH_COMPANY.name,
        bankname: "Demo Bank S.A.",
        iban: "PL76999900001000000000000985",
        bic: "DEMOPLPWXXX",
        reference: order.number,
        amount: 4321.1,
        currency: "PLN",
      },
    });
    await expectError(
      erpClient(context(), inProcessTransport(bare)).startPayment({
        transaction_id: order.token,
        method: "paypal",
        ...urlsFor(order, "paypal"),
      }),
      400,
      "BAD_REQUEST",
    );
  });

  it("bank transfer is not offered, nor started, without the seller's account in the order's currency", async () => {
    const order = newOrder({ currency: "PLN", paymentMethod: "bank", bankAccount: null });
    const { paymentmethods } = await client().getPaymentMethods(order.token, order.amount);
    expect(paymentmethods.map((m) => [m.widgettype, m.default])).toEqual([
      ["paypal", true],
      ["revolut", false],
      ["demo", false],
    ]);
    await expectError(
      client().startPayment({ transaction_id: order.token, method: "bank", ...urlsFor(order, "bank") }),
      400,
      "BAD_REQUEST",
    );
  });

  it("configured wallets are offered before bank transfer; the checkout's choice is the default; Revolut's amount is in minor units", async () => {
    const order = newOrder({ amount: 99.99, paymentMethod: "revolut" });
    const { paymentmethods } = await client().getPaymentMethods(order.token, order.amount);
    expect(paymentmethods.map((m) => [m.widgettype, m.default, m.amount, m.flow])).toEqual([
      ["paypal", false, 99.99, "redirect"],
      ["revolut", true, 9999, "redirect"],
      ["bank", false, 99.99, "instructions"],
      ["demo", false, 99.99, "redirect"],
    ]);
    expect(paymentmethods[0]!.token).toBe(paypal.clientId);
    expect(paymentmethods[2]!.instructions?.iban).toMatch(/^PL/);
    const none = newOrder({ paymentMethod: null });
    expect(
      (await client().getPaymentMethods(none.token, none.amount)).paymentmethods.find((m) => m.default)?.widgettype,
    ).toBe("paypal");
  });

  it("an unknown order is a 404; a malformed request a 400", async () => {
    await expectError(client().getPaymentMethods("no-such-order-token-123", 10), 404, "NOT_FOUND");
    await expectError(client().getPaymentMethods("short", 10), 400, "BAD_REQUEST");
  });

  it("bank transfer start records one payment per order and answers the instructions", async () => {
    const order = newOrder({ currency: "EUR", amount: 10 });
    const first = await startPayment(order, "bank");
    const again = await startPayment(order, "bank", "in-process");
    expect(first.redirecturl).toBeNull();
    expect(first.instructions).toMatchObject({
      reference: order.number,
      amount: 10,
      currency: "EUR",
    });
    expect(again).toEqual(first);
    expect(await paymentRows(order.token)).toEqual([
      {
        provider: "bank",
        provider_ref: order.token,
        status: "created",
        amount: "10.00",
        currency: "EUR",
      },
    ]);
  });
});

describe("PayPal", () => {
  it("create -> approve -> capture marks the payment completed once", async () => {
    const order = newOrder({ currency: "PLN", amount: 250.5 });
    const started = await startPayment(order, "paypal");
    expect(started.redirecturl).toMatch(new RegExp(`^${paypal.url}/checkoutnow\\?token=`));
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    expect(paypal.orders.get(ref)!.amount).toEqual({ currency_code: "PLN", value: "250.50" });
    expect(paypal.orders.get(ref)!.customId).toBe(order.token);

    // Back without approving: not paid, shown as text.
    const early = await client().completePayment({
      transaction_id: order.token,
      method: "paypal",
      params: { token: ref },
    });
    expect(early).toMatchObject({ status: "CREATED", completed: false });

    const back = new URL(paypal.approve(ref));
    const params = Object.fromEntries(back.searchParams);
    const done = await client().completePayment({
      transaction_id: order.token,
      method: "paypal",
      params,
    });
    expect(done).toMatchObject({ method: "paypal", status: "COMPLETED", completed: true });
    const reload = await client("in-process").completePayment({
      transaction_id: order.token,
      method: "paypal",
      params,
    });
    expect(reload).toMatchObject({ status: "COMPLETED", completed: false });
    // PayPal's own webhooks arriving afterwards change nothing.
    expect((await webhook("paypal", paypal.signedWebhook(paypal.captureCompletedEvent(ref)))).status).toBe(200);
    expect((await webhook("paypal", paypal.signedWebhook(paypal.orderApprovedEvent(ref)))).status).toBe(200);

    expect(completionsOf(order.token)).toBe(1);
    expect(paypal.orders.get(ref)!.captures).toBe(1);
    expect(await paymentRows(order.token)).toEqual([
      {
        provider: "paypal",
        provider_ref: ref,
        status: "completed",
        amount: "250.50",
        currency: "PLN",
      },
    ]);
    expect((await client().getPaymentMethods(order.token, order.amount)).payment).toEqual({
      method: "paypal",
      status: "COMPLETED",
    });
    await expectError(startPayment(order, "revolut"), 409, "ALREADY_PAID");
  });

  it("the shopper's return and PayPal's webhooks racing each other complete the order once (30 orders)", async () => {
    const tokens: string[] = [];
    await inBatches(30, async (i) => {
      const order = newOrder({ amount: 10 + i });
      tokens.push(order.token);
      const started = await startPayment(order, "paypal");
      const ref = new URL(started.redirecturl!).searchParams.get("token")!;
      const params = Object.fromEntries(new URL(paypal.approve(ref)).searchParams);
      const results = await Promise.all([
        client(i % 2 ? "http" : "in-process").completePayment({
          transaction_id: order.token,
          method: "paypal",
          params,
        }),
        webhook("paypal", paypal.signedWebhook(paypal.orderApprovedEvent(ref))).then(
          (r) => r.json() as Promise<{ status: string }>,
        ),
        client().completePayment({ transaction_id: order.token, method: "paypal", params }),
        webhook("paypal", paypal.signedWebhook(paypal.orderApprovedEvent(ref))).then(
          (r) => r.json() as Promise<{ status: string }>,
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual(["COMPLETED", "completed", "COMPLETED", "completed"]);
      expect(paypal.orders.get(ref)!.captures).toBe(1);
    });
    for (const token of tokens) expect(completionsOf(token)).toBe(1);
    const paid = await db.db.execute(sql`SELECT count(*)::int AS n FROM test_paid_orders WHERE token IN ${tokens}`);
    expect((paid.rows[0] as { n: number }).n).toBe(30);
  });

  it("cancel on PayPal shows 'Payment cancelled' and pays nothing; the order can be paid afterwards", async () => {
    const order = newOrder();
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    const cancelled = new URL(paypal.cancel(ref));
    expect(cancelled.searchParams.get("cancel")).toBe("1");
    const answer = await client().completePayment({
      transaction_id: order.token,
      method: "paypal",
      outcome: "cancel",
      params: Object.fromEntries(cancelled.searchParams),
    });
    expect(answer).toMatchObject({ status: "CANCELLED", completed: false });
    expect(completionsOf(order.token)).toBe(0);
    const retry = await startPayment(order, "paypal");
    expect(retry.redirecturl).not.toBe(started.redirecturl);
  });

  it("a webhook with a bad signature is a 400 and changes nothing", async () => {
    const order = newOrder();
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    paypal.approve(ref);
    const delivery = paypal.signedWebhook(paypal.orderApprovedEvent(ref));
    const forged = {
      ...delivery,
      headers: { ...delivery.headers, "PAYPAL-TRANSMISSION-SIG": "Zm9yZ2Vk" },
    };
    const responses = [
      await webhook("paypal", forged),
      await webhook("paypal", { ...delivery, body: delivery.body.replace('"summary":"', '"summary":"X') }),
      await webhook("paypal", paypal.signedWebhook(paypal.orderApprovedEvent(ref), { webhookId: "SOMEONEELSE" })),
      await webhook("paypal", {
        headers: { "Content-Type": "application/json" },
        body: delivery.body,
      }),
    ];
    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await responses[0]!.json()).toEqual({
      errmsg: "Invalid webhook signature",
      code: "BAD_REQUEST",
    });
    expect(paypal.orders.get(ref)!.captures).toBe(0);
    expect((await paymentRows(order.token))[0]!.status).toBe("created");
    expect(completionsOf(order.token)).toBe(0);
  });

  it("PayPal down: startPayment is a 502 and records nothing", async () => {
    const order = newOrder();
    paypal.setDown(true);
    await expectError(startPayment(order, "paypal"), 502, "PAYMENT_PROVIDER");
    expect(await paymentRows(order.token)).toEqual([]);
  });

  it("when onCompleted fails, the completion rolls back and the next attempt completes", async () => {
    const order = newOrder();
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    const params = Object.fromEntries(new URL(paypal.approve(ref)).searchParams);
    failNextCompletion = true;
    await expectError(
      client().completePayment({ transaction_id: order.token, method: "paypal", params }),
      500,
      "INTERNAL",
    );
    expect((await paymentRows(order.token))[0]!.status).toBe("created");
    expect(await client().completePayment({ transaction_id: order.token, method: "paypal", params })).toMatchObject({
      status: "COMPLETED",
      completed: true,
    });
    expect(completionsOf(order.token)).toBe(1);
  });

  it("a capture of another amount than the order's is not a completed payment", async () => {
    const order = newOrder({ amount: 500 });
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    const params = Object.fromEntries(new URL(paypal.approve(ref)).searchParams);
    paypal.orders.get(ref)!.amount.value = "5.00";
    expect(await client().completePayment({ transaction_id: order.token, method: "paypal", params })).toMatchObject({
      status: "FAILED",
      completed: false,
    });
    expect(completionsOf(order.token)).toBe(0);
  });

  it("PayPal down while a webhook is checked: 502, so that PayPal delivers it again", async () => {
    const order = newOrder();
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    paypal.approve(ref);
    const delivery = paypal.signedWebhook(paypal.orderApprovedEvent(ref));
    paypal.setDown(true);
    expect((await webhook("paypal", delivery)).status).toBe(502);
    paypal.setDown(false);
    expect((await webhook("paypal", delivery)).status).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
  });

  it("a payment of another order cannot be completed through this one", async () => {
    const mine = newOrder();
    const other = newOrder();
    const started = await startPayment(other, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    paypal.approve(ref);
    await expectError(
      client().completePayment({
        transaction_id: mine.token,
        method: "paypal",
        params: { token: ref },
      }),
      404,
      "NOT_FOUND",
    );
    expect(paypal.orders.get(ref)!.captures).toBe(0);
  });
});

describe("Revolut", () => {
  it("create (amount in minor units) -> hosted checkout -> return reads the state and completes once", async () => {
    const order = newOrder({ currency: "PLN", amount: 1999.99 });
    const started = await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    expect(remote).toMatchObject({
      amount: 199999,
      currency: "PLN",
      redirectUrl: urlsFor(order, "revolut").returnurl,
    });
    expect(started.redirecturl).toBe(`${revolut.url}/checkout/${remote.token}`);

    expect(
      await client().completePayment({
        transaction_id: order.token,
        method: "revolut",
        params: {},
      }),
    ).toMatchObject({ status: "CREATED", providerstatus: "pending" });
    expect(revolut.pay(remote.id)).toBe(urlsFor(order, "revolut").returnurl);
    expect(
      await client().completePayment({
        transaction_id: order.token,
        method: "revolut",
        params: {},
      }),
    ).toMatchObject({ status: "COMPLETED", completed: true });
    expect((await webhook("revolut", revolut.signedWebhook(revolut.completedEvent(remote.id)))).status).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
    expect(await paymentRows(order.token)).toEqual([
      {
        provider: "revolut",
        provider_ref: remote.id,
        status: "completed",
        amount: "1999.99",
        currency: "PLN",
      },
    ]);
  });

  it("the webhook and the shopper's return racing each other complete the order once (30 orders)", async () => {
    const tokens: string[] = [];
    await inBatches(30, async (i) => {
      const order = newOrder({ amount: 5 + i / 100 });
      tokens.push(order.token);
      await startPayment(order, "revolut");
      const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
      revolut.pay(remote.id);
      const event = revolut.completedEvent(remote.id);
      const [a, b, c] = await Promise.all([
        webhook("revolut", revolut.signedWebhook(event)),
        client(i % 2 ? "http" : "in-process").completePayment({
          transaction_id: order.token,
          method: "revolut",
          params: {},
        }),
        webhook("revolut", revolut.signedWebhook(event)),
      ]);
      expect([a.status, b.status, c.status]).toEqual([200, "COMPLETED", 200]);
    });
    for (const token of tokens) expect(completionsOf(token)).toBe(1);
  });

  it("a bad signature, another secret or a stale timestamp is a 400 and changes nothing", async () => {
    const order = newOrder();
    await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    revolut.pay(remote.id);
    const event = revolut.completedEvent(remote.id);
    const good = revolut.signedWebhook(event);
    const responses = [
      await webhook("revolut", revolut.signedWebhook(event, { secret: "wsk_wrong" })),
      await webhook("revolut", {
        ...good,
        body: good.body.replace("ORDER_COMPLETED", "ORDER_COMPLETED "),
      }),
      await webhook("revolut", revolut.signedWebhook(event, { timestamp: Date.now() - 10 * 60_000 })),
      await webhook("revolut", {
        headers: { "Content-Type": "application/json" },
        body: good.body,
      }),
    ];
    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect((await paymentRows(order.token))[0]!.status).toBe("created");
    expect(completionsOf(order.token)).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await webhook("revolut", good)).status).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
  });

  it("a cancelled checkout comes back as CANCELLED", async () => {
    const order = newOrder();
    await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    revolut.cancel(remote.id);
    expect(
      await client().completePayment({
        transaction_id: order.token,
        method: "revolut",
        params: {},
      }),
    ).toMatchObject({ status: "CANCELLED", completed: false });
    expect(completionsOf(order.token)).toBe(0);
  });

  it("a webhook for an order that is not ours is acknowledged and ignored", async () => {
    const response = await webhook(
      "revolut",
      revolut.signedWebhook({ event: "ORDER_COMPLETED", order_id: crypto.randomUUID() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: null });
  });
});

describe("two payments of one order", () => {
  it("paying twice (PayPal and Revolut at once) confirms the order once and keeps both payments", async () => {
    const order = newOrder();
    const p = await startPayment(order, "paypal");
    await startPayment(order, "revolut");
    const ref = new URL(p.redirecturl!).searchParams.get("token")!;
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    const params = Object.fromEntries(new URL(paypal.approve(ref)).searchParams);
    revolut.pay(remote.id);
    const [a, b] = await Promise.all([
      client().completePayment({ transaction_id: order.token, method: "paypal", params }),
      client().completePayment({ transaction_id: order.token, method: "revolut", params: {} }),
    ]);
    expect([a.status, b.status]).toEqual(["COMPLETED", "COMPLETED"]);
    expect(completionsOf(order.token)).toBe(1);
    expect((await paymentRows(order.token)).map((r) => r.status)).toEqual(["completed", "completed"]);
  });
});

describe("the storefront's webhook route (ERP in-process)", () => {
  it("passes the raw body on: a genuine delivery completes, a forged one is a 400", async () => {
    const order = newOrder();
    await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    revolut.pay(remote.id);
    const post = (delivery: { headers: Record<string, string>; body: string }) =>
      revolutWebhookRoute({
        request: new Request("http://shop.example/webhooks/revolut", {
          method: "POST",
          headers: delivery.headers,
          body: delivery.body,
        }),
        params: {},
        context: { erp: inProcessTransport(erp), cspNonce: "", clientAddress: "" },
      });
    expect(
      (await post(revolut.signedWebhook(revolut.completedEvent(remote.id), { secret: "wsk_forged" }))).status,
    ).toBe(400);
    expect(completionsOf(order.token)).toBe(0);
    const accepted = await post(revolut.signedWebhook(revolut.completedEvent(remote.id)));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, status: "completed" });
    expect(completionsOf(order.token)).toBe(1);
  });
});

describe("webhooks you can trust (verified before any other call, no replays, the order's amount)", () => {
  /** Every request the fake PayPal / Revolut received so far (token, verify, orders, captures). */
  const callsTo = (fake: { requests: Map<string, number> }) => [...fake.requests.values()].reduce((a, b) => a + b, 0);
  const verifications = () => paypal.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0;
  const lastEvent = async (token: string) =>
    (
      (await db.db.execute(sql`SELECT last_event FROM payments WHERE transaction_token = ${token}`)).rows[0] as {
        last_event: unknown;
      }
    ).last_event;

  async function approvedPayPal(over: Partial<PayableOrder> = {}) {
    const order = newOrder(over);
    const started = await startPayment(order, "paypal");
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    paypal.approve(ref);
    return { order, ref };
  }

  async function paidRevolut(over: Partial<PayableOrder> = {}) {
    const order = newOrder(over);
    await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    revolut.pay(remote.id);
    return { order, remote };
  }

  it("PayPal: headers, transmission time, cert host or body failing a cheap check: 400 before PayPal is asked anything", async () => {
    const { order, ref } = await approvedPayPal();
    const event = paypal.orderApprovedEvent(ref);
    const good = paypal.signedWebhook(event);
    const withHeader = (name: string, value: string | null) => {
      const headers = { ...good.headers };
      if (value === null) delete headers[name];
      else headers[name] = value;
      return { headers, body: good.body };
    };
    const before = callsTo(paypal);
    const responses = [
      await webhook("paypal", withHeader("PAYPAL-AUTH-ALGO", null)),
      await webhook("paypal", withHeader("PAYPAL-AUTH-ALGO", "none")),
      await webhook("paypal", withHeader("PAYPAL-TRANSMISSION-ID", "not a transmission id!")),
      await webhook("paypal", withHeader("PAYPAL-TRANSMISSION-TIME", "yesterday")),
      await webhook("paypal", withHeader("PAYPAL-CERT-URL", "https://attacker.example/v1/notifications/certs/CERT-1")),
      await webhook("paypal", withHeader("PAYPAL-CERT-URL", "http://api.paypal.com/v1/notifications/certs/CERT-1")),
      await webhook("paypal", withHeader("PAYPAL-CERT-URL", "https://api.paypal.com.attacker.example/certs/CERT-1")),
      // Validly signed, but sent 10 minutes ago (or 10 minutes from now): a replay or a forgery.
      await webhook("paypal", paypal.signedWebhook(event, { transmissionTime: new Date(Date.now() - 10 * 60_000) })),
      await webhook("paypal", paypal.signedWebhook(event, { transmissionTime: new Date(Date.now() + 10 * 60_000) })),
      await webhook("paypal", { ...good, body: "not json" }),
      await webhook("paypal", { ...good, body: JSON.stringify({ event_type: "CHECKOUT.ORDER.APPROVED" }) }),
      await webhook("paypal", { ...good, body: "[]" }),
    ];
    expect(responses.map((r) => r.status)).toEqual(Array(responses.length).fill(400));
    expect(callsTo(paypal)).toBe(before);
    expect(paypal.orders.get(ref)!.captures).toBe(0);
    expect((await paymentRows(order.token))[0]!.status).toBe("created");
    // The genuine delivery still goes through.
    expect(await (await webhook("paypal", good)).json()).toEqual({ received: true, status: "completed" });
    expect(completionsOf(order.token)).toBe(1);
  });

  it("PayPal: an event for a payment we do not know, or one already completed, is answered 200 without any call", async () => {
    const { order, ref } = await approvedPayPal();
    const foreign = paypal.orderApprovedEvent(ref) as { resource: Record<string, unknown> };
    const unknown = { ...foreign, resource: { ...foreign.resource, id: "9UNKNOWN00000000X" } };
    const before = callsTo(paypal);
    const signed = paypal.signedWebhook(unknown);
    const forged = { ...signed, headers: { ...signed.headers, "PAYPAL-TRANSMISSION-SIG": "Zm9yZ2VkIHNpZ25hdHVyZQ==" } };
    for (const delivery of [signed, forged]) {
      const response = await webhook("paypal", delivery);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, status: null });
    }
    // An event type we do not act on is not checked with PayPal either.
    const other = paypal.signedWebhook({ ...foreign, event_type: "CUSTOMER.DISPUTE.CREATED" });
    expect(await (await webhook("paypal", other)).json()).toEqual({ received: true, status: null });
    expect(callsTo(paypal)).toBe(before);

    expect((await webhook("paypal", paypal.signedWebhook(paypal.orderApprovedEvent(ref)))).status).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
    const afterPaid = callsTo(paypal);
    const late = await webhook("paypal", paypal.signedWebhook(paypal.captureCompletedEvent(ref)));
    expect(await late.json()).toEqual({ received: true, status: "completed" });
    expect(callsTo(paypal)).toBe(afterPaid);
  });

  it("PayPal: a replayed transmission id is answered without processing and without asking PayPal", async () => {
    const { order, ref } = await approvedPayPal();
    const approved = paypal.signedWebhook(paypal.orderApprovedEvent(ref));
    // The same delivery twice at once: verified and captured once.
    const verifiedBefore = verifications();
    const both = await Promise.all([webhook("paypal", approved), webhook("paypal", approved)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(verifications()).toBe(verifiedBefore + 1);
    expect(paypal.orders.get(ref)!.captures).toBe(1);
    expect(completionsOf(order.token)).toBe(1);

    // A denial of another payment, replayed after the payment went on.
    const second = await approvedPayPal();
    const completed = paypal.captureCompletedEvent(second.ref) as { resource: Record<string, unknown> };
    const denied = paypal.signedWebhook({
      ...completed,
      event_type: "PAYMENT.CAPTURE.DENIED",
      resource: { ...completed.resource, status: "DECLINED" },
    });
    expect(await (await webhook("paypal", denied)).json()).toEqual({ received: true, status: "failed" });
    const before = callsTo(paypal);
    const replay = await webhook("paypal", denied);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, status: null });
    expect(callsTo(paypal)).toBe(before);
  });

  it("PayPal: a capture of another amount or currency than the order's never marks it paid, and is recorded", async () => {
    for (const change of [{ value: "5.00" }, { value: "500.01" }, { currency_code: "EUR" }]) {
      const { order, ref } = await approvedPayPal({ amount: 500, currency: "PLN" });
      Object.assign(paypal.orders.get(ref)!.amount, change);
      const event = paypal.captureCompletedEvent(ref);
      const response = await webhook("paypal", paypal.signedWebhook(event));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, status: "failed" });
      expect(completionsOf(order.token)).toBe(0);
      expect((await paymentRows(order.token))[0]!.status).toBe("failed");
      expect(await lastEvent(order.token)).toEqual(event);
    }
    // The right amount completes from the event alone: no capture, no order read.
    const { order, ref } = await approvedPayPal({ amount: 500, currency: "PLN" });
    const reads = () =>
      (paypal.requests.get("GET /v2/checkout/orders/{id}") ?? 0) +
      (paypal.requests.get("POST /v2/checkout/orders/{id}/capture") ?? 0);
    const before = reads();
    expect(await (await webhook("paypal", paypal.signedWebhook(paypal.captureCompletedEvent(ref)))).json()).toEqual({
      received: true,
      status: "completed",
    });
    expect(reads()).toBe(before);
    expect(completionsOf(order.token)).toBe(1);
  });

  it("Revolut: a replayed delivery is answered without processing", async () => {
    const order = newOrder();
    await startPayment(order, "revolut");
    const remote = [...revolut.orders.values()].find((o) => o.reference === order.token)!;
    const declined = revolut.signedWebhook({ event: "ORDER_PAYMENT_DECLINED", order_id: remote.id });
    expect(await (await webhook("revolut", declined)).json()).toEqual({ received: true, status: "failed" });
    // The shopper tries another card, which is authorised.
    const authorised = revolut.signedWebhook({ event: "ORDER_AUTHORISED", order_id: remote.id });
    expect(await (await webhook("revolut", authorised)).json()).toEqual({ received: true, status: "approved" });
    // The old decline replayed (within its 5 minutes) does not undo that.
    const replay = await webhook("revolut", declined);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, status: null });
    expect((await paymentRows(order.token))[0]!.status).toBe("approved");
  });

  it("Revolut: a forged delivery, or one for a payment we do not know, makes no call to Revolut", async () => {
    const { order, remote } = await paidRevolut();
    const before = callsTo(revolut);
    const forged = await webhook("revolut", revolut.signedWebhook(revolut.completedEvent(remote.id), { secret: "x" }));
    expect(forged.status).toBe(400);
    const unknown = await webhook(
      "revolut",
      revolut.signedWebhook({ event: "ORDER_COMPLETED", order_id: crypto.randomUUID() }),
    );
    expect(await unknown.json()).toEqual({ received: true, status: null });
    expect(callsTo(revolut)).toBe(before);
    expect(completionsOf(order.token)).toBe(0);
  });

  it("Revolut: ORDER_COMPLETED is checked against the amount and currency Revolut took; a mismatch is not paid", async () => {
    for (const change of [{ amount: 100 }, { amount: 123457 }, { currency: "EUR" }]) {
      const { order, remote } = await paidRevolut({ amount: 1234.56, currency: "PLN" });
      Object.assign(remote, change);
      const response = await webhook("revolut", revolut.signedWebhook(revolut.completedEvent(remote.id)));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, status: "failed" });
      expect(completionsOf(order.token)).toBe(0);
      expect(await lastEvent(order.token)).toMatchObject({ webhook: revolut.completedEvent(remote.id) });
    }
    const { order, remote } = await paidRevolut({ amount: 1234.56, currency: "PLN" });
    const response = await webhook("revolut", revolut.signedWebhook(revolut.completedEvent(remote.id)));
    expect(await response.json()).toEqual({ received: true, status: "completed" });
    expect(completionsOf(order.token)).toBe(1);
  });
});

describe("PayPal's webhook checks, counted per order (issue 37 item 5)", () => {
  /** An ERP on its own clock, so the test can let the budget's window pass. */
  let clock = new Date();
  let timed: Erp;
  beforeAll(() => {
    timed = createErp({
      db: db.db,
      now: () => clock,
      log: () => {},
      payments: { config, orders: payableOrders, onCompleted },
    });
  });
  const verifications = () => paypal.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0;
  type Delivery = { headers: Record<string, string>; body: string };
  /** Through the storefront's route, as PayPal reaches the shop. */
  const post = (delivery: Delivery) =>
    paypalWebhookRoute({
      request: new Request("http://shop.example/webhooks/paypal", {
        method: "POST",
        headers: delivery.headers,
        body: delivery.body,
      }),
      params: {},
      context: { erp: inProcessTransport(timed), cspNonce: "", clientAddress: "" },
    });
  async function approved() {
    const order = newOrder();
    const started = await erpClient(context(), inProcessTransport(timed)).startPayment({
      transaction_id: order.token,
      method: "paypal",
      ...urlsFor(order, "paypal"),
    });
    const ref = new URL(started.redirecturl!).searchParams.get("token")!;
    paypal.approve(ref);
    return { order, ref };
  }
  const genuine = (ref: string) => paypal.signedWebhook(paypal.orderApprovedEvent(ref), { transmissionTime: clock });
  const forged = (ref: string): Delivery => {
    const delivery = genuine(ref);
    return { ...delivery, headers: { ...delivery.headers, "PAYPAL-TRANSMISSION-SIG": "Zm9yZ2VkIHNpZ25hdHVyZQ==" } };
  };

  it("a flood naming one order makes at most 10 checks; the genuine delivery is retried later and pays once", async () => {
    clock = new Date();
    const { order, ref } = await approved();
    const before = verifications();
    const statuses: number[] = [];
    const retries: number[] = [];
    await inBatches(30, async () => {
      const response = await post(forged(ref));
      statuses.push(response.status);
      if (response.status === 503) retries.push(Number(response.headers.get("Retry-After")));
    });
    // Ten forgeries reach PayPal and are refused by it; the other twenty are answered at once.
    expect(verifications()).toBe(before + 10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 503)).toHaveLength(20);
    for (const seconds of retries) {
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(600);
    }

    // The genuine delivery in the flood: 503 with Retry-After (so PayPal delivers it again),
    // not checked, not kept as seen, the order not paid.
    const first = genuine(ref);
    const throttled = await post(first);
    expect(throttled.status).toBe(503);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(verifications()).toBe(before + 10);
    expect(completionsOf(order.token)).toBe(0);
    const kept = await db.db.execute(
      sql`SELECT 1 FROM webhook_replays WHERE replay_key = ${first.headers["PAYPAL-TRANSMISSION-ID"]!}`,
    );
    expect(kept.rows).toEqual([]);
    // The ERP over HTTP says the same in its header (PayPal may be pointed at the ERP itself).
    const direct = await timed.handle(
      new Request("http://erp.test/webhooks/paypal", { method: "POST", headers: first.headers, body: first.body }),
    );
    expect(direct.status).toBe(503);
    expect(Number(direct.headers.get("Retry-After"))).toBeGreaterThan(0);

    // Another order's webhooks are not held up by this one's flood.
    const other = await approved();
    expect(await (await post(genuine(other.ref))).json()).toEqual({ received: true, status: "completed" });
    expect(completionsOf(other.order.token)).toBe(1);

    // Ten minutes on, PayPal's next delivery is checked and pays the order, once.
    clock = new Date(clock.getTime() + 601_000);
    const retried = await post(genuine(ref));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, status: "completed" });
    expect(verifications()).toBe(before + 12);
    expect(paypal.orders.get(ref)!.captures).toBe(1);
    expect(completionsOf(order.token)).toBe(1);
    // Later deliveries for the paid order are answered without a check and change nothing.
    expect(await (await post(genuine(ref))).json()).toEqual({ received: true, status: "completed" });
    expect(verifications()).toBe(before + 12);
    expect(completionsOf(order.token)).toBe(1);
    expect((await paymentRows(order.token)).map((row) => row.status)).toEqual(["completed"]);
  });
});
