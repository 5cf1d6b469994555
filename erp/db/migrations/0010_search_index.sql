-- The ERP answers searches from an index in its own memory (erp/catalogue/search-index.ts,
-- docs/decisions/0015-search-index.md), built from items and search_documents. Every change of
-- either is logged here by the triggers below, with the writing transaction's id, so that every
-- ERP process can bring its index up to date before it answers: it reads the rows of transactions
-- that had not finished at its previous look (xid >= that snapshot's xmin).
CREATE TABLE IF NOT EXISTS "search_changes" (
  "id" bigserial PRIMARY KEY,
  "item_id" integer NOT NULL,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "changed_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_xid_idx" ON "search_changes" ("xid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_changed_at_idx" ON "search_changes" ("changed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_document_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id) SELECT DISTINCT item_id FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id) SELECT DISTINCT id FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock and price columns change often and are not in the index: only name and brand count.
CREATE OR REPLACE FUNCTION search_log_item_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (item_id)
  SELECT DISTINCT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.name, n.name_normalized, n.brand_id) IS DISTINCT FROM (o.name, o.name_normalized, o.brand_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "search_documents_log_insert" ON "search_documents";
--> statement-breakpoint
CREATE TRIGGER "search_documents_log_insert" AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "search_documents_log_update" ON "search_documents";
--> statement-breakpoint
CREATE TRIGGER "search_documents_log_update" AFTER UPDATE ON "search_documents" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "search_documents_log_delete" ON "search_documents";
--> statement-breakpoint
CREATE TRIGGER "search_documents_log_delete" AFTER DELETE ON "search_documents" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_document_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_search_log_insert" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_search_log_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_item_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_search_log_update" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_search_log_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_item_updates();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_search_log_delete" ON "items";
--> statement-breakpoint
CREATE TRIGGER "items_search_log_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_log_item_changes();
--> statement-breakpoint
-- The lookups the database did before are now the index's: its GIN indexes only cost writes.
DROP INDEX IF EXISTS "items_name_normalized_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_en_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_pl_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_de_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_deep_en_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_deep_pl_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_deep_de_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_words_trgm_idx";
