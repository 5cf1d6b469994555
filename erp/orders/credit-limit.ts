/**
 * The credit limit (issue 38 item 3): an order on account may take the customer's open balance
 * (the ledger's sum in the order's currency: invoices less payments and credits, plus refunds) up
 * to the limit the office set (customers.credit_limit_cents; null: no limit), not over it; orders
 * on account awaiting a company admin's approval count as invoiced. The
 * check runs in addOrder's transaction and locks the customer's row first (FOR NO KEY UPDATE), so
 * orders on account of one customer placed at once queue here: each reads the balance with the
 * invoices of those committed before it, and its own invoice is written before the lock is let go.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { ON_ACCOUNT } from "../payments/methods.ts";

type Tx = Pick<Database, "execute">;

/** 409 CREDIT_LIMIT when `grossCents` on account would take the customer's open balance over their limit. */
export async function holdCredit(tx: Tx, customer: string, grossCents: number, currency: string): Promise<void> {
  const { rows } = await tx.execute<{ limit: string | null }>(
    sql`SELECT credit_limit_cents AS limit FROM customers WHERE number = ${customer} FOR NO KEY UPDATE`,
  );
  const limit = rows[0]?.limit;
  if (limit === null || limit === undefined) return;
  // Orders on account awaiting approval (issue 41) are not invoiced yet but count as if they were.
  const balance = await tx.execute<{ cents: string }>(sql`SELECT
      (SELECT coalesce(sum(amount_cents), 0) FROM customer_ledger WHERE customer = ${customer} AND currency = ${currency})
      + (SELECT coalesce(sum(round(grossamount * 100)), 0) FROM orders WHERE customer = ${customer}
          AND currency = ${currency} AND status = 'pendingApproval' AND paymentmethod = ${ON_ACCOUNT}) AS cents`);
  const open = Number(balance.rows[0]?.cents ?? 0);
  if (open + grossCents <= Number(limit)) return;
  throw new ErpError(
    409,
    "CREDIT_LIMIT",
    `The order (${grossCents} cents) would take the open balance (${open}) over the credit limit (${limit}); pay in advance`,
    { paymentmethod: ["over the credit limit"] },
  );
}
