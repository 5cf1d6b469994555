-- A brand's airfreight lead time (decision 0044): the days from payment to delivery of parts flown
-- in from the manufacturer, and whether the airfreight is free. NULL days keep the specification's
-- "3-4 weeks" with possible extra costs (transactions.md section 9). The search index's card facts
-- follow a change of them, as of the airfreight flag (migration 0012).
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "airfreight_min_days" smallint;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "airfreight_max_days" smallint;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "airfreight_free" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_airfreight_days" CHECK (
	("airfreight_max_days" IS NULL AND "airfreight_min_days" IS NULL)
	OR ("airfreight_max_days" BETWEEN 1 AND 120 AND ("airfreight_min_days" IS NULL OR "airfreight_min_days" BETWEEN 1 AND "airfreight_max_days"))
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_brand_trade_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT i.id, true FROM items i JOIN changed_rows n ON n.id = i.brand_id JOIN old_rows o ON o.id = n.id
  WHERE (n.airfreight, n.airfreight_min_days, n.airfreight_max_days, n.airfreight_free)
    IS DISTINCT FROM (o.airfreight, o.airfreight_min_days, o.airfreight_max_days, o.airfreight_free);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A demo catalogue made before this migration gets the demo's lead times, as a new one gets them
-- from the seed (erp/seed/catalogue.ts AIRFREIGHT_TERMS).
UPDATE "brands" b SET "airfreight_min_days" = t.min_days, "airfreight_max_days" = t.max_days, "airfreight_free" = t.free
FROM (VALUES ('dba', 14, 21, true), ('xclutch', 14, 21, false), ('xoutback', 14, 21, false), ('acl', 23, 28, false),
	('pedders', NULL, 28, false)) AS t(id, min_days, max_days, free)
WHERE b.id = t.id AND EXISTS (SELECT 1 FROM "demo_catalogue");
