-- The end of a bulk load made faster (decision 0041, docs/perf/bulk-refresh.md): the same search
-- documents, words and catalogue summaries as before, in less time.
--
-- search_refresh_bulk (migration 0031) turned every distinct deep text (the shallow text followed
-- by the long description and the vehicles) into a document, tokenising the shallow text twice,
-- and sorted 300,000 long texts, then 300,000 documents twice, to make them distinct; its words
-- were read back from every document of the items. Now:
--   - the deep document is the shallow one followed by the document of the rest, which is made once
--     per distinct long description and vehicle list (the three languages of an item share the
--     vehicles; imported and generated items share descriptions). tsvector || shifts the positions
--     of its right side by the largest of its left, so this is to_tsvector of the joined text
--     whenever the parser reads the rest after the space as it reads it alone. It does not when the
--     shallow text opens a tag or comment ('<', which may span the space), when the rest starts with
--     '.' or '~' (a path after a space loses that character to the space), or when a lexeme could
--     reach the 255 positions to_tsvector keeps (|| keeps 256): those rows tokenise the joined text
--     as before. The positions of a document are bounded from its size: stripping them saves
--     2 bytes a position, 2 a lexeme and at most 1 of alignment a lexeme; the + 2 covers a 1-byte
--     varlena header. tests/integration/bulk-refresh.test.ts compares both ways on the demo
--     catalogue and on generated texts.
--   - a document that is already what it would be written as is left as it is (an import names
--     every item of its items and fitment files, changed or not);
--   - distinct texts are found by hashing, in memory (work_mem for this function only), not by
--     sorting on disk; the words come from the distinct pieces (each lexeme of a deep document is
--     in its shallow document or in its rest) and from the items' documents the refresh leaves as
--     they are (a language without a text), are counted once per distinct word before the letters
--     only filter, and one statement adds them and marks the shallow ones.
CREATE OR REPLACE FUNCTION search_refresh_bulk(ids integer[]) RETURNS void LANGUAGE sql
SET work_mem = '128MB' AS $$
  WITH source AS MATERIALIZED (
    SELECT i.id, t.lang, concat_ws(' ', i.manufacturer, b.name, t.description) AS shallow_text,
      t.detaildescription AS detail, apps.words
    FROM items i
    JOIN brands b ON b.id = i.brand_id
    JOIN item_texts t ON t.item_id = i.id
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT concat_ws(' ', a.make, a.model, a.engine), ' ') AS words
      FROM applications a WHERE a.item_id = i.id
    ) apps ON true
    WHERE i.id = ANY(ids)
  ), shallow AS (
    SELECT shallow_text, to_tsvector('simple', shallow_text) AS document FROM source GROUP BY shallow_text
  ), rest AS (
    SELECT detail, words, rest_no, rest_text, to_tsvector('simple', rest_text) AS vector
    FROM (
      SELECT detail, words, row_number() OVER () AS rest_no,
        concat_ws(' ',
          regexp_replace(regexp_replace(detail, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
          words) AS rest_text
      FROM source GROUP BY detail, words
    ) distinct_rest
  ), documents AS MATERIALIZED (
    SELECT id, lang, document, rest_no, concatenated,
      CASE WHEN concatenated THEN document || vector
        ELSE to_tsvector('simple', shallow_text || ' ' || rest_text) END AS deep
    FROM (
      SELECT s.id, s.lang, s.shallow_text, sh.document, r.rest_no, r.rest_text, r.vector,
        strpos(s.shallow_text, '<') = 0 AND left(r.rest_text, 1) NOT IN ('.', '~')
          AND (pg_column_size(sh.document) - pg_column_size(strip(sh.document))) / 2 - length(sh.document) + 2
            + (pg_column_size(r.vector) - pg_column_size(strip(r.vector))) / 2 - length(r.vector) + 2 <= 255
          AS concatenated
      FROM source s
      JOIN shallow sh ON sh.shallow_text = s.shallow_text
      JOIN rest r ON r.detail = s.detail AND r.words IS NOT DISTINCT FROM s.words
    ) joined
  ), written AS (
    INSERT INTO search_documents (item_id, lang, document, deep)
    SELECT id, lang, document, deep FROM documents
    ON CONFLICT (item_id, lang) DO UPDATE SET document = excluded.document, deep = excluded.deep
      WHERE (search_documents.document, search_documents.deep) IS DISTINCT FROM (excluded.document, excluded.deep)
  ), kept AS (
    SELECT d.document, d.deep FROM search_documents d
    WHERE d.item_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM source s WHERE s.id = d.item_id AND s.lang = d.lang)
  ), words AS MATERIALIZED (
    SELECT word, bool_or(shallow) AS shallow FROM (
      SELECT unnest(tsvector_to_array(document)) AS word, true AS shallow FROM shallow
      UNION ALL
      SELECT unnest(tsvector_to_array(vector)), false FROM rest
        WHERE rest_no IN (SELECT rest_no FROM documents WHERE concatenated)
      UNION ALL
      SELECT unnest(tsvector_to_array(deep)), false FROM documents WHERE NOT concatenated
      UNION ALL
      SELECT unnest(tsvector_to_array(document)), true FROM kept
      UNION ALL
      SELECT unnest(tsvector_to_array(deep)), false FROM kept
    ) w
    GROUP BY word
  ), added AS (
    -- As search_refresh: DO NOTHING, and an update of only the rows that change.
    INSERT INTO search_words (word, shallow)
    SELECT word, shallow FROM words WHERE length(word) >= 3 AND word !~ '[0-9_]'
    ORDER BY word
    ON CONFLICT (word) DO NOTHING
  )
  UPDATE search_words s SET shallow = true
  FROM words w WHERE s.word = w.word AND w.shallow AND NOT s.shallow;
$$;
--> statement-breakpoint
-- catalogue_summaries_rebuild (migration 0043) unchanged, with the memory to group and sort its
-- rows, and to build the fits tables' indexes, without writing temporary files (a later CREATE OR
-- REPLACE of the function drops these settings unless it repeats them).
ALTER FUNCTION catalogue_summaries_rebuild() SET work_mem = '128MB';
--> statement-breakpoint
ALTER FUNCTION catalogue_summaries_rebuild() SET maintenance_work_mem = '512MB';
