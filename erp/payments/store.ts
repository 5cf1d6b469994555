/**
 * The payments table: one row per attempt (provider, provider_ref unique). A payment moves to
 * 'completed' exactly once: the row is locked, and only the call that finds it not yet completed
 * completes it and runs onCompleted, in the same transaction. A webhook and the shopper's return
 * racing each other therefore mark the order paid once; a second payment of an order that is
 * already paid (the shopper paid twice) is recorded, logged, and does not call onCompleted again.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { PaymentMethod, PaymentStatus, ProviderId } from "./provider.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface PaymentRow {
  id: string;
  transactionToken: string;
  provider: ProviderId;
  /** The method the buyer chose (card, blik, ...; paypal for PayPal). */
  method: PaymentMethod;
  providerRef: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  providerStatus: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** Called once per order, inside the transaction that completes its first payment. */
export type OnCompleted = (tx: Tx, transactionToken: string, payment: PaymentRow) => Promise<void>;

type Raw = Record<string, unknown>;
const toRow = (r: Raw): PaymentRow => ({
  id: String(r.id),
  transactionToken: String(r.transaction_token),
  provider: r.provider as ProviderId,
  method: r.method as PaymentMethod,
  providerRef: String(r.provider_ref),
  amount: Number(r.amount),
  currency: String(r.currency),
  status: r.status as PaymentStatus,
  providerStatus: (r.provider_status as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  completedAt: r.completed_at ? new Date(r.completed_at as string) : null,
});
const COLUMNS = sql.raw(
  "id, transaction_token, provider, method, provider_ref, amount::text AS amount, currency, status, provider_status, created_at, completed_at",
);

/** Records a started payment; starting the same (provider, ref) again keeps the row. */
export async function recordStartedPayment(
  db: Database,
  p: {
    transactionToken: string;
    provider: ProviderId;
    method: PaymentMethod;
    providerRef: string;
    amount: number;
    currency: string;
    providerStatus?: string | null;
    event?: unknown;
  },
): Promise<PaymentRow> {
  const result = await db.execute(sql`
    INSERT INTO payments (transaction_token, provider, method, provider_ref, amount, currency, provider_status, last_event)
    VALUES (${p.transactionToken}, ${p.provider}, ${p.method}, ${p.providerRef}, ${p.amount.toFixed(2)}, ${p.currency},
            ${p.providerStatus ?? null}, ${p.event === undefined ? null : JSON.stringify(p.event)}::jsonb)
    ON CONFLICT (provider, provider_ref) DO UPDATE SET updated_at = now()
    RETURNING ${COLUMNS}`);
  return toRow(result.rows[0] as Raw);
}

export async function findPayment(
  db: Database | Tx,
  provider: ProviderId,
  providerRef: string,
): Promise<PaymentRow | null> {
  const result = await db.execute(
    sql`SELECT ${COLUMNS} FROM payments WHERE provider = ${provider} AND provider_ref = ${providerRef}`,
  );
  return result.rows[0] ? toRow(result.rows[0] as Raw) : null;
}

export async function latestPayment(
  db: Database,
  transactionToken: string,
  method?: PaymentMethod,
): Promise<PaymentRow | null> {
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM payments
    WHERE transaction_token = ${transactionToken} ${method ? sql`AND method = ${method}` : sql``}
    ORDER BY (status = 'completed') DESC, created_at DESC, id DESC LIMIT 1`);
  return result.rows[0] ? toRow(result.rows[0] as Raw) : null;
}

export async function isPaid(db: Database | Tx, transactionToken: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM payments WHERE transaction_token = ${transactionToken} AND status = 'completed' LIMIT 1`,
  );
  return result.rows.length > 0;
}

/**
 * Moves a payment to a state other than completed. A completed payment never moves back, and an
 * approved one is not moved back to created by a late or out-of-order event.
 */
export async function updatePaymentStatus(
  db: Database,
  provider: ProviderId,
  providerRef: string,
  status: Exclude<PaymentStatus, "completed">,
  details: { providerStatus?: string | null; event?: unknown } = {},
): Promise<PaymentRow | null> {
  const result = await db.execute(sql`
    UPDATE payments
       SET status = CASE WHEN status = 'approved' AND ${status} = 'created' THEN status ELSE ${status} END,
           provider_status = COALESCE(${details.providerStatus ?? null}, provider_status),
           last_event = COALESCE(${details.event === undefined ? null : JSON.stringify(details.event)}::jsonb, last_event),
           updated_at = now()
     WHERE provider = ${provider} AND provider_ref = ${providerRef} AND status <> 'completed'
    RETURNING ${COLUMNS}`);
  return result.rows[0] ? toRow(result.rows[0] as Raw) : findPayment(db, provider, providerRef);
}

export interface CompletionResult {
  /** The payment exists. */
  found: boolean;
  /** THIS call moved the payment to completed. */
  completed: boolean;
  /** THIS call completed the order's first payment, and onCompleted ran. */
  paidOrder: boolean;
  payment: PaymentRow | null;
}

export async function completePayment(
  db: Database,
  provider: ProviderId,
  providerRef: string,
  details: { providerStatus?: string | null; event?: unknown },
  onCompleted: OnCompleted,
  log: (message: string) => void = () => {},
): Promise<CompletionResult> {
  return db.transaction(async (tx) => {
    // The row lock serialises completions of this payment: the second waits, then sees 'completed'.
    const locked = await tx.execute(
      sql`SELECT ${COLUMNS} FROM payments WHERE provider = ${provider} AND provider_ref = ${providerRef} FOR UPDATE`,
    );
    if (!locked.rows[0]) return { found: false, completed: false, paidOrder: false, payment: null };
    const row = toRow(locked.rows[0] as Raw);
    if (row.status === "completed") return { found: true, completed: false, paidOrder: false, payment: row };
    // Different payments of one order serialise on the order, so only the first one pays it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payments:${row.transactionToken}`}, 0))`);
    const alreadyPaid = await isPaid(tx, row.transactionToken);
    const updated = await tx.execute(sql`
      UPDATE payments
         SET status = 'completed', completed_at = now(), updated_at = now(),
             provider_status = COALESCE(${details.providerStatus ?? null}, provider_status),
             last_event = COALESCE(${details.event === undefined ? null : JSON.stringify(details.event)}::jsonb, last_event)
       WHERE id = ${row.id} AND status <> 'completed'
      RETURNING ${COLUMNS}`);
    const payment = toRow(updated.rows[0] as Raw);
    if (alreadyPaid) {
      log(
        `[payments] order ${row.transactionToken} was already paid; ${provider} payment ${providerRef} is a second payment to refund`,
      );
      return { found: true, completed: true, paidOrder: false, payment };
    }
    await onCompleted(tx, row.transactionToken, payment);
    return { found: true, completed: true, paidOrder: true, payment };
  });
}
