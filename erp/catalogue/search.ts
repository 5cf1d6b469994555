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

export async function search(
  ctx: CallContext,
  keyword: string,
  opts: { deep?: boolean; limit: number; offset: number },
): Promise<{ items: ItemSummary[]; total: number; corrections: Record<string, string[]> }> {
  const deep = opts.deep === true;
  const { partNumber, words } = parseKeyword(keyword);
  const corrections = await correctTypos(ctx, words, deep);
  const tsquery = toTsQuery(words, corrections);

  const parts: SQL[] = [];
  if (partNumber.length > 0) {
    const like = escapeLike(partNumber);
    // Exact and prefix use the text_pattern_ops btree; a substring needs the trigram GIN index.
    const match = partNumber.length >= SUBSTRING_MIN_LENGTH ? sql`i.name_normalized LIKE ${`%${like}%`}` : sql`i.name_normalized LIKE ${`${like}%`}`;
    parts.push(sql`
      SELECT i.id, CASE WHEN i.name_normalized = ${partNumber} THEN 0 WHEN i.name_normalized LIKE ${`${like}%`} THEN 1 ELSE 2 END AS tier, 0::real AS rank
      FROM items i WHERE ${match}`);
  }
  if (tsquery) {
    // The language is one of three fixed values, written out so the planner picks its partial index.
    const lang = LANGUAGES.includes(ctx.lang) ? ctx.lang : "en";
    const column = sql.identifier(deep ? "deep" : "document");
    parts.push(sql`
      SELECT d.item_id, 3, ts_rank(d.${column}, q.q)
      FROM search_documents d, to_tsquery('simple', ${tsquery}) AS q(q)
      WHERE d.lang = ${sql.raw(`'${lang}'`)} AND d.${column} @@ q.q`);
  }
  if (parts.length === 0) return { items: [], total: 0, corrections: Object.fromEntries(corrections) };

  const hidden = ctx.source === "uk" ? sql`AND i.brand_id NOT IN (${sql.join(UK_HIDDEN_BRANDS.map((b) => sql`${b}`), sql`, `)})` : sql``;
  const result = await ctx.db.execute(sql`
    WITH hits (id, tier, rank) AS (${sql.join(parts, sql` UNION ALL `)}),
    best AS (SELECT DISTINCT ON (id) id, tier, rank FROM hits ORDER BY id, tier, rank DESC)
    SELECT b.id, count(*) OVER () AS total
    FROM best b JOIN items i ON i.id = b.id
    WHERE true ${hidden}
    ORDER BY b.tier, b.rank DESC, i.name, i.id
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  const found = result.rows as { id: number; total: string }[];
  let total = found[0] ? Number(found[0].total) : 0;
  if (found.length === 0 && opts.offset > 0) {
    // Past the last page: the count still tells the shopper how many there are.
    const counted = await ctx.db.execute(sql`
      WITH hits (id, tier, rank) AS (${sql.join(parts, sql` UNION ALL `)})
      SELECT count(DISTINCT h.id) AS total FROM hits h JOIN items i ON i.id = h.id WHERE true ${hidden}`);
    total = Number((counted.rows[0] as { total: string }).total);
  }
  const items = await loadItemSummaries(
    ctx,
    found.map((r) => r.id),
  );
  return { items, total, corrections: Object.fromEntries(corrections) };
}
