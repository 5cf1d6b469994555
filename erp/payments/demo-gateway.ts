/**
 * The demo payment page's side of the demo provider (decision 0071): what a real provider's server
 * does when its buyer approves or declines. The page shows a session; a decision is taken once
 * (open -> approved or declined, whoever comes second finds it taken) and sent to the payments'
 * webhook as a signed event, the same path a provider's webhook takes (service.ts webhook: the
 * signature, the replay store, the amount in cents, the order marked paid exactly once). Then the
 * buyer is sent to the shop's return route, which reads the session again (demo.ts complete).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CallResponse } from "../../contract/wire.ts";
import type { Currency } from "../../contract/money.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../errors.ts";
import { toMinorUnits } from "./money.ts";
import {
  DEMO_SIGNATURE_HEADER,
  demoSecret,
  findDemoSession,
  signDemoEvent,
  type DemoEvent,
  type DemoSession,
} from "./demo.ts";

/** The payments' webhook, as the gateway delivers to it. */
export type DeliverWebhook = (headers: Headers, rawBody: string) => Promise<unknown>;

export async function demoPaymentPage(db: Database, id: string): Promise<CallResponse<"getDemoPayment">> {
  const session = await findDemoSession(db, id);
  if (!session) throw notFound("Payment");
  return view(session);
}

const view = (s: DemoSession) => ({
  id: s.id,
  number: s.orderNumber,
  amount: s.amount,
  currency: s.currency as Currency,
  status: s.status,
  returnurl: s.returnUrl,
  cancelurl: s.cancelUrl,
});

export async function decideDemoPayment(
  db: Database,
  deliver: DeliverWebhook,
  id: string,
  decision: "approve" | "decline",
  options: { now: () => Date; log: (m: string) => void },
): Promise<CallResponse<"decideDemoPayment">> {
  const status = decision === "approve" ? "approved" : "declined";
  const taken = await db.execute(sql`UPDATE demo_payment_sessions SET status = ${status}, decided_at = now()
    WHERE id = ${id} AND status = 'open' RETURNING id`);
  const session = await findDemoSession(db, id);
  if (!session) throw notFound("Payment");
  // Decided before (a second click, another tab): the buyer goes back with the first decision.
  if (taken.rows.length === 0) return { status: session.status, redirecturl: session.returnUrl };
  const created = Math.floor(options.now().getTime() / 1000);
  const event: DemoEvent = {
    id: `evt_${randomBytes(12).toString("hex")}`,
    type: status === "approved" ? "demo_payment.approved" : "demo_payment.declined",
    created,
    data: { id: session.id, status, amount: toMinorUnits(session.amount), currency: session.currency },
  };
  const body = JSON.stringify(event);
  const headers = new Headers({
    "content-type": "application/json",
    [DEMO_SIGNATURE_HEADER]: signDemoEvent(await demoSecret(db), created, body),
  });
  try {
    await deliver(headers, body);
  } catch (error) {
    // As a provider whose delivery failed: the buyer's return reads the session and finishes it.
    options.log(`[payments] demo webhook of ${session.id} not delivered: ${String(error)}`);
  }
  return { status, redirecturl: session.returnUrl };
}
