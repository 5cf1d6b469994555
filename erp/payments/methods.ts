/**
 * The payment methods a basket offers (payment_methods): the checkout's choice, the order's check
 * of it and the delivery page's list (getDeliveryFacts) read them here.
 */
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import type { Currency } from "../../contract/money.ts";
import type { Region } from "../../contract/seller.ts";
import { bankAccountFor } from "../bank/accounts.ts";
import type { Database } from "../db/client.ts";
import { takenIn, type MethodRule } from "./provider.ts";

type Queryable = Pick<Database, "execute">;

/** The payment method of a customer with invoice terms (erp/db/migrations/0023). */
export const ON_ACCOUNT = "invoice";

export interface PaymentMethodRow {
  id: string;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  /** Buyer's country -> the currencies the method takes there; null: every country (migration 0052). */
  markets?: Record<string, readonly string[]> | null;
}

/**
 * The rules of the enabled methods, in their order: where each is offered (currencies, markets,
 * limits). The order page's offer and startPayment's check read them (erp/payments/service.ts).
 */
export async function methodRules(db: Queryable): Promise<(MethodRule & { names: Record<Language, string> })[]> {
  const result = await db.execute(sql`SELECT id, names, currencies, markets, limits FROM payment_methods
    WHERE enabled ORDER BY position, id`);
  return result.rows as unknown as (MethodRule & { names: Record<Language, string> })[];
}

/**
 * Payment methods offered in a currency: enabled in the table and, when the ERP says which
 * providers it has configured (ctx.paymentMethods), only those: PayPal and Revolut when their
 * credentials are set; bank transfer when the region's seller has an account in the currency
 * (bank_accounts, decision 0026), never to a made-up account.
 */
export async function paymentMethodsFor(
  db: Queryable,
  currency: Currency,
  region: Region,
  configured?: readonly string[],
  onAccount = false,
  country?: string | null,
): Promise<PaymentMethodRow[]> {
  const result = await db.execute(sql`SELECT id, names, descriptions, markets FROM payment_methods
    WHERE enabled AND ${currency} = ANY(currencies) ORDER BY position, id`);
  const rows = result.rows as unknown as PaymentMethodRow[];
  // The seller's account is looked up only when bank transfer could be offered at all.
  const bankOffered = rows.some((r) => r.id === "bank") && (!configured || configured.includes("bank"));
  const bankAccount = bankOffered && (await bankAccountFor(db, region, currency)) !== null;
  return offeredOf(rows, { configured, onAccount, bankAccount, country, currency });
}

/**
 * Of the enabled methods of a currency, those offered: of a configured provider (every one when
 * `configured` is not given), on account only to a customer with invoice terms (it needs no
 * provider), bank transfer only when the region's seller has an account in the currency, and a
 * method of some markets only (BLIK: Poland) to a buyer of one of them once their country is known.
 * The one rule of paymentMethodsFor and of the basket's kept tables (erp/cart/tables.ts); the
 * order page adds the amount's limits (erp/payments/provider.ts ruleAllows).
 */
export function offeredOf<T extends { id: string; markets?: Record<string, readonly string[]> | null }>(
  rows: readonly T[],
  rule: {
    configured?: readonly string[];
    onAccount: boolean;
    bankAccount: boolean;
    country?: string | null;
    currency?: string;
  },
): T[] {
  // Before the buyer's country is known every method of the currency is shown; the order page and
  // startPayment apply the same rule to the order's country (ruleAllows).
  const inMarket = (r: T) =>
    !r.markets || !rule.country || !rule.currency || takenIn(r.markets, rule.country, rule.currency);
  return rows.filter((r) =>
    r.id === ON_ACCOUNT
      ? rule.onAccount
      : (!rule.configured || rule.configured.includes(r.id)) && (r.id !== "bank" || rule.bankAccount) && inMarket(r),
  );
}
