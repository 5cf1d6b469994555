-- The United Kingdom as a shipping destination (issue 22 item 1, decision 0034). Great Britain
-- gets a zone of its own: it is served from the Birmingham warehouse, so its delivery times are
-- those of a parcel inside the UK (an order is still an export from the EU at 0%, as the
-- specification's zero class says; the buyer pays import VAT and duties on delivery).
-- Northern Ireland (XI) stays in the EU's VAT area for goods (Windsor Framework): it is shipped
-- from Toruń like Ireland, and a consumer there pays the UK's rate through the One-Stop Shop.
-- A zone or rate the distributor already set is left alone.
INSERT INTO "shipping_zones" ("id", "name") VALUES ('GB', 'Great Britain (from the Birmingham warehouse)')
	ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "shipping_zone_countries" SET "zone_id" = 'GB' WHERE "country" = 'GB' AND "zone_id" = 'EUR';
--> statement-breakpoint
INSERT INTO "shipping_zone_countries" ("country", "zone_id") VALUES ('GB', 'GB'), ('XI', 'EU3')
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "shipping_rates" ("method_id", "zone_id", "currency", "cost", "days_min", "days_max") VALUES
	('intl-standard', 'GB', 'EUR', 9.00, 1, 2), ('intl-standard', 'GB', 'PLN', 38.00, 1, 2),
	('intl-express', 'GB', 'EUR', 18.00, 1, 1), ('intl-express', 'GB', 'PLN', 77.00, 1, 1),
	('parcel-economy', 'GB', 'EUR', 7.50, 2, 3), ('parcel-economy', 'GB', 'PLN', 32.00, 2, 3)
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "valid_from", "rate", "source") VALUES
	('XI', '2021-01-01', 20.00, 'HMRC, VAT rates (standard rate 20%, VAT Act 1994 s. 2); Windsor Framework art. 8: Northern Ireland in the EU VAT area for goods')
	ON CONFLICT DO NOTHING;
