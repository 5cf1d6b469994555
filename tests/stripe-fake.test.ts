/**
 * The Stripe double (tests/fakes/stripe.ts) as the official `stripe` library sees it, over HTTP:
 * Checkout Sessions created (with allowed_payment_method_types, as the library's API version
 * 2026-10-28.endive wants, and with payment_method_types on an older version), refused, retrieved,
 * repeated with an Idempotency-Key and expired; the
 * hosted page paid as a browser without JavaScript pays it (form posts, 303 to success_url), and
 * the webhooks it sends pass the library's signature check and fail it with another secret or body.
 */
import type http from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { close, listen } from "./fakes/http.ts";
import { type FakeStripe, signStripeWebhook, startFakeStripe } from "./fakes/stripe.ts";
import { parseStripeForm } from "./fakes/stripe-params.ts";

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let fake: FakeStripe;
let stripe: Stripe;
let receiver: http.Server;
let deliveries: Delivery[] = [];

function client(secretKey: string) {
  const api = new URL(fake.url);
  return new Stripe(secretKey, {
    host: api.hostname,
    port: Number(api.port),
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    timeout: 15000,
  });
}

const TOKEN = "0123456789abcdef0123456789abcdef";
const orderParams = (method: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType, currency: string) =>
  ({
    mode: "payment",
    allowed_payment_method_types: [method],
    line_items: [
      { quantity: 1, price_data: { currency, unit_amount: 12340, product_data: { name: "Order 2026-000123" } } },
    ],
    client_reference_id: TOKEN,
    customer_email: "buyer@example.com",
    locale: "pl",
    success_url: `https://shop.example/order/${TOKEN}/return/${method}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `https://shop.example/order/${TOKEN}/return/${method}?outcome=cancel`,
    metadata: { order_number: "2026-000123", token: TOKEN },
    payment_intent_data: { description: "Order 2026-000123" },
  }) satisfies Stripe.Checkout.SessionCreateParams;

const refusal = (params: Stripe.Checkout.SessionCreateParams, options?: Stripe.RequestOptions) =>
  stripe.checkout.sessions.create(params, options).then(
    () => {
      throw new Error("accepted");
    },
    (error: unknown) => error,
  );

/** The buyer's browser: the page, and its form posted as a browser posts it (no redirect followed). */
async function openPage(url: string) {
  const answer = await fetch(url);
  return { status: answer.status, html: await answer.text() };
}
async function submit(
  pageUrl: string,
  html: string,
  action: "confirm" | "cancel",
  fields: Record<string, string>,
  method?: string,
) {
  const forms = [...html.matchAll(new RegExp(`<form method="post" action="([^"]*/${action})">(.*?)</form>`, "g"))];
  const form = forms.find((f) => !method || f[2]!.includes(`name="payment_method" value="${method}"`));
  if (!form) throw new Error(`no ${action} form on the page`);
  const hidden = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  const answer = await fetch(new URL(form[1]!, pageUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, ...fields }),
    redirect: "manual",
  });
  return { status: answer.status, location: answer.headers.get("location"), html: await answer.text() };
}

beforeAll(async () => {
  const listening = await listen((req, res, body) => {
    deliveries.push({ headers: req.headers, body });
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
  });
  receiver = listening.server;
  fake = await startFakeStripe({ secretKey: "sk_test_unit", webhookSecret: "whsec_unit", asyncDelayMs: 20 });
  fake.setWebhookUrl(`${listening.url}/webhooks/stripe`);
  stripe = client(fake.secretKey);
});
afterAll(async () => {
  await fake.close();
  await close(receiver);
});
beforeEach(async () => {
  await fake.idle();
  deliveries = [];
});

describe("the Stripe double's API, through the stripe library", () => {
  it("creates a Checkout Session for each method in a currency it supports", async () => {
    const supported = [
      ["card", "eur"],
      ["card", "gbp"],
      ["blik", "pln"],
      ["p24", "eur"],
      ["p24", "pln"],
      ["klarna", "gbp"],
      ["sepa_debit", "eur"],
    ] as const;
    for (const [method, currency] of supported) {
      const session = await stripe.checkout.sessions.create(orderParams(method, currency));
      expect(session).toMatchObject({
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        amount_total: 12340,
        amount_subtotal: 12340,
        currency,
        payment_method_types: [method],
        client_reference_id: TOKEN,
        metadata: { order_number: "2026-000123", token: TOKEN },
        payment_intent: null,
        livemode: false,
      });
      expect(session.id).toMatch(/^cs_test_\w+$/);
      expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
      expect(session.expires_at).toBeGreaterThan(session.created);
    }
    expect(fake.requests.get("POST /v1/checkout/sessions")).toBeGreaterThanOrEqual(supported.length);
  });

  it("refuses a currency the method does not support, and other invalid parameters, as Stripe does", async () => {
    for (const [method, currency] of [
      ["blik", "eur"],
      ["p24", "gbp"],
      ["sepa_debit", "pln"],
    ] as const) {
      const error = await refusal(orderParams(method, currency));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ statusCode: 400, param: "allowed_payment_method_types" });
    }
    const { success_url: _, ...noSuccessUrl } = orderParams("card", "eur");
    expect(await refusal(noSuccessUrl)).toMatchObject({ code: "parameter_missing", param: "success_url" });
    const bogus = { ...orderParams("card", "eur"), allowed_payment_method_types: ["card", "bogus"] };
    expect(await refusal(bogus)).toMatchObject({ param: "allowed_payment_method_types[1]" });
    for (const unit_amount of [0, 12.5]) {
      const params = orderParams("card", "eur");
      params.line_items[0]!.price_data.unit_amount = unit_amount;
      expect(await refusal(params)).toMatchObject({ param: "line_items[0][price_data][unit_amount]" });
    }
    const unknown = { ...orderParams("card", "eur"), colour: "red" } as Stripe.Checkout.SessionCreateParams;
    expect(await refusal(unknown)).toMatchObject({ param: "colour" });
  });

  it("filters allowed_payment_method_types by the currency, and offers every method it can without it", async () => {
    const filtered = await stripe.checkout.sessions.create({
      ...orderParams("card", "eur"),
      allowed_payment_method_types: ["card", "blik", "sepa_debit"],
    });
    expect(filtered).toMatchObject({
      payment_method_types: ["card", "sepa_debit"],
      allowed_payment_method_types: ["card", "blik", "sepa_debit"],
    });
    const { allowed_payment_method_types: _, ...dynamic } = orderParams("card", "pln");
    const all = await stripe.checkout.sessions.create(dynamic);
    expect(all.payment_method_types).toEqual(["card", "blik", "p24", "klarna"]);
  });

  it("refuses payment_method_types on API version endive, and takes it as a static list before", async () => {
    const { allowed_payment_method_types: _, ...rest } = orderParams("blik", "pln");
    const legacy = { ...rest, payment_method_types: ["blik"] } as Stripe.Checkout.SessionCreateParams;
    expect(await refusal(legacy)).toMatchObject({
      type: "StripeInvalidRequestError",
      code: "payment_method_types_no_longer_supported",
      param: "payment_method_types",
    });
    const dahlia = { apiVersion: "2026-08-26.dahlia" };
    const session = await stripe.checkout.sessions.create(legacy, dahlia);
    expect(session).toMatchObject({ payment_method_types: ["blik"], currency: "pln", status: "open" });
    const inEuro = { ...legacy, line_items: orderParams("blik", "eur").line_items };
    const error = await refusal(inEuro, dahlia);
    expect(error).toMatchObject({ param: "payment_method_types" });
    expect((error as Error).message).toContain("The currency provided (eur) is invalid");
    expect(await refusal(orderParams("blik", "pln"), dahlia)).toMatchObject({ param: "allowed_payment_method_types" });
  });

  it("refuses a wrong or missing secret key with 401", async () => {
    const wrong = client("sk_test_wrong").checkout.sessions.create(orderParams("card", "eur"));
    await expect(wrong).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const bare = await fetch(`${fake.url}/v1/checkout/sessions`, { method: "POST" });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("retrieves a session, and answers 404 resource_missing for an unknown one", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("blik", "pln"));
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toEqual(session);
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("replays a create repeated with its Idempotency-Key, and refuses the key with other parameters", async () => {
    const before = fake.sessions.size;
    const first = await stripe.checkout.sessions.create(orderParams("p24", "pln"), { idempotencyKey: "order-123-p24" });
    const second = await stripe.checkout.sessions.create(orderParams("p24", "pln"), {
      idempotencyKey: "order-123-p24",
    });
    expect(second.id).toBe(first.id);
    expect(fake.sessions.size).toBe(before + 1);
    const other = stripe.checkout.sessions.create(orderParams("p24", "eur"), { idempotencyKey: "order-123-p24" });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("expires an open session (no url any more, checkout.session.expired sent), and only an open one", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("card", "eur"));
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: "expired", payment_status: "unpaid", url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/status of `expired`/);
    expect((await openPage(session.url!)).html).toContain("has expired");
    await fake.idle();
    expect(deliveries.map((d) => JSON.parse(d.body).type)).toEqual(["checkout.session.expired"]);
  });

  it("answers 503 api_error while down", async () => {
    fake.setDown(true);
    try {
      await expect(stripe.checkout.sessions.create(orderParams("card", "eur"))).rejects.toMatchObject({
        type: "StripeAPIError",
        statusCode: 503,
      });
    } finally {
      fake.setDown(false);
    }
  });
});

describe("the hosted payment page and the webhooks", () => {
  it("takes a BLIK code without JavaScript, sends the browser to success_url and a signed webhook", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("blik", "pln"));
    const page = await openPage(session.url!);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Stripe test payment page (fake)");
    expect(page.html).toMatch(/123,40\s*zł/);
    expect(page.html).toContain('<label for="blik-code">BLIK code</label>');
    expect(page.html).toContain("Cancel and return");

    const paid = await submit(session.url!, page.html, "confirm", { blik_code: "777123" });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`https://shop.example/order/${TOKEN}/return/blik?session_id=${session.id}`);
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    expect(after.payment_intent).toMatch(/^pi_test_/);

    await fake.idle();
    expect(deliveries).toHaveLength(1);
    const { headers, body } = deliveries[0]!;
    const signature = String(headers["stripe-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = await stripe.webhooks.constructEventAsync(body, signature, fake.webhookSecret);
    expect(event).toMatchObject({ object: "event", type: "checkout.session.completed", livemode: false });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: "paid", client_reference_id: TOKEN });
    await expect(stripe.webhooks.constructEventAsync(body, signature, "whsec_other")).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const altered = body.replace('"paid"', '"unpaid"');
    expect(altered).not.toBe(body);
    await expect(stripe.webhooks.constructEventAsync(altered, signature, fake.webhookSecret)).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("declines BLIK code 000000 on the page and keeps the session open for another try", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("blik", "pln"));
    const page = await openPage(session.url!);
    const declined = await submit(session.url!, page.html, "confirm", { blik_code: "000000" });
    expect(declined.status).toBe(402);
    expect(declined.html).toMatch(/<p role="alert">The BLIK code was declined/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: "open",
      payment_status: "unpaid",
    });
    const retried = await submit(session.url!, declined.html, "confirm", { blik_code: "123456" });
    expect(retried.status).toBe(303);
  });

  it("offers a form per method: card number, P24 bank", async () => {
    const session = await stripe.checkout.sessions.create({
      ...orderParams("card", "pln"),
      allowed_payment_method_types: ["card", "p24"],
    });
    const page = await openPage(session.url!);
    expect(page.html).toContain('<label for="card-number">Card number</label>');
    expect(page.html).toContain('<label for="p24-bank">Bank</label>');
    const declined = await submit(session.url!, page.html, "confirm", { card_number: "4000000000000002" }, "card");
    expect(declined.html).toContain("Your card was declined.");
    const paid = await submit(session.url!, declined.html, "confirm", { bank: "ing" }, "p24");
    expect(paid.status).toBe(303);
    expect(fake.sessions.get(session.id)).toMatchObject({ status: "complete", fake: { method: "p24" } });
  });

  it("cancels back to cancel_url and leaves the session open", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("card", "eur"));
    const cancelled = await submit(session.url!, (await openPage(session.url!)).html, "cancel", {});
    expect(cancelled).toMatchObject({ status: 303, location: session.cancel_url });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(fake.cancel(session.id)).toBe(session.cancel_url);
  });

  it("pays a card with the test helper, and refuses the decline card", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("card", "eur"));
    expect(() => fake.pay(session.id, { cardNumber: "4000 0000 0000 0002" })).toThrow(/declined/);
    expect(fake.sessions.get(session.id)?.status).toBe("open");
    expect(fake.pay(session.id)).toBe(session.success_url!.replace("{CHECKOUT_SESSION_ID}", session.id));
    expect(fake.completedEvent(session.id)).toMatchObject({
      type: "checkout.session.completed",
      data: { object: { id: session.id, status: "complete", payment_status: "paid" } },
    });
  });

  it("completes SEPA Direct Debit unpaid, then sends async_payment_succeeded when it settles", async () => {
    const session = await stripe.checkout.sessions.create(orderParams("sepa_debit", "eur"));
    const page = await openPage(session.url!);
    expect(page.html).toContain('<label for="sepa-iban">IBAN</label>');
    const paid = await submit(session.url!, page.html, "confirm", { iban: "DE89 3704 0044 0532 0130 00" });
    expect(paid.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("unpaid");
    await fake.idle();
    const events = await Promise.all(
      deliveries.map((d) =>
        stripe.webhooks.constructEventAsync(d.body, String(d.headers["stripe-signature"]), fake.webhookSecret),
      ),
    );
    expect(events.map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status])).toEqual([
      ["checkout.session.completed", "unpaid"],
      ["checkout.session.async_payment_succeeded", "paid"],
    ]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
  });
});

describe("the double's helpers", () => {
  it("parses Stripe's form encoding into objects and arrays", () => {
    const body =
      "mode=payment&payment_method_types[0]=blik&line_items[0][quantity]=2" +
      "&line_items[0][price_data][currency]=pln&metadata[token]=a%26b&expand[]=x&expand[]=y";
    expect(parseStripeForm(body)).toEqual({
      mode: "payment",
      payment_method_types: ["blik"],
      line_items: [{ quantity: "2", price_data: { currency: "pln" } }],
      metadata: { token: "a&b" },
      expand: ["x", "y"],
    });
    expect(() => parseStripeForm("a[__proto__][x]=1")).toThrow();
  });

  it("signs as the stripe library's own test header does", () => {
    const payload = JSON.stringify({ id: "evt_1" });
    const expected = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_x", timestamp: 1700000000 });
    expect(signStripeWebhook("whsec_x", 1700000000, payload)).toBe(expected);
    const { headers, body } = fake.signedWebhook({ id: "evt_2" }, { timestamp: 1700000000 });
    expect(headers["Stripe-Signature"]).toBe(signStripeWebhook(fake.webhookSecret, 1700000000, body));
  });
});
