-- Catalogue lists filtered by a vehicle at any size (issue 25 item 4, decision 0047). A list
-- filtered by make, model and year read every application row of the vehicle (and, sorted by
-- price, probed the prices of every item in price order until enough fitted): its cost grew
-- with the catalogue. Three tables, kept in the same transaction by the triggers of the tables
-- they summarise, let such a list walk an index and stop:
--   catalogue_vehicles: the distinct vehicles of the application rows, a vehicle being a make, a
--     model and a year range (first_year 0 and last_year 9999 for a row without years, which fits
--     every year; a row with a first year only is that year). Rows are only added: the table grows
--     with the variety of vehicles, not with the number of items.
--   catalogue_fits: one row per listed item and vehicle it fits, with the list's filters and sort
--     keys (brand, part type, deadstock, sold out, the brand's position, the part number), indexed
--     per vehicle in the catalogue's sort orders.
--   catalogue_fit_prices: the same per price list and currency, with the price the list sorts by.
-- A list asks which vehicles overlap the chosen make, model and years (a few rows), then merges
-- one index walk per vehicle in the list's order (an item fitting two of them is read twice,
-- shown once) and stops at the page's end.
CREATE TABLE IF NOT EXISTS "catalogue_vehicles" (
  "id" serial PRIMARY KEY,
  "make" text NOT NULL,
  "model" text NOT NULL,
  "first_year" smallint NOT NULL,
  "last_year" smallint NOT NULL,
  CONSTRAINT "catalogue_vehicles_key" UNIQUE ("make", "model", "first_year", "last_year")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalogue_fits" (
  "vehicle_id" integer NOT NULL REFERENCES "catalogue_vehicles"("id"),
  "item_id" integer NOT NULL REFERENCES "catalogue_items"("item_id") ON DELETE CASCADE,
  "brand_id" text COLLATE "C" NOT NULL,
  "category" text COLLATE "C" NOT NULL,
  "deadstock" boolean NOT NULL,
  "brand_position" smallint NOT NULL,
  "name" text NOT NULL,
  "sold_out" boolean NOT NULL,
  PRIMARY KEY ("vehicle_id", "item_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalogue_fit_prices" (
  "vehicle_id" integer NOT NULL,
  "price_list_id" text COLLATE "C" NOT NULL,
  "currency" text COLLATE "C" NOT NULL,
  "price" numeric(12, 2) NOT NULL,
  "item_id" integer NOT NULL,
  "brand_id" text COLLATE "C" NOT NULL,
  "category" text COLLATE "C" NOT NULL,
  "deadstock" boolean NOT NULL,
  FOREIGN KEY ("vehicle_id", "item_id") REFERENCES "catalogue_fits" ("vehicle_id", "item_id") ON DELETE CASCADE
);
--> statement-breakpoint
-- The secondary indexes of both tables, made (true) or dropped (false) by one function: a rebuild
-- drops them, writes the rows in order and makes them again, which sorts each index once
-- instead of inserting 900,000 entries one by one (decision 0047 has the figures). The
-- text columns the indexes compare are in the "C" collation (equality only, byte order): sorting
-- them is several times faster than in the database's locale. Part numbers keep the database's
-- collation, as catalogue_items (the lists without a vehicle) sorts them.
CREATE OR REPLACE FUNCTION catalogue_fits_indexes(present boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  definition text;
BEGIN
  FOREACH definition IN ARRAY ARRAY[
    'catalogue_fits_item_idx ON catalogue_fits (item_id)',
    'catalogue_fits_relevance_idx ON catalogue_fits (vehicle_id, sold_out, brand_position, name, item_id) INCLUDE (brand_id, category, deadstock)',
    'catalogue_fits_brand_relevance_idx ON catalogue_fits (vehicle_id, brand_id, sold_out, brand_position, name, item_id) INCLUDE (category, deadstock)',
    'catalogue_fits_number_idx ON catalogue_fits (vehicle_id, name, item_id) INCLUDE (brand_id, category, deadstock)',
    'catalogue_fits_brand_number_idx ON catalogue_fits (vehicle_id, brand_id, name, item_id) INCLUDE (category, deadstock)',
    'catalogue_fit_prices_item_idx ON catalogue_fit_prices (item_id)',
    'catalogue_fit_prices_order_idx ON catalogue_fit_prices (vehicle_id, price_list_id, currency, price, item_id) INCLUDE (brand_id, category, deadstock)',
    'catalogue_fit_prices_brand_order_idx ON catalogue_fit_prices (vehicle_id, price_list_id, currency, brand_id, price, item_id) INCLUDE (category, deadstock)'
  ] LOOP
    IF present THEN
      EXECUTE 'CREATE INDEX IF NOT EXISTS ' || definition;
    ELSE
      EXECUTE 'DROP INDEX IF EXISTS ' || split_part(definition, ' ', 1);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT catalogue_fits_indexes(true);
--> statement-breakpoint
-- The years of an application row as catalogue_vehicles keys them: a row without a first year fits
-- every year (as the catalogue's year filter reads it, erp/catalogue/catalogue.ts), one without a
-- last year is its first year only.
CREATE OR REPLACE FUNCTION catalogue_vehicle_years(year_from smallint, year_to smallint) RETURNS smallint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN year_from IS NULL THEN ARRAY[0, 9999]::smallint[]
    ELSE ARRAY[year_from, coalesce(year_to, year_from)]::smallint[] END;
$$;
--> statement-breakpoint
-- Writes the fit prices of `ids` afresh from their fits and prices.
CREATE OR REPLACE FUNCTION catalogue_fit_prices_sync(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalogue_fit_prices WHERE item_id = ANY(ids);
  INSERT INTO catalogue_fit_prices (vehicle_id, price_list_id, currency, price, item_id, brand_id, category, deadstock)
  SELECT f.vehicle_id, p.price_list_id, p.currency, coalesce(p.promotion, p.baseprice), f.item_id, f.brand_id,
    f.category, f.deadstock
  FROM catalogue_fits f JOIN prices p ON p.item_id = f.item_id
  WHERE f.item_id = ANY(ids);
$$;
--> statement-breakpoint
-- Writes the fits and fit prices of `ids` afresh from catalogue_items, the application rows and
-- the prices (an item's few rows: deleted and inserted again).
CREATE OR REPLACE FUNCTION catalogue_fits_sync(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_vehicles (make, model, first_year, last_year)
  SELECT DISTINCT a.make, a.model, (catalogue_vehicle_years(a.year_from, a.year_to))[1],
    (catalogue_vehicle_years(a.year_from, a.year_to))[2]
  FROM applications a WHERE a.item_id = ANY(ids) AND a.make <> ''
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT catalogue_vehicles_key DO NOTHING;
  DELETE FROM catalogue_fits WHERE item_id = ANY(ids);
  INSERT INTO catalogue_fits (vehicle_id, item_id, brand_id, category, deadstock, brand_position, name, sold_out)
  SELECT DISTINCT v.id, c.item_id, c.brand_id, c.category, c.deadstock, c.brand_position, c.name, c.sold_out
  FROM catalogue_items c
  JOIN applications a ON a.item_id = c.item_id
  JOIN catalogue_vehicles v ON v.make = a.make AND v.model = a.model
    AND ARRAY[v.first_year, v.last_year] = catalogue_vehicle_years(a.year_from, a.year_to)
  WHERE c.item_id = ANY(ids) AND c.listed AND a.make <> ''
  ORDER BY 1, 2;
  SELECT catalogue_fit_prices_sync(ids);
$$;
--> statement-breakpoint
-- catalogue_items_sync (migration 0031) now passes the items whose summary changed on to their fits.
CREATE OR REPLACE FUNCTION catalogue_items_sync(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  WITH written AS (
    INSERT INTO catalogue_items AS c (item_id, brand_id, category, deadstock, listed, brand_position, name, sold_out)
    SELECT i.id, i.brand_id, i.category, i.deadstock, i.recordtype <> 'service', b.position, i.name,
      NOT EXISTS (SELECT 1 FROM stock s WHERE s.item_id = i.id AND s.quantityavailable > 0)
    FROM items i JOIN brands b ON b.id = i.brand_id
    WHERE i.id = ANY(ids)
    ORDER BY i.id
    ON CONFLICT (item_id) DO UPDATE SET brand_id = excluded.brand_id, category = excluded.category,
      deadstock = excluded.deadstock, listed = excluded.listed, brand_position = excluded.brand_position,
      name = excluded.name, sold_out = excluded.sold_out
    WHERE (c.brand_id, c.category, c.deadstock, c.listed, c.brand_position, c.name, c.sold_out)
      IS DISTINCT FROM (excluded.brand_id, excluded.category, excluded.deadstock, excluded.listed,
        excluded.brand_position, excluded.name, excluded.sold_out)
    RETURNING c.item_id
  ) SELECT array_agg(item_id) INTO changed FROM written;
  IF changed IS NOT NULL THEN
    PERFORM catalogue_fits_sync(changed);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync_brands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_items c SET brand_position = n.position
  FROM changed_rows n WHERE c.brand_id = n.id AND c.brand_position IS DISTINCT FROM n.position;
  UPDATE catalogue_fits f SET brand_position = n.position
  FROM changed_rows n WHERE f.brand_id = n.id AND f.brand_position IS DISTINCT FROM n.position;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Application rows added, changed or deleted: their items' fits (the old item's too, when a row moves).
CREATE OR REPLACE FUNCTION catalogue_fits_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_fits_sync(ARRAY(SELECT DISTINCT item_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_fits_sync(ARRAY(SELECT DISTINCT item_id FROM old_rows));
  ELSE
    PERFORM catalogue_fits_sync(ARRAY(
      SELECT n.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.item_id, n.make, n.model, n.year_from, n.year_to) IS DISTINCT FROM (o.item_id, o.make, o.model, o.year_from, o.year_to)
      UNION
      SELECT o.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.item_id, n.make, n.model, n.year_from, n.year_to) IS DISTINCT FROM (o.item_id, o.make, o.model, o.year_from, o.year_to)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_fits_insert" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_fits_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fits_applications();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_fits_update" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_fits_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fits_applications();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_fits_delete" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_fits_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fits_applications();
--> statement-breakpoint
-- Prices added, changed or deleted: their items' fit prices.
CREATE OR REPLACE FUNCTION catalogue_fit_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_fit_prices_sync(ARRAY(SELECT DISTINCT item_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_fit_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_fit_prices_sync(ARRAY(
    SELECT n.item_id FROM changed_rows n
    UNION
    SELECT o.item_id FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "prices_fits_insert" ON "prices";
--> statement-breakpoint
CREATE TRIGGER "prices_fits_insert" AFTER INSERT ON "prices" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fit_prices_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "prices_fits_update" ON "prices";
--> statement-breakpoint
CREATE TRIGGER "prices_fits_update" AFTER UPDATE ON "prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fit_prices_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "prices_fits_delete" ON "prices";
--> statement-breakpoint
CREATE TRIGGER "prices_fits_delete" AFTER DELETE ON "prices" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_fit_prices_changed();
--> statement-breakpoint
-- Rebuilds every summary from the tables (a bulk load with the triggers off, decision 0041; and
-- now). The fits tables are emptied and their indexes dropped and made again (which locks them
-- until the transaction ends: a bulk load's readers wait for it).
CREATE OR REPLACE FUNCTION catalogue_summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE catalogue_fit_prices, catalogue_fits;
  SELECT catalogue_fits_indexes(false);
  DELETE FROM catalogue_items;
  INSERT INTO catalogue_items (item_id, brand_id, category, deadstock, listed, brand_position, name, sold_out)
  SELECT i.id, i.brand_id, i.category, i.deadstock, i.recordtype <> 'service', b.position, i.name,
    NOT EXISTS (SELECT 1 FROM stock s WHERE s.item_id = i.id AND s.quantityavailable > 0)
  FROM items i JOIN brands b ON b.id = i.brand_id;
  DELETE FROM catalogue_facets;
  INSERT INTO catalogue_facets
  SELECT i.brand_id, i.category, i.deadstock, i.recordtype <> 'service', false,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)
  FROM items i GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT i.brand_id, i.category, i.deadstock, i.recordtype <> 'service', true, a.make, a.model, a.year_from,
    a.year_to, a.engine, a.variant, a.groupdescription, a.categorydescription, a.transmission, a.capacity,
    a.cylinders, a.stroke, a.bore, count(*)
  FROM applications a JOIN items i ON i.id = a.item_id
  GROUP BY 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18;
  INSERT INTO catalogue_vehicles (make, model, first_year, last_year)
  SELECT DISTINCT a.make, a.model, (catalogue_vehicle_years(a.year_from, a.year_to))[1],
    (catalogue_vehicle_years(a.year_from, a.year_to))[2]
  FROM applications a WHERE a.make <> ''
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT catalogue_vehicles_key DO NOTHING;
  INSERT INTO catalogue_fits (vehicle_id, item_id, brand_id, category, deadstock, brand_position, name, sold_out)
  SELECT DISTINCT v.id, c.item_id, c.brand_id, c.category, c.deadstock, c.brand_position, c.name, c.sold_out
  FROM (SELECT DISTINCT item_id, make, model, catalogue_vehicle_years(year_from, year_to) AS years
    FROM applications WHERE make <> '') a
  JOIN catalogue_items c ON c.item_id = a.item_id AND c.listed
  JOIN catalogue_vehicles v ON v.make = a.make AND v.model = a.model AND ARRAY[v.first_year, v.last_year] = a.years
  ORDER BY 1, 2;
  INSERT INTO catalogue_fit_prices (vehicle_id, price_list_id, currency, price, item_id, brand_id, category, deadstock)
  SELECT f.vehicle_id, p.price_list_id, p.currency, coalesce(p.promotion, p.baseprice), f.item_id, f.brand_id,
    f.category, f.deadstock
  FROM catalogue_fits f JOIN prices p ON p.item_id = f.item_id
  ORDER BY 1, 2, 3, 4, 5;
  SELECT catalogue_fits_indexes(true);
$$;
--> statement-breakpoint
SELECT catalogue_summaries_rebuild();
--> statement-breakpoint
-- The storefront's cached answers read these tables (decision 0042): their writes are logged too.
SELECT cache_log_table('catalogue_vehicles');
--> statement-breakpoint
SELECT cache_log_table('catalogue_fits');
--> statement-breakpoint
SELECT cache_log_table('catalogue_fit_prices');
