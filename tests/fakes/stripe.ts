/**
 * A local fake of the Stripe API for tests (vitest and Playwright), for Checkout Sessions in
 * payment mode with a hosted payment page (docs.stripe.com/api/checkout/sessions): the same HTTP
 * as api.stripe.com for what the official `stripe` library sends: form-encoded bracket bodies,
 * Authorization: Bearer <secret key> (401 otherwise), Stripe's error shape
 * { error: { type, message, code?, param? } } with 400 for invalid parameters (unknown ones too,
 * a currency a payment method does not support, an amount that is not a positive integer),
 * Idempotency-Key (a repeat replays the first answer; the same key with other parameters is an
 * idempotency_error), and:
 *   POST /v1/checkout/sessions            create (line_items[][price_data], success_url with
 *                                         {CHECKOUT_SESSION_ID}, cancel_url, client_reference_id, ...)
 *   GET  /v1/checkout/sessions/{id}       retrieve
 *   POST /v1/checkout/sessions/{id}/expire
 * The payment methods follow the Stripe-Version header, as Stripe does: from 2026-09-30.endive (the
 * `stripe` library v23 sends 2026-10-28.endive) payment_method_types is refused
 * (payment_method_types_no_longer_supported) and allowed_payment_method_types filters card, blik,
 * p24, klarna and sepa_debit by the currency; before it, payment_method_types is a static list and a
 * method the currency rules out is an error (stripe-params.ts).
 * The session's url is the fake's hosted page (tests/fakes/stripe-page.ts). Paying there completes
 * the session (SEPA Direct Debit completes unpaid and settles a moment later), sends the events
 * checkout.session.completed, checkout.session.async_payment_succeeded / _failed and
 * checkout.session.expired to the webhook URL, signed as Stripe signs them
 * (docs.stripe.com/webhooks#verify-manually): Stripe-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(endpoint secret, "<t>.<raw body>")>, and sends the browser (303) to success_url.
 * Not reproduced: prices by id, other modes, customers, expand, listing, retries of failed webhooks.
 * POST /__fake/down and /__fake/webhook-url (body: "true"/"false", a URL) steer it from another process.
 */
import crypto from "node:crypto";
import type http from "node:http";
import Stripe from "stripe";
import { bearer, close, listen, sendJson } from "./http.ts";
import { type Attempt, judge, type PaymentDetails, servePage } from "./stripe-page.ts";
import { newSession, now, ParamError, parseStripeForm, random } from "./stripe-params.ts";

export type StripeMethod = "card" | "blik" | "p24" | "klarna" | "sepa_debit";

/** A Checkout Session with Stripe's field names; `fake` holds what Stripe keeps elsewhere. */
export interface FakeStripeSession {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  mode: "payment";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_method_types: StripeMethod[];
  /** What the request allowed (API version 2026-09-30.endive on), or null. */
  allowed_payment_method_types: StripeMethod[] | null;
  success_url: string;
  cancel_url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  fake: {
    lineItems: { name: string; quantity: number; unitAmount: number }[];
    description: string | null;
    apiVersion: string;
    /** The method the session was paid with. */
    method: StripeMethod | null;
  };
}

export interface FakeStripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  data: { object: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

type WebhookOptions = { secret?: string; timestamp?: number };

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeStripeSession>;
  /** Counts of API requests by "METHOD /path-pattern" (so a test can assert that none was made). */
  requests: Map<string, number>;
  /** Every event the fake has emitted, in order (sent to the webhook URL when there is one). */
  events: FakeStripeEvent[];
  /** Pays as the hosted page does (test values by default): the URL the browser is sent to. Throws if declined. */
  pay(sessionId: string, details?: PaymentDetails): string;
  /** The buyer's "Cancel and return": the cancel URL (the session stays open). */
  cancel(sessionId: string): string;
  /** Headers and body of a webhook delivery as Stripe would make it. */
  signedWebhook(payload: object, options?: WebhookOptions): { headers: Record<string, string>; body: string };
  sendWebhook(target: string, payload: object, options?: WebhookOptions): Promise<Response>;
  /** The checkout.session.completed event for a session as it is now. */
  completedEvent(sessionId: string): FakeStripeEvent;
  /** Resolves once no webhook delivery or SEPA settlement is pending. */
  idle(): Promise<void>;
  /** Makes the API answer 503 (Stripe down); the hosted page stays up. */
  setDown(down: boolean): void;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

export function signStripeWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

type Answer = [status: number, body: unknown];
type Accepted = Extract<Attempt, { ok: true }>;

const stripeError = (type: string, message: string, extra: { code?: string; param?: string } = {}) => ({
  error: {
    type,
    message,
    ...extra,
    ...(extra.code ? { doc_url: `https://stripe.com/docs/error-codes/${extra.code.replace(/_/g, "-")}` } : {}),
  },
});
const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer " +
  "auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
const header = (req: http.IncomingMessage, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) || null;
};

export async function startFakeStripe(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    port?: number;
    webhookUrl?: string;
    asyncDelayMs?: number;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake_stripe";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_stripe";
  /** How long a SEPA Direct Debit takes to settle after the buyer pays. */
  const asyncDelayMs = options.asyncDelayMs ?? 300;
  let webhookUrl = options.webhookUrl ?? null;
  const sessions = new Map<string, FakeStripeSession>();
  const requests = new Map<string, number>();
  const events: FakeStripeEvent[] = [];
  const idempotent = new Map<string, { route: string; body: string; answer: Answer }>();
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let down = false;
  let base = "";

  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const representation = (s: FakeStripeSession): Record<string, unknown> => {
    const { id, fake, ...fields } = s;
    return {
      id,
      object: "checkout.session",
      ...fields,
      url: s.status === "open" ? `${base}/pay/${s.id}` : null,
      livemode: false,
      ui_mode: "hosted",
      customer: null,
      customer_details: fake.method
        ? { email: s.customer_email, name: null, phone: null, address: null, tax_exempt: "none", tax_ids: [] }
        : null,
      submit_type: null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    };
  };
  const successUrl = (s: FakeStripeSession) => s.success_url.replaceAll("{CHECKOUT_SESSION_ID}", s.id);

  const signedWebhook: FakeStripe["signedWebhook"] = (payload, opts = {}) => {
    // Stripe delivers pretty-printed JSON: a receiver must verify the raw body, not a re-serialisation.
    const body = JSON.stringify(payload, null, 2);
    return {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "Stripe-Signature": signStripeWebhook(opts.secret ?? webhookSecret, opts.timestamp ?? now(), body),
      },
      body,
    };
  };
  const sendWebhook: FakeStripe["sendWebhook"] = (target, payload, opts) => {
    const delivery = signedWebhook(payload, opts);
    return fetch(target, { method: "POST", headers: delivery.headers, body: delivery.body });
  };
  const event = (type: string, s: FakeStripeSession, request?: FakeStripeEvent["request"]): FakeStripeEvent => ({
    id: random("evt_"),
    object: "event",
    api_version: s.fake.apiVersion,
    created: now(),
    data: { object: representation(s) },
    livemode: false,
    pending_webhooks: 1,
    request: request ?? { id: null, idempotency_key: null },
    type,
  });
  const emit = (type: string, s: FakeStripeSession, request?: FakeStripeEvent["request"]) => {
    const e = event(type, s, request);
    events.push(e);
    // Stripe notifies the endpoint on its own, independently of the buyer's redirect.
    if (webhookUrl) {
      track(
        sendWebhook(webhookUrl, e)
          .then((r) => r.arrayBuffer())
          .catch(() => {}),
      );
    }
  };
  const expire = (s: FakeStripeSession, request?: FakeStripeEvent["request"]) => {
    s.status = "expired";
    emit("checkout.session.expired", s, request);
  };
  /** A session as it is now: an open one past expires_at has expired. */
  const current = (id: string) => {
    const s = sessions.get(id);
    if (s?.status === "open" && now() >= s.expires_at) expire(s);
    return s;
  };
  const complete = (s: FakeStripeSession, attempt: Accepted): string => {
    s.status = "complete";
    s.payment_intent = random("pi_test_");
    s.fake.method = attempt.method;
    s.payment_status = attempt.later ? "unpaid" : "paid";
    emit("checkout.session.completed", s);
    const later = attempt.later;
    if (later) {
      track(
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (later === "succeeds") s.payment_status = "paid";
            emit(`checkout.session.async_payment_${later === "succeeds" ? "succeeded" : "failed"}`, s);
            resolve();
          }, asyncDelayMs);
          timers.add(timer);
        }),
      );
    }
    return successUrl(s);
  };
  const find = (id: string) => {
    const s = current(id);
    if (!s) throw new Error(`fake Stripe: no Checkout Session ${id}`);
    return s;
  };

  function route(req: http.IncomingMessage, body: string, url: URL, request: FakeStripeEvent["request"]): Answer {
    const params = parseStripeForm(req.method === "GET" ? url.search.slice(1) : body);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const s = newSession(params, header(req, "stripe-version") ?? Stripe.API_VERSION);
      sessions.set(s.id, s);
      return [200, representation(s)];
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (m && req.method === (m[2] ? "POST" : "GET")) {
      const unknown = Object.keys(params)[0];
      if (unknown) throw new ParamError(`Received unknown parameter: ${unknown}`, unknown);
      const id = decodeURIComponent(m[1]!);
      const s = current(id);
      if (!s) {
        const message = `No such checkout.session: '${id}'`;
        return [404, stripeError("invalid_request_error", message, { code: "resource_missing", param: "session" })];
      }
      if (!m[2]) return [200, representation(s)];
      if (s.status !== "open") {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${s.status}\`.`;
        return [400, stripeError("invalid_request_error", message)];
      }
      expire(s, request);
      return [200, representation(s)];
    }
    const message = `Unrecognized request URL (${req.method}: ${url.pathname}). The fake Stripe serves Checkout Sessions only.`;
    return [404, stripeError("invalid_request_error", message)];
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, body: string, url: URL) {
    count(`${req.method} ${url.pathname.replace(/^(\/v1\/checkout\/sessions)\/[^/]+/, "$1/{id}")}`);
    const requestId = random("req_");
    const idempotencyKey = req.method === "POST" ? header(req, "idempotency-key") : null;
    const send = ([status, json]: Answer, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        "Content-Type": "application/json",
        "Request-Id": requestId,
        "Stripe-Version": header(req, "stripe-version") ?? Stripe.API_VERSION,
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        ...extra,
      });
      res.end(JSON.stringify(json, null, 2));
    };
    if (down) return send([503, stripeError("api_error", "The fake Stripe is down (setDown).")]);
    const key = bearer(req);
    if (!key) return send([401, stripeError("invalid_request_error", NO_KEY)]);
    if (key !== secretKey) {
      return send([
        401,
        stripeError("invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`),
      ]);
    }
    const routeKey = `${req.method} ${url.pathname}`;
    const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (seen && seen.route === routeKey && seen.body === body)
      return send(seen.answer, { "Idempotent-Replayed": "true" });
    if (seen) {
      const message =
        "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
        `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return send([400, stripeError("idempotency_error", message)]);
    }
    let answer: Answer;
    try {
      answer = route(req, body, url, { id: requestId, idempotency_key: idempotencyKey });
    } catch (error) {
      if (!(error instanceof ParamError)) throw error;
      answer = [400, stripeError("invalid_request_error", error.message, { code: error.code, param: error.param })];
    }
    // Stripe keeps the answer of a request that ran, not one refused in validation.
    if (idempotencyKey && answer[0] === 200) idempotent.set(idempotencyKey, { route: routeKey, body, answer });
    return send(answer);
  }
  const count = (key: string) => requests.set(key, (requests.get(key) ?? 0) + 1);

  const { server, url } = await listen((req, res, body, reqUrl) => {
    if (req.method === "POST" && reqUrl.pathname === "/__fake/down") {
      down = body.trim() === "true";
      return sendJson(res, 200, { down });
    }
    if (req.method === "POST" && reqUrl.pathname === "/__fake/webhook-url") {
      webhookUrl = body.trim() || null;
      return sendJson(res, 200, { webhookUrl });
    }
    if (reqUrl.pathname.startsWith("/pay/")) {
      return servePage(req, res, body, reqUrl, { session: current, complete, successUrl });
    }
    return api(req, res, body, reqUrl);
  }, options.port ?? 0);
  base = url;

  return {
    url,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    events,
    pay(sessionId, details = {}) {
      const s = find(sessionId);
      if (s.status !== "open") throw new Error(`fake Stripe: Checkout Session ${sessionId} is ${s.status}`);
      const attempt = judge(s, details);
      if (!attempt.ok) throw new Error(`fake Stripe: declined: ${attempt.message}`);
      return complete(s, attempt);
    },
    cancel: (sessionId) => find(sessionId).cancel_url ?? `${base}/pay/${sessionId}`,
    signedWebhook,
    sendWebhook,
    completedEvent: (sessionId) => event("checkout.session.completed", find(sessionId)),
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    setDown(value) {
      down = value;
    },
    setWebhookUrl(value) {
      webhookUrl = value;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await close(server);
    },
  };
}
