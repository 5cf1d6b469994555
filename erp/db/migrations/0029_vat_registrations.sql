-- The seller's VAT registrations outside the EU (decision 0039): a company registered for VAT in a
-- country outside the EU's VAT area charges that country's VAT on its sales there, instead of
-- selling as an export at 0%. No row here: a registration is the distributor's own fact, recorded
-- with `npm run tax -- register` (the demo catalogue records one for its invented company).
-- "seller" is the selling company's country (PL for the Polish company, NL for the Dutch B.V.).
CREATE TABLE IF NOT EXISTS "vat_registrations" (
	"seller" text NOT NULL,
	"country" text NOT NULL,
	"vatnumber" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vat_registrations_pk" PRIMARY KEY ("seller", "country", "valid_from"),
	CONSTRAINT "vat_registrations_period" CHECK ("valid_to" IS NULL OR "valid_to" >= "valid_from")
);
--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "valid_from", "rate", "source") VALUES
	('GB', '2011-01-04', 20.00, 'HMRC, VAT rates (standard rate 20% since 4 January 2011, VAT Act 1994 s. 2)')
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "taxregistration" text;
--> statement-breakpoint
-- A demo catalogue made before this migration gets the demo's invented registration too (as a new
-- one gets it from the seed), so the demo behaves the same whenever it was created.
INSERT INTO "vat_registrations" ("seller", "country", "vatnumber", "valid_from", "demo")
	SELECT 'PL', 'GB', 'GB999999999', '2021-01-01', true WHERE EXISTS (SELECT 1 FROM "demo_catalogue")
	ON CONFLICT DO NOTHING;
