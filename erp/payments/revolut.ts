/**
 * Revolut Merchant API, hosted checkout page (a redirect, so it works without JavaScript):
 * - Create: POST /api/orders (header Revolut-Api-Version: 2024-09-01, Authorization: Bearer secret
 *   key) { amount: minor units, currency, description, merchant_order_data: { reference },
 *   redirect_url } -> { id, token, state: "pending", checkout_url }
 *   (developer.revolut.com/docs/api/merchant#create-order). The reference is our order token; the
 *   legacy 1.0 API called it merchant_order_ext_ref, the name the webhook body still uses.
 * - The shopper pays on checkout_url and is sent to redirect_url.
 * - Retrieve: GET /api/orders/{id} -> { state: pending | processing | authorised | completed |
 *   cancelled | failed, amount, currency } (developer.revolut.com/docs/api/merchant#retrieve-order).
 * - Webhooks: { event: "ORDER_COMPLETED", order_id, merchant_order_ext_ref } signed with the
 *   webhook's signing secret: Revolut-Signature: v1=<hex HMAC-SHA256 of
 *   "v1.{Revolut-Request-Timestamp}.{raw body}"> (several, comma-separated, while a rotated secret
 *   is still valid); the timestamp is in milliseconds and must be within 5 minutes of now
 *   (developer.revolut.com/docs/guides/merchant/monitor-and-observe/webhooks/verify-the-payload-signature).
 */
import crypto from "node:crypto";
import type { RevolutConfig } from "./config.ts";
import { ProviderError, requestJson, type ProviderDeps } from "./http.ts";
import { fromMinorUnits, toMinorUnits } from "./money.ts";
import type { PaymentProvider, PaymentStatus, ProviderState, WebhookDelivery, WebhookEvent } from "./provider.ts";

export const REVOLUT_API_VERSION = "2024-09-01";
export const REVOLUT_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The Revolut-Signature header value for a body: "v1=<hex>". */
export function revolutSignature(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${crypto.createHmac("sha256", secret).update(`v1.${timestamp}.${rawBody}`).digest("hex")}`;
}

export function verifyRevolutSignature(input: {
  secret: string;
  signatureHeader: string | null;
  timestampHeader: string | null;
  rawBody: string;
  now: Date;
  toleranceMs?: number;
}): boolean {
  const { signatureHeader, timestampHeader } = input;
  if (!signatureHeader || !timestampHeader || !/^\d{10,16}$/.test(timestampHeader)) return false;
  // Replays of an old, validly signed body are refused.
  if (Math.abs(input.now.getTime() - Number(timestampHeader)) > (input.toleranceMs ?? REVOLUT_SIGNATURE_TOLERANCE_MS))
    return false;
  const expected = Buffer.from(revolutSignature(input.secret, timestampHeader, input.rawBody));
  return signatureHeader
    .split(",")
    .map((s) => Buffer.from(s.trim()))
    .some((candidate) => candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected));
}

interface RevolutOrder {
  id: string;
  token?: string;
  state: string;
  amount?: number;
  currency?: string;
  checkout_url?: string;
}

export function revolutStatus(state: string): PaymentStatus {
  switch (state.toLowerCase()) {
    case "completed":
      return "completed";
    case "authorised":
    case "processing":
      return "approved";
    case "cancelled":
      return "cancelled";
    case "failed":
    case "declined":
      return "failed";
    default:
      return "created"; // pending
  }
}

const WEBHOOK_STATUS: Record<string, PaymentStatus> = {
  ORDER_COMPLETED: "completed",
  ORDER_AUTHORISED: "approved",
  ORDER_CANCELLED: "cancelled",
  ORDER_FAILED: "failed",
  ORDER_PAYMENT_DECLINED: "failed",
  ORDER_PAYMENT_FAILED: "failed",
};

export function createRevolut(config: RevolutConfig, deps: ProviderDeps = {}): PaymentProvider {
  const now = deps.now ?? (() => new Date());
  const headers = {
    Authorization: `Bearer ${config.secretKey}`,
    "Revolut-Api-Version": REVOLUT_API_VERSION,
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  /** Revolut's proof is the HMAC, checked here without any outbound call. */
  function inspectWebhook(requestHeaders: Headers, rawBody: string): WebhookDelivery | null {
    const timestamp = requestHeaders.get("revolut-request-timestamp");
    const valid = verifyRevolutSignature({
      secret: config.webhookSecret,
      signatureHeader: requestHeaders.get("revolut-signature"),
      timestampHeader: timestamp,
      rawBody,
      now: now(),
    });
    if (!valid) return null;
    let event: { event?: unknown; order_id?: unknown };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    if (!event || typeof event !== "object" || typeof event.event !== "string" || typeof event.order_id !== "string")
      return null;
    return {
      event: {
        type: event.event,
        providerRef: event.order_id,
        status: WEBHOOK_STATUS[event.event] ?? null,
        needsCompletion: false,
        raw: event,
      },
      // Revolut sends no delivery id: the signed timestamp and body name the delivery.
      replayKey: crypto.createHash("sha256").update(`${timestamp}.${rawBody}`).digest("hex"),
      verify: async () => true,
    };
  }

  return {
    method: "revolut",
    provider: "revolut",
    name: "Revolut",
    publicToken: config.publicKey ?? "",

    async start(order, urls) {
      const { body } = await requestJson("revolut", deps, `${config.apiUrl}/api/orders`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          amount: toMinorUnits(order.amount),
          currency: order.currency,
          description: `Order ${order.number}`,
          merchant_order_data: { reference: order.token },
          redirect_url: urls.returnUrl,
        }),
      });
      const created = body as RevolutOrder;
      if (!created.id || !created.checkout_url)
        throw new ProviderError("revolut", "Revolut order has no checkout_url", 200, body);
      return {
        kind: "redirect",
        providerRef: created.id,
        redirectUrl: created.checkout_url,
        providerStatus: created.state,
        raw: created,
      };
    },

    async complete(providerRef): Promise<ProviderState> {
      // Revolut captures by itself (capture_mode automatic); on return we only read the state.
      const { body } = await requestJson(
        "revolut",
        deps,
        `${config.apiUrl}/api/orders/${encodeURIComponent(providerRef)}`,
        {
          method: "GET",
          headers,
        },
      );
      const order = body as RevolutOrder;
      const paid =
        typeof order.amount === "number" && order.currency
          ? { amount: fromMinorUnits(order.amount), currency: order.currency }
          : undefined;
      return {
        status: revolutStatus(order.state ?? ""),
        providerStatus: order.state ?? "",
        paid,
        raw: order,
      };
    },

    inspectWebhook,

    async verifyWebhook(requestHeaders, rawBody): Promise<WebhookEvent | null> {
      const delivery = inspectWebhook(requestHeaders, rawBody);
      return delivery && (await delivery.verify()) ? delivery.event : null;
    },
  };
}
