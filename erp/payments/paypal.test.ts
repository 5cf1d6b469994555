/** PayPal provider against the local fake PayPal API (tests/fakes/paypal.ts): no database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "../../tests/fakes/paypal.ts";
import { createPayPal, paypalStatus } from "./paypal.ts";
import type { PayableOrder, PaymentProvider } from "./provider.ts";

let fake: FakePayPal;
let paypal: PaymentProvider;
const order: PayableOrder = {
  token: "tok_0123456789abcdef",
  number: "SO-1001",
  amount: 1234.5,
  currency: "PLN",
  region: "EU",
};
const urls = {
  returnUrl: "https://shop.example/order/tok/payment/paypal?x=1",
  cancelUrl: "https://shop.example/order/tok/payment/paypal/cancel",
};

beforeAll(async () => {
  fake = await startFakePayPal();
  paypal = createPayPal({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

const headersOf = (record: Record<string, string>) => new Headers(record);

describe("PayPal provider", () => {
  it("creates an order with the amount to 2 decimals and our token, and redirects to the payer-action link", async () => {
    const started = await paypal.start(order, urls);
    expect(started.kind).toBe("redirect");
    if (started.kind !== "redirect") return;
    const created = fake.orders.get(started.providerRef)!;
    expect(created.amount).toEqual({ currency_code: "PLN", value: "1234.50" });
    expect(created.customId).toBe(order.token);
    expect(created.invoiceId).toBe("SO-1001");
    expect(created.returnUrl).toBe(urls.returnUrl);
    expect(started.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${started.providerRef}`);
  });

  it("caches the OAuth token across calls", async () => {
    const before = fake.tokensIssued();
    await paypal.start(order, urls);
    await paypal.start(order, urls);
    expect(fake.tokensIssued()).toBe(before);
  });

  it("capture before approval reports the order as not paid; after approval, completed once", async () => {
    const started = await paypal.start(order, urls);
    const ref = started.providerRef;
    expect((await paypal.complete(ref)).status).toBe("created");
    const back = new URL(fake.approve(ref));
    expect(back.searchParams.get("token")).toBe(ref);
    expect(back.searchParams.get("x")).toBe("1");
    const first = await paypal.complete(ref);
    expect(first.status).toBe("completed");
    expect(first.paid).toEqual({ amount: 1234.5, currency: "PLN" });
    // The second capture is the idempotent repeat; it does not capture again.
    expect((await paypal.complete(ref)).status).toBe("completed");
    expect(fake.orders.get(ref)!.captures).toBe(1);
  });

  describe("webhook verification", () => {
    it("accepts a delivery PayPal signed", async () => {
      const started = await paypal.start(order, urls);
      fake.approve(started.providerRef);
      const delivery = fake.signedWebhook(fake.orderApprovedEvent(started.providerRef));
      const event = await paypal.verifyWebhook(headersOf(delivery.headers), delivery.body);
      expect(event).toMatchObject({
        type: "CHECKOUT.ORDER.APPROVED",
        providerRef: started.providerRef,
        status: "approved",
        needsCompletion: true,
      });
    });

    it("refuses a tampered body", async () => {
      const started = await paypal.start(order, urls);
      const delivery = fake.signedWebhook(fake.captureCompletedEvent(started.providerRef));
      const tampered = delivery.body.replace('"value":"1234.50"', '"value":"1.00"');
      expect(tampered).not.toBe(delivery.body);
      expect(await paypal.verifyWebhook(headersOf(delivery.headers), tampered)).toBeNull();
    });

    it("refuses a delivery signed for another webhook", async () => {
      const started = await paypal.start(order, urls);
      const delivery = fake.signedWebhook(fake.captureCompletedEvent(started.providerRef), {
        webhookId: "OTHERWEBHOOK",
      });
      expect(await paypal.verifyWebhook(headersOf(delivery.headers), delivery.body)).toBeNull();
    });

    it("refuses a delivery without the transmission headers, without asking PayPal", async () => {
      const before = fake.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0;
      const started = await paypal.start(order, urls);
      const delivery = fake.signedWebhook(fake.captureCompletedEvent(started.providerRef));
      const { ["PAYPAL-TRANSMISSION-SIG"]: _dropped, ...rest } = delivery.headers;
      expect(await paypal.verifyWebhook(headersOf(rest), delivery.body)).toBeNull();
      expect(await paypal.verifyWebhook(headersOf(delivery.headers), "not json")).toBeNull();
      expect(fake.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0).toBe(before);
    });
  });

  it("maps order and capture states", () => {
    expect(paypalStatus({ id: "1", status: "PAYER_ACTION_REQUIRED" })).toBe("created");
    expect(paypalStatus({ id: "1", status: "APPROVED" })).toBe("approved");
    expect(paypalStatus({ id: "1", status: "VOIDED" })).toBe("cancelled");
    expect(
      paypalStatus({
        id: "1",
        status: "COMPLETED",
        purchase_units: [{ payments: { captures: [{ status: "PENDING" }] } }],
      }),
    ).toBe("approved");
    expect(
      paypalStatus({
        id: "1",
        status: "COMPLETED",
        purchase_units: [{ payments: { captures: [{ status: "DECLINED" }] } }],
      }),
    ).toBe("failed");
  });
});
