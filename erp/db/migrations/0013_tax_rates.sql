-- VAT by rule (decision 0020): each country's standard rate with the day it takes effect. A rate
-- change is a new row with its first day; the ERP reads the table (erp/tax/rates.ts). XA and XM
-- are the Azores and Madeira, which have rates of their own. Countries outside the EU's VAT area
-- need no row: goods leaving it are exports at 0%.
CREATE TABLE IF NOT EXISTS "tax_rates" (
  "country" text NOT NULL,
  "valid_from" date NOT NULL,
  "rate" numeric(5, 2) NOT NULL CHECK ("rate" >= 0 AND "rate" < 100),
  "source" text NOT NULL,
  PRIMARY KEY ("country", "valid_from")
);
--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "valid_from", "rate", "source") VALUES
  ('AT', '2024-01-01', 20.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('BE', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('BG', '2024-01-01', 20.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('HR', '2024-01-01', 25.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('CY', '2024-01-01', 19.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('CZ', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('DK', '2024-01-01', 25.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('EE', '2024-01-01', 22.00, 'Estonian Tax and Customs Board: 22% from 1 January 2024'),
  ('EE', '2025-07-01', 24.00, 'Estonian Tax and Customs Board: 24% from 1 July 2025'),
  ('FI', '2024-01-01', 24.00, 'Finnish Tax Administration: 24% until 31 August 2024'),
  ('FI', '2024-09-01', 25.50, 'Finnish Tax Administration: 25.5% from 1 September 2024'),
  ('FR', '2024-01-01', 20.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('DE', '2024-01-01', 19.00, 'European Commission, VAT rates applied in the Member States (2025); UStG section 12(1)'),
  ('GR', '2024-01-01', 24.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('HU', '2024-01-01', 27.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('IE', '2024-01-01', 23.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('IT', '2024-01-01', 22.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('LV', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('LT', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('LU', '2024-01-01', 17.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('MT', '2024-01-01', 18.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('NL', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('PL', '2024-01-01', 23.00, 'European Commission, VAT rates applied in the Member States (2025); ustawa o podatku od towarów i usług'),
  ('PT', '2024-01-01', 23.00, 'European Commission, VAT rates applied in the Member States (2025): mainland'),
  ('XA', '2024-01-01', 16.00, 'European Commission, VAT rates applied in the Member States (2025): Azores'),
  ('XM', '2024-01-01', 22.00, 'European Commission, VAT rates applied in the Member States (2025): Madeira'),
  ('RO', '2024-01-01', 19.00, 'Romanian tax administration (ANAF): 19% until 31 July 2025'),
  ('RO', '2025-08-01', 21.00, 'Romanian tax administration (ANAF): 21% from 1 August 2025'),
  ('SK', '2024-01-01', 20.00, 'Slovak Financial Administration: 20% until 31 December 2024'),
  ('SK', '2025-01-01', 23.00, 'Slovak Financial Administration: 23% from 1 January 2025'),
  ('SI', '2024-01-01', 22.00, 'European Commission, VAT rates applied in the Member States (2025)'),
  ('ES', '2024-01-01', 21.00, 'European Commission, VAT rates applied in the Member States (2025): mainland and Balearics'),
  ('SE', '2024-01-01', 25.00, 'European Commission, VAT rates applied in the Member States (2025)')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What VIES said about a basket's VAT number ('valid', 'invalid', 'unavailable'), and its consultation number.
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "vatcheck" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "viesrequest" text;
--> statement-breakpoint
-- An order keeps how VAT applied to it, whose rate, and the VIES consultation number of a 0% sale.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "taxtreatment" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "taxcountry" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "viesrequest" text;
--> statement-breakpoint
-- Orders placed before: VAT was the seller's rate, or 0% for a business abroad or an export.
UPDATE "orders" SET
  "taxtreatment" = CASE
    WHEN "taxclass" = 'standard' THEN 'domestic'
    WHEN "shipcountry" IN ('AT','BE','BG','HR','CY','CZ','DK','EE','FI','FR','DE','GR','HU','IE','IT','LV','LT','LU',
      'MT','NL','PL','PT','RO','SK','SI','ES','SE','XA','XM') THEN 'intra-community'
    ELSE 'export' END,
  "taxcountry" = CASE WHEN "taxclass" = 'standard' THEN (CASE WHEN "region" = 'NL' THEN 'NL' ELSE 'PL' END) ELSE "shipcountry" END
WHERE "taxtreatment" IS NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "taxtreatment" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "taxcountry" SET NOT NULL;
