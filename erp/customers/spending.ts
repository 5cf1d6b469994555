/**
 * A buyer's spending limits (issue 41 item 2, decision 0066): whether their order must wait for
 * an admin's approval, and for how long it holds its stock meanwhile. Limits are cents of the
 * company's currency, compared with the order's net amount (goods less discount plus shipping,
 * without VAT: what a business spends). An order in another currency by a buyer with a limit
 * always waits: the shop converts no currencies. The monthly check locks the buyer's person row
 * first, so one buyer's orders placed at once queue there and each counts those committed before
 * it: together they cannot cross the limit unseen. The approval itself is erp/orders/approvals.ts.
 */
import { sql } from "drizzle-orm";
import type { ApprovalReason } from "../../contract/approval-constants.ts";
import type { Currency } from "../../contract/money.ts";
import { AUDIT_TIME_ZONE } from "../audit/audit.ts";
import type { Customer } from "./customers.ts";
import type { Person } from "./people.ts";
import type { Database } from "../db/client.ts";

type Tx = Pick<Database, "execute">;

/** `from` plus `days` working days (Monday to Friday), at the same time of day. */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(from);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/**
 * Why the caller's order of `netCents` in `currency` must wait for approval; empty when it need
 * not. Only a buyer's orders wait: an admin approves, a viewer does not order. In addOrder's
 * transaction it locks the buyer's row (see above); the basket's view asks without `lock`.
 */
export async function approvalReasons(
  tx: Tx,
  ctx: { person: Person | null; account: Customer | null; now: Date },
  netCents: number,
  currency: Currency,
  lock = true,
): Promise<ApprovalReason[]> {
  const { person, account } = ctx;
  if (!person || !account || person.role !== "buyer") return [];
  const { rows } = await tx.execute<{ order_limit: string | null; month_limit: string | null }>(sql`
    SELECT order_limit_cents AS order_limit, month_limit_cents AS month_limit FROM customer_people
    WHERE id = ${person.id} ${lock ? sql`FOR UPDATE` : sql``}`);
  const orderLimit = rows[0]?.order_limit == null ? null : Number(rows[0].order_limit);
  const monthLimit = rows[0]?.month_limit == null ? null : Number(rows[0].month_limit);
  const reasons: ApprovalReason[] = [];
  if (account.approvalRequired) reasons.push("company-rule");
  if (orderLimit === null && monthLimit === null) return reasons;
  if (currency !== account.currency) return [...reasons, "other-currency"];
  if (orderLimit !== null && netCents > orderLimit) reasons.push("order-limit");
  if (monthLimit !== null) {
    // This month in the shop's time zone; every order of the buyer's not cancelled, waiting ones too.
    const spent = await tx.execute<{ cents: string }>(sql`
      SELECT coalesce(sum(round((grossamount - taxamount) * 100)), 0)::bigint AS cents FROM orders
      WHERE person_id = ${person.id} AND currency = ${currency} AND status <> 'cancelled'
        AND created_at >= (date_trunc('month', ${ctx.now.toISOString()}::timestamptz AT TIME ZONE ${AUDIT_TIME_ZONE})
          AT TIME ZONE ${AUDIT_TIME_ZONE})`);
    if (Number(spent.rows[0]?.cents ?? 0) + netCents > monthLimit) reasons.push("month-limit");
  }
  return reasons;
}
