import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { newNonce, securityHeaders } from "./security.ts";

const CAPTCHA_ENV = ["CAPTCHA_PROVIDER", "CAPTCHA_SITE_KEY", "CAPTCHA_SECRET_KEY"] as const;
const saved = Object.fromEntries(CAPTCHA_ENV.map((k) => [k, process.env[k]]));

beforeAll(() => {
  process.env.SESSION_SECRET ??= "a-test-secret-of-enough-length";
});
afterEach(() => {
  for (const k of CAPTCHA_ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const csp = (nonce: string) => {
  const headers = new Headers();
  securityHeaders(headers, nonce);
  return { policy: headers.get("Content-Security-Policy") ?? "", headers };
};

describe("securityHeaders", () => {
  it("puts each response's own nonce into the enforced policy", () => {
    for (const k of CAPTCHA_ENV) delete process.env[k];
    const a = newNonce();
    const b = newNonce();
    expect(a).not.toBe(b);
    const first = csp(a);
    expect(first.policy.split("; ")).toEqual([
      "default-src 'self'",
      `script-src 'nonce-${a}' 'strict-dynamic' 'self'`,
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'self' https://www.youtube-nocookie.com",
      "object-src 'none'",
      "base-uri 'self'",
      expect.stringMatching(/^form-action 'self' https:\/\/www\.paypal\.com /),
      "frame-ancestors 'none'",
    ]);
    expect(csp(b).policy).toBe(first.policy.replace(a, b));
    expect(first.headers.get("X-Frame-Options")).toBe("DENY");
    expect(first.headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=()");
  });

  it("follows a change of the captcha settings (read per request)", () => {
    for (const k of CAPTCHA_ENV) delete process.env[k];
    expect(csp("n1").policy).not.toContain("challenges.cloudflare.com");
    Object.assign(process.env, {
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SITE_KEY: "site",
      CAPTCHA_SECRET_KEY: "secret",
    });
    const policy = csp("n2").policy;
    expect(policy).toContain("script-src 'nonce-n2' 'strict-dynamic' 'self' https://challenges.cloudflare.com");
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://challenges.cloudflare.com");
    delete process.env.CAPTCHA_SECRET_KEY;
    expect(() => csp("n3")).toThrow(/CAPTCHA_PROVIDER needs/);
  });
});
