-- Applications for a trade account (issue 20 item 6): the applicant is a customer with status
-- 'applicant' (customers, 0020); what the dealer enquiry asks besides the account's own fields is
-- kept here, one row per application. An application with an e-mail that already belongs to a
-- customer creates no second account: it is kept against that customer, marked `existing`.
CREATE TABLE IF NOT EXISTS "customer_applications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "applying_as" text NOT NULL,
  "existing" boolean NOT NULL DEFAULT false,
  "source" text NOT NULL,
  "details" jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "customer_applications_as" CHECK ("applying_as" IN ('customer', 'dealer', 'distributor'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_applications_customer_idx" ON "customer_applications" ("customer_id", "created_at");
--> statement-breakpoint
-- The price-list export reads the catalogue in brand, part number order, in keyset pages.
CREATE INDEX IF NOT EXISTS "items_brand_name_idx" ON "items" ("brand_id", "name", "id");
