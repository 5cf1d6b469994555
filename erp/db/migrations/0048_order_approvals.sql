-- Spending limits and approvals (issue 41 item 2). A buyer may have a limit per order and per
-- calendar month (cents of the company's currency; null: none); a company may have every buyer's
-- order approved. An order over a limit is placed as pendingApproval: its stock is held until
-- hold_until (3 working days), and one of the company's admins approves it (it goes on as any
-- order) or rejects it with a note (cancelled, stock released); unanswered by then, it expires
-- the same way.
ALTER TABLE "customer_people" ADD COLUMN IF NOT EXISTS "order_limit_cents" bigint;
--> statement-breakpoint
ALTER TABLE "customer_people" ADD COLUMN IF NOT EXISTS "month_limit_cents" bigint;
--> statement-breakpoint
ALTER TABLE "customer_people" ADD CONSTRAINT "customer_people_limits_positive"
  CHECK (("order_limit_cents" IS NULL OR "order_limit_cents" > 0) AND ("month_limit_cents" IS NULL OR "month_limit_cents" > 0));
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "approval_required" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_approvals" (
  "order_id" text PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  -- Why the order needs approval: order-limit, month-limit, company-rule, other-currency.
  "reasons" text[] NOT NULL,
  "hold_until" timestamp with time zone NOT NULL,
  "decision" text,
  "decided_at" timestamp with time zone,
  -- The admin who decided (null for an expiry, or once that person's record is gone).
  "decided_by" uuid REFERENCES "customer_people"("id") ON DELETE SET NULL,
  "note" text,
  CONSTRAINT "order_approvals_decision" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'rejected', 'expired')),
  CONSTRAINT "order_approvals_decided" CHECK (("decision" IS NULL) = ("decided_at" IS NULL))
);
--> statement-breakpoint
-- The housekeeping's walk over approvals whose hold has run out.
CREATE INDEX IF NOT EXISTS "order_approvals_open_hold_idx" ON "order_approvals" ("hold_until") WHERE "decision" IS NULL;
--> statement-breakpoint
-- A buyer's spending this month: their orders by time (issue 41's monthly limit).
CREATE INDEX IF NOT EXISTS "orders_person_created_idx" ON "orders" ("person_id", "created_at") WHERE "person_id" IS NOT NULL;
