/**
 * The contact page's action against the real ERP: a valid general or dealer enquiry stores one
 * message and redirects to the success dialog; a filled honeypot, a too-fast post, the 11th post of
 * a client within a minute and a failed captcha are refused and store nothing; a header smuggled
 * into a field is a field error (never a 500); when the ERP cannot take the message the answer is
 * 'Server error' with its message and the values kept. Also the ERP's rate limit itself.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/contact.tsx";
import { mailOutbox } from "../../erp/mail/schema.ts";
import { rateLimitHits } from "../../erp/ratelimit/schema.ts";
import { hitRateLimit } from "../../erp/ratelimit/ratelimit.ts";
import { startFakeSiteverify } from "../fakes/siteverify.ts";
import { honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  process.env.HONEYPOT_SECRET = "honeypot-test-secret-0123456789";
});
beforeEach(async () => {
  state.active = state.erp;
  await state.db.db.delete(mailOutbox);
  await state.db.db.delete(rateLimitHits);
});
afterEach(() => {
  state.active = state.erp;
  for (const key of [
    "CAPTCHA_PROVIDER",
    "CAPTCHA_SITE_KEY",
    "CAPTCHA_SECRET_KEY",
    "CAPTCHA_VERIFY_URL",
    "CAPTCHA_TIMEOUT_MS",
    "ENQUIRY_MIN_FILL_SECONDS",
  ]) {
    delete process.env[key];
  }
});

const messages = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox`)).rows[0] as { n: number }).n;

const honeypot = (ago = 5000, decoy = "") => honeypotFields(ago, decoy);

const general = {
  intent: "general",
  firstname: "Anna",
  lastname: "Nowak",
  country: "PL",
  email: "anna@example.com",
  type: "product-unknown-part",
  brand: "DBA",
  make: "Toyota",
  model: "Hilux",
  year: "2018",
  engine: "2.8 D-4D",
  vin: "",
  part: "",
  text: "Which discs fit my Hilux?",
  privacy: "on",
};
const dealer = {
  intent: "dealer",
  first_name: "Jan",
  last_name: "Kowalski",
  company: "4x4 Serwis",
  email: "jan@example.com",
  billing_address_country: "DE",
  vat_number: "DE123456789",
  who: "garage",
  stock: "yes",
  privacy: "on",
};

interface Answer {
  status: number;
  body: {
    form?: string;
    result?: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    failure?: { message: string } | null;
  } | null;
  location: string | null;
  headers: Headers | null;
}

async function post(fields: Record<string, string>, client = "203.0.113.10"): Promise<Answer> {
  const request = new Request("http://shop.test/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  try {
    const result: unknown = await action({ request, params: {}, context: load({ clientAddress: client }) });
    if (result instanceof Response)
      return { status: result.status, body: null, location: result.headers.get("Location"), headers: result.headers };
    const single = result as { init?: { status?: number; headers?: HeadersInit } | null; data?: Answer["body"] };
    return {
      status: single.init?.status ?? 200,
      body: single.data ?? null,
      location: null,
      headers: new Headers(single.init?.headers),
    };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null, location: null, headers: thrown.headers };
    throw thrown;
  }
}

describe("contact action", () => {
  it("a valid general enquiry stores one message and redirects to the success dialog", async () => {
    const answer = await post({ ...general, ...honeypot() });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/contact?sent=general#general");
    const rows = await state.db.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "contact-general", replyTo: "anna@example.com" });
    expect(rows[0]!.payload).toMatchObject({
      firstname: "Anna",
      type: "product-unknown-part",
      year: "2018",
      brand: "DBA",
      privacy: true,
    });
  });

  it("a valid dealer enquiry stores one message", async () => {
    const answer = await post({ ...dealer, ...honeypot() });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/contact?sent=dealer#dealer");
    const rows = await state.db.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "contact-dealer", replyTo: "jan@example.com" });
    expect(rows[0]!.payload).toMatchObject({
      company: "4x4 Serwis",
      who: "garage",
      stock: "yes",
      vat_number: "DE123456789",
    });
  });

  it("the page's own honeypot stamp, posted at once, is too fast: refused, nothing stored", async () => {
    const page = (await loader({
      request: new Request("http://shop.test/contact?lng=en"),
      params: {},
      context: load(),
    })) as unknown as {
      honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };
    };
    const fields = {
      ...general,
      [page.honeypot.nameFieldName]: "",
      [page.honeypot.validFromFieldName]: page.honeypot.encryptedValidFrom,
    };
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.body?.result?.error?.[""]).toEqual(["enquiry:abuse.tooFast"]);
    expect(answer.body?.result?.initialValue).toMatchObject({ firstname: "Anna", make: "Toyota" });
    expect(await messages()).toBe(0);
    // The same stamp once the minimum fill time is lowered to nothing (what the e2e server does) passes.
    process.env.ENQUIRY_MIN_FILL_SECONDS = "0";
    expect((await post({ ...general, ...honeypot(10) })).status).toBe(303);
  });

  it("a filled honeypot, or none at all, is refused and stores nothing", async () => {
    const filled = await post({ ...general, ...honeypot(5000, "Anna Bot") });
    expect(filled.status).toBe(400);
    expect(filled.body?.result?.error?.[""]).toEqual(["enquiry:abuse.honeypot"]);
    const missing = await post({ ...dealer });
    expect(missing.status).toBe(400);
    expect(missing.body?.form).toBe("dealer");
    expect(missing.body?.result?.error?.[""]).toEqual(["enquiry:abuse.missing"]);
    expect(await messages()).toBe(0);
  });

  it("the 11th post of a client within a minute is answered 429 and stores nothing; another client still gets through", async () => {
    for (let i = 0; i < 10; i++) {
      // Invalid posts count too: a bot learns nothing by sending garbage.
      const answer = await post(i < 9 ? { intent: "general" } : { ...general, ...honeypot() }, "198.51.100.20");
      expect(answer.status).toBe(i < 9 ? 400 : 303);
    }
    expect(await messages()).toBe(1);
    const eleventh = await post({ ...general, ...honeypot() }, "198.51.100.20");
    expect(eleventh.status).toBe(429);
    expect(eleventh.body?.result?.error?.[""]).toEqual(["enquiry:abuse.rateLimited"]);
    expect(Number(eleventh.headers?.get("Retry-After"))).toBeGreaterThan(0);
    expect(eleventh.body?.result?.initialValue).toMatchObject({ firstname: "Anna" });
    expect(await messages()).toBe(1);
    expect((await post({ ...general, ...honeypot() }, "198.51.100.21")).status).toBe(303);
    expect(await messages()).toBe(2);
  });

  it("validation errors come back for the posted form with its values; a header injection is a field error", async () => {
    const answer = await post({
      ...general,
      ...honeypot(),
      type: "product-known-part",
      email: "anna.example.com",
      lastname: "Nowak\r\nBcc: all@example.org",
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.form).toBe("general");
    expect(answer.body?.result?.error).toMatchObject({
      part: ["enquiry:errors.required"],
      email: ["enquiry:errors.invalid"],
      lastname: ["enquiry:errors.singleLine"],
    });
    expect(answer.body?.result?.initialValue).toMatchObject({ firstname: "Anna", type: "product-known-part" });
    expect(await messages()).toBe(0);
  });

  it("an ERP refusal of a field is that field's error; an ERP failure is 'Server error' with its message, values kept", async () => {
    const failing = (status: number, body: unknown) =>
      (state.active = {
        ...state.erp,
        call: async (method, path, payload, query) =>
          path.startsWith("/email/") ? { status, body } : state.erp.call(method, path, payload, query),
      });
    failing(400, {
      errmsg: "Invalid request: company: must be a single line",
      code: "BAD_REQUEST",
      fields: { company: ["must be a single line"] },
    });
    const refused = await post({ ...dealer, ...honeypot() });
    expect(refused.status).toBe(400);
    expect(refused.body?.result?.error?.company).toEqual(["enquiry:errors.singleLine"]);
    expect(refused.body?.failure).toBeNull();

    failing(503, { errmsg: "The mail store is unavailable", code: "INTERNAL" });
    const failed = await post({ ...general, ...honeypot() });
    expect(failed.status).toBe(502);
    expect(failed.body?.failure?.message).toBe("The mail store is unavailable");
    expect(failed.body?.result?.initialValue).toMatchObject({
      firstname: "Anna",
      email: "anna@example.com",
      make: "Toyota",
    });
    expect(await messages()).toBe(0);
  });

  it("with a captcha configured: no token, a bad token or a provider timeout are refused; a good token passes", async () => {
    const fake = await startFakeSiteverify({ secret: "captcha-secret", slowMs: 1500 });
    try {
      Object.assign(process.env, {
        CAPTCHA_PROVIDER: "turnstile",
        CAPTCHA_SITE_KEY: "site-key",
        CAPTCHA_SECRET_KEY: "captcha-secret",
        CAPTCHA_VERIFY_URL: fake.url,
        CAPTCHA_TIMEOUT_MS: "300",
      });
      const none = await post({ ...general, ...honeypot() });
      expect(none.body?.result?.error?.[""]).toEqual(["enquiry:abuse.captchaMissing"]);
      const bad = await post({ ...general, ...honeypot(), "cf-turnstile-response": "forged" });
      expect(bad.body?.result?.error?.[""]).toEqual(["enquiry:abuse.captchaRejected"]);
      const slow = await post({ ...general, ...honeypot(), "cf-turnstile-response": "slow" });
      expect(slow.status).toBe(503);
      expect(slow.body?.result?.error?.[""]).toEqual(["enquiry:abuse.captchaUnavailable"]);
      expect(await messages()).toBe(0);
      const good = await post({ ...general, ...honeypot(), "cf-turnstile-response": "pass" }, "192.0.2.44");
      expect(good.status).toBe(303);
      expect(fake.calls.at(-1)).toEqual({ secret: "captcha-secret", response: "pass", remoteip: "192.0.2.44" });
      expect(await messages()).toBe(1);
    } finally {
      await fake.close();
    }
  });
});

describe("the ERP's rate limit", () => {
  it("lets exactly `limit` of many concurrent hits through, counts per key, and frees a slot as the window moves on", async () => {
    const t0 = new Date("2026-11-22T10:00:00Z");
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(state.db.db, t0, { key: "k1", limit: 10, windowSeconds: 60 })),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.filter((h) => !h.allowed).every((h) => h.retry_after === 60)).toBe(true);
    expect((await hitRateLimit(state.db.db, t0, { key: "k2", limit: 10, windowSeconds: 60 })).allowed).toBe(true);
    const later = new Date(t0.getTime() + 59_000);
    expect((await hitRateLimit(state.db.db, later, { key: "k1", limit: 10, windowSeconds: 60 })).allowed).toBe(false);
    const after = new Date(t0.getTime() + 60_000);
    expect(await hitRateLimit(state.db.db, after, { key: "k1", limit: 10, windowSeconds: 60 })).toEqual({
      allowed: true,
      count: 1,
      retry_after: 0,
    });
    // Refused hits are not stored, and rows out of the window are gone: one row for k1, one for k2.
    expect(await state.db.db.select().from(rateLimitHits)).toHaveLength(2);
  });

  it("is reachable through the contract as POST /ratelimit and refuses bad input with 400", async () => {
    const ok = await state.erp.call("POST", "/ratelimit", {
      action: "hitRateLimit",
      key: "x",
      limit: 1,
      window_seconds: 60,
    });
    expect(ok).toMatchObject({ status: 200, body: { allowed: true, count: 1 } });
    expect(
      (await state.erp.call("POST", "/ratelimit", { action: "hitRateLimit", key: "x", limit: 1, window_seconds: 60 }))
        .body,
    ).toMatchObject({ allowed: false });
    expect((await state.erp.call("POST", "/ratelimit", { action: "hitRateLimit", key: "", limit: 0 })).status).toBe(
      400,
    );
  });
});
