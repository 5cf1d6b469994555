/**
 * Search by part number, OE number, brand, name and description (and, deep, by vehicle application
 * and long description). Part and OE numbers match however they are typed (case, spaces, dashes,
 * dots); exact part numbers rank first, then prefixes, then the parts replacing an OE number equal
 * to or starting with the keyword (marked `replaces`), then part numbers containing it, then text matches
 * by relevance; ties by name. A word the catalogue does not know is also searched as the catalogue
 * words one typed character away. The lookups run on the ERP's in-memory index
 * (search/, one file per concern), which also holds the cards' catalogue facts and keeps the trade
 * facts (prices, stock) of the cards it served; the database is asked for the others and for the
 * change log.
 * Design and measurements: docs/decisions/0007-search.md, 0015-search-index.md and 0017-card-trade-facts.md.
 */
import { sql } from "drizzle-orm";
import type { ItemSummary } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";
import { preparedRows } from "../db/prepared.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { commercialsJson, toItemSummariesWithFacts, tradeList, type CommercialRow } from "./summaries.ts";
import { loadItemSummaries } from "./summary-cache.ts";
import { correctWords } from "./search/dictionary.ts";
import type { LookRow, SearchIndex } from "./search/refresh.ts";
import type { Snapshot } from "./search/snapshot.ts";
import { parseKeyword } from "./search-keyword.ts";

const UK_HIDDEN = new Set<string>(UK_HIDDEN_BRANDS);
const NONE_HIDDEN = new Set<string>();

interface SearchOptions {
  deep?: boolean;
  limit: number;
  offset: number;
}

/** The page of ids and the total on one snapshot of the index, with the corrections it searched. */
async function lookUp(ctx: CallContext, snapshot: Snapshot, keyword: string, opts: SearchOptions) {
  const deep = opts.deep === true;
  const { partNumber, words } = parseKeyword(keyword);
  const corrections = correctWords(snapshot.dictionary, words, deep);
  const { ids, total, replaces } = await snapshot.find({
    partNumber,
    words: words.map((word) => ({ word, corrections: corrections.get(word) ?? [] })),
    lang: ctx.lang,
    deep,
    hiddenBrands: ctx.source === "uk" ? UK_HIDDEN : NONE_HIDDEN,
    offset: opts.offset,
    limit: opts.limit,
  });
  return { ids, total, replaces, corrections: Object.fromEntries(corrections) };
}

/** The cards found by an OE number they replace, marked with it. */
const markReplacements = (items: ItemSummary[], replaces: ReadonlyMap<number, string>) =>
  replaces.size === 0
    ? items
    : items.map((item) => (replaces.has(item.id) ? { ...item, replaces: replaces.get(item.id) } : item));

export async function search(
  ctx: CallContext,
  index: SearchIndex,
  keyword: string,
  opts: SearchOptions,
): Promise<{ items: ItemSummary[]; total: number; corrections: Record<string, string[]> }> {
  // Usually one round trip: answer from the index as it is, with the cards' catalogue facts and
  // the trade facts it has kept, and read the trade facts of the other cards together with the
  // change log; the answer stands when the log holds nothing the index has not applied (0017).
  const token = await index.begin();
  if (token) {
    const found = await lookUp(ctx, token.snapshot, keyword, opts);
    const facts = await token.snapshot.cardFacts(found.ids, ctx.lang);
    const list = tradeList(ctx);
    const kept = index.trade.get(list, found.ids);
    const mark = index.trade.mark();
    const [row] =
      kept.missing.length === 0
        ? await preparedRows<LookRow & { items?: undefined }>(ctx.db, "search-changes", index.lookSql(token))
        : await preparedRows<LookRow & { items: CommercialRow[] }>(
            ctx.db,
            "search-page",
            sql`SELECT ${commercialsJson(ctx, kept.missing)} AS items, look.xmin, look.changes FROM (${index.lookSql(token)}) look`,
          );
    if (index.validate(token, row, kept.rows, mark)) {
      const read = row!.items ?? [];
      index.trade.put(list, read, mark);
      return {
        items: markReplacements(
          toItemSummariesWithFacts(ctx, found.ids, facts, [...kept.rows, ...read]),
          found.replaces,
        ),
        total: found.total,
        corrections: found.corrections,
      };
    }
  }
  // The index changed, or is new: bring it up to date first.
  const found = await lookUp(ctx, await index.current(), keyword, opts);
  return {
    items: markReplacements(await loadItemSummaries(ctx, found.ids), found.replaces),
    total: found.total,
    corrections: found.corrections,
  };
}
