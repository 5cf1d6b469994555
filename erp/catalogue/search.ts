/**
 * Search by part number, brand, name and description (and, deep, by vehicle application and long
 * description). Part numbers match however they are typed (case, spaces, dashes); exact part
 * numbers rank first, then prefixes, then part numbers containing the keyword, then text matches
 * by ts_rank; ties by name. A word with no match in the catalogue's dictionary is replaced by the
 * dictionary words one typed character away. Design and measurements: docs/decisions/0007-search.md.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ItemSummary } from "../contract.ts";
import type { CallContext } from "../context.ts";
import { LANGUAGES } from "../db/schema.ts";
import { UK_HIDDEN_BRANDS } from "./constants.ts";
import { loadItemSummaries } from "./items.ts";
import { isCorrectable, oneTypoAway, parseKeyword, toTsQuery } from "./search-keyword.ts";

/** Substring lookups need a trigram (3 characters) to use the trigram index. */
const SUBSTRING_MIN_LENGTH = 3;
/** Below the default 0.3 so that short words with a swapped pair ("dics") still reach "disc". */
const SIMILARITY_THRESHOLD = 0.2;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Corrections of the words the dictionary does not know (not even as a prefix): word -> dictionary words. */
async function correctTypos(ctx: CallContext, words: string[], deep: boolean): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const candidates = words.filter(isCorrectable);
  if (candidates.length === 0) return corrections;
  const wordArray = sql`${`{${candidates.map((w) => `"${w}"`).join(",")}}`}::text[]`;
  const found = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
    const result = await tx.execute(sql`
      SELECT q.word AS typed, c.word AS known
      FROM unnest(${wordArray}) AS q(word)
      CROSS JOIN LATERAL (
        SELECT s.word FROM search_words s
        WHERE s.word % q.word AND (s.shallow OR ${deep})
        ORDER BY similarity(s.word, q.word) DESC, s.word LIMIT 20
      ) c
      WHERE NOT EXISTS (
        SELECT 1 FROM search_words d
        WHERE d.word LIKE q.word || '%' AND (d.shallow OR ${deep}))`);
    return result.rows as { typed: string; known: string }[];
  });
  for (const word of candidates) {
    const near = oneTypoAway(
      word,
      found.filter((r) => r.typed === word).map((r) => r.known),
    );
    if (near.length > 0) corrections.set(word, near);
  }
  return corrections;
}

/**
 * Matches counted and ranked exactly up to this many per lookup. A broader keyword ("brake", "DBA")
 * ranks the first SEARCH_CAP matches each lookup finds (exact part numbers always among them) and
 * answers `more`: the shopper is asked to add a word. See docs/decisions/0007-search.md.
 */
export const SEARCH_CAP = 1000;

export async function search(
  ctx: CallContext,
  keyword: string,
  opts: { deep?: boolean; limit: number; offset: number },
): Promise<{ items: ItemSummary[]; total: number; more: boolean; corrections: Record<string, string[]> }> {
  const deep = opts.deep === true;
  const { partNumber, words } = parseKeyword(keyword);
  const corrections = await correctTypos(ctx, words, deep);
  const tsquery = toTsQuery(words, corrections);
  const corrected = Object.fromEntries(corrections);

  const hidden = ctx.source === "uk" ? sql`AND i.brand_id NOT IN (${sql.join(UK_HIDDEN_BRANDS.map((b) => sql`${b}`), sql`, `)})` : sql``;
  const like = escapeLike(partNumber);
  // The language is one of three fixed values, written out so the planner picks its partial index.
  const lang = sql.raw(`'${LANGUAGES.includes(ctx.lang) ? ctx.lang : "en"}'`);
  const column = sql.identifier(deep ? "deep" : "document");
  const cap = SEARCH_CAP + 1;

  // Each lookup is capped at SEARCH_CAP + 1 rows, so a broad keyword costs no more than a narrow one.
  // Exact and prefix part numbers walk the text_pattern_ops btree (prefix in part-number order), a
  // substring needs the trigram GIN index (3 characters or more), words the GIN full-text index.
  const lookups: SQL[] = [];
  if (partNumber.length > 0) {
    lookups.push(sql`(SELECT i.id, 0 AS tier, 0::real AS rank, false AS capped FROM items i WHERE i.name_normalized = ${partNumber} ${hidden})`);
    lookups.push(sql`(SELECT id, 1, 0::real, count(*) OVER () > ${SEARCH_CAP} FROM (
      SELECT i.id FROM items i WHERE i.name_normalized LIKE ${`${like}%`} AND i.name_normalized <> ${partNumber} ${hidden}
      ORDER BY i.name_normalized USING ~<~ LIMIT ${cap}) p)`);
    if (partNumber.length >= SUBSTRING_MIN_LENGTH) {
      lookups.push(sql`(SELECT id, 2, 0::real, count(*) OVER () > ${SEARCH_CAP} FROM (
        SELECT i.id FROM items i WHERE i.name_normalized LIKE ${`%${like}%`} AND i.name_normalized NOT LIKE ${`${like}%`} ${hidden}
        LIMIT ${cap}) s)`);
    }
  }
  if (tsquery) {
    lookups.push(sql`(SELECT id, 3, rank, count(*) OVER () > ${SEARCH_CAP} FROM (
      SELECT d.item_id AS id, ts_rank(d.${column}, q) AS rank
      FROM to_tsquery('simple', ${tsquery}) AS q, search_documents d ${ctx.source === "uk" ? sql`JOIN items i ON i.id = d.item_id` : sql``}
      WHERE d.lang = ${lang} AND d.${column} @@ q ${hidden} LIMIT ${cap}) t)`);
  }
  if (lookups.length === 0) return { items: [], total: 0, more: false, corrections: corrected };

  const result = await ctx.db.execute(sql`
    WITH hits (id, tier, rank, capped) AS (${sql.join(lookups, sql` UNION ALL `)}),
    best AS (SELECT DISTINCT ON (id) id, tier, rank FROM hits ORDER BY id, tier, rank DESC)
    SELECT b.id, count(*) OVER () AS total, (SELECT bool_or(capped) FROM hits) AS more
    FROM best b JOIN items i ON i.id = b.id
    ORDER BY b.tier, b.rank DESC, i.name, i.id
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  let found = result.rows as { id: number; total: string; more: boolean | null }[];
  if (found.length === 0 && opts.offset > 0) {
    // Past the last page: count what there is.
    const counted = await ctx.db.execute(sql`
      WITH hits (id, tier, rank, capped) AS (${sql.join(lookups, sql` UNION ALL `)})
      SELECT count(DISTINCT id) AS total, bool_or(capped) AS more FROM hits`);
    found = [];
    const row = counted.rows[0] as { total: string; more: boolean | null };
    return { items: [], total: Math.min(Number(row.total), SEARCH_CAP), more: row.more === true, corrections: corrected };
  }
  const more = found[0]?.more === true;
  // A broad keyword: the shopper sees the best of the first SEARCH_CAP matches and is told there are more.
  const total = found[0] ? Math.min(Number(found[0].total), SEARCH_CAP) : 0;
  if (opts.offset >= SEARCH_CAP) found = [];
  else found = found.slice(0, SEARCH_CAP - opts.offset);
  const items = await loadItemSummaries(
    ctx,
    found.map((r) => r.id),
  );
  return { items, total, more, corrections: corrected };
}
