/**
 * The demo payment provider (issue 42 part 3, decision 0071): what a fresh clone's demo shop pays
 * with, as the big platforms ship a dummy gateway with their demos. Its "provider" is a page of the
 * shop (/demo-payment/{id}) where the visitor approves or declines and no money moves; everything
 * around it is the real path of a hosted payment page:
 * - Start: a session (demo_payment_sessions) for the order's own amount and currency, and a
 *   redirect to its page; the return URL carries ?session_id= as Stripe's does.
 * - The page's decision (demo-gateway.ts) is delivered to the payments' webhook as an event signed
 *   like Stripe's: Demo-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}"> with a
 *   secret of this database (erp_settings demo_payment_secret, drawn on first use), checked in
 *   constant time, each event's id a replay key.
 * - Return: the session's state read from the table (approved: completed with its amount).
 * The method is offered only where payment_methods has its row, which only the demo catalogue
 * writes (migration 0053, erp/seed/load.ts); production refuses to start with it (demo-guard.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { fromMinorUnits, toMinorUnits } from "./money.ts";
import type { PaymentProvider, PaymentStatus, ProviderState, WebhookDelivery, WebhookEvent } from "./provider.ts";

export const DEMO_SIGNATURE_HEADER = "demo-signature";
/** Seconds a signed event's timestamp may be off, as Stripe's. */
export const DEMO_SIGNATURE_TOLERANCE_S = 300;
const SECRET_KEY = "demo_payment_secret";

export type DemoSessionStatus = "open" | "approved" | "declined";

export interface DemoSession {
  id: string;
  transactionToken: string;
  orderNumber: string;
  amount: number;
  currency: string;
  status: DemoSessionStatus;
  returnUrl: string;
  cancelUrl: string;
}

/** The event the page's decision sends: amounts in minor units, as a provider's. */
export interface DemoEvent {
  id: string;
  type: "demo_payment.approved" | "demo_payment.declined";
  created: number;
  data: { id: string; status: DemoSessionStatus; amount: number; currency: string };
}

/** This database's signing secret: drawn once, by whichever process asks first. */
export async function demoSecret(db: Pick<Database, "execute">): Promise<string> {
  const drawn = randomBytes(32).toString("hex");
  await db.execute(
    sql`INSERT INTO erp_settings (key, value) VALUES (${SECRET_KEY}, to_jsonb(${drawn}::text)) ON CONFLICT (key) DO NOTHING`,
  );
  const { rows } = await db.execute(sql`SELECT value #>> '{}' AS secret FROM erp_settings WHERE key = ${SECRET_KEY}`);
  return (rows[0] as { secret: string }).secret;
}

export function signDemoEvent(secret: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

function signatureMatches(secret: string, timestamp: number, body: string, given: string): boolean {
  const expected = Buffer.from(signDemoEvent(secret, timestamp, body).split("v1=")[1]!, "hex");
  const actual = Buffer.from(given, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function findDemoSession(db: Pick<Database, "execute">, id: string): Promise<DemoSession | null> {
  const { rows } = await db.execute(sql`SELECT id, transaction_token AS "transactionToken",
      order_number AS "orderNumber", amount::float8 AS amount, currency, status,
      return_url AS "returnUrl", cancel_url AS "cancelUrl"
    FROM demo_payment_sessions WHERE id = ${id}`);
  return (rows[0] as DemoSession | undefined) ?? null;
}

const STATUS: Record<DemoSessionStatus, PaymentStatus> = {
  open: "created",
  approved: "completed",
  declined: "failed",
};

const withSession = (url: string, id: string) => `${url}${url.includes("?") ? "&" : "?"}session_id=${id}`;

export function createDemoPayments(db: Database, deps: { now?: () => Date } = {}): PaymentProvider {
  const now = deps.now ?? (() => new Date());

  function inspectWebhook(headers: Headers, rawBody: string): WebhookDelivery | null {
    const header = headers.get(DEMO_SIGNATURE_HEADER) ?? "";
    const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
    const timestamp = Number(parts.t);
    const mac = parts.v1 ?? "";
    if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(mac)) return null;
    if (Math.abs(now().getTime() / 1000 - timestamp) > DEMO_SIGNATURE_TOLERANCE_S) return null;
    let event: DemoEvent;
    try {
      event = JSON.parse(rawBody) as DemoEvent;
    } catch {
      return null;
    }
    const data = event?.data;
    if (typeof event.id !== "string" || !data || typeof data.id !== "string" || !Number.isInteger(data.amount))
      return null;
    const status =
      event.type === "demo_payment.approved" ? "completed" : event.type === "demo_payment.declined" ? "failed" : null;
    const webhookEvent: WebhookEvent = {
      type: event.type,
      providerRef: data.id,
      status,
      needsCompletion: false,
      paid:
        status === "completed" ? { amount: fromMinorUnits(data.amount), currency: String(data.currency) } : undefined,
      raw: event,
    };
    return {
      event: webhookEvent,
      replayKey: event.id,
      verify: async () => signatureMatches(await demoSecret(db), timestamp, rawBody, mac),
    };
  }

  return {
    method: "demo",
    provider: "demo",
    name: "Demo payment",
    publicToken: "",

    async start(order, urls) {
      const id = `demo_${randomBytes(12).toString("hex")}`;
      await db.execute(sql`INSERT INTO demo_payment_sessions
          (id, transaction_token, order_number, amount, currency, return_url, cancel_url)
        VALUES (${id}, ${order.token}, ${order.number}, ${order.amount}, ${order.currency},
          ${withSession(urls.returnUrl, id)}, ${urls.cancelUrl})`);
      // The page is the shop's own: on the origin of the return route the shop gave.
      const redirectUrl = new URL(`/demo-payment/${id}`, urls.returnUrl).href;
      return { kind: "redirect", providerRef: id, redirectUrl, providerStatus: "open", raw: { id, status: "open" } };
    },

    async complete(providerRef): Promise<ProviderState> {
      const session = await findDemoSession(db, providerRef);
      if (!session) return { status: "failed", providerStatus: "unknown", raw: { id: providerRef } };
      const status = STATUS[session.status];
      return {
        status,
        providerStatus: session.status,
        paid: status === "completed" ? { amount: session.amount, currency: session.currency } : undefined,
        raw: {
          id: session.id,
          status: session.status,
          amount: toMinorUnits(session.amount),
          currency: session.currency,
        },
      };
    },

    inspectWebhook,

    async verifyWebhook(headers, rawBody) {
      const delivery = inspectWebhook(headers, rawBody);
      return delivery && (await delivery.verify()) ? delivery.event : null;
    },
  };
}
