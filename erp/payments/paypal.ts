/**
 * PayPal through the Orders v2 REST API, redirect flow (works without JavaScript):
 * - OAuth2 client credentials: POST /v1/oauth2/token (Basic client_id:secret,
 *   grant_type=client_credentials) -> { access_token, expires_in }; cached until shortly before it
 *   expires (developer.paypal.com/api/rest/authentication).
 * - Create: POST /v2/checkout/orders { intent: "CAPTURE", purchase_units: [{ amount: { currency_code,
 *   value: "12.34" }, custom_id, invoice_id }], payment_source.paypal.experience_context: { return_url,
 *   cancel_url } } -> { id, status: "PAYER_ACTION_REQUIRED", links: [{ rel: "payer-action", href }] }
 *   (the older application_context answers rel "approve"; both are accepted)
 *   (developer.paypal.com/docs/api/orders/v2/#orders_create).
 * - The shopper approves on PayPal and comes back to return_url?token={order id}&PayerID=...
 * - Capture: POST /v2/checkout/orders/{id}/capture -> { status: "COMPLETED", purchase_units[0]
 *   .payments.captures[0]: { status, amount } }. PayPal-Request-Id makes a repeated capture (the
 *   return and the webhook racing) answer the first result instead of capturing twice; a capture of
 *   a captured order answers 422 ORDER_ALREADY_CAPTURED, after which we read the order.
 * - Webhooks: PayPal signs with its certificate; we ask PayPal to check it:
 *   POST /v1/notifications/verify-webhook-signature { auth_algo, cert_url, transmission_id,
 *   transmission_sig, transmission_time (the PAYPAL-* headers), webhook_id, webhook_event }
 *   -> { verification_status: "SUCCESS" | "FAILURE" }
 *   (developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post).
 */
import crypto from "node:crypto";
import type { PayPalConfig } from "./config.ts";
import { ProviderError, requestJson, type ProviderDeps } from "./http.ts";
import { toDecimalString } from "./money.ts";
import type { PaymentProvider, PaymentStatus, ProviderState, WebhookDelivery, WebhookEvent } from "./provider.ts";

interface PayPalLink {
  href: string;
  rel: string;
}
interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: { value?: string; currency_code?: string };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

/** Our status of a PayPal order (and of its capture, once there is one). */
export function paypalStatus(order: PayPalOrder): PaymentStatus {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  switch (order.status) {
    case "COMPLETED":
      if (!capture || capture.status === "COMPLETED") return "completed";
      if (capture.status === "PENDING") return "approved";
      return "failed"; // DECLINED, FAILED, REFUNDED before we saw it
    case "APPROVED":
      return "approved";
    case "VOIDED":
      return "cancelled";
    default:
      return "created"; // CREATED, SAVED, PAYER_ACTION_REQUIRED
  }
}

function stateOf(order: PayPalOrder): ProviderState {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const paid =
    capture?.amount?.value && capture.amount.currency_code
      ? { amount: Number(capture.amount.value), currency: capture.amount.currency_code }
      : undefined;
  const providerStatus =
    capture?.status && order.status === "COMPLETED" ? `${order.status}/${capture.status}` : order.status;
  return { status: paypalStatus(order), providerStatus, paid, raw: order };
}

const TRANSMISSION_HEADERS = {
  transmission_id: "paypal-transmission-id",
  transmission_time: "paypal-transmission-time",
  transmission_sig: "paypal-transmission-sig",
  cert_url: "paypal-cert-url",
  auth_algo: "paypal-auth-algo",
} as const;

export function createPayPal(config: PayPalConfig, deps: ProviderDeps = {}): PaymentProvider {
  const now = () => (deps.now ?? (() => new Date()))().getTime();
  let cached: { token: string; expiresAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const { body } = await requestJson("paypal", deps, `${config.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const token = body as { access_token?: string; expires_in?: number };
    if (!token.access_token) throw new ProviderError("paypal", "PayPal gave no access token", 200, body);
    // Renew a minute early so a token never expires between our check and PayPal's.
    cached = {
      token: token.access_token,
      expiresAt: now() + Math.max(0, (token.expires_in ?? 0) - 60) * 1000,
    };
    return token.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token;
    // Concurrent requests share one token request.
    inflight ??= fetchToken().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** A JSON body is an object, or text already serialised (to pass a webhook's bytes unchanged). */
  async function api(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
    const send = async (token: string) =>
      requestJson("paypal", deps, `${config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          Accept: "application/json",
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
    try {
      return await send(await accessToken());
    } catch (error) {
      // A token revoked before its time: fetch a new one once.
      if (error instanceof ProviderError && error.status === 401) {
        cached = null;
        return send(await accessToken());
      }
      throw error;
    }
  }

  const getOrder = async (id: string) =>
    (await api("GET", `/v2/checkout/orders/${encodeURIComponent(id)}`)).body as PayPalOrder;

  function inspectWebhook(headers: Headers, rawBody: string): WebhookDelivery | null {
    const fields = transmissionFields(headers, { now: new Date(now()), apiUrl: config.apiUrl });
    if (!fields) return null;
    const event = parseEvent(rawBody);
    if (!event) return null;
    const meaning = paypalEvent(event);
    if (!meaning) return null;
    return {
      event: meaning,
      replayKey: fields.transmission_id,
      asksProvider: true,
      async verify() {
        // PayPal checks its signature over the body it sent (a CRC32 of the bytes), so the event
        // goes back exactly as received, spliced in, not parsed and serialised again.
        const request = JSON.stringify({ ...fields, webhook_id: config.webhookId });
        const verifyBody = `${request.slice(0, -1)},"webhook_event":${rawBody.trim()}}`;
        let verdict: unknown;
        try {
          verdict = (await api("POST", "/v1/notifications/verify-webhook-signature", verifyBody)).body;
        } catch (error) {
          // PayPal refusing the check (400) means the headers are not PayPal's; PayPal being down
          // is an error, answered 5xx so that PayPal retries the delivery.
          if (error instanceof ProviderError && error.status === 400) return false;
          throw error;
        }
        return (verdict as { verification_status?: string } | null)?.verification_status === "SUCCESS";
      },
    };
  }

  return {
    method: "paypal",
    provider: "paypal",
    name: "PayPal",
    publicToken: config.clientId,

    async start(order, urls) {
      const { body } = await api(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: "default",
              description: `Order ${order.number}`.slice(0, 127),
              custom_id: order.token,
              invoice_id: order.number,
              amount: { currency_code: order.currency, value: toDecimalString(order.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: urls.returnUrl,
                cancel_url: urls.cancelUrl,
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
              },
            },
          },
        },
        { "PayPal-Request-Id": crypto.randomUUID() },
      );
      const created = body as PayPalOrder;
      const link =
        created.links?.find((l) => l.rel === "payer-action") ?? created.links?.find((l) => l.rel === "approve");
      if (!created.id || !link) throw new ProviderError("paypal", "PayPal order has no approval link", 200, body);
      return {
        kind: "redirect",
        providerRef: created.id,
        redirectUrl: link.href,
        providerStatus: created.status,
        raw: created,
      };
    },

    async complete(providerRef) {
      try {
        const { body } = await api(
          "POST",
          `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`,
          {},
          {
            "PayPal-Request-Id": `capture-${providerRef}`,
            Prefer: "return=representation",
          },
        );
        return stateOf(body as PayPalOrder);
      } catch (error) {
        // Not approved yet (the shopper came back without paying), already captured (the other
        // side of a race), or any other refusal: the order itself says where it stands.
        if (
          error instanceof ProviderError &&
          error.status !== undefined &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 401
        ) {
          return stateOf(await getOrder(providerRef));
        }
        throw error;
      }
    },

    inspectWebhook,

    async verifyWebhook(headers, rawBody) {
      const delivery = inspectWebhook(headers, rawBody);
      return delivery && (await delivery.verify()) ? delivery.event : null;
    },
  };
}

/** PayPal's transmission time may be this far from ours (PayPal's own examples use 5 minutes). */
export const PAYPAL_TRANSMISSION_TOLERANCE_MS = 5 * 60 * 1000;

const WELL_FORMED: Record<keyof typeof TRANSMISSION_HEADERS, RegExp> = {
  transmission_id: /^[A-Za-z0-9-]{8,64}$/,
  transmission_time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/,
  transmission_sig: /^[A-Za-z0-9+/=_-]{8,2048}$/,
  cert_url: /^https?:\/\/\S{1,1000}$/,
  auth_algo: /^SHA(256|384|512)withRSA$/,
};

/**
 * PayPal's certificate is on PayPal's host: https and *.paypal.com (api.paypal.com,
 * api.sandbox.paypal.com). The configured API origin is allowed too, which is how the local fake
 * (http://127.0.0.1) serves its certificates; in production it is api-m.paypal.com anyway.
 */
export function isPayPalCertUrl(certUrl: string, apiUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.origin === new URL(apiUrl).origin) return true;
  return url.protocol === "https:" && url.port === "" && /^([a-z0-9-]+\.)+paypal\.com$/.test(url.hostname);
}

/**
 * The PAYPAL-* transmission headers, when all are present, well-formed, recent and name PayPal's
 * certificate; null otherwise. No outbound call: this runs before PayPal is asked anything.
 */
export function transmissionFields(
  headers: Headers,
  context: { now: Date; apiUrl: string; toleranceMs?: number },
): Record<keyof typeof TRANSMISSION_HEADERS, string> | null {
  const fields = {} as Record<keyof typeof TRANSMISSION_HEADERS, string>;
  for (const [field, header] of Object.entries(TRANSMISSION_HEADERS) as [keyof typeof TRANSMISSION_HEADERS, string][]) {
    const value = headers.get(header)?.trim();
    if (!value || !WELL_FORMED[field].test(value)) return null;
    fields[field] = value;
  }
  const sent = Date.parse(fields.transmission_time);
  const tolerance = context.toleranceMs ?? PAYPAL_TRANSMISSION_TOLERANCE_MS;
  if (!Number.isFinite(sent) || Math.abs(context.now.getTime() - sent) > tolerance) return null;
  if (!isPayPalCertUrl(fields.cert_url, context.apiUrl)) return null;
  return fields;
}

type PayPalEventBody = { id?: string; event_type?: string; resource?: Record<string, unknown> };

/** A PayPal event's JSON: an object with an id, an event_type and a resource object. */
function parseEvent(rawBody: string): PayPalEventBody | null {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!event || typeof event !== "object" || Array.isArray(event)) return null;
  const e = event as PayPalEventBody;
  if (typeof e.id !== "string" || typeof e.event_type !== "string") return null;
  if (!e.resource || typeof e.resource !== "object" || Array.isArray(e.resource)) return null;
  return e;
}

/** An amount as PayPal writes it ({ value: "12.34", currency_code: "EUR" }), if it is one. */
function amountOf(value: unknown): { amount: number; currency: string } | undefined {
  const a = value as { value?: unknown; currency_code?: unknown } | undefined;
  if (typeof a?.value !== "string" || !/^\d{1,10}(\.\d{1,2})?$/.test(a.value)) return undefined;
  if (typeof a.currency_code !== "string" || !/^[A-Z]{3}$/.test(a.currency_code)) return undefined;
  return { amount: Number(a.value), currency: a.currency_code };
}

/** What a verified PayPal event means for a payment. */
export function paypalEvent(event: { event_type?: string; resource?: Record<string, unknown> }): WebhookEvent | null {
  const resource = event.resource ?? {};
  const type = event.event_type ?? "";
  const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids
    ?.order_id;
  switch (type) {
    case "CHECKOUT.ORDER.APPROVED":
      // Approved but not captured: the shopper may never come back, so the webhook captures.
      return typeof resource.id === "string"
        ? { type, providerRef: resource.id, status: "approved", needsCompletion: true, raw: event }
        : null;
    case "CHECKOUT.ORDER.COMPLETED": {
      const units = resource.purchase_units as { payments?: { captures?: { amount?: unknown }[] } }[] | undefined;
      return typeof resource.id === "string"
        ? {
            type,
            providerRef: resource.id,
            status: "completed",
            needsCompletion: false,
            paid: amountOf(units?.[0]?.payments?.captures?.[0]?.amount),
            raw: event,
          }
        : null;
    }
    case "PAYMENT.CAPTURE.COMPLETED":
      return related
        ? {
            type,
            providerRef: related,
            status: "completed",
            needsCompletion: false,
            paid: amountOf(resource.amount),
            raw: event,
          }
        : null;
    case "PAYMENT.CAPTURE.DENIED":
    case "PAYMENT.CAPTURE.DECLINED":
      return related ? { type, providerRef: related, status: "failed", needsCompletion: false, raw: event } : null;
    default:
      return {
        type,
        providerRef: related ?? (typeof resource.id === "string" ? resource.id : ""),
        status: null,
        needsCompletion: false,
        raw: event,
      };
  }
}
