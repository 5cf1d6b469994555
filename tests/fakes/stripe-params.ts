/**
 * The parameters of the fake Stripe (tests/fakes/stripe.ts): Stripe's form encoding of nested
 * parameters (line_items[0][price_data][currency]=pln) parsed back into objects and arrays, and a
 * Checkout Session create request checked as Stripe checks it, for what the fake reproduces
 * (docs.stripe.com/api/checkout/sessions/create): required params, unknown params refused, the
 * currencies of each payment method (docs.stripe.com/payments/payment-methods/payment-method-support),
 * positive integer amounts in minor units, Stripe's minimum charge.
 */
import crypto from "node:crypto";
import type { FakeStripeSession, StripeMethod } from "./stripe.ts";

export const METHOD_CURRENCIES: Record<StripeMethod, string[] | null> = {
  card: null,
  blik: ["pln"],
  p24: ["eur", "pln"],
  klarna: ["aud", "cad", "chf", "czk", "dkk", "eur", "gbp", "nok", "nzd", "pln", "ron", "sek", "usd"],
  sepa_debit: ["eur"],
};
/** Stripe's minimum charge per currency (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM: Record<string, number> = { eur: 50, pln: 200, gbp: 30, usd: 50, chf: 50 };
const LOCALES =
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  );
const CREATE_PARAMS = [
  "mode",
  "payment_method_types",
  "allowed_payment_method_types",
  "line_items",
  "client_reference_id",
  "customer_email",
  "locale",
  "success_url",
  "cancel_url",
  "metadata",
  "payment_intent_data",
  "expires_at",
];

export class ParamError extends Error {
  constructor(
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
export type Params = Record<string, unknown>;

export const random = (prefix: string) =>
  `${prefix}${crypto.randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
export const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!m) throw new ParamError(`Invalid parameter name: ${name}`);
    const path = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1]!)];
    let node = root as Params | unknown[];
    path.forEach((raw, i) => {
      const key = raw === "" && Array.isArray(node) ? String(node.length) : raw;
      if (["__proto__", "constructor", "prototype"].includes(key) || (Array.isArray(node) && !/^\d{1,3}$/.test(key))) {
        throw new ParamError(`Invalid parameter name: ${name}`);
      }
      const slot = node as Record<string, unknown>;
      if (i === path.length - 1) return void (slot[key] = value);
      slot[key] ??= /^\d*$/.test(path[i + 1]!) ? [] : {};
      if (typeof slot[key] !== "object") throw new ParamError(`Invalid parameter name: ${name}`);
      node = slot[key] as Params;
    });
  }
  return root;
}

function only(value: unknown, allowed: string[], prefix: string) {
  const unknown = Object.keys(value as Params).find((k) => !allowed.includes(k));
  if (unknown) {
    const param = prefix ? `${prefix}[${unknown}]` : unknown;
    throw new ParamError(`Received unknown parameter: ${param} (the fake Stripe knows: ${allowed.join(", ")})`, param);
  }
}
const missing = (param: string) => new ParamError(`Missing required param: ${param}.`, param, "parameter_missing");
const isObject = (v: unknown): v is Params => typeof v === "object" && v !== null && !Array.isArray(v);
function str(p: Params, key: string, param = key, max = 5000): string | null {
  const v = p[key];
  if (v === undefined || v === "") return null;
  if (typeof v !== "string") throw new ParamError(`Invalid ${param}: must be a string`, param);
  if (v.length > max) throw new ParamError(`Invalid ${param}: must be at most ${max} characters`, param);
  return v;
}
function int(p: Params, key: string, param: string): number {
  const v = p[key];
  if (v === undefined || v === "") throw missing(param);
  if (typeof v !== "string" || !/^\d+$/.test(v)) throw new ParamError(`Invalid integer: ${String(v)}`, param);
  if (Number(v) < 1) throw new ParamError(`Invalid ${param}: must be greater than or equal to 1`, param);
  return Number(v);
}
function url(p: Params, key: string): string | null {
  const v = str(p, key);
  if (v !== null && !/^https?:\/\/[^/\s]+/.test(v)) throw new ParamError("Not a valid URL", key, "url_invalid");
  return v;
}

/** The first API version without payment_method_types on create (docs.stripe.com/changelog/endive/2026-09-30). */
export const ENDIVE = "2026-09-30";
const KNOWN_METHODS = Object.keys(METHOD_CURRENCIES) as StripeMethod[];

function methodList(p: Params, key: string): StripeMethod[] {
  const list = p[key];
  if (!Array.isArray(list) || list.length === 0) throw new ParamError(`Invalid ${key}: must be a non-empty array`, key);
  list.forEach((m, i) => {
    if (typeof m !== "string" || !(m in METHOD_CURRENCIES)) {
      throw new ParamError(`Invalid ${key}[${i}]: must be one of ${KNOWN_METHODS.join(", ")}`, `${key}[${i}]`);
    }
  });
  return list as StripeMethod[];
}
const accepts = (m: StripeMethod, currency: string) => METHOD_CURRENCIES[m]?.includes(currency) ?? true;

/**
 * The session's payment methods. Before API version 2026-09-30.endive payment_method_types is a
 * static list and a method the currency rules out is an error; from then on it is refused and
 * allowed_payment_method_types filters the methods (all five here, "dynamic payment methods")
 * silently by currency; none left is refused.
 */
function paymentMethods(p: Params, currency: string, apiVersion: string) {
  const endive = apiVersion.slice(0, 10) >= ENDIVE;
  if (endive && p.payment_method_types !== undefined) {
    throw new ParamError(
      `payment_method_types is no longer supported on API version ${apiVersion}: use allowed_payment_method_types ` +
        "(docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions).",
      "payment_method_types",
      "payment_method_types_no_longer_supported",
    );
  }
  if (!endive && p.allowed_payment_method_types !== undefined) {
    throw new ParamError("Received unknown parameter: allowed_payment_method_types", "allowed_payment_method_types");
  }
  if (!endive && p.payment_method_types !== undefined) {
    const methods = methodList(p, "payment_method_types");
    const wrong = methods.find((m) => !accepts(m, currency));
    if (wrong) {
      throw new ParamError(
        `The currency provided (${currency}) is invalid for one or more payment method types on this Checkout ` +
          `Session. Payment method type \`${wrong}\` supports the following currencies: ${METHOD_CURRENCIES[wrong]!.join(", ")}.`,
        "payment_method_types",
      );
    }
    return { methods, allowed: null };
  }
  const allowed =
    endive && p.allowed_payment_method_types !== undefined ? methodList(p, "allowed_payment_method_types") : null;
  const methods = (allowed ?? KNOWN_METHODS).filter((m) => accepts(m, currency));
  if (methods.length === 0) {
    throw new ParamError(
      `None of the allowed_payment_method_types (${allowed!.join(", ")}) can take payments in ${currency}.`,
      "allowed_payment_method_types",
    );
  }
  return { methods, allowed };
}

/** Validates a create request as Stripe does for what the fake reproduces. */
export function newSession(p: Params, apiVersion: string): FakeStripeSession {
  only(p, CREATE_PARAMS, "");
  const mode = str(p, "mode");
  if (!mode) throw missing("mode");
  if (mode !== "payment") throw new ParamError(`The fake Stripe reproduces mode=payment only, not ${mode}`, "mode");
  const success_url = url(p, "success_url");
  if (!success_url) throw missing("success_url");
  const items = p.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  const lineItems = items.map((item: unknown, i) => {
    const at = `line_items[${i}]`;
    if (!isObject(item)) throw missing(at);
    if (item.price !== undefined) throw new ParamError("The fake Stripe reproduces price_data only", `${at}[price]`);
    only(item, ["quantity", "price_data"], at);
    const quantity = int(item, "quantity", `${at}[quantity]`);
    const price = item.price_data;
    if (!isObject(price)) throw missing(`${at}[price_data]`);
    only(price, ["currency", "unit_amount", "product_data"], `${at}[price_data]`);
    const currency = str(price, "currency", `${at}[price_data][currency]`)?.toLowerCase();
    if (!currency) throw missing(`${at}[price_data][currency]`);
    if (!/^[a-z]{3}$/.test(currency)) {
      throw new ParamError(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
    }
    const unitAmount = int(price, "unit_amount", `${at}[price_data][unit_amount]`);
    const product = price.product_data;
    if (!isObject(product)) throw missing(`${at}[price_data][product_data]`);
    only(product, ["name", "description", "metadata"], `${at}[price_data][product_data]`);
    const name = str(product, "name", `${at}[price_data][product_data][name]`);
    if (!name) throw missing(`${at}[price_data][product_data][name]`);
    return { name, quantity, unitAmount, currency };
  });
  const currency = lineItems[0]!.currency;
  if (lineItems.some((i) => i.currency !== currency)) {
    throw new ParamError("All line items must have the same currency.", "line_items");
  }
  const { methods, allowed } = paymentMethods(p, currency, apiVersion);
  const total = lineItems.reduce((sum, i) => sum + i.quantity * i.unitAmount, 0);
  if (total < (MINIMUM[currency] ?? 1)) {
    throw new ParamError(
      `The Checkout Session's total amount due must add up to at least ${MINIMUM[currency]} (minor units of ${currency}).`,
      "line_items",
      "amount_too_small",
    );
  }
  if (total > 99_999_999) throw new ParamError("The total amount is too large.", "line_items", "amount_too_large");
  const customer_email = str(p, "customer_email", "customer_email", 800);
  if (customer_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customer_email)) {
    throw new ParamError(`Invalid email address: ${customer_email}`, "customer_email", "email_invalid");
  }
  const locale = str(p, "locale");
  if (locale && !LOCALES.includes(locale)) {
    throw new ParamError(`Invalid locale: must be one of ${LOCALES.join(", ")}`, "locale");
  }
  const metadata = p.metadata ?? {};
  if (!isObject(metadata) || Object.keys(metadata).length > 50) throw new ParamError("Invalid metadata", "metadata");
  for (const [k, v] of Object.entries(metadata)) {
    if (k.length > 40 || typeof v !== "string" || v.length > 500) {
      throw new ParamError(`Invalid metadata[${k}]: keys up to 40 and values up to 500 characters`, `metadata[${k}]`);
    }
  }
  const intent = p.payment_intent_data ?? {};
  if (!isObject(intent)) throw new ParamError("Invalid payment_intent_data", "payment_intent_data");
  only(intent, ["description", "metadata"], "payment_intent_data");
  const created = now();
  let expires_at = created + 24 * 3600;
  if (p.expires_at !== undefined) {
    expires_at = int(p, "expires_at", "expires_at");
    if (expires_at < created + 1800 || expires_at > created + 24 * 3600) {
      throw new ParamError(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.",
        "expires_at",
      );
    }
  }
  return {
    id: random("cs_test_"),
    status: "open",
    payment_status: "unpaid",
    mode: "payment",
    amount_subtotal: total,
    amount_total: total,
    currency,
    client_reference_id: str(p, "client_reference_id", "client_reference_id", 200),
    customer_email,
    locale,
    metadata: metadata as Record<string, string>,
    payment_method_types: methods,
    allowed_payment_method_types: allowed,
    success_url,
    cancel_url: url(p, "cancel_url"),
    payment_intent: null,
    created,
    expires_at,
    fake: {
      lineItems: lineItems.map(({ name, quantity, unitAmount }) => ({ name, quantity, unitAmount })),
      description: str(intent, "description", "payment_intent_data[description]", 1000),
      apiVersion,
      method: null,
    },
  };
}
