/**
 * Server-side captcha verification of the enquiry forms: the token the widget put into the form is
 * checked with the provider's siteverify endpoint (Cloudflare Turnstile or Google reCAPTCHA, both
 * POST secret + response + remoteip, answer {"success": boolean}). No answer within the timeout,
 * a non-200 answer or an unreadable body refuse the post: a captcha that cannot be checked is not
 * passed.
 */
import { CAPTCHA, type CaptchaProvider, type PublicCaptcha } from "../lib/captcha.ts";
import type { EnquiryConfig } from "./env.ts";

export interface CaptchaSettings {
  provider: CaptchaProvider;
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  timeoutMs: number;
}

/** The configured captcha, or null when CAPTCHA_PROVIDER is unset (the default). */
export function captchaSettings(config: EnquiryConfig): CaptchaSettings | null {
  if (!config.CAPTCHA_PROVIDER || !config.CAPTCHA_SITE_KEY || !config.CAPTCHA_SECRET_KEY) return null;
  return {
    provider: config.CAPTCHA_PROVIDER,
    siteKey: config.CAPTCHA_SITE_KEY,
    secretKey: config.CAPTCHA_SECRET_KEY,
    verifyUrl: config.CAPTCHA_VERIFY_URL ?? CAPTCHA[config.CAPTCHA_PROVIDER].verifyUrl,
    timeoutMs: config.CAPTCHA_TIMEOUT_MS,
  };
}

export function publicCaptcha(settings: CaptchaSettings | null): PublicCaptcha | null {
  if (!settings) return null;
  const info = CAPTCHA[settings.provider];
  return { provider: settings.provider, siteKey: settings.siteKey, field: info.field, script: info.script };
}

export type CaptchaOutcome =
  { ok: true } | { ok: false; reason: "missing" | "rejected" | "unavailable"; detail?: string };

export async function verifyCaptcha(
  settings: CaptchaSettings,
  formData: FormData,
  remoteIp: string | null,
): Promise<CaptchaOutcome> {
  const token = formData.get(CAPTCHA[settings.provider].field);
  if (typeof token !== "string" || token.length === 0) return { ok: false, reason: "missing" };
  if (token.length > 4096) return { ok: false, reason: "rejected", detail: "token too long" };
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  let response: Response;
  try {
    response = await fetch(settings.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    console.error(
      `[captcha] ${settings.provider} siteverify did not answer:`,
      error instanceof Error ? error.message : error,
    );
    return { ok: false, reason: "unavailable", detail: error instanceof Error ? error.name : "fetch failed" };
  }
  if (!response.ok) {
    console.error(`[captcha] ${settings.provider} siteverify answered ${response.status}`);
    return { ok: false, reason: "unavailable", detail: `HTTP ${response.status}` };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { ok: false, reason: "unavailable", detail: "unreadable answer" };
  }
  const result = answer as { success?: unknown; "error-codes"?: unknown };
  if (result.success === true) return { ok: true };
  return {
    ok: false,
    reason: "rejected",
    detail: Array.isArray(result["error-codes"]) ? result["error-codes"].join(",") : undefined,
  };
}
