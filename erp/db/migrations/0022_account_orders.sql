-- The account's order history, shipments and the customer ledger (issue 20, decision 0029).
--
-- A customer's orders newest first, by account number (orders.customer): the history's index.
CREATE INDEX IF NOT EXISTS "orders_customer_created_idx" ON "orders" ("customer", "created_at" DESC, "number" DESC);
--> statement-breakpoint
-- Open orders of a customer (the order status report) without reading their closed ones.
CREATE INDEX IF NOT EXISTS "orders_customer_open_idx" ON "orders" ("customer", "created_at")
  WHERE "status" IN ('pendingPayment', 'pendingFulfillment', 'partiallyFulfilled');
--> statement-breakpoint
-- What left the warehouse: one shipment per dispatch, its lines, and the units shipped per order
-- line kept beside the line (the sum of its shipment lines) so the report reads one row per line.
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "shippedquantity" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_range"
  CHECK ("shippedquantity" >= 0 AND "shippedquantity" <= "quantity");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shipments" (
  "id" bigserial PRIMARY KEY,
  "order_id" text NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_order_idx" ON "shipments" ("order_id", "shipped_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shipment_lines" (
  "shipment_id" bigint NOT NULL REFERENCES "shipments" ("id") ON DELETE CASCADE,
  "order_line_id" uuid NOT NULL REFERENCES "order_lines" ("id") ON DELETE CASCADE,
  "quantity" integer NOT NULL,
  PRIMARY KEY ("shipment_id", "order_line_id"),
  CONSTRAINT "shipment_lines_quantity_pos" CHECK ("quantity" > 0)
);
--> statement-breakpoint
-- The customer ledger: what a customer owes and has paid, one signed amount per entry in the
-- order's currency (positive: owed by the customer; negative: in their favour). Written by the
-- ERP when an order is invoiced (placed on invoice terms, or paid in advance), when it is paid
-- and when an invoice is cancelled by a credit note; one entry of each kind per order.
CREATE TABLE IF NOT EXISTS "customer_ledger" (
  "id" bigserial PRIMARY KEY,
  "customer" text NOT NULL,
  "currency" text NOT NULL,
  "kind" text NOT NULL,
  "order_id" text NOT NULL REFERENCES "orders" ("id"),
  "document" text NOT NULL,
  "posted_at" timestamp with time zone NOT NULL,
  "due_date" date,
  "amount_cents" bigint NOT NULL,
  CONSTRAINT "customer_ledger_kind" CHECK ("kind" IN ('invoice', 'payment', 'credit')),
  CONSTRAINT "customer_ledger_sign" CHECK (("kind" = 'invoice' AND "amount_cents" >= 0)
    OR ("kind" IN ('payment', 'credit') AND "amount_cents" <= 0)),
  CONSTRAINT "customer_ledger_currency" CHECK ("currency" IN ('EUR', 'PLN')),
  CONSTRAINT "customer_ledger_due" CHECK ("due_date" IS NULL OR "kind" = 'invoice')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_ledger_once_idx" ON "customer_ledger" ("order_id", "kind");
--> statement-breakpoint
-- A page of one currency, and the balance before it, read from the index alone.
CREATE INDEX IF NOT EXISTS "customer_ledger_customer_idx"
  ON "customer_ledger" ("customer", "currency", "posted_at", "id") INCLUDE ("amount_cents");
--> statement-breakpoint
-- The ledger of the orders placed before it: an invoice-terms customer's orders (not cancelled)
-- are invoiced when placed, due after the customer's days; a prepaid order is invoiced when it
-- was paid; every paid order has its payment.
INSERT INTO "customer_ledger" ("customer", "currency", "kind", "order_id", "document", "posted_at", "due_date", "amount_cents")
SELECT o."customer", o."currency", 'invoice', o."id", o."number",
  CASE WHEN c."credit_terms" = 'invoice' THEN o."created_at" ELSE o."paid_at" END,
  CASE WHEN c."credit_terms" = 'invoice' THEN (o."created_at" AT TIME ZONE 'UTC')::date + c."due_days" END,
  round(o."grossamount" * 100)::bigint
FROM "orders" o JOIN "customers" c ON c."number" = o."customer"
WHERE (c."credit_terms" = 'invoice' AND o."status" <> 'cancelled') OR o."paid_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "customer_ledger" ("customer", "currency", "kind", "order_id", "document", "posted_at", "amount_cents")
SELECT o."customer", o."currency", 'payment', o."id", o."number", o."paid_at", -round(o."grossamount" * 100)::bigint
FROM "orders" o JOIN "customers" c ON c."number" = o."customer"
WHERE o."paid_at" IS NOT NULL
ON CONFLICT DO NOTHING;
