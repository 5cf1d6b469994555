/**
 * The configuration of the ERP and the shop's server: every environment variable they read, its
 * default and its error message, in one schema (the storefront's own variables are in
 * app/.server/env.ts; README.md's table names both, tests/config-table.test.ts checks it). Parsed
 * from process.env by config() and kept while the environment stays the same (tests change it), so
 * a start parses it once; a bad value stops the start with one line naming the variable.
 */
import { z } from "zod";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number from `min` to `max`. */
function whole(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blank, schema.optional());
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: string) =>
  z.preprocess(blank, schema.default(fallback));
const text = z.string().trim().min(1);
const httpUrl = z
  .string()
  .trim()
  .url("must be a URL")
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) address");
const port = whole(1, 65535);
const trueFalse = z.enum(["true", "false"], { message: 'must be "true" or "false"' });

export const ConfigSchema = z.object({
  // ---- the shop's server (server/) ----
  NODE_ENV: optional(
    z.enum(["development", "production", "test"], { message: "must be development, production or test" }),
  ),
  PORT: withDefault(port, "3000"),
  HOST: withDefault(text, "0.0.0.0"),
  /** Storefront worker processes; unset: one per core, at most 8 (server/main.ts shopWorkers). */
  SHOP_WORKERS: optional(whole(1, 64)),
  TRUST_PROXY: withDefault(trueFalse, "false"),
  /** An ERP over HTTP instead of the in-process one (its address is checked by app/.server/env.ts). */
  ERP_URL: optional(z.string().trim().url("must be a URL")),
  /** The ERP's shared secret (server/erp-main.ts refuses to start without 16 characters of it). */
  ERP_SECRET: optional(z.string()),
  ERP_PORT: withDefault(port, "3100"),
  ERP_HOST: withDefault(text, "127.0.0.1"),
  /** The shop's public address; required in production (erp/mail/config.ts publicShopUrl). */
  SHOP_URL: optional(httpUrl),

  // ---- the database (erp/db/client.ts) ----
  DATA_DIR: withDefault(text, "./data"),
  DATABASE_URL: optional(text),
  DB_POOL_SIZE: withDefault(whole(1, 1000), "10"),
  DEMO_SHOP: optional(trueFalse),
  /** News, slides and marquee; unset: the repository's content/ (erp/content/load.ts). */

  // ---- order PDFs (erp/orders/pdf.ts, pdf-pool.ts) ----
  PDF_FONT: optional(text),
  PDF_FONT_BOLD: optional(text),
  PDF_RENDER_THREADS: withDefault(whole(1, 16), "1"),

  // ---- customers and mail ----
  PASSWORD_HASH_CONCURRENCY: withDefault(whole(1, 64), "2"),
  SMTP_URL: optional(z.string().trim().url("must be a URL")),
  MAIL_FROM: optional(text),
  MAIL_OFFICE: optional(text),
  MAIL_OFFICE_MAIN: optional(text),
  MAIL_OFFICE_PARTS: optional(text),
  MAIL_OFFICE_UK: optional(text),

  // ---- housekeeping (erp/jobs/housekeeping.ts) ----
  UNPAID_ORDER_DAYS: withDefault(whole(1, 90), "7"),
  CART_LIFETIME_DAYS: withDefault(whole(1, 365), "30"),

  // ---- VAT numbers (erp/tax/vies.ts) ----
  VIES_ENABLED: optional(z.string().trim()),
  VIES_URL: optional(httpUrl),
  VIES_TIMEOUT_MS: withDefault(whole(1, 600_000), "5000"),

  // ---- warranty claims (erp/warranty/claims.ts) ----
  WARRANTY_DAILY_MB: withDefault(
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, "must be a number of MB")
      .transform(Number),
    "100",
  ),

  // ---- payments (erp/payments/config.ts checks that a provider has all of its variables) ----
  PAYPAL_CLIENT_ID: optional(text),
  PAYPAL_CLIENT_SECRET: optional(text),
  PAYPAL_WEBHOOK_ID: optional(text),
  PAYPAL_API_URL: optional(httpUrl),
  REVOLUT_SECRET_KEY: optional(text),
  REVOLUT_WEBHOOK_SECRET: optional(text),
  REVOLUT_PUBLIC_KEY: optional(text),
  REVOLUT_API_URL: optional(httpUrl),
  STRIPE_SECRET_KEY: optional(text),
  STRIPE_WEBHOOK_SECRET: optional(text),
  STRIPE_API_URL: optional(httpUrl),
});

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigName = keyof Config;
export const CONFIG_NAMES = Object.keys(ConfigSchema.shape) as ConfigName[];

type Env = Record<string, string | undefined>;

/** A variable with a bad value; the message is one line naming it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Values never repeated in a message: secrets, and addresses that may carry credentials. */
const SECRET = /SECRET|KEY|PASSWORD|_URL$/;

/** The configuration in `env`, or ConfigError naming the first bad variable (and its value when it is no secret). */
export function parseConfig(env: Env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = env[name];
    const shown = value === undefined || SECRET.test(name) ? "" : ` (it is "${value}")`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}

let cached: { key: string; config: Config } | undefined;

/** The configuration of this process (process.env), parsed again only when one of its variables changed. */
export function config(): Config {
  const key = CONFIG_NAMES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (cached?.key !== key) cached = { key, config: parseConfig(process.env) };
  return cached.config;
}

/**
 * process.env once config() found every variable valid: for the modules that interpret their
 * variables from an environment record (their tests hand in their own).
 */
export function validatedEnv(): Env {
  config();
  return process.env;
}
