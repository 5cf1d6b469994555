-- Product safety (GPSR, Regulation (EU) 2023/988, art. 19): every offer names the manufacturer with
-- its postal and electronic address, the EU responsible person for a manufacturer outside the EU,
-- and the warnings. The data is the brand's; the brands row is joined by every item read already,
-- so the product page gets it without another lookup. Nullable: a database seeded before has no
-- data until the distributor enters the manufacturers' registered addresses.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_name" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_street" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_postcode" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_city" text;
--> statement-breakpoint
-- ISO 3166-1 alpha-2 code.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_country" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_email" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "manufacturer_url" text;
--> statement-breakpoint
-- The EU responsible person as the id of a seller company (contract/seller.ts): the company's
-- name and address live there once, not copied here.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "responsible_person" text;
--> statement-breakpoint
-- Warnings and safety information for every part of the brand: {"en": [...], "pl": [...], "de": [...]}.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "safety_warnings" jsonb NOT NULL DEFAULT '{"en": [], "pl": [], "de": []}';
--> statement-breakpoint
-- A manufacturer is named with its whole address or not at all; one outside the EU has its EU
-- responsible person (the web address is optional: the e-mail is the electronic address).
ALTER TABLE "brands" DROP CONSTRAINT IF EXISTS "brands_manufacturer_complete";
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_complete" CHECK (num_nulls("manufacturer_name",
  "manufacturer_street", "manufacturer_postcode", "manufacturer_city", "manufacturer_country", "manufacturer_email") IN (0, 6));
--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT IF EXISTS "brands_responsible_person";
--> statement-breakpoint
-- CASE rather than OR: a NULL operand would let the check pass.
ALTER TABLE "brands" ADD CONSTRAINT "brands_responsible_person" CHECK (CASE WHEN "responsible_person" IS NULL
  THEN "manufacturer_country" IS NULL OR "manufacturer_country" IN ('AT','BE','BG','HR','CY','CZ','DK','EE','FI','FR',
    'DE','GR','HU','IE','IT','LV','LT','LU','MT','NL','PL','PT','RO','SK','SI','ES','SE')
  ELSE "responsible_person" IN ('pl', 'nl') AND "manufacturer_name" IS NOT NULL END);
--> statement-breakpoint
-- Warnings of one part beyond its brand's, in the same shape; they add to the brand's list (an item
-- cannot be safer than its brand says, so there is nothing to replace). Read by the item's own row.
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "safety_warnings" jsonb;
