-- Quantity rules and volume prices (issue 41 item 5). An item may be sold from a minimum, up to a
-- maximum per order and in steps of an increment (pads per axle set, filters in boxes of 12): a
-- quantity must be a multiple of the increment between the two. The minimum and the maximum are
-- multiples of the increment themselves, so the rule always has a quantity that keeps it.
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "order_minimum" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "order_maximum" integer;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "order_increment" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_quantity_rule" CHECK (
  "order_increment" BETWEEN 1 AND 10000 AND "order_minimum" BETWEEN 1 AND 100000
  AND "order_minimum" % "order_increment" = 0
  AND ("order_maximum" IS NULL OR ("order_maximum" >= "order_minimum" AND "order_maximum" <= 100000
    AND "order_maximum" % "order_increment" = 0)));
--> statement-breakpoint
-- Volume tiers of a customer's price level: from `from_quantity` units of a line the level's
-- discount is `discount_bp` instead (the highest tier reached applies).
CREATE TABLE IF NOT EXISTS "customer_price_level_tiers" (
  "level_id" uuid NOT NULL REFERENCES "customer_price_levels"("id") ON DELETE CASCADE,
  "from_quantity" integer NOT NULL,
  "discount_bp" integer NOT NULL,
  PRIMARY KEY ("level_id", "from_quantity"),
  CONSTRAINT "customer_price_level_tiers_from" CHECK ("from_quantity" BETWEEN 2 AND 100000),
  CONSTRAINT "customer_price_level_tiers_discount" CHECK ("discount_bp" BETWEEN 1 AND 9000)
);
