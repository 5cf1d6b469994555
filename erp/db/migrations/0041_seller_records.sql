-- Issue 38 item 3, decision 0057: the seller record is the ERP's data, no longer code. A company's
-- legal identity (name, legal form, registered office, register and VAT numbers, packaging register,
-- e-mails, phone) per company id, and each region's office (address, phone, e-mail, opening hours),
-- each as the contract's record (contract/seller.ts) in jsonb. The demo catalogue brings invented
-- ones (demo = true); a production start refuses without them (erp/ops/demo-guard.ts).
CREATE TABLE IF NOT EXISTS "seller_companies" (
  "id" text PRIMARY KEY NOT NULL,
  "record" jsonb NOT NULL,
  "demo" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "seller_companies_id" CHECK ("id" IN ('pl', 'nl')),
  CONSTRAINT "seller_companies_record_id" CHECK ("record" ->> 'id' = "id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_offices" (
  "region" text PRIMARY KEY NOT NULL,
  "record" jsonb NOT NULL,
  "demo" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "seller_offices_region" CHECK ("region" IN ('EU', 'UK', 'NL'))
);
--> statement-breakpoint
-- The shop keeps the seller record in its cache of guests' answers (GET /seller/{region}): a change
-- reaches every instance through the change log (migration 0032).
SELECT cache_log_table('seller_companies');
--> statement-breakpoint
SELECT cache_log_table('seller_offices');
