-- Delivery facts from one place (issue 23 item 4, decision 0032). The shipping methods name the
-- carriers the distributor ships with (until now placeholders such as "Second parcel carrier"),
-- and the same-day dispatch cut-off becomes the ERP's data: the product page, the home banner,
-- the FAQ, the shipping page and the checkout all quote this one row. A carrier the distributor has
-- already renamed is left alone.
UPDATE "shipping_methods" SET "carrier" = 'DPD',
	"descriptions" = '{"en":"DPD Classic, door-to-door parcel service","pl":"DPD Classic, przesyłka kurierska od drzwi do drzwi","de":"DPD Classic, Paketzustellung bis an die Haustür"}'
	WHERE "id" = 'intl-standard' AND "carrier" = 'International parcel carrier';
--> statement-breakpoint
UPDATE "shipping_methods" SET "carrier" = 'DHL Express',
	"descriptions" = '{"en":"DHL Express, express parcel service","pl":"DHL Express, przesyłka ekspresowa","de":"DHL Express, Expressversand"}'
	WHERE "id" = 'intl-express' AND "carrier" = 'International parcel carrier';
--> statement-breakpoint
UPDATE "shipping_methods" SET "carrier" = 'GLS',
	"descriptions" = '{"en":"GLS, economy road service","pl":"GLS, ekonomiczna przesyłka drogowa","de":"GLS, günstiger Straßenversand"}'
	WHERE "id" = 'parcel-economy' AND "carrier" = 'Second parcel carrier';
--> statement-breakpoint
UPDATE "shipping_methods" SET "carrier" = 'Poczta Polska',
	"descriptions" = '{"en":"Poczta Polska parcel, Poland only","pl":"Paczka Poczty Polskiej, tylko w Polsce","de":"Paket der Poczta Polska, nur innerhalb Polens"}'
	WHERE "id" = 'pl-post' AND "carrier" = 'Polish national carrier';
--> statement-breakpoint
-- One row: orders paid by `cutoff` (local time in `time_zone`) on a working day leave the same day.
CREATE TABLE IF NOT EXISTS "dispatch_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cutoff" time NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "dispatch_settings_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "dispatch_settings" ("id", "cutoff", "time_zone") VALUES (true, '13:00', 'Europe/Warsaw')
	ON CONFLICT ("id") DO NOTHING;
