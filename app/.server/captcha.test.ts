import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSiteverify } from "../../tests/fakes/siteverify.ts";
import { captchaSettings, publicCaptcha, verifyCaptcha, type CaptchaSettings } from "./captcha.ts";
import type { EnquiryConfig } from "./env.ts";

let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;
beforeAll(async () => {
  fake = await startFakeSiteverify({ secret: "s3cret", slowMs: 1500 });
});
afterAll(() => fake.close());

const base: EnquiryConfig = {
  ENQUIRY_MIN_FILL_SECONDS: 3,
  ENQUIRY_RATE_LIMIT: 10,
  ENQUIRY_RATE_WINDOW_SECONDS: 60,
  CAPTCHA_TIMEOUT_MS: 300,
};
const settings = (provider: "turnstile" | "recaptcha", over: Partial<CaptchaSettings> = {}): CaptchaSettings => ({
  provider,
  siteKey: "site",
  secretKey: "s3cret",
  verifyUrl: fake.url,
  timeoutMs: 300,
  ...over,
});
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("captcha adapter", () => {
  it("is off unless a provider and both keys are configured; the page gets the site key only", () => {
    expect(captchaSettings(base)).toBeNull();
    const on = captchaSettings({
      ...base,
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SITE_KEY: "site",
      CAPTCHA_SECRET_KEY: "secret",
    });
    expect(on).toMatchObject({
      provider: "turnstile",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      timeoutMs: 300,
    });
    const shown = publicCaptcha(on);
    expect(shown).toEqual({
      provider: "turnstile",
      siteKey: "site",
      field: "cf-turnstile-response",
      script: expect.stringContaining("challenges.cloudflare.com"),
    });
    expect(JSON.stringify(shown)).not.toContain("secret");
    const google = captchaSettings({
      ...base,
      CAPTCHA_PROVIDER: "recaptcha",
      CAPTCHA_SITE_KEY: "k",
      CAPTCHA_SECRET_KEY: "s",
      CAPTCHA_VERIFY_URL: fake.url,
    });
    expect(google?.verifyUrl).toBe(fake.url);
  });

  it.each(["turnstile", "recaptcha"] as const)(
    "%s: reads its own token field and sends secret, token and address to siteverify",
    async (provider) => {
      const field = provider === "turnstile" ? "cf-turnstile-response" : "g-recaptcha-response";
      const before = fake.calls.length;
      expect(await verifyCaptcha(settings(provider), form({ [field]: "pass" }), "203.0.113.7")).toEqual({ ok: true });
      expect(fake.calls.slice(before)).toEqual([{ secret: "s3cret", response: "pass", remoteip: "203.0.113.7" }]);
      // The other provider's field does not count.
      const other = provider === "turnstile" ? "g-recaptcha-response" : "cf-turnstile-response";
      expect(await verifyCaptcha(settings(provider), form({ [other]: "pass" }), null)).toEqual({
        ok: false,
        reason: "missing",
      });
    },
  );

  it("refuses a rejected token, a wrong secret, a provider error and a provider that does not answer in time", async () => {
    const f = (token: string) => form({ "cf-turnstile-response": token });
    expect(await verifyCaptcha(settings("turnstile"), f("forged"), null)).toMatchObject({
      ok: false,
      reason: "rejected",
      detail: "invalid-input-response",
    });
    expect(await verifyCaptcha(settings("turnstile", { secretKey: "wrong" }), f("pass"), null)).toMatchObject({
      ok: false,
      reason: "rejected",
    });
    expect(await verifyCaptcha(settings("turnstile"), f("broken"), null)).toMatchObject({
      ok: false,
      reason: "unavailable",
      detail: "HTTP 500",
    });
    const started = Date.now();
    expect(await verifyCaptcha(settings("turnstile"), f("slow"), null)).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(
      await verifyCaptcha(settings("turnstile", { verifyUrl: "http://127.0.0.1:9/siteverify" }), f("pass"), null),
    ).toMatchObject({ ok: false, reason: "unavailable" });
  });
});
