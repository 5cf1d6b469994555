import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRevolut, revolutSignature, revolutStatus, verifyRevolutSignature } from "./revolut.ts";

const secret = "wsk_r59a4HfWVAKycbCaNO1RvgCJec02gRd8";
const body =
  '{"event":"ORDER_COMPLETED","order_id":"6516e61c-d279-a454-a837-bc52ce55ed49","merchant_order_ext_ref":"tok"}';
const now = new Date("2026-11-22T10:00:00Z");
const timestamp = String(now.getTime() - 2_000);
const check = (over: Partial<Parameters<typeof verifyRevolutSignature>[0]> = {}) =>
  verifyRevolutSignature({
    secret,
    signatureHeader: revolutSignature(secret, timestamp, body),
    timestampHeader: timestamp,
    rawBody: body,
    now,
    ...over,
  });

describe("Revolut webhook signature", () => {
  it("is v1= and the hex HMAC-SHA256 of v1.{timestamp}.{body}", () => {
    // Independent computation with the documented recipe.
    const expected = crypto.createHmac("sha256", secret).update(`v1.${timestamp}.${body}`).digest("hex");
    expect(revolutSignature(secret, timestamp, body)).toBe(`v1=${expected}`);
  });

  it("accepts a valid signature", () => {
    expect(check()).toBe(true);
  });

  it("refuses a tampered body", () => {
    expect(check({ rawBody: body.replace("ORDER_COMPLETED", "ORDER_CANCELLED") })).toBe(false);
    expect(check({ rawBody: `${body} ` })).toBe(false);
  });

  it("refuses a signature made with another secret", () => {
    expect(check({ signatureHeader: revolutSignature("wsk_other", timestamp, body) })).toBe(false);
  });

  it("refuses a stale or future timestamp, even when correctly signed", () => {
    const stale = String(now.getTime() - 6 * 60_000);
    expect(check({ timestampHeader: stale, signatureHeader: revolutSignature(secret, stale, body) })).toBe(false);
    const future = String(now.getTime() + 6 * 60_000);
    expect(check({ timestampHeader: future, signatureHeader: revolutSignature(secret, future, body) })).toBe(false);
    const edge = String(now.getTime() - 4 * 60_000);
    expect(check({ timestampHeader: edge, signatureHeader: revolutSignature(secret, edge, body) })).toBe(true);
  });

  it("refuses a signature of another timestamp than the header's", () => {
    expect(check({ signatureHeader: revolutSignature(secret, String(Number(timestamp) - 1), body) })).toBe(false);
  });

  it("accepts any of several signatures (secret rotation)", () => {
    const header = `${revolutSignature("wsk_old", timestamp, body)},${revolutSignature(secret, timestamp, body)}`;
    expect(check({ signatureHeader: header })).toBe(true);
  });

  it("refuses missing or malformed headers", () => {
    expect(check({ signatureHeader: null })).toBe(false);
    expect(check({ timestampHeader: null })).toBe(false);
    expect(check({ timestampHeader: "yesterday" })).toBe(false);
    expect(check({ signatureHeader: "v1=" })).toBe(false);
  });

  it("maps Revolut order states", () => {
    expect(revolutStatus("completed")).toBe("completed");
    expect(revolutStatus("authorised")).toBe("approved");
    expect(revolutStatus("pending")).toBe("created");
    expect(revolutStatus("cancelled")).toBe("cancelled");
    expect(revolutStatus("failed")).toBe("failed");
  });
});

describe("Revolut webhook inspection", () => {
  const revolut = createRevolut(
    { secretKey: "sk", webhookSecret: secret, publicKey: null, apiUrl: "http://127.0.0.1:1" },
    { now: () => now },
  );
  const delivery = (ts: string, raw = body) =>
    new Headers({ "Revolut-Request-Timestamp": ts, "Revolut-Signature": revolutSignature(secret, ts, raw) });

  it("names a delivery by its signed timestamp and body: the same delivery is the same key", () => {
    const first = revolut.inspectWebhook(delivery(timestamp), body);
    const again = revolut.inspectWebhook(delivery(timestamp), body);
    const later = revolut.inspectWebhook(delivery(String(Number(timestamp) + 1)), body);
    expect(first?.event).toMatchObject({ type: "ORDER_COMPLETED", status: "completed" });
    expect(first?.event.paid).toBeUndefined(); // Revolut's events carry no amount: the ERP reads it
    expect(first?.replayKey).toBe(again?.replayKey);
    expect(first?.replayKey).not.toBe(later?.replayKey);
  });

  it("refuses a body of the wrong shape even when signed", () => {
    for (const raw of ["[]", "null", '{"event":"ORDER_COMPLETED"}', '{"event":1,"order_id":"x"}']) {
      expect(revolut.inspectWebhook(delivery(timestamp, raw), raw), raw).toBeNull();
    }
  });
});
