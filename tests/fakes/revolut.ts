/**
 * A local fake of the Revolut Merchant API for tests (vitest and Playwright): the same HTTP as
 * sandbox-merchant.revolut.com for what the shop uses: POST /api/orders (amount in minor units),
 * GET /api/orders/{id}, a hosted checkout page (checkout_url) whose Pay / Cancel buttons send the
 * shopper to redirect_url, and webhooks signed like Revolut's: Revolut-Request-Timestamp (ms) and
 * Revolut-Signature: v1=hex(HMAC-SHA256(signing secret, "v1.{timestamp}.{raw body}")).
 */
import crypto from "node:crypto";
import type http from "node:http";
import { bearer, close, escapeHtml, listen, parseJson, redirect, sendHtml, sendJson } from "./http.ts";

export interface FakeRevolutOrder {
  id: string;
  token: string;
  state: "pending" | "processing" | "authorised" | "completed" | "cancelled" | "failed";
  amount: number;
  currency: string;
  reference: string | null;
  description: string | null;
  redirectUrl: string | null;
  createdAt: string;
}

export interface FakeRevolut {
  url: string;
  secretKey: string;
  webhookSecret: string;
  orders: Map<string, FakeRevolutOrder>;
  /** Counts of API requests by "METHOD /path-pattern" (so a test can assert that none was made). */
  requests: Map<string, number>;
  /** The shopper pays on the hosted page: the URL Revolut sends them to. */
  pay(orderId: string): string;
  cancel(orderId: string): string;
  /** Headers and body of a webhook as Revolut would deliver it. */
  signedWebhook(
    payload: object,
    options?: { secret?: string; timestamp?: number },
  ): { headers: Record<string, string>; body: string };
  sendWebhook(target: string, payload: object, options?: { secret?: string; timestamp?: number }): Promise<Response>;
  completedEvent(orderId: string): object;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export function signRevolutWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${crypto.createHmac("sha256", secret).update(`v1.${timestamp}.${body}`).digest("hex")}`;
}

export async function startFakeRevolut(
  options: { secretKey?: string; webhookSecret?: string; port?: number; webhookUrl?: string } = {},
): Promise<FakeRevolut> {
  const secretKey = options.secretKey ?? "sk_fake_revolut_secret";
  const webhookSecret = options.webhookSecret ?? "wsk_fake_revolut_signing";
  const orders = new Map<string, FakeRevolutOrder>();
  const byToken = new Map<string, FakeRevolutOrder>();
  const requests = new Map<string, number>();
  const count = (key: string) => requests.set(key, (requests.get(key) ?? 0) + 1);
  let down = false;
  let base = "";

  const representation = (o: FakeRevolutOrder) => ({
    id: o.id,
    token: o.token,
    type: "payment",
    state: o.state,
    created_at: o.createdAt,
    updated_at: new Date().toISOString(),
    amount: o.amount,
    currency: o.currency,
    outstanding_amount: o.state === "completed" ? 0 : o.amount,
    capture_mode: "automatic",
    checkout_url: `${base}/checkout/${o.token}`,
    redirect_url: o.redirectUrl ?? undefined,
    description: o.description ?? undefined,
    merchant_order_data: o.reference ? { reference: o.reference } : undefined,
  });

  const signedWebhook: FakeRevolut["signedWebhook"] = (payload, opts = {}) => {
    const body = JSON.stringify(payload);
    const timestamp = opts.timestamp ?? Date.now();
    return {
      headers: {
        "Content-Type": "application/json",
        "Revolut-Request-Timestamp": String(timestamp),
        "Revolut-Signature": signRevolutWebhook(opts.secret ?? webhookSecret, timestamp, body),
      },
      body,
    };
  };
  const sendWebhook: FakeRevolut["sendWebhook"] = (target, payload, opts) => {
    const delivery = signedWebhook(payload, opts);
    return fetch(target, { method: "POST", headers: delivery.headers, body: delivery.body });
  };
  const completedEvent = (orderId: string) => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`fake Revolut: no order ${orderId}`);
    return {
      event: "ORDER_COMPLETED",
      order_id: o.id,
      merchant_order_ext_ref: o.reference ?? undefined,
    };
  };

  const finish = (orderId: string, state: "completed" | "cancelled") => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`fake Revolut: no order ${orderId}`);
    if (o.state === "pending") o.state = state;
    if (state === "completed" && options.webhookUrl) {
      // Revolut notifies the webhook on its own, independently of the shopper's redirect.
      void sendWebhook(options.webhookUrl, completedEvent(o.id)).catch(() => {});
    }
    return o.redirectUrl ?? `${base}/checkout/${o.token}/done`;
  };

  function api(req: http.IncomingMessage, res: http.ServerResponse, body: string, url: URL) {
    count(`${req.method} ${url.pathname.replace(/^\/api\/orders\/[^/]+$/, "/api/orders/{id}")}`);
    if (bearer(req) !== secretKey)
      return sendJson(res, 401, { code: "unauthenticated", message: "Authentication failed" });
    if (!req.headers["revolut-api-version"])
      return sendJson(res, 400, {
        code: "bad_request",
        message: "Revolut-Api-Version header is required",
      });
    if (req.method === "POST" && url.pathname === "/api/orders") {
      const p = parseJson(body) as {
        amount?: unknown;
        currency?: unknown;
        description?: string;
        redirect_url?: string;
        merchant_order_data?: { reference?: string };
      } | null;
      if (!p || !Number.isInteger(p.amount) || (p.amount as number) <= 0) {
        return sendJson(res, 422, {
          code: "validation",
          message: "amount must be a positive integer in minor units",
        });
      }
      if (typeof p.currency !== "string" || !/^[A-Z]{3}$/.test(p.currency))
        return sendJson(res, 422, { code: "validation", message: "currency" });
      const order: FakeRevolutOrder = {
        id: crypto.randomUUID(),
        token: crypto.randomUUID(),
        state: "pending",
        amount: p.amount as number,
        currency: p.currency,
        reference: p.merchant_order_data?.reference ?? null,
        description: p.description ?? null,
        redirectUrl: p.redirect_url ?? null,
        createdAt: new Date().toISOString(),
      };
      orders.set(order.id, order);
      byToken.set(order.token, order);
      return sendJson(res, 201, representation(order));
    }
    const one = /^\/api\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && one) {
      const order = orders.get(decodeURIComponent(one[1]!));
      return order
        ? sendJson(res, 200, representation(order))
        : sendJson(res, 404, { code: "not_found", message: "Order not found" });
    }
    return sendJson(res, 404, { code: "not_found", message: `${req.method} ${url.pathname}` });
  }

  function page(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const m = /^\/checkout\/([^/]+)(?:\/(pay|cancel|done))?$/.exec(url.pathname);
    const order = m ? byToken.get(m[1]!) : undefined;
    if (!order) return sendHtml(res, "Revolut (fake): order not found", "");
    if (req.method === "POST" && m![2] === "pay") return redirect(res, finish(order.id, "completed"));
    if (req.method === "POST" && m![2] === "cancel") return redirect(res, finish(order.id, "cancelled"));
    const amount = `${(order.amount / 100).toFixed(2)} ${order.currency}`;
    return sendHtml(
      res,
      "Revolut checkout (test)",
      `<p>Amount: ${escapeHtml(amount)}</p>` +
        `<form method="post" action="/checkout/${escapeHtml(order.token)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>` +
        `<form method="post" action="/checkout/${escapeHtml(order.token)}/cancel"><button type="submit">Cancel payment</button></form>`,
    );
  }

  const { server, url } = await listen((req, res, body, reqUrl) => {
    if (down) return sendJson(res, 503, { code: "unavailable" });
    if (reqUrl.pathname.startsWith("/checkout/")) return page(req, res, reqUrl);
    return api(req, res, body, reqUrl);
  }, options.port ?? 0);
  base = url;

  return {
    url,
    secretKey,
    webhookSecret,
    orders,
    requests,
    pay: (orderId) => finish(orderId, "completed"),
    cancel: (orderId) => finish(orderId, "cancelled"),
    signedWebhook,
    sendWebhook,
    completedEvent,
    setDown(value) {
      down = value;
    },
    close: () => close(server),
  };
}
