/**
 * The enquiry forms' guard in one place (app/.server/form-guard.ts): its checks in their order
 * (rate limit, then validation, then honeypot and fill time, then the captcha), the answer of each
 * refusal (status, the form error's key, Retry-After) and the captcha's refusals. The actions using
 * it are tested against the real ERP in tests/integration (contact-action, applications,
 * enquiry-actions, form-guard, fill-time-order, warranty).
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { honeypotInputProps } from "./enquiry-guard.ts";
import type { EnquiryConfig } from "./env.ts";
import { captchaRefusal, guardEnquiry, refusalKey } from "./form-guard.ts";

const config: EnquiryConfig = {
  ENQUIRY_MIN_FILL_SECONDS: 3,
  ENQUIRY_RATE_LIMIT: 10,
  ENQUIRY_RATE_WINDOW_SECONDS: 60,
  ORDER_RATE_LIMIT: 20,
  ORDER_RATE_WINDOW_SECONDS: 3600,
  PROMO_RATE_LIMIT: 10,
  PROMO_RATE_WINDOW_SECONDS: 600,
  HONEYPOT_SECRET: "honeypot-secret-0123456789",
  CAPTCHA_TIMEOUT_MS: 300,
};
const withCaptcha: EnquiryConfig = {
  ...config,
  CAPTCHA_PROVIDER: "turnstile",
  CAPTCHA_SITE_KEY: "site",
  CAPTCHA_SECRET_KEY: "secret",
  CAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
};
const Schema = z.object({ text: z.string({ required_error: "enquiry:errors.required" }) });

/** A post of `text` whose honeypot stamp was made `age` ms ago; `decoy` fills the decoy field. */
function post(fields: { text?: string; age?: number; decoy?: string } = {}) {
  const props = honeypotInputProps(config, Date.now() - (fields.age ?? 10_000));
  const formData = new FormData();
  if (fields.text !== undefined) formData.set("text", fields.text);
  formData.set(props.nameFieldName, fields.decoy ?? "");
  if (props.validFromFieldName) formData.set(props.validFromFieldName, props.encryptedValidFrom);
  return formData;
}

/** An ERP that counts the rate limit's hits and allows `allowed` of them (or fails). */
function erp(allowed = true, fails = false) {
  const hits: string[] = [];
  return {
    hits,
    async hitRateLimit(key: string) {
      hits.push(key);
      if (fails) throw new Error("ERP down");
      return { allowed, retry_after: 42 };
    },
  };
}

async function guard(
  formData: FormData,
  options: { erp?: ReturnType<typeof erp>; captcha?: boolean; cfg?: EnquiryConfig } = {},
) {
  const request = new Request("http://shop.test/contact", { method: "POST" });
  const submission = parseWithZod(formData, { schema: Schema });
  return guardEnquiry({
    request,
    load: { clientAddress: "203.0.113.9" },
    erp: options.erp ?? erp(),
    formData,
    submission,
    config: options.cfg ?? config,
    captcha: options.captcha,
    extra: { form: "general" as const },
  });
}

describe("guardEnquiry", () => {
  it("passes a valid, slow, clean post with its value, counted once for the client", async () => {
    const counter = erp();
    const guarded = await guard(post({ text: "Hello" }), { erp: counter });
    expect(guarded).toEqual({ value: { text: "Hello" } });
    expect(counter.hits).toEqual(["enquiry:203.0.113.9"]);
  });

  it("refuses a client over its budget first (429, Retry-After), even an invalid post", async () => {
    const guarded = await guard(post(), { erp: erp(false) });
    expect(guarded.refused?.init).toEqual({ status: 429, headers: { "Retry-After": "42" } });
    expect(Object.keys(guarded.refused!.data)).toEqual(["form", "result", "failure"]);
    expect(guarded.refused?.data.form).toBe("general");
    expect(guarded.refused?.data.result.error).toMatchObject({ "": [refusalKey("rateLimited")] });
    expect(guarded.refused?.data.failure).toBeNull();
  });

  it("answers 502 with the failure when the ERP cannot count the post", async () => {
    const guarded = await guard(post({ text: "Hello" }), { erp: erp(true, true) });
    expect(guarded.refused?.init?.status).toBe(502);
    expect(guarded.refused?.data.failure?.message).toBe("ERP down");
    expect(guarded.refused?.data.result.error).toBeUndefined();
  });

  it("answers an invalid post 400 with its field errors before the honeypot is looked at", async () => {
    const guarded = await guard(post({ decoy: "Bot" }));
    expect(guarded.refused?.init?.status).toBe(400);
    expect(guarded.refused?.data.result.error).toEqual({ text: ["enquiry:errors.required"] });
  });

  it("refuses a filled decoy and a post sooner than the minimum fill time (400)", async () => {
    const filled = await guard(post({ text: "Hello", decoy: "Bot" }));
    expect(filled.refused?.init?.status).toBe(400);
    expect(filled.refused?.data.result.error).toMatchObject({ "": [refusalKey("honeypot")] });
    const fast = await guard(post({ text: "Hello", age: 0 }));
    expect(fast.refused?.data.result.error).toMatchObject({ "": [refusalKey("tooFast")] });
  });

  it("checks a configured captcha only when asked to (a product dialog has none)", async () => {
    const asked = await guard(post({ text: "Hello" }), { captcha: true, cfg: withCaptcha });
    expect(asked.refused?.init?.status).toBe(400);
    expect(asked.refused?.data.result.error).toMatchObject({ "": ["enquiry:abuse.captchaMissing"] });
    expect(await guard(post({ text: "Hello" }), { captcha: false, cfg: withCaptcha })).toEqual({
      value: { text: "Hello" },
    });
    expect(await guard(post({ text: "Hello" }), { captcha: true })).toEqual({ value: { text: "Hello" } });
  });
});

describe("captchaRefusal", () => {
  it("is 400 for a missing or rejected token, 503 when the provider did not answer", () => {
    expect(captchaRefusal({ ok: true })).toBeNull();
    expect(captchaRefusal({ ok: false, reason: "missing" })).toEqual({
      status: 400,
      key: "enquiry:abuse.captchaMissing",
    });
    expect(captchaRefusal({ ok: false, reason: "rejected" })).toEqual({
      status: 400,
      key: "enquiry:abuse.captchaRejected",
    });
    expect(captchaRefusal({ ok: false, reason: "unavailable" })).toEqual({
      status: 503,
      key: "enquiry:abuse.captchaUnavailable",
    });
  });
});
