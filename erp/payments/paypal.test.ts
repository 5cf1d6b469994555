/** PayPal provider against the local fake PayPal API (tests/fakes/paypal.ts): no database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "../../tests/fakes/paypal.ts";
import { createPayPal, isPayPalCertUrl, paypalStatus, transmissionFields } from "./paypal.ts";
import type { PayableOrder, PaymentProvider } from "./provider.ts";

let fake: FakePayPal;
let paypal: PaymentProvider;
const order: PayableOrder = {
  token: "tok_0123456789abcdef",
  number: "SO-1001",
  amount: 1234.5,
  currency: "PLN",
  region: "EU",
  bankAccount: null,
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

  describe("checks before PayPal is asked", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const apiUrl = "http://127.0.0.1:4010";
    const headers = (over: Record<string, string> = {}) =>
      new Headers({
        "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
        "paypal-transmission-time": "2026-11-22T09:58:30Z",
        "paypal-transmission-sig":
          "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
        "paypal-cert-url": "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
        "paypal-auth-algo": "SHA256withRSA",
        ...over,
      });
    const check = (over?: Record<string, string>) => transmissionFields(headers(over), { now, apiUrl });

    it("accepts PayPal's headers, sent within 5 minutes, with the certificate on PayPal's host", () => {
      expect(check()).toMatchObject({ transmission_id: "69cd13f0-d67a-11e5-baa3-778b53f4ae55" });
      expect(check({ "paypal-transmission-time": "2026-11-22T10:04:59.123Z" })).not.toBeNull();
    });

    it("refuses a transmission time more than 5 minutes away, or not a time", () => {
      expect(check({ "paypal-transmission-time": "2026-11-22T09:54:59Z" })).toBeNull();
      expect(check({ "paypal-transmission-time": "2026-11-22T10:05:01Z" })).toBeNull();
      expect(check({ "paypal-transmission-time": "Sun, 22 Nov 2026 10:00:00 GMT" })).toBeNull();
    });

    it("refuses malformed headers", () => {
      expect(check({ "paypal-transmission-id": "x" })).toBeNull();
      expect(check({ "paypal-transmission-sig": "not base64 !" })).toBeNull();
      expect(check({ "paypal-auth-algo": "HS256" })).toBeNull();
      expect(check({ "paypal-cert-url": "file:///etc/passwd" })).toBeNull();
    });

    it("takes the certificate only from https *.paypal.com, or the configured API origin (the fake)", () => {
      expect(isPayPalCertUrl("https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1", apiUrl)).toBe(true);
      expect(isPayPalCertUrl(`${apiUrl}/v1/notifications/certs/CERT-1`, apiUrl)).toBe(true);
      for (const url of [
        "http://api.paypal.com/v1/notifications/certs/CERT-1",
        "https://api.paypal.com:8443/v1/notifications/certs/CERT-1",
        "https://paypal.com.attacker.example/CERT-1",
        "https://attackerpaypal.com/CERT-1",
        "https://user@api.paypal.com/CERT-1",
        "http://127.0.0.1:9999/v1/notifications/certs/CERT-1",
        "not a url",
      ]) {
        expect(isPayPalCertUrl(url, apiUrl), url).toBe(false);
      }
    });

    it("a delivery the fake signed 10 minutes ago is refused without asking PayPal", async () => {
      const started = await paypal.start(order, urls);
      const before = fake.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0;
      const old = fake.signedWebhook(fake.captureCompletedEvent(started.providerRef), {
        transmissionTime: new Date(Date.now() - 10 * 60_000),
      });
      expect(paypal.inspectWebhook(headersOf(old.headers), old.body)).toBeNull();
      expect(await paypal.verifyWebhook(headersOf(old.headers), old.body)).toBeNull();
      expect(fake.requests.get("POST /v1/notifications/verify-webhook-signature") ?? 0).toBe(before);
    });

    it("reads the captured amount from a capture event, and names the delivery by its transmission id", async () => {
      const started = await paypal.start(order, urls);
      const delivery = fake.signedWebhook(fake.captureCompletedEvent(started.providerRef));
      const inspected = paypal.inspectWebhook(headersOf(delivery.headers), delivery.body);
      expect(inspected?.replayKey).toBe(delivery.headers["PAYPAL-TRANSMISSION-ID"]);
      expect(inspected?.event.paid).toEqual({ amount: 1234.5, currency: "PLN" });
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
