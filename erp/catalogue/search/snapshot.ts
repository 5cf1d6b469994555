/**
 * The index in memory at one moment: items in name order, part-number lookups, text indexes per
 * language and column, the changed items' overlay, and the search over them all.
 */
import type { Language } from "../../../contract/languages.ts";
import type { CardFacts } from "../summaries.ts";
import { cardFactsOf, type IndexedItem, type IndexQuery, type OverlayItem } from "./indexed-item.ts";
import type { Dictionaries } from "./dictionary.ts";
import { scratchFor, trigramLists, wordLists, type Scratch } from "./lists.ts";
import { trigramAt, trigramCount } from "./normalise.ts";
import {
  mergeOrdered,
  nameOrderAmong,
  partTier,
  positionOf,
  smallest,
  sortKey,
  SUBSTRING_MIN_LENGTH,
  textScore,
  TIER,
  type Candidate,
  type WordQuery,
} from "./ranking.ts";
import { OeIndex, oeMatch } from "./oe-numbers.ts";
import { byString, prefixRange } from "./sorted.ts";
import { TextIndex, type DocumentColumn } from "./text-index.ts";

export type { IndexedItem, IndexQuery, OverlayItem };

/** Changed items answered from the overlay before the whole index is rebuilt in the background. */
const OVERLAY_LIMIT_MIN = 500;
const OVERLAY_LIMIT_SHARE = 0.02;

/**
 * Base data of the index at one moment: items in the database's name order (a position is the
 * name rank), part numbers sorted, part-number trigrams, and text indexes per language and column
 * (loaded on first use). Items changed since then live in the overlay.
 */
export class Snapshot {
  readonly positions = new Map<number, number>();
  /** Positions sorted by part number. */
  private readonly byPart: Int32Array;
  private readonly trigrams: Map<string, Int32Array>;
  private readonly oe: OeIndex;
  private readonly texts = new Map<string, TextIndex | Promise<TextIndex>>();
  private readonly hiddenMasks = new Map<string, Uint8Array>();
  /** Base positions whose data the overlay replaces (changed or deleted items). */
  readonly stale: Uint8Array;
  readonly overlay = new Map<number, OverlayItem | null>();
  private readonly descriptionLists = new Map<Language, Promise<(string | undefined)[]>>();
  private readonly scratch: Scratch;

  constructor(
    /** In the database's name order (ORDER BY name, id). */
    readonly items: readonly IndexedItem[],
    public dictionary: Dictionaries,
    private readonly loadText: (lang: Language, column: DocumentColumn, snapshot: Snapshot) => Promise<TextIndex>,
    private readonly loadDescriptions: (lang: Language, snapshot: Snapshot) => Promise<(string | undefined)[]>,
  ) {
    items.forEach((item, position) => this.positions.set(item.id, position));
    this.byPart = Int32Array.from(items.keys()).sort((a, b) => byString(items[a]!.part, items[b]!.part));
    this.trigrams = trigramLists(items);
    this.oe = new OeIndex(items);
    this.stale = new Uint8Array(items.length);
    this.scratch = scratchFor(items.length);
  }

  /** The text index of a language and column, loaded once. */
  async text(lang: Language, column: DocumentColumn): Promise<TextIndex> {
    const key = `${lang}:${column}`;
    let index = this.texts.get(key);
    if (!index) {
      index = this.loadText(lang, column, this);
      this.texts.set(key, index);
      index.then(
        (loaded) => this.texts.set(key, loaded),
        () => this.texts.delete(key),
      );
    }
    return index;
  }

  /**
   * What the cards of these items show that changes only with the catalogue, in the language
   * (CardFacts); an item gone, or without texts in the language, is missing from the map.
   */
  async cardFacts(ids: readonly number[], lang: Language): Promise<Map<number, CardFacts>> {
    const descriptions = await this.descriptions(lang);
    const facts = new Map<number, CardFacts>();
    for (const id of ids) {
      const found = this.factsOf(id, lang, descriptions);
      if (found) facts.set(id, found);
    }
    return facts;
  }

  /** The card descriptions of a language by base position, loaded once. */
  private descriptions(lang: Language): Promise<(string | undefined)[]> {
    let list = this.descriptionLists.get(lang);
    if (!list) {
      list = this.loadDescriptions(lang, this);
      this.descriptionLists.set(lang, list);
      list.catch(() => this.descriptionLists.delete(lang));
    }
    return list;
  }

  /** An item's card facts in a language: from the overlay when it changed, else from the base. */
  private factsOf(id: number, lang: Language, descriptions: (string | undefined)[]): CardFacts | undefined {
    let item: IndexedItem | undefined;
    let description: string | undefined;
    if (this.overlay.has(id)) {
      const data = this.overlay.get(id);
      item = data?.item;
      description = data?.descriptions.get(lang);
    } else {
      const position = this.positions.get(id);
      item = position === undefined ? undefined : this.items[position];
      description = position === undefined ? undefined : descriptions[position];
    }
    return item && description !== undefined ? cardFactsOf(item, description) : undefined;
  }

  /** The languages and columns whose text indexes are loaded (or loading). */
  loadedTexts(): [Language, DocumentColumn][] {
    return [...this.texts.keys()].map((key) => key.split(":") as [Language, DocumentColumn]);
  }

  /** Replaces an item's data (null: the item is gone). */
  put(id: number, data: OverlayItem | null) {
    const position = this.positions.get(id);
    if (position !== undefined) this.stale[position] = 1;
    this.overlay.set(id, data);
  }

  /** More items changed than the overlay should answer for (limit: by default 2 % of the items, at least 500). */
  overlayFull(limit?: number): boolean {
    return this.overlay.size > (limit ?? Math.max(OVERLAY_LIMIT_MIN, this.items.length * OVERLAY_LIMIT_SHARE));
  }

  private hiddenMask(hidden: ReadonlySet<string>): Uint8Array | null {
    if (hidden.size === 0) return null;
    const key = [...hidden].sort().join(",");
    let mask = this.hiddenMasks.get(key);
    if (!mask) {
      mask = new Uint8Array(this.items.length);
      this.items.forEach((item, position) => {
        if (hidden.has(item.brand)) mask![position] = 1;
      });
      this.hiddenMasks.set(key, mask);
    }
    return mask;
  }

  /**
   * Ids of the page asked for, best first, how many items match in all, and which of the page
   * were found by an OE number they replace (id -> that number as printed).
   */
  async find(q: IndexQuery): Promise<{ ids: number[]; total: number; replaces: Map<number, string> }> {
    const shallow = q.words.length > 0 ? await this.text(q.lang, "document") : null;
    const deep = shallow && q.deep ? await this.text(q.lang, "deep") : null;
    // From here on nothing waits, so the scratch arrays are this search's alone until it returns.
    const replaced = new Map<number, string>();
    const count = this.matchBase(q, shallow, deep, replaced);
    const overlay = this.overlayMatches(q, replaced);
    const total = count + overlay.length;
    const want = Math.min(total, q.offset + q.limit);
    const base = this.bestOfBase(count, want);
    if (q.offset >= total) return { ids: [], total, replaces: new Map() };
    const ids = mergeOrdered(base, overlay)
      .slice(q.offset, want)
      .map((c) => c.item.id);
    return { ids, total, replaces: new Map(ids.flatMap((id) => (replaced.has(id) ? [[id, replaced.get(id)!]] : []))) };
  }

  /** The `want` best of the `count` base matches, in order; clears their tiers and scores. */
  private bestOfBase(count: number, want: number): Candidate[] {
    const { tierOf, scoreOf, matched } = this.scratch;
    // Sorted in place (smallest), so the keys live in the scratch too.
    const keys = this.scratch.keys.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const position = matched[i]!;
      keys[i] = sortKey(tierOf[position]! - 1, scoreOf[position]!, position);
    }
    const base: Candidate[] = Array.from(smallest(keys, want), (key) => {
      const position = positionOf(key);
      return {
        item: this.items[position]!,
        tier: tierOf[position]! - 1,
        score: scoreOf[position]!,
        nameOrder: position,
      };
    });
    for (let i = 0; i < count; i++) {
      tierOf[matched[i]!] = 0;
      scoreOf[matched[i]!] = 0;
    }
    return base;
  }

  /**
   * How many base positions match: the first that many of scratch.matched, each once, with
   * tierOf = 1 + its best tier and scoreOf = its text score (the caller clears them).
   */
  private matchBase(
    q: IndexQuery,
    shallow: TextIndex | null,
    deep: TextIndex | null,
    replaced: Map<number, string>,
  ): number {
    const hidden = this.hiddenMask(q.hiddenBrands);
    let count = 0;
    if (q.partNumber.length > 0) {
      count = this.matchPartPrefix(q.partNumber, hidden, count);
      count = this.matchOe(q.partNumber, hidden, count, replaced);
      if (q.partNumber.length >= SUBSTRING_MIN_LENGTH) count = this.matchPartSubstring(q.partNumber, hidden, count);
    }
    if (shallow) count = this.matchText(q, shallow, deep, hidden, count);
    return count;
  }

  /** Adds the part numbers equal to or starting with the typed one (a range of byPart); returns the new count. */
  private matchPartPrefix(part: string, hidden: Uint8Array | null, count: number): number {
    const { tierOf, matched } = this.scratch;
    const stale = this.stale;
    const [from, to] = prefixRange(this.byPart.length, part, (i) => this.items[this.byPart[i]!]!.part);
    for (let i = from; i < to; i++) {
      const position = this.byPart[i]!;
      if (stale[position] === 1 || (hidden !== null && hidden[position] === 1)) continue;
      tierOf[position] = 1 + (this.items[position]!.part === part ? TIER.exact : TIER.prefix);
      matched[count++] = position;
    }
    return count;
  }

  /** Adds the items replacing an OE number equal to or starting with the typed one (not matched yet). */
  private matchOe(part: string, hidden: Uint8Array | null, count: number, replaced: Map<number, string>): number {
    const { tierOf, matched } = this.scratch;
    this.oe.match(part, (position, printed) => {
      if (tierOf[position] !== 0 || this.stale[position] === 1 || (hidden !== null && hidden[position] === 1)) return;
      tierOf[position] = 1 + TIER.replacement;
      matched[count++] = position;
      replaced.set(this.items[position]!.id, printed);
    });
    return count;
  }

  /** Adds the part numbers containing the typed one (not matched yet); returns the new count. */
  private matchPartSubstring(part: string, hidden: Uint8Array | null, count: number): number {
    const { tierOf, matched } = this.scratch;
    const stale = this.stale;
    const rarest = this.rarestTrigram(part);
    if (!rarest) return count;
    for (let i = 0; i < rarest.length; i++) {
      const position = rarest[i]!;
      if (tierOf[position] !== 0 || stale[position] === 1 || (hidden !== null && hidden[position] === 1)) continue;
      if (!this.items[position]!.part.includes(part)) continue;
      tierOf[position] = 1 + TIER.substring;
      matched[count++] = position;
    }
    return count;
  }

  /** The shortest list of the part number's trigrams (it narrows the items), or none when a trigram is in no part number. */
  private rarestTrigram(part: string): Int32Array | undefined {
    let rarest: Int32Array | undefined;
    for (let i = 0; i < trigramCount(part); i++) {
      const list = this.trigrams.get(trigramAt(part, i));
      if (!list) return undefined;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /** Adds the items holding every word (not matched yet), with their scores; returns the new count. */
  private matchText(
    q: IndexQuery,
    shallow: TextIndex,
    deep: TextIndex | null,
    hidden: Uint8Array | null,
    count: number,
  ): number {
    const { tierOf, scoreOf, matched } = this.scratch;
    const stale = this.stale;
    const text = this.textMatches(q, shallow, deep);
    for (let i = 0; i < text.count; i++) {
      const position = text.positions[i]!;
      const score = text.scores[position]!;
      text.scores[position] = 0;
      if (tierOf[position] !== 0 || stale[position] === 1 || (hidden !== null && hidden[position] === 1)) continue;
      tierOf[position] = 1 + TIER.text;
      scoreOf[position] = score;
      matched[count++] = position;
    }
    return count;
  }

  /**
   * Positions holding every word (the first `count` of `positions`) and their summed scores
   * (indexed by position in `scores`, which the caller clears).
   */
  private textMatches(q: IndexQuery, shallow: TextIndex, deep: TextIndex | null) {
    const { wordScore, touched, textScore: scores } = this.scratch;
    let positions: Int32Array | null = null;
    let count = 0;
    for (const w of q.words) {
      const hits = this.scoreWord(w, shallow, deep);
      if (positions === null) {
        positions = this.scratch.candidates;
        positions.set(touched.subarray(0, hits));
        count = hits;
      } else {
        let kept = 0;
        for (let i = 0; i < count; i++) {
          const position = positions[i]!;
          if (wordScore[position] !== 0) positions[kept++] = position;
          else scores[position] = 0;
        }
        count = kept;
      }
      for (let i = 0; i < count; i++) {
        const position = positions[i]!;
        scores[position] = scores[position]! + wordScore[position]!;
      }
      for (let i = 0; i < hits; i++) wordScore[touched[i]!] = 0;
      if (count === 0) break;
    }
    return { positions: positions ?? new Int32Array(0), count, scores };
  }

  /**
   * Sets scratch.wordScore of every position holding the word to its best score there, listing
   * each such position once in scratch.touched; returns how many (the caller clears wordScore).
   */
  private scoreWord(w: WordQuery, shallow: TextIndex, deep: TextIndex | null): number {
    const { wordScore, touched } = this.scratch;
    const { lists, listScores } = wordLists(w, shallow, deep);
    let hits = 0;
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const score = listScores[l]!;
      for (let i = 0; i < list.length; i++) {
        const position = list[i]!;
        const had = wordScore[position]!;
        if (had === 0) touched[hits++] = position;
        if (had < score) wordScore[position] = score;
      }
    }
    return hits;
  }

  /** The changed items that match, each checked on its own current data. */
  private overlayMatches(q: IndexQuery, replaced: Map<number, string>): Candidate[] {
    const found: Candidate[] = [];
    for (const data of this.overlay.values()) {
      if (!data || q.hiddenBrands.has(data.item.brand)) continue;
      const { item } = data;
      let tier = partTier(item.part, q.partNumber);
      const oe = tier < 0 || tier === TIER.substring ? oeMatch(item.oe, q.partNumber) : null;
      if (oe !== null) {
        tier = TIER.replacement;
        replaced.set(item.id, oe);
      }
      let score = 0;
      if (tier < 0 && q.words.length > 0) {
        const documents = data.documents.get(q.lang);
        score = documents ? textScore(q.words, q.deep, documents) : 0;
        if (score > 0) tier = TIER.text;
      }
      if (tier < 0) continue;
      found.push({ item, tier, score, nameOrder: nameOrderAmong(this.items, item.name) });
    }
    return found;
  }
}
