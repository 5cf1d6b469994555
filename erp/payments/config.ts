/**
 * Payment configuration from the environment, validated once when the ERP starts. A provider whose
 * variables are all unset is simply not offered; one with some but not all of them set is an error
 * at start (a typo must not silently turn PayPal off). Bank transfer always has an account: demo
 * defaults stand in until BANK_ACCOUNT_* are set. See docs/decisions/0009-payments.md.
 */
import { z } from "zod";

export const PAYPAL_SANDBOX_URL = "https://api-m.sandbox.paypal.com";
export const REVOLUT_SANDBOX_URL = "https://sandbox-merchant.revolut.com";

/** Demo accounts (formally valid IBANs of a bank code that does not exist). */
export const DEMO_BANK = {
  holder: "Performance Parts Europe Sp. z o.o. (demo)",
  name: "Demo Bank S.A.",
  bic: "DEMOPLPWXXX",
  EUR: "PL71999900001000000000000978",
  PLN: "PL76999900001000000000000985",
} as const;

/** ISO 13616 check: move the country and check digits to the end, letters to numbers, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

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
const iban = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .refine(isValidIban, "is not a valid IBAN");

const EnvSchema = z.object({
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_API_URL: optionalUrl,
  REVOLUT_SECRET_KEY: optionalText,
  REVOLUT_WEBHOOK_SECRET: optionalText,
  REVOLUT_PUBLIC_KEY: optionalText,
  REVOLUT_API_URL: optionalUrl,
  BANK_ACCOUNT_HOLDER: z.preprocess(blankToUndefined, z.string().trim().min(1).max(140).default(DEMO_BANK.holder)),
  BANK_NAME: z.preprocess(blankToUndefined, z.string().trim().min(1).max(140).default(DEMO_BANK.name)),
  BANK_BIC: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "is not a valid BIC")
      .default(DEMO_BANK.bic),
  ),
  BANK_ACCOUNT_EUR: z.preprocess(blankToUndefined, iban.default(DEMO_BANK.EUR)),
  BANK_ACCOUNT_PLN: z.preprocess(blankToUndefined, iban.default(DEMO_BANK.PLN)),
});

export interface BankConfig {
  holder: string;
  bankName: string;
  bic: string;
  accounts: { EUR: string; PLN: string };
}
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
export interface PaymentConfig {
  bank: BankConfig;
  paypal: PayPalConfig | null;
  revolut: RevolutConfig | null;
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

export function parsePaymentConfig(env: Record<string, string | undefined> = process.env): PaymentConfig {
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
  if (!paypal && v.PAYPAL_API_URL && problems.length === 0)
    problems.push("PAYPAL_API_URL is set but PayPal has no credentials");
  if (!revolut && (v.REVOLUT_API_URL || v.REVOLUT_PUBLIC_KEY) && problems.length === 0) {
    problems.push("REVOLUT_API_URL / REVOLUT_PUBLIC_KEY are set but Revolut has no secret key");
  }
  if (problems.length) throw new PaymentConfigError(problems);
  return {
    bank: {
      holder: v.BANK_ACCOUNT_HOLDER,
      bankName: v.BANK_NAME,
      bic: v.BANK_BIC,
      accounts: { EUR: v.BANK_ACCOUNT_EUR, PLN: v.BANK_ACCOUNT_PLN },
    },
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
  };
}
