-- Original-equipment numbers (issue 39): the vehicle maker's numbers an item replaces, as printed on
-- the old part. The search index matches them as it matches part numbers, on the normalised form
-- (case, spaces, dashes, dots and slashes do not matter: normalizePartNumber), and lists the items
-- found by one as replacements; the product page's technical details list them as printed. Their
-- changes are logged for the index like the item's other catalogue facts (migration 0010).
CREATE TABLE IF NOT EXISTS "item_oe_numbers" (
  "item_id" integer NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
  "oe_number" text NOT NULL,
  "normalized" text NOT NULL,
  "position" smallint NOT NULL,
  PRIMARY KEY ("item_id", "normalized")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "item_oe_numbers_normalized_idx" ON "item_oe_numbers" ("normalized");
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_oe_numbers_search_log_insert" ON "item_oe_numbers";
--> statement-breakpoint
CREATE TRIGGER "item_oe_numbers_search_log_insert" AFTER INSERT ON "item_oe_numbers" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_oe_numbers_search_log_update" ON "item_oe_numbers";
--> statement-breakpoint
CREATE TRIGGER "item_oe_numbers_search_log_update" AFTER UPDATE ON "item_oe_numbers" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_oe_numbers_search_log_delete" ON "item_oe_numbers";
--> statement-breakpoint
CREATE TRIGGER "item_oe_numbers_search_log_delete" AFTER DELETE ON "item_oe_numbers" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
