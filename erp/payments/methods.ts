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

type Queryable = Pick<Database, "execute">;

/** The payment method of a customer with invoice terms (erp/db/migrations/0023). */
export const ON_ACCOUNT = "invoice";

export interface PaymentMethodRow {
  id: string;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
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
): Promise<PaymentMethodRow[]> {
  const result = await db.execute(sql`SELECT id, names, descriptions FROM payment_methods
    WHERE enabled AND ${currency} = ANY(currencies) ORDER BY position, id`);
  // Paying on account needs no provider: it is offered to a customer with invoice terms only.
  const rows = (result.rows as unknown as PaymentMethodRow[]).filter((r) =>
    r.id === ON_ACCOUNT ? onAccount : !configured || configured.includes(r.id),
  );
  if (!rows.some((r) => r.id === "bank") || (await bankAccountFor(db, region, currency))) return rows;
  return rows.filter((r) => r.id !== "bank");
}
