-- The storefront's cache of answers that are the same for every guest (issue 25 item 3, decision
-- 0042) follows this log: one row per transaction that changed a table those answers read, written
-- by the statement triggers below. The cache version is the sum of `weight` over the rows a
-- snapshot sees: a committed change adds one whatever its order of commit, an aborted one never
-- counts, and the ERP folds old rows into one row of their summed weight (erp/cache/version.ts),
-- which leaves the sum as it was. No row is updated by the writers, so they never wait on each other.
CREATE TABLE IF NOT EXISTS "cache_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id(),
	"weight" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One row per writing transaction however many statements it runs; the folded row has no xid.
CREATE UNIQUE INDEX IF NOT EXISTS "cache_changes_xid_idx" ON "cache_changes" ("xid");
--> statement-breakpoint
-- An INSERT, UPDATE or DELETE that touched no row changes nothing and is not logged.
CREATE OR REPLACE FUNCTION cache_log_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    INSERT INTO cache_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT (xid) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cache_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT (xid) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Puts the change-log triggers on a table (idempotent). A later migration adding a table that a
-- cached answer reads calls it: SELECT cache_log_table('new_table');
CREATE OR REPLACE FUNCTION cache_log_table(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_log_insert', t);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cache_log_rows()', t || '_cache_log_insert', t);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_log_update', t);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cache_log_rows()', t || '_cache_log_update', t);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_log_delete', t);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cache_log_rows()', t || '_cache_log_delete', t);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_log_truncate', t);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION cache_log_truncate()', t || '_cache_log_truncate', t);
END $$;
--> statement-breakpoint
-- Every table the cached answers read: the catalogue (items, texts, photos, technical data, kits,
-- related items, vehicle applications), prices and tax rates, stock and deliveries, shipping,
-- dispatch and payment facts, the seller's bank accounts and the content (news, slides, marquee).
-- Baskets, orders, customers, payments, mail and the search index's own tables are not logged.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['manufacturer_groups', 'brands', 'items', 'item_texts', 'item_photos',
    'technical_details', 'kit_components', 'related_items', 'applications', 'rotor_dimensions',
    'clutch_dimensions', 'motorsport_parts', 'application_terms', 'price_lists', 'tax_rates', 'prices',
    'price_history', 'locations', 'stock', 'deliveries', 'shipping_methods', 'shipping_zones',
    'shipping_zone_countries', 'shipping_rates', 'dispatch_settings', 'payment_methods', 'promo_codes',
    'erp_settings', 'news_posts', 'slides', 'marquee', 'bank_accounts', 'vat_registrations'] LOOP
    PERFORM cache_log_table(t);
  END LOOP;
END $$;
