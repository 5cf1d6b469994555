/** The storefront's configuration, validated once at start-up; only PUBLIC_ENV reaches the browser. */
import crypto from "node:crypto";
import type { PurchaseReporting } from "./purchase-event.ts";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ID_PATTERNS, type TrackingConfig } from "../lib/tracking.ts";
import { pdfLimitConfig } from "./pdf-limit.ts";

/**
 * Abuse protection of the forms that send mail or create data (docs/decisions/0014-enquiry-forms.md,
 * 0025-hardened-edges.md): the enquiry forms, checkout and the promo code.
 * Read per request by enquiryConfig(), so tests can change it; checked at start-up with the rest.
 */
const EnquiryEnvSchema = z.object({
  /** Seconds a form must have been on screen before it may be sent (the honeypot's valid-from stamp). */
  ENQUIRY_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /** Enquiry posts per client address per ENQUIRY_RATE_WINDOW_SECONDS. */
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  ENQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Order placements (checkout submits) per client address per ORDER_RATE_WINDOW_SECONDS. */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  ORDER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Promo code tries per client address per PROMO_RATE_WINDOW_SECONDS (codes cannot be guessed). */
  PROMO_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  PROMO_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Seed of the honeypot's encrypted timestamp; defaults to the session secret. */
  HONEYPOT_SECRET: z.string().min(16).optional(),
  /** Captcha on the enquiry forms: unset (off), turnstile (Cloudflare) or recaptcha (Google reCAPTCHA v2). */
  CAPTCHA_PROVIDER: z.enum(["turnstile", "recaptcha"]).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** The provider's siteverify endpoint (a local fake in tests); defaults to the provider's. */
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export const EnvSchema = EnquiryEnvSchema.extend({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: z.string().min(16).optional(),
  /** An ERP over HTTP: https, or plain http on this machine only (erpUrlRefusal). */
  ERP_URL: z
    .string()
    .url()
    .superRefine((url, ctx) => {
      const refusal = erpUrlRefusal(url);
      if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal });
    })
    .optional(),
  /**
   * The shop's public address (https://shop.example): every absolute link (canonical, hreflang,
   * Open Graph, JSON-LD, payment return addresses, e-mails) is made from it or from a host named in
   * SITES, never from a request's Host header. Required in production.
   */
  SHOP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  /** JSON map host -> { variant: "eu" | "pl", source: "main" | "parts" | "uk" }. */
  SITES: z.string().optional(),
  SITE_VARIANT: z.enum(["eu", "pl"]).default("eu"),
  SITE_SOURCE: z.enum(["main", "parts", "uk"]).default("main"),
  /** Send Secure cookies and HSTS (production over HTTPS). Defaults to NODE_ENV=production. */
  SECURE_COOKIES: z.enum(["true", "false"]).optional(),
  /** Trust X-Forwarded-* and the country header of a reverse proxy. */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  /** Header with the visitor's ISO country code set by the proxy (e.g. CF-IPCountry); read only when TRUST_PROXY is true. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  /** Google Tag Manager container (GTM-XXXX): loaded with analytics consent. Unset: no tag manager. */
  GTM_ID: z.string().regex(ID_PATTERNS.gtmId, "a GTM-XXXX container id").optional(),
  /** Microsoft Clarity project id for session recording: loaded with analytics consent. */
  SESSION_RECORDING_ID: z.string().regex(ID_PATTERNS.sessionRecordingId, "a Clarity project id").optional(),
  /** Meta (Facebook) pixel id: loaded with advertisement consent, never on development hosts. */
  META_PIXEL_ID: z.string().regex(ID_PATTERNS.metaPixelId, "a numeric pixel id").optional(),
  /** Comma-separated hosts where the pixel never loads (besides localhost and 127.0.0.1), e.g. the parts site. */
  PIXEL_EXCLUDED_HOSTS: z.string().default(""),
  /**
   * The purchase event (app/.server/purchase-event.ts), sent by the server in GA4's Measurement
   * Protocol with analytics consent: the GA4 measurement id and an API secret of its data stream.
   * Both unset: no purchase is reported.
   */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "a G-XXXX measurement id")
    .optional(),
  GA4_API_SECRET: z.string().min(8).optional(),
  /** Where the event goes: Google Analytics, or the address of a server-side Tag Manager container. */
  GA4_COLLECT_URL: z.string().url().default("https://www.google-analytics.com"),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Why an ERP_URL is refused, or null: every call to it carries the shared secret ERP_SECRET and
 * brings back prices, customers and orders, so it must be https, or plain http to this machine
 * only (127.0.0.0/8, ::1, localhost), where no network lies between (issue 37 item 5).
 */
export function erpUrlRefusal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a URL (https://erp.example, or http://127.0.0.1:3100 on this machine)";
  }
  if (url.protocol === "https:") return null;
  // URL has normalised the host: "127.1" and "0x7f.0.0.1" read as 127.0.0.1, IPv6 in brackets.
  const host = url.hostname.toLowerCase();
  const loopback = host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
  if (url.protocol === "http:" && loopback) return null;
  return (
    `must be https:// or a loopback address (127.0.0.0/8, ::1, localhost), not ${url.protocol}//${url.host}: ` +
    "the ERP's shared secret and the shop's orders would cross the network unencrypted " +
    "(put a TLS proxy in front of `npm run erp`, or run it on this machine)"
  );
}

let cached: (Env & { sessionSecret: string; secure: boolean }) | undefined;

export function env() {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production" && !values.SHOP_URL) {
    throw new Error(
      "Invalid configuration: SHOP_URL must be set in production to the shop's public address " +
        "(e.g. https://shop.example): absolute links are made from it, never from the Host header.",
    );
  }
  enquiryConfig(); // refuses a captcha provider without its keys at start-up
  pdfLimitConfig(); // and a malformed PDF_RATE_LIMIT / PDF_RATE_WINDOW_SECONDS
  cached = {
    ...values,
    sessionSecret: values.SESSION_SECRET ?? persistentSecret(values.DATA_DIR),
    secure: values.SECURE_COOKIES ? values.SECURE_COOKIES === "true" : values.NODE_ENV === "production",
  };
  return cached;
}

export type EnquiryConfig = z.infer<typeof EnquiryEnvSchema>;

/** The enquiry forms' abuse protection, read from the environment on every call. */
export function enquiryConfig(): EnquiryConfig {
  const parsed = EnquiryEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const config = parsed.data;
  if (config.CAPTCHA_PROVIDER && (!config.CAPTCHA_SITE_KEY || !config.CAPTCHA_SECRET_KEY)) {
    throw new Error("Invalid configuration: CAPTCHA_PROVIDER needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY");
  }
  return config;
}

/** The public subset of the configuration: ids of the third-party scripts, nothing secret. */
export function trackingConfig(): TrackingConfig {
  const config = env();
  return {
    gtmId: config.GTM_ID,
    sessionRecordingId: config.SESSION_RECORDING_ID,
    metaPixelId: config.META_PIXEL_ID,
    pixelExcludedHosts: config.PIXEL_EXCLUDED_HOSTS.split(",")
      .map((h) => h.trim())
      .filter(Boolean),
  };
}

/** Where purchase events go, or null when GA4_MEASUREMENT_ID and GA4_API_SECRET are not both set. */
export function purchaseReporting(): PurchaseReporting | null {
  const config = env();
  if (!config.GA4_MEASUREMENT_ID || !config.GA4_API_SECRET) return null;
  return {
    measurementId: config.GA4_MEASUREMENT_ID,
    apiSecret: config.GA4_API_SECRET,
    collectUrl: config.GA4_COLLECT_URL,
  };
}

/** Without SESSION_SECRET, a random secret kept in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
}
