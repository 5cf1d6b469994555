-- Issue 38 item 3: the office's customers. A credit limit in cents of the account's currency: an
-- order on account that would take the customer's open balance (the ledger's sum) over it is
-- refused at checkout. NULL: no limit.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "credit_limit_cents" bigint;
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_credit_limit";
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_limit" CHECK ("credit_limit_cents" IS NULL OR "credit_limit_cents" >= 0);
--> statement-breakpoint
-- The office's list is ordered by number and filtered by status.
CREATE INDEX IF NOT EXISTS "customers_status_number_idx" ON "customers" ("status", "number");
