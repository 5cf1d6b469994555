/**
 * Stripe's local methods (decision 0070) against the Stripe test double (its HTTP API and signed
 * webhooks, driven by the official library) and a real PostgreSQL: the orders are supplied through
 * PayableOrders as in payments.test.ts, and onCompleted inserts into a table with a primary key
 * inside the completing transaction, so a second completion of an order would fail loudly.
 */
import crypto from "node:crypto";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import type { PaymentMethodName } from "../../contract/payments.ts";
import { publicAccount } from "../../erp/bank/accounts.ts";
import { connect } from "../../erp/db/client.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import type { PayableOrder } from "../../erp/payments/provider.ts";
import type { OnCompleted } from "../../erp/payments/store.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { createErp, type Erp } from "../../erp/server.ts";
import { httpTransport, inProcessTransport } from "../../server/erp-transport.ts";
import { serveFetch } from "../../server/node-http.ts";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe.ts";
import { fileDatabaseUrl } from "./file-database.ts";
import { context, ERP_TEST_SECRET, expectError, serverUrl } from "./harness.ts";

let db: ReturnType<typeof connect>;
let stripe: FakeStripe;
let erp: Erp;
let server: Server;
let erpUrl: string;
const orders = new Map<string, PayableOrder>();
const completions: string[] = [];
const logged: string[] = [];

const onCompleted: OnCompleted = async (tx, token) => {
  completions.push(token);
  await tx.execute(sql`INSERT INTO test_stripe_paid (token) VALUES (${token})`);
};

function newOrder(over: Partial<PayableOrder> = {}): PayableOrder {
  const currency = over.currency ?? "PLN";
  const order: PayableOrder = {
    token: crypto.randomBytes(16).toString("hex"),
    number: `SO-${crypto.randomInt(100000, 999999)}`,
    amount: 123.4,
    currency,
    region: "EU",
    paymentMethod: null,
    country: currency === "PLN" ? "PL" : "DE",
    email: "kupujacy@example.com",
    lang: currency === "PLN" ? "pl" : "de",
    bankAccount: publicAccount(demoBankAccount("pl", currency)),
    ...over,
  };
  orders.set(order.token, order);
  return order;
}

const back = (order: PayableOrder, method: string) => `https://shop.example/order/${order.token}/return/${method}`;
const client = (transport: "in-process" | "http" = "http") =>
  erpClient(context(), transport === "http" ? httpTransport(erpUrl, ERP_TEST_SECRET) : inProcessTransport(erp));
const start = (order: PayableOrder, method: PaymentMethodName) =>
  client().startPayment({
    transaction_id: order.token,
    method,
    returnurl: back(order, method),
    cancelurl: `${back(order, method)}?outcome=cancel`,
  });
/** The shopper's return: the session id Stripe put into the success URL. */
const returnFrom = (
  order: PayableOrder,
  method: PaymentMethodName,
  target: string,
  transport?: "in-process" | "http",
) =>
  client(transport).completePayment({
    transaction_id: order.token,
    method,
    // As the return route passes it on: outcome as its own field, the rest as parameters.
    outcome: new URL(target).searchParams.get("outcome") === "cancel" ? "cancel" : "return",
    params: Object.fromEntries([...new URL(target).searchParams].filter(([k]) => k !== "outcome")),
  });
const sessionOf = (order: PayableOrder) =>
  [...stripe.sessions.values()].find((s) => s.client_reference_id === order.token)!;
async function webhook(delivery: { headers: Record<string, string>; body: string }) {
  const answer = await httpTransport(erpUrl, ERP_TEST_SECRET).webhook(
    "stripe",
    new Headers(delivery.headers),
    delivery.body,
  );
  return answer.status;
}
const completionsOf = (token: string) => completions.filter((t) => t === token).length;
async function rows(token: string) {
  const result = await db.db.execute(sql`SELECT provider, method, status, amount::text AS amount, currency
    FROM payments WHERE transaction_token = ${token} ORDER BY created_at`);
  return result.rows;
}

beforeAll(async () => {
  db = connect(await fileDatabaseUrl());
  await db.db.execute(sql`CREATE TABLE IF NOT EXISTS test_stripe_paid (token text PRIMARY KEY)`);
  stripe = await startFakeStripe({ secretKey: "sk_test_erp", webhookSecret: "whsec_erp" });
  const config = parsePaymentConfig({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  erp = createErp({
    db: db.db,
    log: (m) => logged.push(m),
    payments: { config, orders: { find: async (t) => orders.get(t) ?? null }, onCompleted },
  });
  server = await serveFetch(requireSecret(erp.handle, ERP_TEST_SECRET), 0);
  erpUrl = serverUrl(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stripe.close();
  await db.db.execute(sql`DROP TABLE IF EXISTS test_stripe_paid`);
  await db.pool.end();
});

beforeEach(() => {
  stripe.setDown(false);
  stripe.setWebhookUrl(null);
});

describe("which methods an order is offered", () => {
  it("a Polish buyer in złoty: BLIK first, then Przelewy24 and cards; a German one in euro: cards, Klarna, SEPA", async () => {
    const polish = newOrder({ paymentMethod: "blik" });
    const offered = await client().getPaymentMethods(polish.token, polish.amount);
    expect(offered.paymentmethods.map((m) => m.widgettype)).toEqual(["blik", "p24", "card", "klarna", "bank", "demo"]);
    expect(offered.paymentmethods[0]).toMatchObject({ name: "BLIK", default: true, flow: "redirect" });
    const german = newOrder({ currency: "EUR", amount: 250 });
    const euro = await client().getPaymentMethods(german.token, german.amount);
    expect(euro.paymentmethods.map((m) => m.widgettype)).toEqual(["card", "klarna", "sepa_debit", "bank", "demo"]);
  });

  it("BLIK over 50,000 zł, or for a euro order, is not offered and cannot be started", async () => {
    const large = newOrder({ amount: 50_000.01 });
    const offered = await client().getPaymentMethods(large.token, large.amount);
    expect(offered.paymentmethods.map((m) => m.widgettype)).not.toContain("blik");
    await expectError(start(large, "blik"), 400, "BAD_REQUEST");
    await expectError(start(newOrder({ currency: "EUR" }), "blik"), 400, "BAD_REQUEST");
    await expectError(start(newOrder({ currency: "EUR", country: "PL" }), "klarna"), 400, "BAD_REQUEST");
    expect(stripe.requests.get("POST /v1/checkout/sessions") ?? 0).toBe(0);
  });
});

describe("paying with BLIK through Stripe Checkout", () => {
  it("start -> hosted page -> return completes once, in cents; the webhook after it changes nothing", async () => {
    const order = newOrder({ amount: 1999.99 });
    const started = await start(order, "blik");
    const session = sessionOf(order);
    expect(session).toMatchObject({ amount_total: 199999, currency: "pln", allowed_payment_method_types: ["blik"] });
    expect(started.redirecturl).toBe(`${stripe.url}/pay/${session.id}`);
    const target = stripe.pay(session.id, { method: "blik", blikCode: "123456" });
    expect(target).toBe(`${back(order, "blik")}?session_id=${session.id}`);
    expect(await returnFrom(order, "blik", target)).toMatchObject({ status: "COMPLETED", completed: true });
    expect(await webhook(stripe.signedWebhook(stripe.completedEvent(session.id)))).toBe(200);
    expect(await returnFrom(order, "blik", target)).toMatchObject({ status: "COMPLETED", completed: false });
    expect(completionsOf(order.token)).toBe(1);
    expect(await rows(order.token)).toEqual([
      { provider: "stripe", method: "blik", status: "completed", amount: "1999.99", currency: "PLN" },
    ]);
  });

  it("the webhook and the return, in either order, twice and at once: one payment (20 orders)", async () => {
    const tokens: string[] = [];
    for (let batch = 0; batch < 4; batch++) {
      await Promise.all(
        Array.from({ length: 5 }, async (_, k) => {
          const i = batch * 5 + k;
          const order = newOrder({ amount: 10 + i / 100 });
          tokens.push(order.token);
          await start(order, i % 2 ? "blik" : "p24");
          const session = sessionOf(order);
          const target = stripe.pay(session.id, i % 2 ? { method: "blik", blikCode: "654321" } : undefined);
          const delivery = stripe.signedWebhook(stripe.completedEvent(session.id));
          const method = i % 2 ? "blik" : "p24";
          const answers = await Promise.all([
            webhook(delivery),
            returnFrom(order, method, target, i % 3 ? "http" : "in-process"),
            webhook(delivery),
            returnFrom(order, method, target),
          ]);
          expect(answers[1]).toMatchObject({ status: "COMPLETED" });
          expect(answers[3]).toMatchObject({ status: "COMPLETED" });
        }),
      );
    }
    for (const token of tokens) expect(completionsOf(token)).toBe(1);
  });

  it("Stripe's own delivery (the webhook before the return) pays the order", async () => {
    // The ERP's own webhook path, over HTTP, as the storefront forwards Stripe's deliveries to it.
    const hooks = await serveFetch(erp.handle, 0);
    try {
      stripe.setWebhookUrl(`${serverUrl(hooks)}/webhooks/stripe`);
      const order = newOrder();
      await start(order, "card");
      stripe.pay(sessionOf(order).id);
      await stripe.idle();
      expect(completionsOf(order.token)).toBe(1);
    } finally {
      await new Promise((resolve) => hooks.close(resolve));
    }
  });
});

describe("refused deliveries", () => {
  it("a tampered signature, another secret, a stale timestamp: 400, logged, nothing paid", async () => {
    const order = newOrder();
    await start(order, "blik");
    const session = sessionOf(order);
    stripe.pay(session.id, { method: "blik", blikCode: "111111" });
    const event = stripe.completedEvent(session.id);
    const good = stripe.signedWebhook(event);
    const answers = [
      await webhook(stripe.signedWebhook(event, { secret: "whsec_other" })),
      await webhook({ ...good, body: good.body.replace('"paid"', '"paid" ') }),
      await webhook(stripe.signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
      await webhook({ headers: { "Content-Type": "application/json" }, body: good.body }),
    ];
    expect(answers).toEqual([400, 400, 400, 400]);
    expect(logged.filter((m) => m.includes("stripe webhook refused")).length).toBeGreaterThanOrEqual(4);
    expect(completionsOf(order.token)).toBe(0);
    expect(await webhook(good)).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
  });

  it("a replayed event is answered without effect", async () => {
    const order = newOrder();
    await start(order, "blik");
    const session = sessionOf(order);
    const event = stripe.completedEvent(session.id);
    // Signed, but not paid yet: the delivery is taken and leaves the payment open.
    expect(await webhook(stripe.signedWebhook(event))).toBe(200);
    stripe.pay(session.id, { method: "blik", blikCode: "222222" });
    // The same event again (same id), now that the session is paid, is a replay: not processed.
    expect(await webhook(stripe.signedWebhook(event))).toBe(200);
    expect(completionsOf(order.token)).toBe(0);
    expect(logged.some((m) => m.includes("replayed"))).toBe(true);
  });

  it("a wrong amount or currency is refused and logged; the order stays unpaid", async () => {
    for (const change of [{ amount_total: 100 }, { currency: "eur" }]) {
      const order = newOrder();
      await start(order, "blik");
      const session = sessionOf(order);
      stripe.pay(session.id, { method: "blik", blikCode: "333333" });
      const event = stripe.completedEvent(session.id);
      const forged = {
        ...event,
        id: `evt_${crypto.randomUUID()}`,
        data: { object: { ...event.data.object, ...change } },
      };
      expect(await webhook(stripe.signedWebhook(forged))).toBe(200);
      expect(completionsOf(order.token)).toBe(0);
      expect((await rows(order.token))[0]).toMatchObject({ status: "failed" });
      expect(logged.some((m) => m.includes(session.id) && m.includes("not marked paid"))).toBe(true);
    }
  });
});

describe("a failed or cancelled payment, and Stripe down", () => {
  it("cancelled on Stripe's page: CANCELLED; paid on a second attempt", async () => {
    const order = newOrder();
    await start(order, "blik");
    const first = sessionOf(order);
    const cancel = stripe.cancel(first.id);
    expect(await returnFrom(order, "blik", cancel)).toMatchObject({ status: "CANCELLED", completed: false });
    await start(order, "card");
    const second = [...stripe.sessions.values()].filter((s) => s.client_reference_id === order.token).at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(await returnFrom(order, "card", stripe.pay(second.id))).toMatchObject({ status: "COMPLETED" });
    expect(completionsOf(order.token)).toBe(1);
    await expectError(start(order, "blik"), 409, "ALREADY_PAID");
  });

  it("SEPA Direct Debit: approved on return, paid when the debit clears", async () => {
    const order = newOrder({ currency: "EUR", amount: 89.9 });
    await start(order, "sepa_debit");
    const session = sessionOf(order);
    const target = stripe.pay(session.id);
    expect(await returnFrom(order, "sepa_debit", target)).toMatchObject({ status: "APPROVED", completed: false });
    expect(completionsOf(order.token)).toBe(0);
    await stripe.idle();
    const cleared = stripe.events.find(
      (e) =>
        e.type === "checkout.session.async_payment_succeeded" && (e.data.object as { id: string }).id === session.id,
    )!;
    expect(await webhook(stripe.signedWebhook(cleared))).toBe(200);
    expect(completionsOf(order.token)).toBe(1);
  });

  it("Stripe down: 502 PAYMENT_PROVIDER, nothing recorded, bank transfer still offered", async () => {
    const order = newOrder();
    stripe.setDown(true);
    await expectError(start(order, "blik"), 502, "PAYMENT_PROVIDER");
    expect(await rows(order.token)).toEqual([]);
    const offered = await client("in-process").getPaymentMethods(order.token, order.amount);
    expect(offered.paymentmethods.map((m) => m.widgettype)).toContain("bank");
  });
});
