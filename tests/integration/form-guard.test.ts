/**
 * The abuse guard shared by every form that sends mail or creates data (issue 24 item 5): the
 * product enquiry, quick contact, checkout's order placement and the promo code have the contact
 * page's honeypot, minimum fill time and rate limit per client address; a refused post writes
 * nothing. Promo codes answer unknown, expired and not-yet-valid alike. The confirmation e-mail
 * goes once, to the order's own address.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commitSession, sessionStorage } from "../../app/.server/session.ts";
import { action as basketAction } from "../../app/routes/basket/route.tsx";
import { action as enquiryAction } from "../../app/routes/$id.enquiry.tsx";
import { action as quickContactAction } from "../../app/routes/$id.quick-contact.tsx";
import { mailOutbox } from "../../erp/mail/schema.ts";
import { rateLimitHits } from "../../erp/ratelimit/schema.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { formPost, GUEST_CHECKOUT, honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, client, load } = useErp();
const LIMITS = ["ENQUIRY_RATE_LIMIT", "ORDER_RATE_LIMIT", "PROMO_RATE_LIMIT", "ENQUIRY_MIN_FILL_SECONDS"];
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});
beforeEach(async () => {
  state.active = state.erp;
  await state.db.db.delete(rateLimitHits);
});
afterEach(() => {
  for (const key of LIMITS) delete process.env[key];
});

const count = async (query: ReturnType<typeof sql>) => ((await state.db.db.execute(query)).rows[0] as { n: number }).n;
const mails = () => count(sql`SELECT count(*)::int AS n FROM mail_outbox`);
const orders = () => count(sql`SELECT count(*)::int AS n FROM orders`);

/** Status, form-level errors and field errors of an action's answer (a Response or data()). */
async function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status, errors: [] as string[], headers: result.headers };
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  const reply = ((data as { result?: unknown; checkout?: unknown }).result ??
    (data as { checkout?: unknown }).checkout) as { error?: Record<string, string[] | null> } | undefined;
  const errors = Object.values(reply?.error ?? {}).flatMap((e) => e ?? []);
  return { status: init?.status ?? 200, errors, headers: new Headers(init?.headers) };
}

const item = DEMO_FIXTURES.inStock;
const enquiry = { email: "anna@example.com", text: "Do these fit a 2018 Hilux?" };
const quickContact = {
  email: "anna@example.com",
  make: "Toyota",
  model: "Hilux",
  year: "2018",
  engine: "2.8 D-4D",
  drivingStyle: "daily",
};

describe.each([
  ["product enquiry", enquiryAction, `/${item}/enquiry`, enquiry],
  ["quick contact", quickContactAction, `/${item}/quick-contact`, quickContact],
] as const)("the %s form", (_name, action, path, fields) => {
  const send = async (extra: Record<string, string>) =>
    outcome(await action({ request: formPost(path, { ...fields, ...extra }), params: { id: item }, context: load() }));

  it("refuses a post without the honeypot, with the decoy filled, or sent too fast, and sends nothing", async () => {
    const before = await mails();
    expect(await send({})).toMatchObject({ status: 400, errors: ["enquiry:abuse.missing"] });
    expect(await send(honeypotFields(5000, "bot"))).toMatchObject({ status: 400, errors: ["enquiry:abuse.honeypot"] });
    expect(await send(honeypotFields(500))).toMatchObject({ status: 400, errors: ["enquiry:abuse.tooFast"] });
    expect(await mails()).toBe(before);
    expect((await send(honeypotFields())).status).toBe(303);
    expect(await mails()).toBe(before + 1);
  });

  it("answers 429 with Retry-After past the client's budget, and sends nothing more", async () => {
    process.env.ENQUIRY_RATE_LIMIT = "2";
    const before = await mails();
    expect((await send(honeypotFields())).status).toBe(303);
    expect((await send(honeypotFields())).status).toBe(303);
    const refused = await send(honeypotFields());
    expect(refused).toMatchObject({ status: 429, errors: ["enquiry:abuse.rateLimited"] });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await mails()).toBe(before + 2);
  });
});

/** A basket ready to order and the cookie of its session. */
async function basket() {
  const clone = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 10 });
  const cartId = await readyCart(client("in-process"), clone.id, 1);
  const session = await sessionStorage().getSession(null);
  session.set("cartId", cartId);
  session.set("basketCount", 1);
  return { cartId, cookie: (await commitSession(session)).split(";")[0]! };
}

const checkout = GUEST_CHECKOUT;
const submit = async (cookie: string, fields: Record<string, string>) =>
  outcome(await basketAction({ request: formPost("/basket", fields, cookie), params: {}, context: load() }));

describe("checkout", () => {
  it("places no order from a post without the honeypot, or with the decoy filled", async () => {
    const { cookie } = await basket();
    const before = await orders();
    expect(await submit(cookie, checkout)).toMatchObject({ status: 400, errors: ["checkout:abuse.missing"] });
    expect(await submit(cookie, { ...checkout, ...honeypotFields(5000, "bot") })).toMatchObject({
      status: 400,
      errors: ["checkout:abuse.honeypot"],
    });
    expect(await orders()).toBe(before);
    expect((await submit(cookie, { ...checkout, ...honeypotFields() })).status).toBe(303);
    expect(await orders()).toBe(before + 1);
  });

  it("limits order placements per client address; invalid forms do not count", async () => {
    process.env.ORDER_RATE_LIMIT = "2";
    const before = await orders();
    const first = await basket();
    // A form with a missing field is answered with its errors and costs nothing.
    expect((await submit(first.cookie, { ...checkout, city: "", ...honeypotFields() })).status).toBe(400);
    expect((await submit(first.cookie, { ...checkout, ...honeypotFields() })).status).toBe(303);
    expect((await submit((await basket()).cookie, { ...checkout, ...honeypotFields() })).status).toBe(303);
    const refused = await submit((await basket()).cookie, { ...checkout, ...honeypotFields() });
    expect(refused).toMatchObject({ status: 429, errors: ["checkout:abuse.rateLimited"] });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await orders()).toBe(before + 2);
  });

  it("sends the confirmation once, to the order's own address only", async () => {
    await state.db.db.delete(mailOutbox);
    const { cookie } = await basket();
    const fields = { ...checkout, email: "buyer@example.com", emailRepeat: "buyer@example.com", ...honeypotFields() };
    expect((await submit(cookie, fields)).status).toBe(303);
    // The same basket again (a double click, a copy of the cookie): no second order, no second mail.
    expect((await submit(cookie, fields)).status).toBe(303);
    const sent = await state.db.db.execute(sql`SELECT recipient FROM mail_outbox WHERE kind = 'order-confirmation'`);
    expect(sent.rows).toEqual([{ recipient: "buyer@example.com" }]);
  });
});

describe("promo codes", () => {
  const promo = (code: string) => ({ ...checkout, intent: "promoApply", promoCode: code, ...honeypotFields() });

  it("answer unknown, expired and not-yet-valid codes alike", async () => {
    const { cookie } = await basket();
    const answers = await Promise.all(["NOSUCHCODE", "SUMMER25", "XMAS15"].map((code) => submit(cookie, promo(code))));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual(["checkout:promo.invalid"]);
    }
  });

  it("cannot be tried more than the budget allows from one address", async () => {
    process.env.PROMO_RATE_LIMIT = "3";
    const { cookie } = await basket();
    for (const code of ["AAAA1", "AAAA2", "AAAA3"]) expect((await submit(cookie, promo(code))).status).toBe(400);
    const refused = await submit(cookie, promo("WELCOME10"));
    expect(refused).toMatchObject({ status: 429, errors: ["checkout:abuse.promoRateLimited"] });
    const cart = await state.db.db.execute(sql`SELECT count(*)::int AS n FROM carts WHERE promocode = 'WELCOME10'`);
    expect(cart.rows[0]).toEqual({ n: 0 });
  });
});
