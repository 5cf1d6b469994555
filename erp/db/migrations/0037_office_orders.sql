-- Issue 38 item 3: the office's orders. A shipment records its carrier and tracking number; the
-- office books bank transfers (also partial ones) and refunds in order_payments, each with its
-- ledger entry; the list filters, searches and pages 100,000 orders from indexes.

-- The carrier (contract/carriers.ts) and the tracking number, both or neither (a shipment recorded
-- before this migration has neither).
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "carrier" text;
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT IF EXISTS "shipments_tracking";
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tracking" CHECK (
  ("carrier" IS NULL AND "tracking_number" IS NULL)
  OR ("carrier" IN ('dpd', 'dhl', 'gls', 'poczta-polska', 'ups', 'royal-mail', 'parcelforce')
      AND "tracking_number" ~ '^[A-Z0-9]{1,40}$'));
--> statement-breakpoint

-- Some of the total received: partially paid.
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_paymentstatus";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paymentstatus" CHECK ("paymentstatus" IN ('unpaid', 'partiallyPaid', 'paid'));
--> statement-breakpoint

-- Money the office booked for an order: a bank transfer received, or money paid back.
CREATE TABLE IF NOT EXISTS "order_payments" (
  "id" bigserial PRIMARY KEY,
  "order_id" text NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "reference" text NOT NULL,
  "booked_at" timestamp with time zone NOT NULL,
  "booked_by" text NOT NULL,
  CONSTRAINT "order_payments_kind" CHECK ("kind" IN ('payment', 'refund')),
  CONSTRAINT "order_payments_amount_pos" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_payments_order_idx" ON "order_payments" ("order_id", "id");
--> statement-breakpoint

-- The ledger takes several payments of one order (each booked transfer) and refunds: `entry` tells
-- the repeated entries of one kind apart ('' for the one-per-order invoice, credit note and the
-- payment of a whole order; 'office:<order_payments.id>' for a booked transfer or refund).
ALTER TABLE "customer_ledger" ADD COLUMN IF NOT EXISTS "entry" text NOT NULL DEFAULT '';
--> statement-breakpoint
DROP INDEX IF EXISTS "customer_ledger_once_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_ledger_once_idx" ON "customer_ledger" ("order_id", "kind", "entry");
--> statement-breakpoint
ALTER TABLE "customer_ledger" DROP CONSTRAINT IF EXISTS "customer_ledger_kind";
--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_kind" CHECK ("kind" IN ('invoice', 'payment', 'credit', 'refund'));
--> statement-breakpoint
ALTER TABLE "customer_ledger" DROP CONSTRAINT IF EXISTS "customer_ledger_sign";
--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_sign" CHECK (
  ("kind" IN ('invoice', 'refund') AND "amount_cents" >= 0)
  OR ("kind" IN ('payment', 'credit') AND "amount_cents" <= 0));
--> statement-breakpoint

-- The office's list: newest first (the keyset), and its search by number, e-mail or name
-- (trigrams: a part of any of them; erp/orders/office-list.ts uses the same expression).
CREATE INDEX IF NOT EXISTS "orders_created_number_idx" ON "orders" ("created_at" DESC, "number" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (
  (lower("number" || ' ' || "email" || ' ' || "billaddressee" || ' ' || "billcompany" || ' ' || "shipaddressee")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_paymentstatus_created_idx" ON "orders" ("paymentstatus", "created_at" DESC);
--> statement-breakpoint

-- The mails of one order (the office's order page): those whose payload names it.
CREATE INDEX IF NOT EXISTS "mail_outbox_order_idx" ON "mail_outbox" ((payload ->> 'order_id'))
  WHERE payload ? 'order_id';
