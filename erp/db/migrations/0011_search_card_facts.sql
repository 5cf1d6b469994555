-- The search index also holds what an item card shows that changes only with the catalogue
-- (decision 0015): part number, name, url, manufacturer, group, brand, category, record type,
-- photos, and (through the search documents) the description. Their changes are logged too.
CREATE OR REPLACE FUNCTION search_log_item_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id)
  SELECT DISTINCT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.name, n.name_normalized, n.brand_id, n.urlcomponent, n.manufacturer, n.manufacturer_group_id, n.category, n.recordtype)
    IS DISTINCT FROM (o.name, o.name_normalized, o.brand_id, o.urlcomponent, o.manufacturer, o.manufacturer_group_id, o.category, o.recordtype);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_photos_search_log_insert" ON "item_photos";
--> statement-breakpoint
CREATE TRIGGER "item_photos_search_log_insert" AFTER INSERT ON "item_photos" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_photos_search_log_update" ON "item_photos";
--> statement-breakpoint
CREATE TRIGGER "item_photos_search_log_update" AFTER UPDATE ON "item_photos" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_photos_search_log_delete" ON "item_photos";
--> statement-breakpoint
CREATE TRIGGER "item_photos_search_log_delete" AFTER DELETE ON "item_photos" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_group_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id)
  SELECT i.id FROM items i JOIN changed_rows n ON n.id = i.manufacturer_group_id JOIN old_rows o ON o.id = n.id
  WHERE n.code IS DISTINCT FROM o.code;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "manufacturer_groups_search_log_update" ON "manufacturer_groups";
--> statement-breakpoint
CREATE TRIGGER "manufacturer_groups_search_log_update" AFTER UPDATE ON "manufacturer_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_group_updates();
