-- Bank accounts are the ERP's data (decision 0026): one account per seller company and currency,
-- set by the office with `npm run bank`. `demo` marks the invented accounts of the demo catalogue.
CREATE TABLE IF NOT EXISTS "bank_accounts" (
	"seller" text NOT NULL,
	"currency" text NOT NULL,
	"holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"bic" text NOT NULL,
	"iban" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_pk" PRIMARY KEY ("seller", "currency"),
	CONSTRAINT "bank_accounts_seller" CHECK ("seller" IN ('pl', 'nl')),
	CONSTRAINT "bank_accounts_currency" CHECK ("currency" IN ('EUR', 'PLN'))
);
--> statement-breakpoint
-- One row when this database holds the demo catalogue (written by the demo loader).
CREATE TABLE IF NOT EXISTS "demo_catalogue" (
	"id" boolean DEFAULT true NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_catalogue_pk" PRIMARY KEY ("id"),
	CONSTRAINT "demo_catalogue_one_row" CHECK ("id")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Backfill: a database that already holds the demo catalogue (its fixture item dba4137s, DEMO_FIXTURES.inStock)
-- gets the marker.
INSERT INTO "demo_catalogue" ("id") SELECT true WHERE EXISTS (SELECT 1 FROM "items" WHERE "urlcomponent" = 'dba4137s')
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The demo promo codes were only ever written by the demo loader (erp/seed/load.ts DEMO_PROMO_CODES).
UPDATE "promo_codes" SET "demo" = true WHERE "code" IN ('WELCOME10', 'SAVE20', 'XMAS15', 'SUMMER25', 'EURO5');
--> statement-breakpoint
-- The demo catalogue's bank accounts (erp/seed/demo-accounts.ts), which were constants of contract/seller.ts
-- before: only for a database holding the demo catalogue, so a demo keeps offering bank transfer.
INSERT INTO "bank_accounts" ("seller", "currency", "holder", "bank_name", "bic", "iban", "demo")
	SELECT v.seller, v.currency, v.holder, v.bank_name, v.bic, v.iban, true
	FROM (VALUES
		('pl', 'EUR', '4x4 Performance Parts sp. z o.o.', 'Demo Bank S.A.', 'DEMOPLPWXXX', 'PL71999900001000000000000978'),
		('pl', 'PLN', '4x4 Performance Parts sp. z o.o.', 'Demo Bank S.A.', 'DEMOPLPWXXX', 'PL76999900001000000000000985'),
		('nl', 'EUR', '4x4 Performance Parts Europe B.V.', 'Demo Bank N.V.', 'DEMONL2AXXX', 'NL62DEMO0417164423'),
		('nl', 'PLN', '4x4 Performance Parts Europe B.V.', 'Demo Bank N.V.', 'DEMONL2AXXX', 'PL42999900001000000000001985')
	) AS v (seller, currency, holder, bank_name, bic, iban)
	WHERE EXISTS (SELECT 1 FROM "demo_catalogue")
	ON CONFLICT DO NOTHING;
