/**
 * The sitemap's entries (contract/sitemap.ts, decision 0033): products and news posts in id order,
 * read in keyset pages. The parts of a kind are found from the ids alone (an index-only scan that
 * keeps every perpart-th id), so the sitemap index names 100,000 products' parts without reading
 * them, and each part is then read page by page after its cursor.
 */
import { sql, type SQL } from "drizzle-orm";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import type { SitemapEntry, SitemapKind, SitemapPart } from "../../contract/sitemap.ts";
import type { CallContext } from "../context.ts";

/**
 * The products a search engine may list, as the product page shows them: not a service line
 * (airfreight), not a brand the UK site hides, and with its texts in at least one language (the
 * page exists only in the languages it has texts in).
 */
function itemsShown(ctx: Pick<CallContext, "source">): SQL {
  const hidden = ctx.source === "uk" ? UK_HIDDEN_BRANDS : [];
  return sql`i.recordtype <> 'service' AND i.discontinued_at IS NULL
    ${hidden.length ? sql`AND i.brand_id <> ALL(${`{${hidden.join(",")}}`}::text[])` : sql``}
    AND EXISTS (SELECT 1 FROM item_texts t WHERE t.item_id = i.id)`;
}

/** The ids of the entries of a kind, as a subquery with the column `id`. */
function ids(ctx: Pick<CallContext, "source">, kind: SitemapKind): SQL {
  return kind === "items"
    ? sql`SELECT i.id FROM items i WHERE ${itemsShown(ctx)}`
    : sql`SELECT n.id FROM news_posts n WHERE n.show`;
}

/**
 * The parts of a kind: part k (from 0) starts after the (k * perpart)-th id and holds up to perpart
 * entries. One pass over the ids; only every perpart-th id and the last leave the database.
 */
export async function sitemapParts(
  ctx: Pick<CallContext, "db" | "source">,
  kind: SitemapKind,
  perpart: number,
): Promise<SitemapPart[]> {
  const { rows } = await ctx.db.execute<{ id: number; n: string; total: string }>(sql`SELECT id, n, total FROM (
      SELECT e.id, row_number() OVER (ORDER BY e.id) AS n, count(*) OVER () AS total FROM (${ids(ctx, kind)}) e) s
    WHERE n % ${perpart} = 0 OR n = total ORDER BY n`);
  const total = Number(rows[0]?.total ?? 0);
  const ends = rows.filter((r) => Number(r.n) % perpart === 0).map((r) => Number(r.id));
  const parts: SitemapPart[] = [];
  for (let start = 0, k = 0; start < total; start += perpart, k++) {
    parts.push({ after: k === 0 ? null : ends[k - 1]!, count: Math.min(perpart, total - start) });
  }
  return parts;
}

/** One page of entries of a kind after a cursor, in id order. */
export async function sitemapEntries(
  ctx: Pick<CallContext, "db" | "source">,
  request: { kind: SitemapKind; after: number | null; limit: number },
): Promise<SitemapEntry[]> {
  const after = request.after ?? 0;
  if (request.kind === "news") {
    const { rows } = await ctx.db.execute<{ id: number; slug: string; published_on: string }>(
      sql`SELECT n.id, n.slug, n.published_on::text AS published_on FROM news_posts n
        WHERE n.show AND n.id > ${after} ORDER BY n.id LIMIT ${request.limit}`,
    );
    // News is written in English; its page exists in every language (the shop around it is translated).
    return rows.map((r) => ({ id: r.id, slug: r.slug, langs: [...LANGUAGES], lastmod: r.published_on }));
  }
  // The page's languages are looked up per row from item_texts' key (no semi-join over the whole
  // table, which would make every page cost as much as the rows before it).
  const hidden = ctx.source === "uk" ? UK_HIDDEN_BRANDS : [];
  const { rows } = await ctx.db.execute<{ id: number; slug: string; langs: string[] }>(
    sql`SELECT i.id, i.urlcomponent AS slug, l.langs FROM items i
      CROSS JOIN LATERAL (SELECT ARRAY(SELECT t.lang FROM item_texts t WHERE t.item_id = i.id ORDER BY t.lang) AS langs) l
      WHERE i.recordtype <> 'service' AND i.discontinued_at IS NULL
        ${hidden.length ? sql`AND i.brand_id <> ALL(${`{${hidden.join(",")}}`}::text[])` : sql``}
        AND cardinality(l.langs) > 0 AND i.id > ${after}
      ORDER BY i.id LIMIT ${request.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    langs: LANGUAGES.filter((l) => r.langs.includes(l)),
    lastmod: null,
  }));
}
