-- The distributor's own catalogue (issue 39, decision 0061): what the import writes beyond the demo's
-- columns, and items that are no longer sold.
--   items.ean: the item's EAN/GTIN barcode; items.orderable: false when the distributor sells the
--   part only on request (shown, never put in a basket); items.discontinued_at: when a full import
--   no longer named the item. A discontinued item keeps its row (orders, invoices and claims name
--   it) and its page, but no list, search, sitemap or price list shows it and it cannot be ordered.
--   prices.promotion_until: when the promotion ends. scheduled_prices: prices of a later date, which
--   the ERP's housekeeping makes current when their time comes (erp/import/prices.ts).
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "ean" text;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "orderable" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN IF NOT EXISTS "discontinued_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN IF NOT EXISTS "promotion_until" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "scheduled_prices" (
	"price_list_id" text NOT NULL REFERENCES "price_lists"("id"),
	"item_id" integer NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
	"currency" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"baseprice" numeric(12, 2) NOT NULL CHECK ("baseprice" >= 0),
	"promotion" numeric(12, 2) CHECK ("promotion" >= 0),
	"promotion_until" timestamp with time zone,
	PRIMARY KEY ("price_list_id", "item_id", "currency", "valid_from")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scheduled_prices_due_idx" ON "scheduled_prices" ("valid_from");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prices_promotion_until_idx" ON "prices" ("promotion_until") WHERE "promotion_until" IS NOT NULL;
--> statement-breakpoint
-- Whether the catalogue lists an item: not a service (airfreight) and not discontinued.
CREATE OR REPLACE FUNCTION catalogue_listed(i items) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT i.recordtype <> 'service' AND i.discontinued_at IS NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facet_marker(i items, sign integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('brand_id', i.brand_id, 'category', i.category, 'deadstock', i.deadstock,
    'listed', catalogue_listed(i), 'has_row', false, 'n', sign);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facet_row(i items, a applications, sign integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('brand_id', i.brand_id, 'category', i.category, 'deadstock', i.deadstock,
    'listed', catalogue_listed(i), 'has_row', true, 'make', a.make, 'model', a.model,
    'year_from', a.year_from, 'year_to', a.year_to, 'engine', a.engine, 'variant', a.variant,
    'groupdescription', a.groupdescription, 'categorydescription', a.categorydescription,
    'transmission', a.transmission, 'capacity', a.capacity, 'cylinders', a.cylinders, 'stroke', a.stroke,
    'bore', a.bore, 'n', sign);
$$;
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
          WHERE (n.brand_id, n.category, n.deadstock, catalogue_listed(n)) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, catalogue_listed(o))
        UNION ALL
        SELECT catalogue_facet_marker(n, 1) FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.brand_id, n.category, n.deadstock, catalogue_listed(n)) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, catalogue_listed(o))
        UNION ALL
        SELECT catalogue_facet_row(o, a, -1) FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN applications a ON a.item_id = o.id
          WHERE (n.brand_id, n.category, n.deadstock, catalogue_listed(n)) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, catalogue_listed(o))
        UNION ALL
        SELECT catalogue_facet_row(n, a, 1) FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN applications a ON a.item_id = n.id
          WHERE (n.brand_id, n.category, n.deadstock, catalogue_listed(n)) IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, catalogue_listed(o))
      ) changed), '[]');
  END IF;
  PERFORM catalogue_facets_add(delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_items_sync(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  WITH written AS (
    INSERT INTO catalogue_items AS c (item_id, brand_id, category, deadstock, listed, brand_position, name, sold_out)
    SELECT i.id, i.brand_id, i.category, i.deadstock, catalogue_listed(i), b.position, i.name,
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
CREATE OR REPLACE FUNCTION catalogue_items_sync_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_items_sync(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.brand_id, n.category, n.deadstock, catalogue_listed(n), n.name)
      IS DISTINCT FROM (o.brand_id, o.category, o.deadstock, catalogue_listed(o), o.name)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE catalogue_fit_prices, catalogue_fits;
  SELECT catalogue_fits_indexes(false);
  DELETE FROM catalogue_items;
  INSERT INTO catalogue_items (item_id, brand_id, category, deadstock, listed, brand_position, name, sold_out)
  SELECT i.id, i.brand_id, i.category, i.deadstock, catalogue_listed(i), b.position, i.name,
    NOT EXISTS (SELECT 1 FROM stock s WHERE s.item_id = i.id AND s.quantityavailable > 0)
  FROM items i JOIN brands b ON b.id = i.brand_id;
  DELETE FROM catalogue_facets;
  INSERT INTO catalogue_facets
  SELECT i.brand_id, i.category, i.deadstock, catalogue_listed(i), false,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)
  FROM items i GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT i.brand_id, i.category, i.deadstock, catalogue_listed(i), true, a.make, a.model, a.year_from,
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
-- The search index drops a discontinued item (it reads listed items only) and its cards follow
-- whether the item may be ordered.
CREATE OR REPLACE FUNCTION search_log_item_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id, trade)
  SELECT id, NOT catalogue FROM (
    SELECT DISTINCT n.id,
      (n.name, n.name_normalized, n.brand_id, n.urlcomponent, n.manufacturer, n.manufacturer_group_id, n.category, n.recordtype, n.discontinued_at)
        IS DISTINCT FROM (o.name, o.name_normalized, o.brand_id, o.urlcomponent, o.manufacturer, o.manufacturer_group_id, o.category, o.recordtype, o.discontinued_at) AS catalogue,
      (n.deadstock, n.specialbackorder, n.manufacturerstock, n.orderable) IS DISTINCT FROM (o.deadstock, o.specialbackorder, o.manufacturerstock, o.orderable) AS trade
    FROM changed_rows n JOIN old_rows o ON o.id = n.id
  ) changed
  WHERE catalogue OR trade;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT cache_log_table('scheduled_prices');
