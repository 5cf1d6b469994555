-- The search index also keeps the item cards' trade facts it has served (flags, price and price
-- history per list and currency, stock, deliveries; decision 0017), so their changes are logged
-- too, marked `trade`: such a change only drops the item's kept facts, it does not make the index
-- read the item's catalogue data again. One trigger function logs the items of the changed rows
-- of any table with an item_id column.
ALTER TABLE "search_changes" ADD COLUMN IF NOT EXISTS "trade" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_trade_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade) SELECT DISTINCT item_id, true FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that moves a row to another item (never done, but allowed) changes both items.
CREATE OR REPLACE FUNCTION search_log_trade_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT item_id, true FROM changed_rows UNION SELECT item_id, true FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['prices', 'price_history', 'stock', 'deliveries'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_log_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_log_trade_changes()', t || '_search_log_insert', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_log_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_log_trade_updates()', t || '_search_log_update', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_log_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_log_trade_changes()', t || '_search_log_delete', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- An item's own trade columns are logged by the trigger that logs its catalogue columns (0011), in
-- the same pass over the statement's rows: marked trade when only they changed (a catalogue change
-- drops the trade facts too).
CREATE OR REPLACE FUNCTION search_log_item_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT id, NOT catalogue FROM (
    SELECT DISTINCT n.id,
      (n.name, n.name_normalized, n.brand_id, n.urlcomponent, n.manufacturer, n.manufacturer_group_id, n.category, n.recordtype)
        IS DISTINCT FROM (o.name, o.name_normalized, o.brand_id, o.urlcomponent, o.manufacturer, o.manufacturer_group_id, o.category, o.recordtype) AS catalogue,
      (n.deadstock, n.specialbackorder, n.manufacturerstock) IS DISTINCT FROM (o.deadstock, o.specialbackorder, o.manufacturerstock) AS trade
    FROM changed_rows n JOIN old_rows o ON o.id = n.id
  ) changed
  WHERE catalogue OR trade;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A brand's airfreight flag is on every card of the brand.
CREATE OR REPLACE FUNCTION search_log_brand_trade_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT i.id, true FROM items i JOIN changed_rows n ON n.id = i.brand_id JOIN old_rows o ON o.id = n.id
  WHERE n.airfreight IS DISTINCT FROM o.airfreight;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "brands_search_log_trade_update" ON "brands";
--> statement-breakpoint
CREATE TRIGGER "brands_search_log_trade_update" AFTER UPDATE ON "brands" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_brand_trade_updates();
--> statement-breakpoint
-- A location's kind (warehouse or dropship) decides how the stock held there is shown.
CREATE OR REPLACE FUNCTION search_log_location_trade_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT DISTINCT s.item_id, true FROM stock s JOIN changed_rows n ON n.id = s.location_id JOIN old_rows o ON o.id = n.id
  WHERE n.kind IS DISTINCT FROM o.kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "locations_search_log_trade_update" ON "locations";
--> statement-breakpoint
CREATE TRIGGER "locations_search_log_trade_update" AFTER UPDATE ON "locations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_location_trade_updates();
