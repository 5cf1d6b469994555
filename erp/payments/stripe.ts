/**
 * Stripe Checkout, the hosted payment page (a redirect, so it works without JavaScript), through
 * Stripe's own Node library (decision 0070). One provider, several methods: each method the buyer
 * chooses in the shop (card, blik, p24, klarna, sepa_debit) opens a Checkout Session that offers
 * that method alone, so the buyer pays the way they chose; Apple Pay and Google Pay come with
 * cards on Stripe's page where the buyer's device has them.
 * - Start: POST /v1/checkout/sessions (mode payment, one line of the order's gross amount in minor
 *   units, client_reference_id = our order token, success_url = our return route with
 *   ?session_id={CHECKOUT_SESSION_ID}, cancel_url = our return route with outcome=cancel)
 *   -> { id: cs_..., url, status: open } (docs.stripe.com/api/checkout/sessions/create).
 * - Return: GET /v1/checkout/sessions/{id} -> status open | complete | expired and payment_status
 *   paid | unpaid; a complete session whose payment is unpaid is a delayed method (SEPA Direct
 *   Debit) still clearing (docs.stripe.com/payments/checkout/fulfill-orders).
 * - Webhooks: checkout.session.completed, .async_payment_succeeded, .async_payment_failed and
 *   .expired, signed Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">,
 *   checked by the library (stripe.webhooks.constructEvent, 5 minutes' tolerance); each event has
 *   its own id, which names the delivery for the replay store (docs.stripe.com/webhooks).
 */
import Stripe from "stripe";
import type { StripeConfig } from "./config.ts";
import { ProviderError, type ProviderDeps } from "./http.ts";
import { fromMinorUnits, toMinorUnits } from "./money.ts";
import type {
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  ProviderState,
  WebhookDelivery,
  WebhookEvent,
} from "./provider.ts";

/** The methods the shop offers through Stripe, each a Checkout payment_method_types value. */
export const STRIPE_METHODS = ["card", "blik", "p24", "klarna", "sepa_debit"] as const;
type StripeMethod = (typeof STRIPE_METHODS)[number];

const NAMES: Record<StripeMethod, string> = {
  card: "Card",
  blik: "BLIK",
  p24: "Przelewy24",
  klarna: "Klarna",
  sepa_debit: "SEPA Direct Debit",
};

/** Seconds a signed webhook's timestamp may be off (Stripe's library default). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", pl: "pl", de: "de" };

/** The Stripe client of a configuration: its address parsed from apiUrl (a test double's, in tests). */
export function stripeClient(config: StripeConfig, deps: ProviderDeps = {}): Stripe {
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80,
    protocol: url.protocol === "http:" ? "http" : "https",
    httpClient: Stripe.createFetchHttpClient(deps.fetch ?? fetch),
    // The library retries a failed request once, with the same idempotency key.
    maxNetworkRetries: 1,
    timeout: deps.timeoutMs ?? 15_000,
    appInfo: { name: "parts-shop-erp" },
  });
}

/** A session's state in our words. */
export function sessionStatus(session: Pick<Stripe.Checkout.Session, "status" | "payment_status">): PaymentStatus {
  if (session.status === "complete") return session.payment_status === "unpaid" ? "approved" : "completed";
  if (session.status === "expired") return "cancelled";
  return "created";
}

/** What a session says was paid: only a paid one says so. */
function paidOf(session: Stripe.Checkout.Session): ProviderState["paid"] {
  if (session.payment_status !== "paid" || typeof session.amount_total !== "number" || !session.currency)
    return undefined;
  return { amount: fromMinorUnits(session.amount_total), currency: session.currency.toUpperCase() };
}

const EVENT_STATUS: Record<string, (session: Stripe.Checkout.Session) => PaymentStatus> = {
  "checkout.session.completed": sessionStatus,
  "checkout.session.async_payment_succeeded": () => "completed",
  "checkout.session.async_payment_failed": () => "failed",
  "checkout.session.expired": () => "cancelled",
};

/** A library error as the payments' ProviderError (its message and Stripe's answer, never a key). */
function providerError(error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new ProviderError(
      "stripe",
      `stripe answered ${error.statusCode ?? "no status"}: ${error.type}`,
      error.statusCode,
      {
        type: error.type,
        code: error.code,
        message: error.message,
      },
    );
  }
  return new ProviderError(
    "stripe",
    `stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** The success URL: our return route with Stripe's placeholder of the session id, left unescaped. */
export function successUrl(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

/** One provider entry per Stripe method, sharing one client and one webhook endpoint. */
export function createStripeMethods(config: StripeConfig, deps: ProviderDeps = {}): PaymentProvider[] {
  const stripe = stripeClient(config, deps);
  const now = deps.now ?? (() => new Date());

  function inspectWebhook(headers: Headers, rawBody: string): WebhookDelivery | null {
    const signature = headers.get("stripe-signature");
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        STRIPE_SIGNATURE_TOLERANCE_S,
        undefined,
        now().getTime(), // milliseconds: the library divides by 1000
      );
    } catch {
      return null; // a bad or old signature, or a body that is not an event
    }
    const session = event.data?.object as Stripe.Checkout.Session | undefined;
    if (!session || session.object !== "checkout.session" || typeof session.id !== "string") {
      // An event of another kind on the same endpoint: proven, and nothing for us to do.
      return {
        event: { type: event.type, providerRef: "", status: null, needsCompletion: false, raw: event },
        replayKey: event.id,
        verify: async () => true,
      };
    }
    const toStatus = EVENT_STATUS[event.type];
    const webhookEvent: WebhookEvent = {
      type: event.type,
      providerRef: session.id,
      status: toStatus ? toStatus(session) : null,
      needsCompletion: false,
      paid: paidOf(session),
      raw: { id: event.id, type: event.type, created: event.created, session: compact(session) },
    };
    return { event: webhookEvent, replayKey: event.id, verify: async () => true };
  }

  async function complete(providerRef: string): Promise<ProviderState> {
    const session = await stripe.checkout.sessions.retrieve(providerRef).catch((e: unknown) => {
      throw providerError(e);
    });
    return {
      status: sessionStatus(session),
      providerStatus: `${session.status}/${session.payment_status}`,
      paid: paidOf(session),
      raw: compact(session),
    };
  }

  return STRIPE_METHODS.map((method): PaymentProvider => ({
    method: method satisfies PaymentMethod,
    provider: "stripe",
    name: NAMES[method],
    publicToken: "",

    async start(order, urls) {
      const session = await stripe.checkout.sessions
        .create({
          mode: "payment",
          allowed_payment_method_types: [method],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: toMinorUnits(order.amount),
                product_data: { name: `Order ${order.number}` },
              },
            },
          ],
          client_reference_id: order.token,
          ...(order.email ? { customer_email: order.email } : {}),
          ...(order.lang && LOCALES[order.lang] ? { locale: LOCALES[order.lang] } : {}),
          success_url: successUrl(urls.returnUrl),
          cancel_url: urls.cancelUrl,
          metadata: { order_number: order.number, order_token: order.token },
          payment_intent_data: { description: `Order ${order.number}` },
        })
        .catch((e: unknown) => {
          throw providerError(e);
        });
      if (!session.url) throw new ProviderError("stripe", "Stripe's session has no url", 200, compact(session));
      return {
        kind: "redirect",
        providerRef: session.id,
        redirectUrl: session.url,
        providerStatus: `${session.status}/${session.payment_status}`,
        raw: compact(session),
      };
    },

    complete,
    inspectWebhook,

    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      const delivery = inspectWebhook(headers, rawBody);
      return delivery && (await delivery.verify()) ? delivery.event : null;
    },
  }));
}

/** What is kept of a session for support: its state and amounts, not the buyer's details. */
function compact(session: Stripe.Checkout.Session) {
  return {
    id: session.id,
    status: session.status,
    payment_status: session.payment_status,
    amount_total: session.amount_total,
    currency: session.currency,
    payment_intent:
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    payment_method_types: session.payment_method_types,
    client_reference_id: session.client_reference_id,
  };
}
