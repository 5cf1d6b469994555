-- Catalogue drill-down: stock clearance lists only deadstock items; vehicle filters narrow by
-- make and model first and need the item of each application row without a heap visit.
CREATE INDEX IF NOT EXISTS "items_deadstock_idx" ON "items" ("id") WHERE "deadstock";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_make_model_item_idx" ON "applications" ("make", "model", "item_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_category_idx" ON "items" ("category");
