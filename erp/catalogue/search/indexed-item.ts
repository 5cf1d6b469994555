/** What the index holds of an item, what a search asks of it, and the card facts it answers. */
import type { Language } from "../../../contract/languages.ts";
import type { CardFacts } from "../summaries.ts";
import type { OeNumber } from "./oe-numbers.ts";
import type { WordQuery } from "./ranking.ts";
import type { DocumentLexemes } from "./text-index.ts";

export interface IndexedItem {
  id: number;
  /** The part number as normalizePartNumber makes it (the database's name_normalized). */
  part: string;
  name: string;
  brand: string;
  /** The rest of what an item card shows that changes only with the catalogue (see CardFacts). */
  urlcomponent: string;
  manufacturer: string;
  group: string;
  category: string;
  recordtype: string;
  photos: { url: string; name: string }[];
  /** The original-equipment numbers the item replaces. */
  oe: readonly OeNumber[];
}

/** An item changed since the base was built: its current data (or null when it is gone). */
export interface OverlayItem {
  item: IndexedItem;
  /** Lexemes per language and column. */
  documents: Map<Language, DocumentLexemes>;
  /** The card description per language. */
  descriptions: Map<Language, string>;
}

export interface IndexQuery {
  partNumber: string;
  words: readonly WordQuery[];
  lang: Language;
  deep: boolean;
  /** Brands whose items are left out (the UK source). */
  hiddenBrands: ReadonlySet<string>;
  offset: number;
  limit: number;
}

export const cardFactsOf = (item: IndexedItem, description: string): CardFacts => ({
  urlcomponent: item.urlcomponent,
  name: item.name,
  description,
  manufacturer: item.manufacturer,
  group_code: item.group,
  brand_id: item.brand,
  category: item.category,
  recordtype: item.recordtype,
  photos: item.photos,
});
