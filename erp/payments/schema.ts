/** Payments: the methods offered at checkout, payment attempts and webhook deliveries taken. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, money, timestamptz, updatedAt, type LocalizedText } from "../db/columns.ts";

/** Payment methods offered at checkout: bank transfer always, PayPal and Revolut when enabled. */
export const paymentMethods = pgTable("payment_methods", {
  id: text("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
  currencies: text("currencies").array().notNull(),
  enabled: boolean("enabled").notNull().default(true),
  position: smallint("position").notNull().default(0),
  /** Buyer's country -> the currencies the method takes there; null: every country (migration 0052). */
  markets: jsonb("markets").$type<Record<string, string[]> | null>(),
  /** Smallest and largest amount per currency, in cents; null: no limit. */
  limits: jsonb("limits").$type<Record<string, { min: number | null; max: number | null }> | null>(),
});

/** Who takes a payment: one provider may offer several methods (Stripe: cards, BLIK, ...). */
export const PAYMENT_PROVIDERS = ["bank", "paypal", "revolut", "stripe", "demo"] as const;
export const PAYMENT_STATUSES = ["created", "approved", "completed", "cancelled", "failed"] as const;

/**
 * One payment attempt of an order through a provider (erp/payments). transactionToken is the
 * order's public id (the foreign key to orders comes with the orders table); providerRef is the
 * provider's id of the attempt (PayPal order id, Revolut order id, or the bank transfer reference).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionToken: text("transaction_token").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRef: text("provider_ref").notNull(),
    /** The method the buyer chose (contract PAYMENT_METHODS: blik, card, ...); the provider's own for one-method providers. */
    method: text("method").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    /** The provider's own word for the state, as last seen (e.g. PAYER_ACTION_REQUIRED, pending). */
    providerStatus: text("provider_status"),
    /** The last provider answer or webhook event, for support and reconciliation. */
    lastEvent: jsonb("last_event"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    index("payments_transaction_idx").on(t.transactionToken, t.createdAt),
    check("payments_status", sql`${t.status} IN ('created', 'approved', 'completed', 'cancelled', 'failed')`),
    check("payments_provider", sql`${t.provider} IN ('bank', 'paypal', 'revolut', 'stripe', 'demo')`),
    check("payments_amount_nonneg", sql`${t.amount} >= 0`),
  ],
);
/**
 * Webhook deliveries already taken (erp/payments/replays.ts, migration 0016): a replayed delivery
 * (the same PayPal transmission id, or the same signed Revolut timestamp and body) is not processed.
 */
export const webhookReplays = pgTable(
  "webhook_replays",
  {
    provider: text("provider").notNull(),
    /** PayPal's transmission id; for Revolut, sha256 of "{timestamp}.{raw body}". */
    replayKey: text("replay_key").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "webhook_replays_pk", columns: [t.provider, t.replayKey] }),
    index("webhook_replays_received_at_idx").on(t.receivedAt),
  ],
);

/**
 * The demo payment page's sessions (erp/payments/demo.ts, migration 0053, decision 0071): one per
 * attempt with the demo method, decided once by the visitor (open -> approved or declined).
 */
export const demoPaymentSessions = pgTable(
  "demo_payment_sessions",
  {
    id: text("id").primaryKey(),
    transactionToken: text("transaction_token").notNull(),
    orderNumber: text("order_number").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["open", "approved", "declined"] })
      .notNull()
      .default("open"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: createdAt(),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [check("demo_payment_sessions_status", sql`${t.status} IN ('open', 'approved', 'declined')`)],
);
