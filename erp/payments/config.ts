/**
 * Payment configuration from the environment, validated once when the ERP starts. A provider whose
 * variables are all unset is simply not offered; one with some but not all of them set is an error
 * at start (a typo must not silently turn PayPal off). Bank transfer needs no settings: it is
 * offered where the seller has an account in the ERP (erp/bank/accounts.ts). In production outside
 * the demo catalogue, a sandbox address stops the start (erp/ops/demo-guard.ts). See
 * docs/decisions/0009-payments.md and 0026-bank-accounts-and-demo-data.md.
 */
import { z } from "zod";
import { validatedEnv } from "../config.ts";

export const PAYPAL_SANDBOX_URL = "https://api-m.sandbox.paypal.com";
export const REVOLUT_SANDBOX_URL = "https://sandbox-merchant.revolut.com";
/** Stripe has one address; a test-mode key (sk_test_, rk_test_) is its sandbox. */
export const STRIPE_API_URL = "https://api.stripe.com";
export const isStripeTestKey = (key: string) => /^(sk|rk)_test_/.test(key);

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().min(1).max(500).optional());
const optionalUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .url()
    .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL")
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
);
const EnvSchema = z.object({
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_API_URL: optionalUrl,
  REVOLUT_SECRET_KEY: optionalText,
  REVOLUT_WEBHOOK_SECRET: optionalText,
  REVOLUT_PUBLIC_KEY: optionalText,
  REVOLUT_API_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
});

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
}
export interface RevolutConfig {
  secretKey: string;
  webhookSecret: string;
  /** Public API key for the Revolut JS widget; optional, the redirect flow does not need it. */
  publicKey: string | null;
  apiUrl: string;
}
export interface StripeConfig {
  /** A secret or restricted key (sk_live_/rk_live_, or sk_test_/rk_test_ for test mode). */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** api.stripe.com; another address only for a local test double. */
  apiUrl: string;
}
export interface PaymentConfig {
  paypal: PayPalConfig | null;
  revolut: RevolutConfig | null;
  stripe: StripeConfig | null;
}

export class PaymentConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid payment configuration: ${problems.join("; ")}`);
    this.name = "PaymentConfigError";
  }
}

/** All of a provider's required variables, or none of them. */
function group<K extends string>(values: Record<K, string | undefined>, provider: string, problems: string[]) {
  const keys = Object.keys(values) as K[];
  const missing = keys.filter((k) => values[k] === undefined);
  if (missing.length === keys.length) return null;
  if (missing.length > 0) {
    problems.push(
      `${provider} is half-configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`,
    );
    return null;
  }
  return values as Record<K, string>;
}

export function parsePaymentConfig(env: Record<string, string | undefined> = validatedEnv()): PaymentConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new PaymentConfigError(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  }
  const v = parsed.data;
  const problems: string[] = [];
  const paypal = group(
    {
      PAYPAL_CLIENT_ID: v.PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: v.PAYPAL_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: v.PAYPAL_WEBHOOK_ID,
    },
    "PayPal",
    problems,
  );
  const revolut = group(
    { REVOLUT_SECRET_KEY: v.REVOLUT_SECRET_KEY, REVOLUT_WEBHOOK_SECRET: v.REVOLUT_WEBHOOK_SECRET },
    "Revolut",
    problems,
  );
  const stripe = group(
    { STRIPE_SECRET_KEY: v.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: v.STRIPE_WEBHOOK_SECRET },
    "Stripe",
    problems,
  );
  if (stripe && !/^(sk|rk)_(live|test)_\w+$/.test(stripe.STRIPE_SECRET_KEY))
    problems.push("STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_..., sk_test_...)");
  if (stripe && !stripe.STRIPE_WEBHOOK_SECRET.startsWith("whsec_"))
    problems.push("STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_...)");
  if (!stripe && v.STRIPE_API_URL && problems.length === 0)
    problems.push("STRIPE_API_URL is set but Stripe has no secret key");
  if (!paypal && v.PAYPAL_API_URL && problems.length === 0)
    problems.push("PAYPAL_API_URL is set but PayPal has no credentials");
  if (!revolut && (v.REVOLUT_API_URL || v.REVOLUT_PUBLIC_KEY) && problems.length === 0) {
    problems.push("REVOLUT_API_URL / REVOLUT_PUBLIC_KEY are set but Revolut has no secret key");
  }
  if (problems.length) throw new PaymentConfigError(problems);
  return {
    paypal: paypal
      ? {
          clientId: paypal.PAYPAL_CLIENT_ID,
          clientSecret: paypal.PAYPAL_CLIENT_SECRET,
          webhookId: paypal.PAYPAL_WEBHOOK_ID,
          apiUrl: v.PAYPAL_API_URL ?? PAYPAL_SANDBOX_URL,
        }
      : null,
    revolut: revolut
      ? {
          secretKey: revolut.REVOLUT_SECRET_KEY,
          webhookSecret: revolut.REVOLUT_WEBHOOK_SECRET,
          publicKey: v.REVOLUT_PUBLIC_KEY ?? null,
          apiUrl: v.REVOLUT_API_URL ?? REVOLUT_SANDBOX_URL,
        }
      : null,
    stripe: stripe
      ? {
          secretKey: stripe.STRIPE_SECRET_KEY,
          webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
          apiUrl: v.STRIPE_API_URL ?? STRIPE_API_URL,
        }
      : null,
  };
}
