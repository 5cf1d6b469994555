/**
 * Reading what the index holds from the database: the items and dictionary at one moment, each
 * language's words and card descriptions in batches, and the current data of changed items.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { LANGUAGES, type Language } from "../../../contract/languages.ts";
import { photosJson } from "../summaries.ts";
import type { DictionaryWord } from "./dictionary.ts";
import { splitLexemes } from "./normalise.ts";
import type { IndexedItem, OverlayItem } from "./snapshot.ts";
import { TextIndex, type DocumentColumn, type DocumentLexemes } from "./text-index.ts";

/** Rows per query when the index loads words and descriptions (by default). */
export const LOAD_BATCH = 5_000;

/** The items' columns the index holds (and the change log triggers of migrations 0010 and 0011 watch). */
const ITEM_COLUMNS = sql`i.id, i.name_normalized AS part, i.name, i.brand_id AS brand, i.urlcomponent, i.manufacturer,
  g.code AS "group", i.category, i.recordtype, ${photosJson("i")} AS photos,
  (SELECT coalesce(json_agg(json_build_array(o.normalized, o.oe_number) ORDER BY o.position), '[]')
    FROM item_oe_numbers o WHERE o.item_id = i.id) AS oe
  FROM items i JOIN manufacturer_groups g ON g.id = i.manufacturer_group_id`;

/** The items the index holds: every item but those discontinued (a change to one drops it like a deletion). */
const SEARCHED = sql`i.discontinued_at IS NULL`;

/** Where base items sit: the ids of a snapshot's items and their positions. */
type Positions = { positions: ReadonlyMap<number, number> };

/**
 * The items in the database's name order, the dictionary's words and the watermark (the snapshot's
 * xmin), from one snapshot: a transaction committed after it has an xid at or above its xmin, so
 * the first catch-up reads it. `applied`: the change rows at or above the watermark that the
 * snapshot already sees, so that the first catch-up does not apply them again. There are many when
 * a transaction open elsewhere on the server (in any of its databases) holds the xmin back.
 */
export async function loadBase(
  db: Database,
): Promise<{ items: IndexedItem[]; words: DictionaryWord[]; xmin: string; applied: string[] }> {
  return db.transaction(
    async (tx) => {
      const snap = await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
      const xmin = (snap.rows[0] as { xmin: string }).xmin;
      const seen = await tx.execute(sql`SELECT id::text AS id FROM search_changes WHERE xid >= ${xmin}::xid8`);
      const itemRows = await tx.execute(sql`SELECT ${ITEM_COLUMNS} WHERE ${SEARCHED} ORDER BY i.name, i.id`);
      const wordRows = await tx.execute(sql`SELECT word, shallow FROM search_words`);
      return {
        xmin,
        applied: (seen.rows as { id: string }[]).map((row) => row.id),
        items: itemRows.rows as unknown as IndexedItem[],
        words: wordRows.rows as unknown as DictionaryWord[],
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The text index of a language and column over the snapshot's items, and how many documents it holds. */
export async function loadTextIndex(
  db: Database,
  batch: number,
  lang: Language,
  column: DocumentColumn,
  snapshot: Positions,
): Promise<{ index: TextIndex; count: number }> {
  const builder = TextIndex.builder();
  let count = 0;
  await inBatches(
    db,
    batch,
    (after, limit) =>
      sql`SELECT item_id AS id, array_to_string(tsvector_to_array(${sql.identifier(column)}), ' ') AS lexemes FROM search_documents
          WHERE lang = ${lang} AND item_id > ${after} ORDER BY item_id LIMIT ${limit}`,
    (row: { id: number; lexemes: string | null }) => {
      // Items added since the snapshot are in its overlay; changed ones are marked stale there.
      const position = snapshot.positions.get(row.id);
      if (position === undefined) return;
      builder.add(position, splitLexemes(row.lexemes));
      count++;
    },
  );
  return { index: builder.finish(), count };
}

/** The card descriptions of a language by base position (items added since are in the overlay). */
export async function loadDescriptions(
  db: Database,
  batch: number,
  lang: Language,
  snapshot: Positions & { items: readonly unknown[] },
): Promise<(string | undefined)[]> {
  const list: (string | undefined)[] = new Array(snapshot.items.length);
  await inBatches(
    db,
    batch,
    (after, limit) =>
      sql`SELECT item_id AS id, description FROM item_texts WHERE lang = ${lang} AND item_id > ${after} ORDER BY item_id LIMIT ${limit}`,
    (row: { id: number; description: string }) => {
      const position = snapshot.positions.get(row.id);
      if (position !== undefined) list[position] = row.description;
    },
  );
  return list;
}

/**
 * Reads a table in item-id order, `batch` rows at a time (keyset paging), so that loading a
 * large catalogue holds one batch of rows at a time. Batches see different moments of the
 * database; items changed meanwhile are in the change log, hence in the overlay.
 */
export async function inBatches<Row extends { id: number }>(
  db: Database,
  batch: number,
  query: (after: number, limit: number) => SQL,
  each: (row: Row) => void,
) {
  for (let after = 0; ;) {
    const rows = (await db.execute(query(after, batch))).rows as unknown as Row[];
    for (const row of rows) each(row);
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The inner map of an id, made when missing. */
function byId<V>(map: Map<number, Map<Language, V>>, id: number): Map<Language, V> {
  return map.get(id) ?? map.set(id, new Map()).get(id)!;
}

type DocumentRow = { id: number; lang: Language; document: string | null; deep: string | null };

/** The lexemes of search document rows by item and language (known languages only), and all of them. */
function documentsOf(rows: readonly DocumentRow[]) {
  const byItem = new Map<number, Map<Language, DocumentLexemes>>();
  const all: DocumentLexemes[] = [];
  for (const d of rows) {
    if (!LANGUAGES.includes(d.lang)) continue;
    const entry = { document: new Set(splitLexemes(d.document)), deep: new Set(splitLexemes(d.deep)) };
    byId(byItem, d.id).set(d.lang, entry);
    all.push(entry);
  }
  return { byItem, all };
}

/**
 * The current data of these items for the overlay, in the order of the ids (null: the item is
 * gone), and every document read (also of an item found gone meanwhile: the queries run apart).
 */
export async function loadChanged(
  db: Database,
  ids: readonly number[],
): Promise<{ changed: Map<number, OverlayItem | null>; documents: DocumentLexemes[] }> {
  const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
  const [itemRows, documentRows, textRows] = await Promise.all([
    db.execute(sql`SELECT ${ITEM_COLUMNS} WHERE i.id = ANY(${idArray}) AND ${SEARCHED}`),
    db.execute(sql`SELECT item_id AS id, lang, array_to_string(tsvector_to_array(document), ' ') AS document,
          array_to_string(tsvector_to_array(deep), ' ') AS deep FROM search_documents WHERE item_id = ANY(${idArray})`),
    db.execute(sql`SELECT item_id AS id, lang, description FROM item_texts WHERE item_id = ANY(${idArray})`),
  ]);
  const descriptions = new Map<number, Map<Language, string>>();
  for (const t of textRows.rows as { id: number; lang: Language; description: string }[])
    byId(descriptions, t.id).set(t.lang, t.description);
  const found = new Map((itemRows.rows as unknown as IndexedItem[]).map((item) => [item.id, item]));
  const documents = documentsOf(documentRows.rows as DocumentRow[]);
  const changed = new Map<number, OverlayItem | null>();
  for (const id of ids) {
    const item = found.get(id);
    const data = { documents: documents.byItem.get(id) ?? new Map(), descriptions: descriptions.get(id) ?? new Map() };
    changed.set(id, item ? { item, ...data } : null);
  }
  return { changed, documents: documents.all };
}
