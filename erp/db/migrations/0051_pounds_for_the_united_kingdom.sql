-- Pounds for the United Kingdom (issue 42 part 2, decision 0069): GBP is a third currency beside
-- EUR and PLN, sold on the UK source, whose price list carries GBP prices. A customer, a ledger
-- entry and a bank account may be in GBP; every shipping zone has its costs in GBP (a UK buyer may
-- send parcels anywhere the shop ships); PayPal and Revolut take GBP, bank transfer is offered in
-- GBP where the seller has a GBP account, and an order on account may be in GBP. A rate or method
-- the distributor already set is left alone.
ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_currency";
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_currency" CHECK ("currency" IN ('EUR', 'PLN', 'GBP'));
--> statement-breakpoint
ALTER TABLE "customer_ledger" DROP CONSTRAINT IF EXISTS "customer_ledger_currency";
--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_currency" CHECK ("currency" IN ('EUR', 'PLN', 'GBP'));
--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT IF EXISTS "bank_accounts_currency";
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency" CHECK ("currency" IN ('EUR', 'PLN', 'GBP'));
--> statement-breakpoint
-- Net costs in pounds, the same services and delivery times as in EUR and PLN.
INSERT INTO "shipping_rates" ("method_id", "zone_id", "currency", "cost", "days_min", "days_max") VALUES
	('intl-standard', 'GB', 'GBP', 7.80, 1, 2), ('intl-express', 'GB', 'GBP', 15.50, 1, 1),
	('parcel-economy', 'GB', 'GBP', 6.50, 2, 3),
	('intl-standard', 'PL', 'GBP', 5.20, 1, 1), ('intl-express', 'PL', 'GBP', 8.60, 1, 1),
	('parcel-economy', 'PL', 'GBP', 3.90, 1, 2), ('pl-post', 'PL', 'GBP', 2.99, 1, 3),
	('intl-standard', 'EU1', 'GBP', 10.40, 2, 2), ('intl-express', 'EU1', 'GBP', 20.80, 1, 1),
	('parcel-economy', 'EU1', 'GBP', 8.60, 2, 3),
	('intl-standard', 'EU2', 'GBP', 12.90, 3, 4), ('intl-express', 'EU2', 'GBP', 24.90, 1, 2),
	('parcel-economy', 'EU2', 'GBP', 11.20, 3, 4),
	('intl-standard', 'EU3', 'GBP', 16.40, 4, 5), ('intl-express', 'EU3', 'GBP', 33.50, 2, 3),
	('parcel-economy', 'EU3', 'GBP', 14.60, 4, 6),
	('intl-standard', 'EUR', 'GBP', 24.90, 5, 5), ('intl-express', 'EUR', 'GBP', 47.50, 2, 3),
	('intl-standard', 'ISL', 'GBP', 38.70, 6, 10)
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- PayPal and Revolut Pay both settle in GBP; bank transfer still needs the seller's GBP account
-- (bank_accounts), and on account a customer's invoice terms.
UPDATE "payment_methods" SET "currencies" = array_append("currencies", 'GBP')
	WHERE "id" IN ('bank', 'paypal', 'revolut', 'invoice') AND NOT ('GBP' = ANY("currencies"));
--> statement-breakpoint
-- The demo catalogue's GBP account of the Polish company, which sells to the UK region
-- (erp/seed/demo-accounts.ts): only for a database holding the demo catalogue, flagged demo, so
-- production refuses to start with it (decision 0026).
INSERT INTO "bank_accounts" ("seller", "currency", "holder", "bank_name", "bic", "iban", "demo")
	SELECT 'pl', 'GBP', '4x4 Performance Parts sp. z o.o.', 'Demo Bank plc', 'DEMOGB2LXXX', 'GB42DEMO99999912345678', true
	WHERE EXISTS (SELECT 1 FROM "demo_catalogue")
	ON CONFLICT DO NOTHING;
