/**
 * Whether an order's withdrawal function is offered (decision 0021). The shop records no delivery
 * date, so the period is counted from the order: until the end of the 30th day after the order day
 * (Warsaw time), or of the 60th when part of it comes by airfreight from the manufacturer. That is
 * the longest delivery time plus the 14 days of Article 9 of Directive 2011/83/EU, with room to
 * spare: the shop would rather take a late withdrawal than cut a consumer off early.
 */
import { sql } from "drizzle-orm";
import type { WithdrawalReceived, WithdrawalRefusal, WithdrawalState } from "../../contract/orders.ts";

/** Days after the order day, for an order from the warehouses (delivery in 2 to 10 days). */
export const WITHDRAWAL_DAYS = 30;
/** Days after the order day, for an order with parts by airfreight (2 to 3 weeks). */
export const WITHDRAWAL_DAYS_AIRFREIGHT = 60;

/**
 * The last moment of the period of the order `o` (in a query over `orders o`): the end of the
 * day in Warsaw, WITHDRAWAL_DAYS (or _AIRFREIGHT) after the order's day in Warsaw.
 */
export const withdrawalUntilSql = sql`((((o.created_at AT TIME ZONE 'Europe/Warsaw')::date
    + (CASE WHEN o.backorderquantity > 0 THEN ${WITHDRAWAL_DAYS_AIRFREIGHT}::int ELSE ${WITHDRAWAL_DAYS}::int END) + 1)::timestamp
    AT TIME ZONE 'Europe/Warsaw') - interval '1 millisecond')`;

/** The columns readOrder selects for the withdrawal. */
export interface WithdrawalRow {
  status: string;
  taxtreatment: string;
  withdrawal_until: Date | string;
  withdrawal_received_at: Date | string | null;
  withdrawal_items: WithdrawalReceived["items"] | null;
  withdrawal_reason: string | null;
}

/**
 * A business purchase has no right of withdrawal. The order proves one only when it was sold at 0%
 * as an intra-community supply: VIES confirmed the buyer's VAT number and the buyer acquired the
 * goods for its business. A company name or an unconfirmed number alone does not: consumers (and,
 * in Poland, sole traders buying outside their trade) keep the function.
 */
export const isBusinessOrder = (row: Pick<WithdrawalRow, "taxtreatment">) => row.taxtreatment === "intra-community";

export function receivedFrom(row: WithdrawalRow): WithdrawalReceived | null {
  if (row.withdrawal_received_at === null || row.withdrawal_received_at === undefined) return null;
  return {
    receivedat: new Date(row.withdrawal_received_at).toISOString(),
    items: row.withdrawal_items ?? "all",
    reason: row.withdrawal_reason ?? null,
  };
}

export function withdrawalState(row: WithdrawalRow, now: Date): WithdrawalState {
  const until = new Date(row.withdrawal_until);
  const received = receivedFrom(row);
  const reason: WithdrawalRefusal | null = received
    ? null
    : isBusinessOrder(row)
      ? "business"
      : row.status === "cancelled"
        ? "cancelled"
        : now.getTime() > until.getTime()
          ? "period-ended"
          : null;
  return { offered: !received && reason === null, reason, until: until.toISOString(), received };
}
