import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { ruleAllows, type MethodRule } from "./provider.ts";
import { createStripeMethods, sessionStatus, successUrl } from "./stripe.ts";

const config = { secretKey: "sk_test_unit", webhookSecret: "whsec_unit", apiUrl: "http://127.0.0.1:9" };
const NOW = new Date("2026-12-01T08:00:00Z");
const [card] = createStripeMethods(config, { now: () => NOW });

function session(over: Partial<Stripe.Checkout.Session> = {}) {
  return {
    id: "cs_test_1",
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    amount_total: 12340,
    currency: "pln",
    ...over,
  };
}

/** A delivery as Stripe signs it (the library's own test header: t=...,v1=...). */
function delivery(event: object, secret = config.webhookSecret, at = NOW) {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { headers: new Headers({ "stripe-signature": signature }), body };
}

const event = (type: string, object: object, id = "evt_1") => ({ id, object: "event", type, data: { object } });

describe("Stripe's webhooks", () => {
  it("a signed completed session is a completion with the amount in cents and the currency", () => {
    const { headers, body } = delivery(event("checkout.session.completed", session()));
    const found = card!.inspectWebhook(headers, body);
    expect(found?.replayKey).toBe("evt_1");
    expect(found?.event).toMatchObject({
      type: "checkout.session.completed",
      providerRef: "cs_test_1",
      status: "completed",
      paid: { amount: 123.4, currency: "PLN" },
    });
  });

  it("a delayed method's completed session is approved, paid only by async_payment_succeeded", () => {
    const pending = delivery(event("checkout.session.completed", session({ payment_status: "unpaid" })));
    expect(card!.inspectWebhook(pending.headers, pending.body)?.event).toMatchObject({
      status: "approved",
      paid: undefined,
    });
    const cleared = delivery(event("checkout.session.async_payment_succeeded", session(), "evt_2"));
    expect(card!.inspectWebhook(cleared.headers, cleared.body)?.event.status).toBe("completed");
    const failed = delivery(event("checkout.session.async_payment_failed", session({ payment_status: "unpaid" })));
    expect(card!.inspectWebhook(failed.headers, failed.body)?.event.status).toBe("failed");
  });

  it("refuses another secret, a changed body, an old timestamp and no signature", () => {
    const good = delivery(event("checkout.session.completed", session()));
    expect(
      card!.inspectWebhook(delivery(JSON.parse(good.body) as object, "whsec_other").headers, good.body),
    ).toBeNull();
    expect(card!.inspectWebhook(good.headers, good.body.replace("12340", "1"))).toBeNull();
    const old = delivery(
      event("checkout.session.completed", session()),
      config.webhookSecret,
      new Date(NOW.getTime() - 6 * 60_000),
    );
    expect(card!.inspectWebhook(old.headers, old.body)).toBeNull();
    expect(card!.inspectWebhook(new Headers(), good.body)).toBeNull();
  });

  it("another kind of event is proven and left alone", () => {
    const other = delivery(event("payment_intent.created", { id: "pi_1", object: "payment_intent" }));
    expect(card!.inspectWebhook(other.headers, other.body)?.event.status).toBeNull();
  });
});

describe("a session's state", () => {
  it("in our words", () => {
    expect(sessionStatus({ status: "open", payment_status: "unpaid" })).toBe("created");
    expect(sessionStatus({ status: "complete", payment_status: "paid" })).toBe("completed");
    expect(sessionStatus({ status: "complete", payment_status: "unpaid" })).toBe("approved");
    expect(sessionStatus({ status: "expired", payment_status: "unpaid" })).toBe("cancelled");
  });

  it("the success URL carries Stripe's placeholder, unescaped", () => {
    expect(successUrl("https://shop.example/order/x/return/blik")).toBe(
      "https://shop.example/order/x/return/blik?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(successUrl("https://shop.example/r?a=1")).toBe(
      "https://shop.example/r?a=1&session_id={CHECKOUT_SESSION_ID}",
    );
  });
});

describe("where a method is offered (payment_methods' rules)", () => {
  const blik: MethodRule = {
    id: "blik",
    currencies: ["PLN"],
    markets: { PL: ["PLN"] },
    limits: { PLN: { min: 100, max: 5_000_000 } },
  };
  const card: MethodRule = { id: "card", currencies: ["EUR", "PLN"], markets: null, limits: null };

  it("BLIK: złoty, a Polish buyer, 1 to 50,000 zł", () => {
    expect(ruleAllows(blik, { currency: "PLN", country: "PL", cents: 12_340 })).toBe(true);
    expect(ruleAllows(blik, { currency: "EUR", country: "PL", cents: 12_340 })).toBe(false);
    expect(ruleAllows(blik, { currency: "PLN", country: "DE", cents: 12_340 })).toBe(false);
    expect(ruleAllows(blik, { currency: "PLN", cents: 12_340 })).toBe(false);
    expect(ruleAllows(blik, { currency: "PLN", country: "PL", cents: 99 })).toBe(false);
    expect(ruleAllows(blik, { currency: "PLN", country: "PL", cents: 5_000_000 })).toBe(true);
    expect(ruleAllows(blik, { currency: "PLN", country: "PL", cents: 5_000_001 })).toBe(false);
  });

  it("a method of every market: its currencies only", () => {
    expect(ruleAllows(card, { currency: "EUR", country: "DE", cents: 1 })).toBe(true);
    expect(ruleAllows(card, { currency: "GBP", country: "GB", cents: 1 })).toBe(false);
  });
});
