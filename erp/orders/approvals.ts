/**
 * Spending limits and approvals (issue 41 item 2, decision 0066). A buyer's order over their limit
 * per order, or taking their spending of the calendar month over their monthly limit, or of a
 * company that has every buyer's order approved, is placed as pendingApproval: its stock is
 * reserved as any order's, held for APPROVAL_HOLD_WORKING_DAYS working days, and the company's
 * admins are mailed. An admin approves it (it goes on as any order: to be paid, or on account
 * invoiced and to be shipped) or rejects it with a note (cancelled, stock released, the buyer
 * mailed); unanswered when the hold runs out, the housekeeping cancels it the same way.
 *
 * Limits are cents of the company's currency, compared with the order's net amount (goods less
 * discount plus shipping, without VAT: what a business spends). An order in another currency by a
 * buyer with a limit always waits for approval: the shop converts no currencies.
 *
 * Whether an order must wait, and the monthly check's lock, are erp/customers/spending.ts's.
 */
import { sql } from "drizzle-orm";
import {
  APPROVAL_HOLD_WORKING_DAYS,
  type ApprovalDecision,
  type ApprovalReason,
} from "../../contract/approval-constants.ts";
import { addWorkingDays } from "../customers/spending.ts";
import type { ApprovalState } from "../../contract/approval-state.ts";
import type { PendingApproval } from "../../contract/approvals.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { toCents, type Currency } from "../../contract/money.ts";
import { sellerOf } from "../company/records.ts";
import type { CallContext } from "../context.ts";
import type { Person } from "../customers/people.ts";
import { requireRole } from "../customers/people.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { queueMessage } from "../mail/outbox.ts";
import { ON_ACCOUNT } from "../payments/methods.ts";
import { approvalRequestMail, buyerApprovalMail } from "./approval-mail.ts";
import { orderConfirmationMail } from "./mail.ts";
import { releaseReservations } from "./expiry.ts";
import { postInvoice } from "./ledger.ts";
import { readOrder } from "./orders.ts";

type Tx = Pick<Database, "execute">;

type Admin = { email: string; name: string };

/** The company's live admins: the people an approval is asked of. */
async function adminsOf(tx: Tx, customerNumber: string): Promise<{ admins: Admin[]; lang: Language }> {
  const { rows } = await tx.execute<Admin & { lang: Language }>(sql`SELECT p.email, p.name, c.lang
    FROM customer_people p JOIN customers c ON c.id = p.customer_id
    WHERE c.number = ${customerNumber} AND p.role = 'admin' AND p.removed_at IS NULL
    ORDER BY p.created_at, p.id`);
  return { admins: rows.map(({ email, name }) => ({ email, name })), lang: rows[0]?.lang ?? "en" };
}

/**
 * Records that the new order `id` waits for approval (for `reasons`, held until three working days
 * from now) and mails the buyer and the company's admins. In addOrder's transaction.
 */
export async function holdForApproval(
  tx: Tx,
  ctx: Pick<CallContext, "person" | "now" | "source">,
  order: { id: string; company: string },
  reasons: readonly ApprovalReason[],
): Promise<void> {
  const { id } = order;
  const holdUntil = addWorkingDays(ctx.now, APPROVAL_HOLD_WORKING_DAYS).toISOString();
  await tx.execute(sql`INSERT INTO order_approvals (order_id, reasons, hold_until)
    VALUES (${id}, ${`{${reasons.join(",")}}`}::text[], ${holdUntil})`);
  const placed = (await readOrder(tx, id, ctx.now))!;
  const seller = await sellerOf(tx, placed.region);
  const payload = { order_id: id, number: placed.name, lang: placed.lang };
  const toBuyer = buyerApprovalMail("awaiting", placed, seller, { holdUntil });
  await queueMessage(tx, { kind: "order-awaiting-approval", source: ctx.source, ...toBuyer, payload });
  const { admins, lang } = await adminsOf(tx, order.company);
  const buyer = ctx.person?.name ?? placed.email;
  for (const admin of admins) {
    const mail = approvalRequestMail(placed, seller, { ...admin, lang }, { buyer, reasons, holdUntil });
    await queueMessage(tx, { kind: "order-approval-request", source: ctx.source, ...mail, payload });
  }
}

/**
 * The columns approvalFrom reads, of order_approvals joined to the order as `a` (a LEFT JOIN: all
 * null for an order that never waited), so the order's own query reads its approval.
 */
export const APPROVAL_COLUMNS = sql`a.reasons AS approval_reasons, a.hold_until AS approval_hold_until,
  a.decision AS approval_decision, a.decided_at AS approval_decided_at, a.note AS approval_note`;

const iso = (v: Date | string) => new Date(v).toISOString();

/** An order's approval from a row with APPROVAL_COLUMNS; null for an order that never waited for one. */
export function approvalFrom(row: Record<string, unknown>): ApprovalState | null {
  if (row.approval_hold_until === null || row.approval_hold_until === undefined) return null;
  const decided = row.approval_decided_at as Date | string | null;
  return {
    reasons: row.approval_reasons as ApprovalReason[],
    holduntil: iso(row.approval_hold_until as Date | string),
    decision: row.approval_decision as ApprovalDecision | null,
    decidedat: decided === null ? null : iso(decided),
    note: row.approval_note as string | null,
  };
}

const pick = ({ reasons, holduntil }: ApprovalState) => ({ reasons, holduntil });

/** The company's orders awaiting approval, the hold ending soonest first (an admin's list). */
export async function pendingApprovals(db: Tx, admin: Person, company: string): Promise<PendingApproval[]> {
  requireRole(admin, "admin");
  const { rows } = await db.execute<
    Record<string, unknown> & {
      number: string;
      created_at: Date;
      buyer: string | null;
      email: string;
      currency: Currency;
      grossamount: string;
      taxamount: string;
      po_number: string | null;
      quantity: number;
    }
  >(sql`SELECT o.number, o.created_at, p.name AS buyer, o.email, o.currency, o.grossamount, o.taxamount, o.po_number,
      ${APPROVAL_COLUMNS},
      (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND NOT l.kitcomponent) AS quantity
    FROM orders o JOIN order_approvals a ON a.order_id = o.id LEFT JOIN customer_people p ON p.id = o.person_id
    WHERE o.customer = ${company} AND o.status = 'pendingApproval' AND a.decision IS NULL
    ORDER BY a.hold_until, o.number LIMIT 200`);
  return rows.map((r) => ({
    number: r.number,
    date: iso(r.created_at),
    buyer: r.buyer ?? r.email,
    currency: r.currency,
    net: toCents(r.grossamount) - toCents(r.taxamount),
    total: toCents(r.grossamount),
    quantity: r.quantity,
    ponumber: r.po_number,
    ...pick(approvalFrom(r)!),
  }));
}

type Closing = { decision: "rejected"; note: string; by: string } | { decision: "expired" };

/** Cancels a waiting order (rejected or run out): stock released, the decision and event written, the buyer mailed. */
async function close(tx: Tx, id: string, source: Source, now: Date, closing: Closing) {
  const released = await releaseReservations(tx, id);
  await tx.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}`);
  const note = closing.decision === "rejected" ? closing.note : null;
  const by = closing.decision === "rejected" ? closing.by : null;
  await tx.execute(sql`UPDATE order_approvals SET decision = ${closing.decision}, decided_at = ${now.toISOString()},
    decided_by = ${by}, note = ${note} WHERE order_id = ${id}`);
  await tx.execute(sql`INSERT INTO order_events (order_id, kind, data) VALUES (${id}, ${`approval-${closing.decision}`},
    ${JSON.stringify({ at: now.toISOString(), released, note })}::jsonb)`);
  const order = (await readOrder(tx, id, now))!;
  const mail = buyerApprovalMail(closing.decision, order, await sellerOf(tx, order.region), { note });
  const payload = { order_id: id, number: order.name, lang: order.lang };
  await queueMessage(tx, { kind: `order-approval-${closing.decision}`, source, ...mail, payload });
}

/**
 * An admin's decision on one of the company's waiting orders, by its number: approved, it goes on
 * as any order (on account: invoiced now and to be shipped; otherwise to be paid) and the buyer
 * gets the usual confirmation; rejected, it is cancelled with the note. 404 for an order not of
 * the company's; 409 APPROVAL_CLOSED for one decided already or whose hold has run out (then it is
 * cancelled at once, as the housekeeping would).
 */
export async function decideApproval(
  db: Database,
  admin: Person,
  company: string,
  request: { number: string; decision: "approved" } | { number: string; decision: "rejected"; note: string },
  now: Date,
): Promise<{ number: string; decision: ApprovalDecision }> {
  requireRole(admin, "admin");
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: string;
      source: Source;
      paymentmethod: string;
      status: string;
      decision: ApprovalDecision | null;
      hold_until: Date;
    }>(sql`SELECT o.id, o.source, o.paymentmethod, o.status, a.decision, a.hold_until
      FROM orders o JOIN order_approvals a ON a.order_id = o.id
      WHERE o.number = ${request.number.toUpperCase()} AND o.customer = ${company} FOR UPDATE OF o, a`);
    const row = rows[0];
    if (!row) throw notFound("Order");
    if (row.decision !== null || row.status !== "pendingApproval") return "closed" as const;
    if (new Date(row.hold_until) <= now) {
      await close(tx, row.id, row.source, now, { decision: "expired" });
      return "closed" as const;
    }
    if (request.decision === "rejected") {
      await close(tx, row.id, row.source, now, { decision: "rejected", note: request.note, by: admin.id });
      return "rejected" as const;
    }
    const onAccount = row.paymentmethod === ON_ACCOUNT;
    await tx.execute(sql`UPDATE orders SET status = ${onAccount ? "pendingFulfillment" : "pendingPayment"}
      WHERE id = ${row.id}`);
    await tx.execute(sql`UPDATE order_approvals SET decision = 'approved', decided_at = ${now.toISOString()},
      decided_by = ${admin.id} WHERE order_id = ${row.id}`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${row.id}, 'approval-approved', ${JSON.stringify({ at: now.toISOString(), by: admin.id })}::jsonb)`);
    if (onAccount) await postInvoice(tx, row.id, now);
    const order = (await readOrder(tx, row.id, now))!;
    const mail = orderConfirmationMail(order, await sellerOf(tx, order.region));
    const payload = { order_id: row.id, number: order.name, lang: order.lang };
    await queueMessage(tx, { kind: "order-confirmation", source: row.source, ...mail, payload });
    return "approved" as const;
  });
  if (outcome === "closed") {
    throw new ErpError(409, "APPROVAL_CLOSED", `Order ${request.number} no longer awaits approval`);
  }
  return { number: request.number.toUpperCase(), decision: outcome };
}

/**
 * The housekeeping's part: cancels up to `limit` waiting orders whose hold ran out by `now`, each in
 * its own transaction that locks and checks it again (an admin approving at the same moment wins
 * or waits). Answers how many it cancelled.
 */
export async function expireApprovals(
  db: Database,
  now: Date,
  limit: number,
  log: (message: string) => void = console.error,
): Promise<number> {
  // Still waiting: an order the office cancelled meanwhile keeps an undecided approval, and is no longer due.
  const due = await db.execute<{ order_id: string }>(sql`SELECT a.order_id FROM order_approvals a
    JOIN orders o ON o.id = a.order_id
    WHERE a.decision IS NULL AND a.hold_until <= ${now.toISOString()} AND o.status = 'pendingApproval'
    ORDER BY a.hold_until, a.order_id LIMIT ${limit}`);
  let expired = 0;
  for (const { order_id: id } of due.rows) {
    // One order that cannot be cancelled is logged and left to the next run; the others go on.
    const done = await db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ source: Source }>(sql`SELECT o.source FROM orders o
        JOIN order_approvals a ON a.order_id = o.id
        WHERE o.id = ${id} AND o.status = 'pendingApproval' AND a.decision IS NULL
          AND a.hold_until <= ${now.toISOString()} FOR UPDATE OF o, a`);
        if (!rows[0]) return false;
        await close(tx, id, rows[0].source, now, { decision: "expired" });
        return true;
      })
      .catch((error: unknown) => {
        log(`[housekeeping] order ${id} not approved in time could not be cancelled: ${(error as Error).message}`);
        return false;
      });
    if (done) expired++;
  }
  return expired;
}
