/**
 * A local fake of the PayPal REST API for tests (vitest and Playwright): the same HTTP as
 * api-m.sandbox.paypal.com for what the shop uses: OAuth2 client credentials, Orders v2 create /
 * get / capture (with PayPal-Request-Id idempotency and 422 ORDER_ALREADY_CAPTURED), an approval
 * page that sends the shopper to return_url?token=...&PayerID=... (or cancel_url), and
 * /v1/notifications/verify-webhook-signature. Real PayPal signs webhooks with its certificate over
 * "transmission_id|time|webhook_id|crc32(body)"; the fake signs the same fields with an HMAC key of
 * its own, and signedWebhook() produces deliveries the verify endpoint accepts.
 */
import crypto from "node:crypto";
import type http from "node:http";
import { bearer, close, escapeHtml, listen, parseJson, redirect, sendHtml, sendJson, withParams } from "./http.ts";

export interface FakePayPalOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  amount: { currency_code: string; value: string };
  customId: string | null;
  invoiceId: string | null;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
  /** Captures actually made (an idempotent repeat does not count). */
  captures: number;
  captureResponses: Map<string, unknown>;
}

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakePayPalOrder>;
  /** Counts of requests by "METHOD /path-pattern". */
  requests: Map<string, number>;
  tokensIssued(): number;
  /** What the approval page does when the shopper pays: the URL PayPal redirects to. */
  approve(orderId: string): string;
  /** The shopper cancels on PayPal: the cancel URL PayPal redirects to. */
  cancel(orderId: string): string;
  /** Headers and body of a webhook delivery PayPal would send for this event. */
  signedWebhook(
    event: object,
    options?: { webhookId?: string; transmissionTime?: Date },
  ): { headers: Record<string, string>; body: string };
  sendWebhook(target: string, event: object): Promise<Response>;
  orderApprovedEvent(orderId: string): object;
  captureCompletedEvent(orderId: string): object;
  /** Makes every call answer 503 (PayPal down). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const SIGNING_KEY = "fake-paypal-signing-key";
const id17 = () =>
  crypto
    .randomBytes(12)
    .toString("base64")
    .replace(/[^A-Z0-9]/gi, "")
    .toUpperCase()
    .padEnd(17, "X")
    .slice(0, 17);
const sha = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

function signature(transmissionId: string, time: string, webhookId: string, event: unknown) {
  return crypto
    .createHmac("sha256", SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${sha(JSON.stringify(event))}`)
    .digest("base64");
}

const unprocessable = (issue: string, description: string) => ({
  name: "UNPROCESSABLE_ENTITY",
  message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  debug_id: crypto.randomBytes(6).toString("hex"),
  details: [{ issue, description }],
});

export async function startFakePayPal(
  options: {
    clientId?: string;
    clientSecret?: string;
    webhookId?: string;
    port?: number;
    tokenTtlSeconds?: number;
  } = {},
): Promise<FakePayPal> {
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  const webhookId = options.webhookId ?? "1FAKEWEBHOOK00001";
  const orders = new Map<string, FakePayPalOrder>();
  const tokens = new Set<string>();
  const requests = new Map<string, number>();
  let down = false;
  let base = "";

  const representation = (o: FakePayPalOrder) => ({
    id: o.id,
    intent: "CAPTURE",
    status: o.status,
    purchase_units: [
      {
        reference_id: "default",
        amount: o.amount,
        custom_id: o.customId ?? undefined,
        invoice_id: o.invoiceId ?? undefined,
        ...(o.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: o.captureId,
                    status: "COMPLETED",
                    amount: o.amount,
                    final_capture: true,
                    custom_id: o.customId ?? undefined,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
      ...(o.status === "PAYER_ACTION_REQUIRED"
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: "payer-action", method: "GET" }]
        : []),
    ],
  });

  const count = (key: string) => requests.set(key, (requests.get(key) ?? 0) + 1);

  const approve = (orderId: string) => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`fake PayPal: no order ${orderId}`);
    if (o.status === "PAYER_ACTION_REQUIRED") o.status = "APPROVED";
    return withParams(o.returnUrl, { token: o.id, PayerID: "FAKEPAYER123" });
  };
  const cancel = (orderId: string) => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`fake PayPal: no order ${orderId}`);
    return withParams(o.cancelUrl, { token: o.id });
  };

  function api(req: http.IncomingMessage, res: http.ServerResponse, body: string, url: URL) {
    const path = url.pathname;
    if (req.method === "POST" && path === "/v1/oauth2/token") {
      count("POST /v1/oauth2/token");
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
      if (req.headers.authorization !== `Basic ${basic}`)
        return sendJson(res, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      if (new URLSearchParams(body).get("grant_type") !== "client_credentials")
        return sendJson(res, 400, { error: "unsupported_grant_type" });
      const token = `A21AA${crypto.randomBytes(16).toString("hex")}`;
      tokens.add(token);
      return sendJson(res, 200, {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-FAKE",
        expires_in: options.tokenTtlSeconds ?? 32400,
        nonce: crypto.randomUUID(),
      });
    }
    const token = bearer(req);
    if (!token || !tokens.has(token))
      return sendJson(res, 401, {
        error: "invalid_token",
        error_description: "Token signature verification failed",
      });

    if (req.method === "POST" && path === "/v2/checkout/orders") {
      count("POST /v2/checkout/orders");
      const payload = parseJson(body) as {
        intent?: string;
        purchase_units?: {
          amount?: { currency_code?: string; value?: string };
          custom_id?: string;
          invoice_id?: string;
        }[];
        payment_source?: {
          paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
        };
        application_context?: { return_url?: string; cancel_url?: string };
      } | null;
      const unit = payload?.purchase_units?.[0];
      const context = payload?.payment_source?.paypal?.experience_context ?? payload?.application_context;
      const issues: string[] = [];
      if (payload?.intent !== "CAPTURE" && payload?.intent !== "AUTHORIZE") issues.push("intent");
      if (!unit?.amount?.currency_code || !/^[A-Z]{3}$/.test(unit.amount.currency_code)) issues.push("currency_code");
      if (!unit?.amount?.value || !/^\d{1,10}(\.\d{2})?$/.test(unit.amount.value)) issues.push("amount.value");
      if (!context?.return_url || !context.cancel_url) issues.push("return_url/cancel_url");
      if (issues.length) {
        return sendJson(res, 400, {
          name: "INVALID_REQUEST",
          message: "Request is not well-formed",
          details: issues.map((field) => ({ field, issue: "INVALID_PARAMETER_VALUE" })),
        });
      }
      const order: FakePayPalOrder = {
        id: id17(),
        status: "PAYER_ACTION_REQUIRED",
        amount: { currency_code: unit!.amount!.currency_code!, value: unit!.amount!.value! },
        customId: unit!.custom_id ?? null,
        invoiceId: unit!.invoice_id ?? null,
        returnUrl: context!.return_url!,
        cancelUrl: context!.cancel_url!,
        captureId: null,
        captures: 0,
        captureResponses: new Map(),
      };
      orders.set(order.id, order);
      return sendJson(res, 200, {
        id: order.id,
        status: order.status,
        payment_source: { paypal: {} },
        links: representation(order).links,
      });
    }

    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1]!));
      if (!order)
        return sendJson(res, 404, {
          name: "RESOURCE_NOT_FOUND",
          details: [{ issue: "INVALID_RESOURCE_ID" }],
        });
      if (req.method === "GET" && !orderPath[2]) {
        count("GET /v2/checkout/orders/{id}");
        return sendJson(res, 200, representation(order));
      }
      if (req.method === "POST" && orderPath[2]) {
        count("POST /v2/checkout/orders/{id}/capture");
        const requestId = req.headers["paypal-request-id"];
        if (typeof requestId === "string" && order.captureResponses.has(requestId)) {
          return sendJson(res, 201, order.captureResponses.get(requestId)); // idempotent repeat
        }
        if (order.status === "COMPLETED")
          return sendJson(res, 422, unprocessable("ORDER_ALREADY_CAPTURED", "Order already captured."));
        if (order.status !== "APPROVED")
          return sendJson(
            res,
            422,
            unprocessable("ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment."),
          );
        order.status = "COMPLETED";
        order.captureId = id17();
        order.captures += 1;
        const answer = representation(order);
        if (typeof requestId === "string") order.captureResponses.set(requestId, answer);
        return sendJson(res, 201, answer);
      }
    }

    if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      count("POST /v1/notifications/verify-webhook-signature");
      const v = parseJson(body) as Record<string, unknown> | null;
      const required = [
        "auth_algo",
        "cert_url",
        "transmission_id",
        "transmission_sig",
        "transmission_time",
        "webhook_id",
        "webhook_event",
      ];
      const missing = required.filter((k) => !v?.[k]);
      if (missing.length)
        return sendJson(res, 400, {
          name: "VALIDATION_ERROR",
          details: missing.map((field) => ({ field, issue: "MISSING_REQUIRED_PARAMETER" })),
        });
      const ok =
        v!.webhook_id === webhookId &&
        v!.auth_algo === "SHA256withRSA" &&
        String(v!.cert_url).startsWith(`${base}/v1/notifications/certs/`) &&
        v!.transmission_sig ===
          signature(String(v!.transmission_id), String(v!.transmission_time), webhookId, v!.webhook_event);
      return sendJson(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    return sendJson(res, 404, { name: "RESOURCE_NOT_FOUND", message: `${req.method} ${path}` });
  }

  function page(req: http.IncomingMessage, res: http.ServerResponse, body: string, url: URL) {
    // The approval page a shopper sees (plain forms, so it works in a browser without JavaScript).
    const orderId = req.method === "GET" ? url.searchParams.get("token") : new URLSearchParams(body).get("token");
    const order = orderId ? orders.get(orderId) : undefined;
    if (!order) return sendHtml(res, "PayPal (fake): order not found", "");
    if (req.method === "POST" && url.pathname === "/checkoutnow/approve") return redirect(res, approve(order.id));
    if (req.method === "POST" && url.pathname === "/checkoutnow/cancel") return redirect(res, cancel(order.id));
    const hidden = `<input type="hidden" name="token" value="${escapeHtml(order.id)}">`;
    return sendHtml(
      res,
      "Pay with PayPal (test)",
      `<p>Amount: ${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}</p>` +
        `<form method="post" action="/checkoutnow/approve">${hidden}<button type="submit">Pay Now</button></form>` +
        `<form method="post" action="/checkoutnow/cancel">${hidden}<button type="submit">Cancel and return to the shop</button></form>`,
    );
  }

  const { server, url } = await listen((req, res, body, reqUrl) => {
    // The test's own switch (not PayPal's API): a browser suite in another process turns PayPal off and on.
    if (req.method === "POST" && reqUrl.pathname === "/__fake/down") {
      down = body.trim() === "true";
      return sendJson(res, 200, { down });
    }
    if (down) return sendJson(res, 503, { name: "SERVICE_UNAVAILABLE" });
    if (reqUrl.pathname.startsWith("/checkoutnow")) return page(req, res, body, reqUrl);
    return api(req, res, body, reqUrl);
  }, options.port ?? 0);
  base = url;

  const signedWebhook: FakePayPal["signedWebhook"] = (event, opts = {}) => {
    const transmissionId = crypto.randomUUID();
    const time = (opts.transmissionTime ?? new Date()).toISOString();
    return {
      headers: {
        "Content-Type": "application/json",
        "PAYPAL-TRANSMISSION-ID": transmissionId,
        "PAYPAL-TRANSMISSION-TIME": time,
        "PAYPAL-TRANSMISSION-SIG": signature(transmissionId, time, opts.webhookId ?? webhookId, event),
        "PAYPAL-CERT-URL": `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
        "PAYPAL-AUTH-ALGO": "SHA256withRSA",
      },
      body: JSON.stringify(event),
    };
  };

  const event = (type: string, resourceType: string, resource: object) => ({
    id: `WH-${crypto.randomBytes(8).toString("hex").toUpperCase()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: "2.0",
    event_type: type,
    summary: type,
    resource,
  });

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    orders,
    requests,
    tokensIssued: () => tokens.size,
    approve,
    cancel,
    signedWebhook,
    async sendWebhook(target, ev) {
      const delivery = signedWebhook(ev);
      return fetch(target, { method: "POST", headers: delivery.headers, body: delivery.body });
    },
    orderApprovedEvent(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`fake PayPal: no order ${orderId}`);
      return event("CHECKOUT.ORDER.APPROVED", "checkout-order", {
        ...representation({ ...o, status: "APPROVED" }),
        id: o.id,
      });
    },
    captureCompletedEvent(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`fake PayPal: no order ${orderId}`);
      return event("PAYMENT.CAPTURE.COMPLETED", "capture", {
        id: o.captureId ?? id17(),
        status: "COMPLETED",
        amount: o.amount,
        custom_id: o.customId ?? undefined,
        invoice_id: o.invoiceId ?? undefined,
        final_capture: true,
        supplementary_data: { related_ids: { order_id: o.id } },
      });
    },
    setDown(value) {
      down = value;
    },
    close: () => close(server),
  };
}
