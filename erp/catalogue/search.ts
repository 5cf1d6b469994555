/**
 * Search by part number, brand, name and description. Part numbers match however they are typed
 * (case, spaces, dashes); exact part numbers rank first, then prefixes, then text matches.
 */
import { sql } from "drizzle-orm";
import type { ItemSummary } from "../contract.ts";
import type { CallContext } from "../context.ts";
import { normalizePartNumber } from "./constants.ts";
import { loadItemSummaries } from "./items.ts";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function search(
  ctx: CallContext,
  keyword: string,
  opts: { deep?: boolean; limit: number; offset: number },
): Promise<{ items: ItemSummary[]; total: number }> {
  const normalized = normalizePartNumber(keyword);
  const words = keyword
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  const prefix = `${escapeLike(normalized)}%`;
  const contains = `%${escapeLike(normalized)}%`;
  const wordMatches = words.map((w) => {
    const like = `%${escapeLike(w)}%`;
    const deep = opts.deep
      ? sql` OR EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND
            (a.make ILIKE ${like} OR a.model ILIKE ${like} OR a.engine ILIKE ${like}))
          OR t.detaildescription ILIKE ${like}`
      : sql``;
    return sql`(i.name_normalized LIKE ${`%${escapeLike(normalizePartNumber(w))}%`}
      OR t.description ILIKE ${like} OR i.manufacturer ILIKE ${like} OR b.name ILIKE ${like}${deep})`;
  });
  const textMatch = wordMatches.length ? sql.join(wordMatches, sql` AND `) : sql`false`;
  const hidden = ctx.source === "uk" ? sql`AND i.brand_id NOT IN ('pedders','turbosmart','whiteline','acl','ryco','superpro')` : sql``;
  const result = await ctx.db.execute(sql`
    WITH matches AS (
      SELECT i.id, i.name,
        CASE WHEN i.name_normalized = ${normalized} THEN 0
             WHEN i.name_normalized LIKE ${prefix} THEN 1
             WHEN i.name_normalized LIKE ${contains} THEN 2
             ELSE 3 END AS rank
      FROM items i
      JOIN item_texts t ON t.item_id = i.id AND t.lang = ${ctx.lang}
      JOIN brands b ON b.id = i.brand_id
      WHERE (i.name_normalized LIKE ${contains} OR ${textMatch}) ${hidden}
    )
    SELECT id, count(*) OVER () AS total FROM matches
    ORDER BY rank, name, id
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  const found = result.rows as { id: number; total: string }[];
  const items = await loadItemSummaries(
    ctx,
    found.map((r) => r.id),
  );
  return { items, total: found[0] ? Number(found[0].total) : 0 };
}
