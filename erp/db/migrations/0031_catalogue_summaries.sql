-- The catalogue at any size (issue 25 item 4, decision 0041). Two summary tables, kept up to date
-- by triggers in the same transaction as every write of the tables they summarise, so that a
-- catalogue page reads a bounded number of rows however many items there are:
--   catalogue_items: one row per item with what the lists filter and sort on (brand, part type,
--     deadstock, listed, the brand's position, the part number, and whether any warehouse holds
--     stock), indexed in the catalogue's sort orders: a page walks an index and stops.
--   catalogue_facets: the distinct combinations of an item's list fields and one of its
--     application rows' drill-down fields, with how many rows have them (and one marker row per
--     combination of item fields without an application row, counting items). The option lists,
--     the existence of a chosen value and the totals read this table, which grows with the
--     variety of vehicles and parts, not with the number of items.
CREATE TABLE IF NOT EXISTS "catalogue_items" (
  "item_id" integer PRIMARY KEY REFERENCES "items"("id") ON DELETE CASCADE,
  "brand_id" text NOT NULL,
  "category" text NOT NULL,
  "deadstock" boolean NOT NULL,
  "listed" boolean NOT NULL,
  "brand_position" smallint NOT NULL,
  "name" text NOT NULL,
  "sold_out" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_items_relevance_idx" ON "catalogue_items" ("sold_out", "brand_position", "name", "item_id") WHERE "listed";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_items_brand_relevance_idx" ON "catalogue_items" ("brand_id", "sold_out", "brand_position", "name", "item_id") WHERE "listed";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_items_deadstock_relevance_idx" ON "catalogue_items" ("sold_out", "brand_position", "name", "item_id") WHERE "listed" AND "deadstock";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_items_number_idx" ON "catalogue_items" ("name", "item_id") WHERE "listed";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_items_brand_number_idx" ON "catalogue_items" ("brand_id", "name", "item_id") WHERE "listed";
--> statement-breakpoint
-- Sorted by price: the prices of one list and currency in the order the catalogue shows them.
CREATE INDEX IF NOT EXISTS "prices_list_order_idx" ON "prices" ("price_list_id", "currency", (coalesce("promotion", "baseprice")), "item_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
      excluded.brand_position, excluded.name, excluded.sold_out);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_items_sync(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_items_sync(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.brand_id, n.category, n.deadstock, n.recordtype, n.name)
      IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, o.recordtype, o.name)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_items_sync(ARRAY(SELECT DISTINCT item_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync_brands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_items c SET brand_position = n.position
  FROM changed_rows n WHERE c.brand_id = n.id AND c.brand_position IS DISTINCT FROM n.position;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_catalogue_insert" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_catalogue_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_new();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_catalogue_update" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_catalogue_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_catalogue_insert" ON "stock";
--> statement-breakpoint
CREATE TRIGGER "stock_catalogue_insert" AFTER INSERT ON "stock" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_stock();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_catalogue_update" ON "stock";
--> statement-breakpoint
CREATE TRIGGER "stock_catalogue_update" AFTER UPDATE ON "stock" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_stock();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_catalogue_delete" ON "stock";
--> statement-breakpoint
CREATE TRIGGER "stock_catalogue_delete" AFTER DELETE ON "stock" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_stock();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "brands_catalogue_update" ON "brands";
--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_update" AFTER UPDATE ON "brands" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_items_sync_brands();
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalogue_facets" (
  "brand_id" text NOT NULL,
  "category" text NOT NULL,
  "deadstock" boolean NOT NULL,
  "listed" boolean NOT NULL,
  -- false: the marker of the item fields, counting items; true: an application row's fields, counting rows.
  "has_row" boolean NOT NULL,
  "make" text,
  "model" text,
  "year_from" smallint,
  "year_to" smallint,
  "engine" text,
  "variant" text,
  "groupdescription" text,
  "categorydescription" text,
  "transmission" text,
  "capacity" integer,
  "cylinders" smallint,
  "stroke" numeric(5, 1),
  "bore" numeric(5, 1),
  "n" integer NOT NULL,
  CONSTRAINT "catalogue_facets_key" UNIQUE NULLS NOT DISTINCT ("brand_id", "category", "deadstock", "listed", "has_row",
    "make", "model", "year_from", "year_to", "engine", "variant", "groupdescription", "categorydescription",
    "transmission", "capacity", "cylinders", "stroke", "bore")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_facets_make_model_idx" ON "catalogue_facets" ("make", "model");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_facets_spent_idx" ON "catalogue_facets" ("n") WHERE "n" <= 0;
--> statement-breakpoint
-- Adds the counts of `delta` (the key columns and n, positive or negative) and drops spent rows.
CREATE OR REPLACE FUNCTION catalogue_facets_add(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_facets AS f
  SELECT brand_id, category, deadstock, listed, has_row, make, model, year_from, year_to, engine, variant,
    groupdescription, categorydescription, transmission, capacity, cylinders, stroke, bore, sum(n)
  FROM jsonb_to_recordset(delta) AS d(brand_id text, category text, deadstock boolean, listed boolean, has_row boolean,
    make text, model text, year_from smallint, year_to smallint, engine text, variant text, groupdescription text,
    categorydescription text, transmission text, capacity integer, cylinders smallint, stroke numeric, bore numeric, n integer)
  GROUP BY brand_id, category, deadstock, listed, has_row, make, model, year_from, year_to, engine, variant,
    groupdescription, categorydescription, transmission, capacity, cylinders, stroke, bore
  ORDER BY brand_id, category, deadstock, listed, has_row, make, model, year_from, year_to, engine, variant,
    groupdescription, categorydescription, transmission, capacity, cylinders, stroke, bore
  ON CONFLICT ON CONSTRAINT catalogue_facets_key DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM catalogue_facets WHERE n <= 0;
$$;
--> statement-breakpoint
-- The facet rows of items (their markers) and of application rows joined to their items, with a sign.
CREATE OR REPLACE FUNCTION catalogue_facet_marker(i items, sign integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('brand_id', i.brand_id, 'category', i.category, 'deadstock', i.deadstock,
    'listed', i.recordtype <> 'service', 'has_row', false, 'n', sign);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facet_row(i items, a applications, sign integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('brand_id', i.brand_id, 'category', i.category, 'deadstock', i.deadstock,
    'listed', i.recordtype <> 'service', 'has_row', true, 'make', a.make, 'model', a.model,
    'year_from', a.year_from, 'year_to', a.year_to, 'engine', a.engine, 'variant', a.variant,
    'groupdescription', a.groupdescription, 'categorydescription', a.categorydescription,
    'transmission', a.transmission, 'capacity', a.capacity, 'cylinders', a.cylinders, 'stroke', a.stroke,
    'bore', a.bore, 'n', sign);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facets_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb := '[]';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta || coalesce((SELECT jsonb_agg(catalogue_facet_row(i, o, -1)) FROM old_rows o JOIN items i ON i.id = o.item_id), '[]');
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    delta := delta || coalesce((SELECT jsonb_agg(catalogue_facet_row(i, n, 1)) FROM new_rows n JOIN items i ON i.id = n.item_id), '[]');
  END IF;
  PERFORM catalogue_facets_add(delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_facets_insert" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_facets_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_applications();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_facets_update" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_facets_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_applications();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_facets_delete" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_facets_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_applications();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facets_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb := '[]';
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := coalesce((SELECT jsonb_agg(catalogue_facet_marker(n, 1)) FROM new_rows n), '[]');
  ELSE
    -- Only a change of the item fields the facets hold moves the item's marker and rows.
    delta := coalesce((
      SELECT jsonb_agg(d) FROM (
        SELECT catalogue_facet_marker(o, -1) AS d FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.brand_id, n.category, n.deadstock, n.recordtype) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, o.recordtype)
        UNION ALL
        SELECT catalogue_facet_marker(n, 1) FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.brand_id, n.category, n.deadstock, n.recordtype) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, o.recordtype)
        UNION ALL
        SELECT catalogue_facet_row(o, a, -1) FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN applications a ON a.item_id = o.id
          WHERE (n.brand_id, n.category, n.deadstock, n.recordtype) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, o.recordtype)
        UNION ALL
        SELECT catalogue_facet_row(n, a, 1) FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN applications a ON a.item_id = n.id
          WHERE (n.brand_id, n.category, n.deadstock, n.recordtype) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, o.recordtype)
      ) changed), '[]');
  END IF;
  PERFORM catalogue_facets_add(delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An item deleted takes its marker and rows with it, counted before its rows go (a cascade
-- deletes them after the item, when they can no longer be joined to it).
CREATE OR REPLACE FUNCTION catalogue_facets_item_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_facets_add(jsonb_build_array(catalogue_facet_marker(OLD, -1)) || coalesce(
    (SELECT jsonb_agg(catalogue_facet_row(OLD, a, -1)) FROM applications a WHERE a.item_id = OLD.id), '[]'));
  RETURN OLD;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_facets_insert" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_facets_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_items();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_facets_update" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_facets_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_items();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_facets_delete" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_facets_delete" BEFORE DELETE ON "items"
  FOR EACH ROW EXECUTE FUNCTION catalogue_facets_item_delete();
--> statement-breakpoint
-- Rebuilds both tables from the items (a bulk load with the triggers off, decision 0041; and now).
CREATE OR REPLACE FUNCTION catalogue_summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalogue_items;
  SELECT catalogue_items_sync(ARRAY(SELECT id FROM items));
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
$$;
--> statement-breakpoint
SELECT catalogue_summaries_rebuild();
--> statement-breakpoint
-- search_refresh for a bulk load (decision 0041): the same documents and words, with each distinct
-- text turned into a document once (generated items share their texts) and the words read from
-- the distinct documents.
CREATE OR REPLACE FUNCTION search_refresh_bulk(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH source AS (
    SELECT i.id, t.lang,
      concat_ws(' ', i.manufacturer, b.name, t.description) AS shallow_text,
      concat_ws(' ', i.manufacturer, b.name, t.description,
        regexp_replace(regexp_replace(t.detaildescription, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
        apps.words) AS deep_text
    FROM items i
    JOIN brands b ON b.id = i.brand_id
    JOIN item_texts t ON t.item_id = i.id
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT concat_ws(' ', a.make, a.model, a.engine), ' ') AS words
      FROM applications a WHERE a.item_id = i.id
    ) apps ON true
    WHERE i.id = ANY(ids)
  ), shallow AS (
    SELECT s.shallow_text, to_tsvector('simple', s.shallow_text) AS document FROM (SELECT DISTINCT shallow_text FROM source) s
  ), deep AS (
    SELECT d.deep_text, to_tsvector('simple', d.deep_text) AS deep FROM (SELECT DISTINCT deep_text FROM source) d
  )
  INSERT INTO search_documents (item_id, lang, document, deep)
  SELECT s.id, s.lang, sh.document, d.deep
  FROM source s JOIN shallow sh ON sh.shallow_text = s.shallow_text JOIN deep d ON d.deep_text = s.deep_text
  ON CONFLICT (item_id, lang) DO UPDATE SET document = excluded.document, deep = excluded.deep;
  INSERT INTO search_words (word, shallow)
  SELECT word, bool_or(shallow) FROM (
    SELECT unnest(tsvector_to_array(document)) AS word, true AS shallow
      FROM (SELECT DISTINCT document FROM search_documents WHERE item_id = ANY(ids)) d
    UNION ALL
    SELECT unnest(tsvector_to_array(deep)), false
      FROM (SELECT DISTINCT deep FROM search_documents WHERE item_id = ANY(ids)) d
  ) w
  WHERE length(word) >= 3 AND word !~ '[0-9_]'
  GROUP BY word ORDER BY word
  ON CONFLICT (word) DO NOTHING;
  UPDATE search_words s SET shallow = true
  FROM (SELECT DISTINCT unnest(tsvector_to_array(document)) AS word
    FROM (SELECT DISTINCT document FROM search_documents WHERE item_id = ANY(ids)) d) w
  WHERE s.word = w.word AND NOT s.shallow;
$$;
--> statement-breakpoint
-- A vehicle's rows answered from the index alone (the catalogue's count and its EXISTS per item).
CREATE INDEX IF NOT EXISTS "applications_vehicle_idx" ON "applications" ("make", "model", "year_from", "year_to", "item_id");
