ALTER TABLE "carts" ADD COLUMN "shipcountry" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billcountry" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipzip" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shippingmethod" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "paymentmethod" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promocode" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "taxnumber" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "validtaxnumber" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "comment" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "sendtogether" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reqpayment" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipemail" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ship_address_id" uuid;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "bill_address_id" uuid;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_id" text;
--> statement-breakpoint
CREATE TABLE "cart_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL REFERENCES "carts"("id") ON DELETE CASCADE,
	"addressee" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cart_addresses_cart_idx" ON "cart_addresses" USING btree ("cart_id");
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL REFERENCES "shipping_zones"("id")
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"method_id" text NOT NULL REFERENCES "shipping_methods"("id"),
	"zone_id" text NOT NULL REFERENCES "shipping_zones"("id"),
	"currency" text NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	CONSTRAINT "shipping_rates_pkey" PRIMARY KEY ("method_id", "zone_id", "currency"),
	CONSTRAINT "shipping_rates_cost_nonneg" CHECK ("shipping_rates"."cost" >= 0),
	CONSTRAINT "shipping_rates_days" CHECK ("shipping_rates"."days_min" >= 0 AND "shipping_rates"."days_max" >= "shipping_rates"."days_min")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"currencies" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"amounts" jsonb,
	"min_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" IN ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."percent" > 0 AND "promo_codes"."percent" <= 100) OR ("promo_codes"."kind" = 'fixed' AND "promo_codes"."amounts" IS NOT NULL)),
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE SEQUENCE "order_number_seq";
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cart_id" uuid REFERENCES "carts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lang" text NOT NULL,
	"source" text NOT NULL,
	"customer" text NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pendingPayment' NOT NULL,
	"paymentstatus" text DEFAULT 'unpaid' NOT NULL,
	"paymentmethod" text NOT NULL,
	"shippingmethod" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"sendtogether" boolean NOT NULL,
	"reqpayment" boolean NOT NULL,
	"taxclass" text NOT NULL,
	"taxrate" numeric(5, 4) NOT NULL,
	"taxnumber" text,
	"promocode" text,
	"itemsamount" numeric(12, 2) NOT NULL,
	"discountamount" numeric(12, 2) NOT NULL,
	"shippingcost" numeric(12, 2) NOT NULL,
	"grossshippingcost" numeric(12, 2) NOT NULL,
	"taxamount" numeric(12, 2) NOT NULL,
	"grossamount" numeric(12, 2) NOT NULL,
	"backorderquantity" integer NOT NULL,
	"billaddressee" text NOT NULL,
	"billcompany" text DEFAULT '' NOT NULL,
	"billaddress" text NOT NULL,
	"billaddress2" text DEFAULT '' NOT NULL,
	"billzip" text NOT NULL,
	"billcity" text NOT NULL,
	"billcountry" text NOT NULL,
	"billphone" text DEFAULT '' NOT NULL,
	"shipaddressee" text NOT NULL,
	"shipcompany" text DEFAULT '' NOT NULL,
	"shipaddress" text NOT NULL,
	"shipaddress2" text DEFAULT '' NOT NULL,
	"shipzip" text NOT NULL,
	"shipcity" text NOT NULL,
	"shipcountry" text NOT NULL,
	"shipphone" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_id_token" CHECK ("orders"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "orders_paymentstatus" CHECK ("orders"."paymentstatus" IN ('unpaid', 'paid')),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."grossamount" >= 0 AND "orders"."itemsamount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_key" ON "orders" USING btree ("cart_id");
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"parent_line_id" uuid,
	"item_id" integer NOT NULL REFERENCES "items"("id"),
	"name" text NOT NULL,
	"displayname" text NOT NULL,
	"recordtype" text NOT NULL,
	"urlcomponent" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"baseprice" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"additionalservice" text,
	"kitcomponent" boolean DEFAULT false NOT NULL,
	"backorderquantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_pos" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"order_line_id" uuid NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"item_id" integer NOT NULL REFERENCES "items"("id"),
	"location_id" text NOT NULL REFERENCES "locations"("id"),
	"from_manufacturer_stock" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_reservations_quantity_pos" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
--> statement-breakpoint
INSERT INTO "shipping_methods" ("id", "carrier", "names", "descriptions", "position") VALUES
	('intl-standard', 'International parcel carrier', '{"en":"Parcel Standard","pl":"Kurier Standard","de":"Paket Standard"}', '{"en":"International parcel carrier, standard service","pl":"Międzynarodowy kurier, usługa standardowa","de":"Internationaler Paketdienst, Standardversand"}', 1),
	('intl-express', 'International parcel carrier', '{"en":"Parcel Express","pl":"Kurier Express","de":"Paket Express"}', '{"en":"International parcel carrier, express service","pl":"Międzynarodowy kurier, usługa ekspresowa","de":"Internationaler Paketdienst, Expressversand"}', 2),
	('parcel-economy', 'Second parcel carrier', '{"en":"Parcel Economy","pl":"Kurier Ekonomiczny","de":"Paket Economy"}', '{"en":"Second parcel carrier, economy road service","pl":"Drugi przewoźnik, usługa drogowa","de":"Zweiter Paketdienst, Straßenversand"}', 3),
	('pl-post', 'Polish national carrier', '{"en":"Polish Post parcel","pl":"Paczka pocztowa","de":"Polnische Post Paket"}', '{"en":"Polish national postal carrier, Poland only","pl":"Krajowy operator pocztowy, tylko Polska","de":"Polnische Nationalpost, nur Polen"}', 4);
--> statement-breakpoint
INSERT INTO "shipping_zones" ("id", "name") VALUES
	('PL', 'Poland'),
	('EU1', 'Neighbouring EU states'),
	('EU2', 'Central and western EU'),
	('EU3', 'Outer EU'),
	('EUR', 'Europe outside the EU'),
	('ISL', 'Islands and overseas');
--> statement-breakpoint
INSERT INTO "shipping_zone_countries" ("country", "zone_id") VALUES
	('PL', 'PL'),
	('DE', 'EU1'), ('CZ', 'EU1'), ('SK', 'EU1'),
	('AT', 'EU2'), ('BE', 'EU2'), ('NL', 'EU2'), ('LU', 'EU2'), ('DK', 'EU2'), ('FR', 'EU2'), ('HU', 'EU2'), ('SI', 'EU2'), ('LT', 'EU2'),
	('PT', 'EU3'), ('ES', 'EU3'), ('IT', 'EU3'), ('GR', 'EU3'), ('HR', 'EU3'), ('EE', 'EU3'), ('LV', 'EU3'), ('IE', 'EU3'), ('FI', 'EU3'), ('SE', 'EU3'), ('BG', 'EU3'), ('RO', 'EU3'), ('CY', 'EU3'), ('MT', 'EU3'),
	('NO', 'EUR'), ('CH', 'EUR'), ('GB', 'EUR'),
	('IC', 'ISL'), ('RE', 'ISL'), ('XA', 'ISL'), ('XM', 'ISL');
--> statement-breakpoint
INSERT INTO "shipping_rates" ("method_id", "zone_id", "currency", "cost", "days_min", "days_max") VALUES
	('intl-standard', 'PL', 'EUR', 6.00, 1, 1), ('intl-standard', 'PL', 'PLN', 25.00, 1, 1),
	('intl-express', 'PL', 'EUR', 10.00, 1, 1), ('intl-express', 'PL', 'PLN', 42.00, 1, 1),
	('parcel-economy', 'PL', 'EUR', 4.50, 1, 2), ('parcel-economy', 'PL', 'PLN', 19.00, 1, 2),
	('pl-post', 'PL', 'EUR', 3.50, 1, 3), ('pl-post', 'PL', 'PLN', 14.99, 1, 3),
	('intl-standard', 'EU1', 'EUR', 12.00, 2, 2), ('intl-standard', 'EU1', 'PLN', 51.00, 2, 2),
	('intl-express', 'EU1', 'EUR', 24.00, 1, 1), ('intl-express', 'EU1', 'PLN', 102.00, 1, 1),
	('parcel-economy', 'EU1', 'EUR', 10.00, 2, 3), ('parcel-economy', 'EU1', 'PLN', 42.50, 2, 3),
	('intl-standard', 'EU2', 'EUR', 15.00, 3, 4), ('intl-standard', 'EU2', 'PLN', 64.00, 3, 4),
	('intl-express', 'EU2', 'EUR', 29.00, 1, 2), ('intl-express', 'EU2', 'PLN', 123.00, 1, 2),
	('parcel-economy', 'EU2', 'EUR', 13.00, 3, 4), ('parcel-economy', 'EU2', 'PLN', 55.00, 3, 4),
	('intl-standard', 'EU3', 'EUR', 19.00, 4, 5), ('intl-standard', 'EU3', 'PLN', 81.00, 4, 5),
	('intl-express', 'EU3', 'EUR', 39.00, 2, 3), ('intl-express', 'EU3', 'PLN', 166.00, 2, 3),
	('parcel-economy', 'EU3', 'EUR', 17.00, 4, 6), ('parcel-economy', 'EU3', 'PLN', 72.00, 4, 6),
	('intl-standard', 'EUR', 'EUR', 29.00, 5, 5), ('intl-standard', 'EUR', 'PLN', 123.00, 5, 5),
	('intl-express', 'EUR', 'EUR', 55.00, 2, 3), ('intl-express', 'EUR', 'PLN', 234.00, 2, 3),
	('intl-standard', 'ISL', 'EUR', 45.00, 6, 10), ('intl-standard', 'ISL', 'PLN', 191.00, 6, 10);
--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "names", "descriptions", "currencies", "enabled", "position") VALUES
	('bank', '{"en":"Bank transfer","pl":"Przelew bankowy","de":"Banküberweisung"}', '{"en":"Pay by bank transfer; the order ships once the payment has arrived","pl":"Zapłać przelewem; zamówienie wyślemy po zaksięgowaniu wpłaty","de":"Zahlung per Überweisung; Versand nach Zahlungseingang"}', '{EUR,PLN}', true, 1),
	('paypal', '{"en":"PayPal","pl":"PayPal","de":"PayPal"}', '{"en":"Pay with your PayPal account on the order page","pl":"Zapłać kontem PayPal na stronie zamówienia","de":"Zahlung mit PayPal auf der Bestellseite"}', '{EUR,PLN}', true, 2),
	('revolut', '{"en":"Revolut Pay","pl":"Revolut Pay","de":"Revolut Pay"}', '{"en":"Pay with Revolut on the order page","pl":"Zapłać przez Revolut na stronie zamówienia","de":"Zahlung mit Revolut auf der Bestellseite"}', '{EUR,PLN}', true, 3);
