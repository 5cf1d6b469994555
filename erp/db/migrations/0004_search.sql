-- Search (docs/decisions/0007-search.md): part numbers through name_normalized (btree prefix,
-- trigram substring), words through a full-text document per item and language, typos through a
-- dictionary of catalogue words with a trigram index. Documents and words are kept up to date by
-- statement-level triggers, so every writer of items (seed loader, generator, a future import)
-- fills them without knowing about search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_name_normalized_pattern_idx" ON "items" ("name_normalized" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_name_normalized_trgm_idx" ON "items" USING gin ("name_normalized" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_documents" (
  "item_id" integer NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "document" tsvector NOT NULL,
  "deep" tsvector NOT NULL,
  PRIMARY KEY ("item_id", "lang")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_en_idx" ON "search_documents" USING gin ("document") WHERE "lang" = 'en';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_pl_idx" ON "search_documents" USING gin ("document") WHERE "lang" = 'pl';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_de_idx" ON "search_documents" USING gin ("document") WHERE "lang" = 'de';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_deep_en_idx" ON "search_documents" USING gin ("deep") WHERE "lang" = 'en';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_deep_pl_idx" ON "search_documents" USING gin ("deep") WHERE "lang" = 'pl';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_deep_de_idx" ON "search_documents" USING gin ("deep") WHERE "lang" = 'de';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
  "word" text PRIMARY KEY,
  -- The word is in a normal document (names, descriptions, brand); otherwise only in deep ones.
  "shallow" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_prefix_idx" ON "search_words" ("word" text_pattern_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents (item_id, lang, document, deep)
  SELECT i.id, t.lang,
    to_tsvector('simple', concat_ws(' ', i.manufacturer, b.name, t.description)),
    to_tsvector('simple', concat_ws(' ', i.manufacturer, b.name, t.description,
      regexp_replace(regexp_replace(t.detaildescription, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
      apps.words))
  FROM items i
  JOIN brands b ON b.id = i.brand_id
  JOIN item_texts t ON t.item_id = i.id
  LEFT JOIN LATERAL (
    SELECT string_agg(DISTINCT concat_ws(' ', a.make, a.model, a.engine), ' ') AS words
    FROM applications a WHERE a.item_id = i.id
  ) apps ON true
  WHERE i.id = ANY(ids)
  ON CONFLICT (item_id, lang) DO UPDATE SET document = excluded.document, deep = excluded.deep;
  -- Words for typo correction: letters only (part numbers have their own lookups), 3 or more
  -- characters. DO NOTHING and an UPDATE of only the rows that change keep concurrent refreshes
  -- from locking the words they share.
  INSERT INTO search_words (word, shallow)
  SELECT word, bool_or(shallow) FROM (
    SELECT unnest(tsvector_to_array(document)) AS word, true AS shallow FROM search_documents WHERE item_id = ANY(ids)
    UNION ALL
    SELECT unnest(tsvector_to_array(deep)), false FROM search_documents WHERE item_id = ANY(ids)
  ) w
  WHERE length(word) >= 3 AND word !~ '[0-9_]'
  GROUP BY word ORDER BY word
  ON CONFLICT (word) DO NOTHING;
  UPDATE search_words s SET shallow = true
  FROM (SELECT DISTINCT unnest(tsvector_to_array(document)) AS word FROM search_documents WHERE item_id = ANY(ids)) w
  WHERE s.word = w.word AND NOT s.shallow;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(ARRAY(SELECT DISTINCT item_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_changed_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a change of what the documents hold (not stock counters and the like) refreshes them.
  PERFORM search_refresh(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.manufacturer, n.brand_id) IS DISTINCT FROM (o.manufacturer, o.brand_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "item_texts_search_insert" AFTER INSERT ON "item_texts" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_rows();
--> statement-breakpoint
CREATE TRIGGER "item_texts_search_update" AFTER UPDATE ON "item_texts" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_rows();
--> statement-breakpoint
CREATE TRIGGER "applications_search_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_rows();
--> statement-breakpoint
CREATE TRIGGER "applications_search_update" AFTER UPDATE ON "applications" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_rows();
--> statement-breakpoint
CREATE TRIGGER "applications_search_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_rows();
--> statement-breakpoint
CREATE TRIGGER "items_search_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_items();
--> statement-breakpoint
-- Databases that already hold a catalogue get their documents and words now.
SELECT search_refresh(ARRAY(SELECT id FROM items));
