/**
 * Search by part number, brand, name and description (and, deep, by vehicle application and long
 * description). Part numbers match however they are typed (case, spaces, dashes); exact part
 * numbers rank first, then prefixes, then part numbers containing the keyword, then text matches
 * by relevance; ties by name. A word the catalogue does not know is also searched as the catalogue
 * words one typed character away. The lookups run on the ERP's in-memory index
 * (search-index.ts); only the item cards of the page come from the database.
 * Design and measurements: docs/decisions/0007-search.md and 0015-search-index.md.
 */
import type { ItemSummary } from "../contract.ts";
import type { CallContext } from "../context.ts";
import { UK_HIDDEN_BRANDS } from "./constants.ts";
import { loadItemSummaries } from "./items.ts";
import { correctWords, type SearchIndex } from "./search-index.ts";
import { parseKeyword } from "./search-keyword.ts";

const UK_HIDDEN = new Set<string>(UK_HIDDEN_BRANDS);
const NONE_HIDDEN = new Set<string>();

export async function search(
  ctx: CallContext,
  index: SearchIndex,
  keyword: string,
  opts: { deep?: boolean; limit: number; offset: number },
): Promise<{ items: ItemSummary[]; total: number; corrections: Record<string, string[]> }> {
  const deep = opts.deep === true;
  const { partNumber, words } = parseKeyword(keyword);
  const snapshot = await index.current();
  const corrections = correctWords(snapshot.dictionary, words, deep);
  const { ids, total } = await snapshot.find({
    partNumber,
    words: words.map((word) => ({ word, corrections: corrections.get(word) ?? [] })),
    lang: ctx.lang,
    deep,
    hiddenBrands: ctx.source === "uk" ? UK_HIDDEN : NONE_HIDDEN,
    offset: opts.offset,
    limit: opts.limit,
  });
  const items = await loadItemSummaries(ctx, ids);
  return { items, total, corrections: Object.fromEntries(corrections) };
}
