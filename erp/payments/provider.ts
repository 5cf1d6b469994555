/**
 * The payment provider interface and the registry built from configuration. A provider starts a
 * payment for an order (a redirect to the provider's page, or instructions to show), finishes it
 * when the shopper comes back (capture, or reading the state), and turns a webhook into an event
 * after checking that the provider sent it. The registry holds one entry per method the buyer
 * chooses: bank transfer always; PayPal, Revolut and Stripe's methods (card, BLIK, ...) only when
 * configured (erp/payments/config.ts). Which of them an order is offered is offeredFor's rule.
 */
import type { PaymentMethodName } from "../../contract/payments.ts";
import type { Currency } from "../../contract/money.ts";
import type { Region } from "../../contract/seller.ts";
import type { BankAccount } from "../../contract/region.ts";
import { toCents } from "../../contract/money.ts";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "./schema.ts";
import { createBankTransfer } from "./bank.ts";
import type { PaymentConfig } from "./config.ts";
import { createPayPal } from "./paypal.ts";
import { createRevolut } from "./revolut.ts";
import { createStripeMethods } from "./stripe.ts";
import type { ProviderDeps } from "./http.ts";

export { ProviderError, type ProviderDeps } from "./http.ts";

/** The method a buyer chooses (contract/payments.ts). */
export type PaymentMethod = PaymentMethodName;
/** Who takes the payment (payments.provider): one provider may offer several methods. */
export type ProviderId = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a provider needs to know of an order (the orders domain supplies it). */
export interface PayableOrder {
  /** The order's public, unguessable id (transaction_id on the wire). */
  token: string;
  /** The order number the shopper sees (transfer reference, PayPal invoice id). */
  number: string;
  /** Gross amount to pay. */
  amount: number;
  currency: Currency;
  /** Seller region of the order: whose bank account a transfer goes to. */
  region: Region;
  /** The payment method chosen at checkout, if any (bank, paypal, card, blik, ...). */
  paymentMethod?: string | null;
  /** The buyer's country (the billing address): which local methods are offered. */
  country?: string;
  /** The buyer's e-mail and language, handed to a hosted payment page that asks for them. */
  email?: string;
  lang?: string;
  /** The seller's account in the order's currency; null: bank transfer is not offered (decision 0026). */
  bankAccount: BankAccount | null;
}

export interface BankInstructions {
  accountholder: string;
  bankname: string;
  iban: string;
  bic: string;
  /** The order number, to be quoted as the transfer title. */
  reference: string;
  amount: number;
  currency: Currency;
}

export interface ReturnUrls {
  /** Where the provider sends the shopper after paying (or after the hosted page, for Revolut). */
  returnUrl: string;
  /** Where the provider sends the shopper who cancels (PayPal). */
  cancelUrl: string;
}

export type StartResult =
  | {
      kind: "redirect";
      providerRef: string;
      redirectUrl: string;
      providerStatus: string;
      raw: unknown;
    }
  | { kind: "instructions"; providerRef: string; instructions: BankInstructions };

/** The state of a payment at the provider, in our words and in the provider's. */
export interface ProviderState {
  status: PaymentStatus;
  providerStatus: string;
  /** What the provider says was paid, when it says so (checked against what we asked for). */
  paid?: { amount: number; currency: string };
  raw: unknown;
}

/** What a webhook reports (proven to come from the provider only once its delivery is verified). */
export interface WebhookEvent {
  type: string;
  providerRef: string;
  /** The state the event reports, or null for an event we do not act on. */
  status: PaymentStatus | null;
  /** The payment still has to be finished by us (PayPal: an approved order is captured). */
  needsCompletion: boolean;
  /** The amount the event says was captured, when it says so (Revolut's events never do). */
  paid?: { amount: number; currency: string };
  raw: unknown;
}

/**
 * A webhook delivery that passed every check needing no outbound call (headers, timestamps, body
 * shape; Revolut's HMAC). verify() is the remaining proof: PayPal's verify-webhook-signature API.
 */
export interface WebhookDelivery {
  event: WebhookEvent;
  /** Names this delivery: a second one with the same key is a replay (webhook_replays). */
  replayKey: string;
  /**
   * True when verify() asks the provider (PayPal's verify-webhook-signature): such checks are
   * limited per payment, so a flood of deliveries naming one order is no flood of outbound calls.
   */
  asksProvider?: boolean;
  verify(): Promise<boolean>;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Who takes the payment; the method itself for PayPal, Revolut and bank transfer. */
  readonly provider: ProviderId;
  /** Name shown to the shopper. */
  readonly name: string;
  /** The public key a JS widget is loaded with (PayPal client id, Revolut public key), or "". */
  readonly publicToken: string;
  start(order: PayableOrder, urls: ReturnUrls): Promise<StartResult>;
  /** The shopper came back: finish the payment where that is ours to do, and report its state. */
  complete(providerRef: string): Promise<ProviderState>;
  /** The delivery if it passes the checks that need no outbound call, null otherwise. */
  inspectWebhook(headers: Headers, rawBody: string): WebhookDelivery | null;
  /** The event if the request is proven to come from the provider, null otherwise. */
  verifyWebhook(headers: Headers, rawBody: string): Promise<WebhookEvent | null>;
}

export interface ProviderRegistry {
  /** The configured methods, wallets first, bank transfer last. */
  readonly providers: readonly PaymentProvider[];
  get(method: string): PaymentProvider | undefined;
  /** One method of a provider: the one that reads the provider's webhooks and its payments' state. */
  ofProvider(provider: string): PaymentProvider | undefined;
  /** The method preselected on the order page, among those offered for the order. */
  defaultFor(chosen?: string | null, offered?: readonly PaymentProvider[]): PaymentMethod | null;
}

/** Where a method is offered (payment_methods: currencies, markets, limits; migration 0052). */
export interface MethodRule {
  id: string;
  currencies: readonly string[];
  markets: Record<string, readonly string[]> | null;
  limits: Record<string, { min: number | null; max: number | null }> | null;
}

/** Whether a method of some markets is taken from a buyer of `country` in `currency`. */
export const takenIn = (markets: Record<string, readonly string[]>, country: string, currency: string) =>
  (markets[country] ?? []).includes(currency);

/**
 * Whether a method's rule allows paying `cents` in `currency` from `country`: one of its currencies,
 * taken in that country when it names its markets, and within its limits in that currency.
 */
export function ruleAllows(rule: MethodRule, order: { currency: string; country?: string; cents?: number }): boolean {
  if (!rule.currencies.includes(order.currency)) return false;
  // An order's country is always known: a method of some markets needs one of them.
  if (rule.markets && !takenIn(rule.markets, order.country ?? "", order.currency)) return false;
  const limit = rule.limits?.[order.currency];
  if (limit && order.cents !== undefined) {
    if (limit.min !== null && order.cents < limit.min) return false;
    if (limit.max !== null && order.cents > limit.max) return false;
  }
  return true;
}

/**
 * The methods offered for an order: configured, allowed by their rule for the order's currency,
 * country and amount (a method without a rule is not offered: it is not enabled in the ERP), in the
 * rules' order; bank transfer only to an account of its seller in its currency.
 */
export function offeredFor(
  registry: ProviderRegistry,
  order: Pick<PayableOrder, "bankAccount" | "currency" | "country" | "amount">,
  rules: readonly MethodRule[],
): PaymentProvider[] {
  const cents = toCents(order.amount);
  return rules
    .filter((rule) => ruleAllows(rule, { currency: order.currency, country: order.country, cents }))
    .map((rule) => registry.get(rule.id))
    .filter((p): p is PaymentProvider => p !== undefined && (p.method !== "bank" || order.bankAccount !== null));
}

/**
 * `extra`: providers that need more than configuration, such as the demo's (erp/payments/demo.ts,
 * which needs the database); each is still offered only where payment_methods has its row.
 */
export function createRegistry(
  config: PaymentConfig,
  deps: ProviderDeps = {},
  extra: readonly PaymentProvider[] = [],
): ProviderRegistry {
  const providers: PaymentProvider[] = [];
  if (config.paypal) providers.push(createPayPal(config.paypal, deps));
  if (config.revolut) providers.push(createRevolut(config.revolut, deps));
  if (config.stripe) providers.push(...createStripeMethods(config.stripe, deps));
  providers.push(...extra);
  providers.push(createBankTransfer());
  const byMethod = new Map(providers.map((p) => [p.method as string, p]));
  const byProvider = new Map<string, PaymentProvider>();
  for (const p of providers) if (!byProvider.has(p.provider)) byProvider.set(p.provider, p);
  return {
    providers,
    get: (method) => byMethod.get(method),
    ofProvider: (provider) => byProvider.get(provider),
    defaultFor(chosen, offered = providers) {
      // The method chosen at checkout when it is offered; else the first wallet; bank transfer
      // when no wallet is configured; none when nothing is offered.
      const found = offered.find((p) => p.method === chosen);
      return (found ?? offered[0])?.method ?? null;
    },
  };
}
