/**
 * The search index of the ERP, held in its own memory: part numbers (exact, prefix, substring),
 * the words of every item's search documents per language (posting lists), and the dictionary of
 * catalogue words for typo correction. Postgres stays the source of truth: the documents are its
 * tsvectors (migration 0004, kept by triggers), and every change of an item or a document is
 * logged with its transaction id (migration 0010), which each search reads before it answers, so
 * a change committed before a search is always in its answer. Why and what it costs:
 * docs/decisions/0015-search-index.md. It also keeps the trade facts (price, stock) of the cards it
 * served, dropped when the change log says they changed (TradeFacts, decision 0017).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { preparedRows } from "../db/prepared.ts";
import { LANGUAGES, type Language } from "../db/schema.ts";
import { photosJson, type CardFacts, type CommercialRow } from "./items.ts";
import { isCorrectable, oneTypoAway, PREFIX_MIN_LENGTH } from "./search-keyword.ts";

/** Substring lookups need a trigram (3 characters), as the database's trigram index did. */
const SUBSTRING_MIN_LENGTH = 3;
/** At most this many corrections of one typed word, alphabetically. */
const MAX_CORRECTIONS = 20;
/** Changed items answered from the overlay before the whole index is rebuilt in the background. */
const OVERLAY_LIMIT_MIN = 500;
const OVERLAY_LIMIT_SHARE = 0.02;
/** Change rows are kept this long; an index not brought up to date for half of it is rebuilt. */
const CHANGES_KEPT_HOURS = 24;
const STALE_AFTER_MS = (CHANGES_KEPT_HOURS / 2) * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** Rows per query when the index loads words and descriptions (by default). */
const LOAD_BATCH = 5_000;
/** Cards whose trade facts are kept (per price list and currency), by default: a few MB. */
const TRADE_FACTS_KEPT = 20_000;

export type DocumentColumn = "document" | "deep";

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
}

/** The items' columns the index holds (and the change log triggers of migrations 0010 and 0011 watch). */
const ITEM_COLUMNS = sql`i.id, i.name_normalized AS part, i.name, i.brand_id AS brand, i.urlcomponent, i.manufacturer,
  g.code AS "group", i.category, i.recordtype, ${photosJson("i")} AS photos
  FROM items i JOIN manufacturer_groups g ON g.id = i.manufacturer_group_id`;

/** One typed word and what counts as a match: itself (as a prefix when long enough) or a correction. */
export interface WordQuery {
  word: string;
  corrections: readonly string[];
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

/**
 * Tiers, best first: the exact part number, part numbers starting with it, part numbers containing
 * it, then items whose documents hold every word.
 */
export const TIER = { exact: 0, prefix: 1, substring: 2, text: 3 } as const;

/**
 * Text relevance of one typed word in one item: the word (or a correction) itself beats a longer
 * word it starts; a match in the item's own texts (manufacturer, brand, description) beats one only
 * in its vehicle applications or long description (deep). An item's score is the sum over the words.
 */
export const WORD_SCORE = { exact: 4, prefix: 3, deepExact: 2, deepPrefix: 1 } as const;

/** Positions are below this (67 million items), so a sort key can carry one. */
const POSITIONS = 2 ** 26;

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First index in [0, length) of a sorted sequence whose value is >= value. */
function lowerBound(length: number, value: string, at: (i: number) => string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of a sorted sequence whose values start with the prefix. */
function prefixRange(length: number, prefix: string, at: (i: number) => string): [number, number] {
  const from = lowerBound(length, prefix, at);
  let lo = from;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid).startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** Words of one document column in one language: sorted lexemes, each with the item positions holding it. */
export class TextIndex {
  private constructor(
    readonly lexemes: readonly string[],
    readonly postings: readonly Int32Array[],
  ) {}

  /** From (item position, lexemes of its document) pairs; positions may come in any order. */
  static build(documents: Iterable<{ position: number; lexemes: readonly string[] }>): TextIndex {
    const builder = TextIndex.builder();
    for (const { position, lexemes } of documents) builder.add(position, lexemes);
    return builder.finish();
  }

  /** Documents added one at a time (a loader in batches keeps only the lists, not the documents). */
  static builder() {
    const lists = new Map<string, number[]>();
    return {
      add(position: number, lexemes: readonly string[]) {
        for (const lexeme of lexemes) {
          const list = lists.get(lexeme);
          if (list) list.push(position);
          else lists.set(lexeme, [position]);
        }
      },
      finish(): TextIndex {
        const lexemes = [...lists.keys()].sort(byString);
        // A tsvector holds each lexeme once, so a list holds each position once.
        const postings = lexemes.map((lexeme) => Int32Array.from(lists.get(lexeme)!).sort());
        return new TextIndex(lexemes, postings);
      },
    };
  }

  /** Posting list of exactly this lexeme. */
  exact(word: string): Int32Array | undefined {
    const i = lowerBound(this.lexemes.length, word, (k) => this.lexemes[k]!);
    return this.lexemes[i] === word ? this.postings[i] : undefined;
  }

  /** Posting lists of the lexemes that start with the word and are longer than it. */
  longer(word: string): Int32Array[] {
    const [from, to] = prefixRange(this.lexemes.length, word, (i) => this.lexemes[i]!);
    const lists: Int32Array[] = [];
    for (let i = from; i < to; i++) if (this.lexemes[i] !== word) lists.push(this.postings[i]!);
    return lists;
  }
}

/** The dictionary for typo correction: sorted words, and every word under each of its one-letter deletions. */
export class Dictionary {
  private readonly sorted: string[];
  private readonly byDeletion = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.sorted = [...new Set(words)].sort(byString);
    for (const word of this.sorted) {
      for (const key of [word, ...deletions(word)]) {
        const list = this.byDeletion.get(key);
        if (list) {
          if (list[list.length - 1] !== word) list.push(word);
        } else this.byDeletion.set(key, [word]);
      }
    }
  }

  words(): readonly string[] {
    return this.sorted;
  }

  private at(word: string): number {
    return lowerBound(this.sorted.length, word, (i) => this.sorted[i]!);
  }

  has(word: string): boolean {
    return this.sorted[this.at(word)] === word;
  }

  /** Some dictionary word starts with the typed word (it is a word being typed, not a typo). */
  hasPrefix(word: string): boolean {
    return this.sorted[this.at(word)]?.startsWith(word) === true;
  }

  /** Dictionary words one typed character away (missing, extra, wrong or swapped), alphabetically. */
  near(word: string): string[] {
    const found = new Set<string>();
    for (const key of [word, ...deletions(word)])
      for (const candidate of this.byDeletion.get(key) ?? []) found.add(candidate);
    return oneTypoAway(word, [...found].sort(byString)).slice(0, MAX_CORRECTIONS);
  }
}

/** The word with one character left out, at every position. */
function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Words the dictionary holds: letters only, 3 or more (part numbers have their own lookups), as migration 0004 keeps search_words. */
const isDictionaryWord = (lexeme: string) => lexeme.length >= 3 && /^\p{L}+$/u.test(lexeme);

const cardFactsOf = (item: IndexedItem, description: string): CardFacts => ({
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

/** An item changed since the base was built: its current data (or null when it is gone). */
interface OverlayItem {
  item: IndexedItem;
  /** Lexemes per language and column. */
  documents: Map<Language, Record<DocumentColumn, ReadonlySet<string>>>;
  /** The card description per language. */
  descriptions: Map<Language, string>;
}

interface Candidate {
  item: IndexedItem;
  tier: number;
  score: number;
  /** Order by name: the base position, or (between two base items) for an overlay item. */
  nameOrder: number;
}

/**
 * Base data of the index at one moment: items in the database's name order (a position is the
 * name rank), part numbers sorted, part-number trigrams, and text indexes per language and column
 * (loaded on first use). Items changed since then live in the overlay.
 */
export class Snapshot {
  readonly positions = new Map<number, number>();
  /** Positions sorted by part number. */
  private readonly byPart: Int32Array;
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly texts = new Map<string, TextIndex | Promise<TextIndex>>();
  private readonly hiddenMasks = new Map<string, Uint8Array>();
  /** Base positions whose data the overlay replaces (changed or deleted items). */
  readonly stale: Uint8Array;
  readonly overlay = new Map<number, OverlayItem | null>();

  private readonly descriptionLists = new Map<Language, Promise<(string | undefined)[]>>();

  constructor(
    /** In the database's name order (ORDER BY name, id). */
    readonly items: readonly IndexedItem[],
    public dictionary: { all: Dictionary; shallow: Dictionary },
    private readonly loadText: (lang: Language, column: DocumentColumn, snapshot: Snapshot) => Promise<TextIndex>,
    private readonly loadDescriptions: (lang: Language, snapshot: Snapshot) => Promise<(string | undefined)[]>,
  ) {
    items.forEach((item, position) => this.positions.set(item.id, position));
    this.byPart = Int32Array.from(items.keys()).sort((a, b) => byString(items[a]!.part, items[b]!.part));
    const lists = new Map<string, number[]>();
    items.forEach((item, position) => {
      for (let i = 0; i + 3 <= item.part.length; i++) {
        const trigram = item.part.slice(i, i + 3);
        const list = lists.get(trigram);
        if (!list) lists.set(trigram, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    for (const [trigram, list] of lists) this.trigrams.set(trigram, Int32Array.from(list));
    this.stale = new Uint8Array(items.length);
    const n = items.length;
    this.scratch = {
      tierOf: new Uint8Array(n),
      scoreOf: new Uint8Array(n),
      wordScore: new Uint8Array(n),
      textScore: new Uint8Array(n),
      touched: new Int32Array(n),
      matched: new Int32Array(n),
      candidates: new Int32Array(n),
      keys: new Float64Array(n),
    };
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
    let list = this.descriptionLists.get(lang);
    if (!list) {
      list = this.loadDescriptions(lang, this);
      this.descriptionLists.set(lang, list);
      list.catch(() => this.descriptionLists.delete(lang));
    }
    const descriptions = await list;
    const facts = new Map<number, CardFacts>();
    for (const id of ids) {
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
      if (item && description !== undefined) facts.set(id, cardFactsOf(item, description));
    }
    return facts;
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

  /** Ids of the page asked for, best first, and how many items match in all. */
  async find(q: IndexQuery): Promise<{ ids: number[]; total: number }> {
    const shallow = q.words.length > 0 ? await this.text(q.lang, "document") : null;
    const deep = shallow && q.deep ? await this.text(q.lang, "deep") : null;
    // From here on nothing waits, so the scratch arrays are this search's alone until it returns.
    const count = this.matchBase(q, shallow, deep);
    const overlay = this.overlayMatches(q);
    const { tierOf, scoreOf, matched } = this.scratch;
    const total = count + overlay.length;
    const want = Math.min(total, q.offset + q.limit);
    // Order by tier, score (higher first), name order: one number per match, smallest first; the
    // position (the name rank, under 2^26) is its low part.
    // Sorted in place (smallest), so they live in the scratch too.
    const keys = this.scratch.keys.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const position = matched[i]!;
      keys[i] = ((tierOf[position]! - 1) * 256 + (255 - scoreOf[position]!)) * POSITIONS + position;
    }
    const base: Candidate[] = Array.from(smallest(keys, want), (key) => {
      const position = key % POSITIONS;
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
    if (q.offset >= total) return { ids: [], total };
    const page = mergeOrdered(base, overlay).slice(q.offset, want);
    return { ids: page.map((c) => c.item.id), total };
  }

  /** Scratch arrays indexed by position, all zero between searches. */
  private readonly scratch: Record<"tierOf" | "scoreOf" | "wordScore" | "textScore", Uint8Array> &
    Record<"touched" | "matched" | "candidates", Int32Array> & { keys: Float64Array };

  /**
   * How many base positions match: the first that many of scratch.matched, each once, with
   * tierOf = 1 + its best tier and scoreOf = its text score (the caller clears them).
   */
  private matchBase(q: IndexQuery, shallow: TextIndex | null, deep: TextIndex | null): number {
    const { tierOf, scoreOf, matched } = this.scratch;
    let count = 0;
    const hidden = this.hiddenMask(q.hiddenBrands);
    const stale = this.stale;
    const part = q.partNumber;
    if (part.length > 0) {
      const [from, to] = prefixRange(this.byPart.length, part, (i) => this.items[this.byPart[i]!]!.part);
      for (let i = from; i < to; i++) {
        const position = this.byPart[i]!;
        if (stale[position] === 1 || (hidden !== null && hidden[position] === 1)) continue;
        tierOf[position] = 1 + (this.items[position]!.part === part ? TIER.exact : TIER.prefix);
        matched[count++] = position;
      }
      if (part.length >= SUBSTRING_MIN_LENGTH) {
        // The rarest trigram of the part number narrows the items; each is then checked whole.
        let rarest: Int32Array | undefined;
        for (let i = 0; i + 3 <= part.length; i++) {
          const list = this.trigrams.get(part.slice(i, i + 3));
          if (!list) {
            rarest = undefined;
            break;
          }
          if (!rarest || list.length < rarest.length) rarest = list;
        }
        if (rarest) {
          for (let i = 0; i < rarest.length; i++) {
            const position = rarest[i]!;
            if (tierOf[position] !== 0 || stale[position] === 1 || (hidden !== null && hidden[position] === 1))
              continue;
            if (!this.items[position]!.part.includes(part)) continue;
            tierOf[position] = 1 + TIER.substring;
            matched[count++] = position;
          }
        }
      }
    }
    if (shallow) {
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
      // The posting lists of this word (itself, longer words it starts, corrections) with their scores.
      const lists: Int32Array[] = [];
      const listScores: number[] = [];
      const lookups: [TextIndex, number, number][] = deep
        ? [
            [deep, WORD_SCORE.deepExact, WORD_SCORE.deepPrefix],
            [shallow, WORD_SCORE.exact, WORD_SCORE.prefix],
          ]
        : [[shallow, WORD_SCORE.exact, WORD_SCORE.prefix]];
      for (const [index, exact, prefix] of lookups) {
        for (const word of [w.word, ...w.corrections]) {
          const list = index.exact(word);
          if (list) {
            lists.push(list);
            listScores.push(exact);
          }
        }
        if (w.word.length >= PREFIX_MIN_LENGTH) {
          for (const list of index.longer(w.word)) {
            lists.push(list);
            listScores.push(prefix);
          }
        }
      }
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

  /** The changed items that match, each checked on its own current data. */
  private overlayMatches(q: IndexQuery): Candidate[] {
    const found: Candidate[] = [];
    for (const data of this.overlay.values()) {
      if (!data || q.hiddenBrands.has(data.item.brand)) continue;
      const { item } = data;
      let tier = -1;
      let score = 0;
      if (q.partNumber.length > 0) {
        if (item.part === q.partNumber) tier = TIER.exact;
        else if (item.part.startsWith(q.partNumber)) tier = TIER.prefix;
        else if (q.partNumber.length >= SUBSTRING_MIN_LENGTH && item.part.includes(q.partNumber)) tier = TIER.substring;
      }
      if (tier < 0 && q.words.length > 0) {
        const documents = data.documents.get(q.lang);
        score = documents ? textScore(q, documents) : 0;
        if (score > 0) tier = TIER.text;
      }
      if (tier < 0) continue;
      // Between the base items around its name (odd numbers sit between the even base ones).
      const at = lowerBound(this.items.length, item.name, (i) => this.items[i]!.name);
      found.push({ item, tier, score, nameOrder: at - 0.5 });
    }
    return found;
  }
}

/** An overlay item's text score: as textMatches scores a base item, over its lexeme sets. */
function textScore(q: IndexQuery, documents: Record<DocumentColumn, ReadonlySet<string>>): number {
  let total = 0;
  for (const w of q.words) {
    let best = 0;
    const columns: [ReadonlySet<string>, number, number][] = q.deep
      ? [
          [documents.deep, WORD_SCORE.deepExact, WORD_SCORE.deepPrefix],
          [documents.document, WORD_SCORE.exact, WORD_SCORE.prefix],
        ]
      : [[documents.document, WORD_SCORE.exact, WORD_SCORE.prefix]];
    for (const [lexemes, exact, prefix] of columns) {
      if (lexemes.has(w.word) || w.corrections.some((c) => lexemes.has(c))) best = Math.max(best, exact);
      else if (w.word.length >= PREFIX_MIN_LENGTH && [...lexemes].some((l) => l.startsWith(w.word)))
        best = Math.max(best, prefix);
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/**
 * The `count` smallest numbers, ascending (a bounded max-heap when count is small against the
 * list, else sorting the list in place).
 */
export function smallest(values: Float64Array, count: number): Float64Array {
  if (count <= 0) return new Float64Array(0);
  if (count * 8 >= values.length) return values.sort().slice(0, count);
  const heap = new Float64Array(count);
  let size = 0;
  for (const value of values) {
    if (size < count) {
      let i = size++;
      heap[i] = value;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! >= heap[i]!) break;
        [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
        i = parent;
      }
    } else if (value < heap[0]!) {
      heap[0] = value;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let largest = i;
        if (l < size && heap[l]! > heap[largest]!) largest = l;
        if (r < size && heap[r]! > heap[largest]!) largest = r;
        if (largest === i) break;
        [heap[largest], heap[i]] = [heap[i]!, heap[largest]!];
        i = largest;
      }
    }
  }
  return heap.sort();
}

const compareCandidates = (a: Candidate, b: Candidate) =>
  a.tier - b.tier ||
  b.score - a.score ||
  a.nameOrder - b.nameOrder ||
  byString(a.item.name, b.item.name) ||
  a.item.id - b.item.id;

/** Base candidates (already in order) merged with the overlay's. */
function mergeOrdered(base: Candidate[], overlay: Candidate[]): Candidate[] {
  if (overlay.length === 0) return base;
  return [...base, ...overlay].sort(compareCandidates);
}

/** The lexemes of a tsvector as `array_to_string(tsvector_to_array(v), ' ')` gives them (no lexeme holds a space). */
const splitLexemes = (text: string | null): string[] => (text ? text.split(" ") : []);

/** What a look at the change log answers; `trade` marks a change of an item's trade facts only (0012). */
export interface LookRow {
  xmin: string;
  changes: { id: string; item: number; trade: boolean }[];
}

/**
 * What item cards show from trade (flags, price and price history, stock, deliveries) as the
 * database last gave it for each card the index served, per price list and currency (`list`), so
 * that a search asks the database only for the cards it has not kept. An item's facts are dropped
 * when a look at the change log shows a change of them; a fill is kept only when nothing was
 * dropped since its query was sent (the query may have read a row from before the change the
 * drop was for). At most `limit` cards are kept, the oldest fill going first.
 */
export class TradeFacts<Row extends { id: number }> {
  private readonly kept = new Map<string, Row>();
  private readonly lists = new Set<string>();
  /** Bumped by every drop: a fill read before it may hold what it dropped. */
  private generation = 0;

  constructor(private readonly limit = TRADE_FACTS_KEPT) {}

  get size() {
    return this.kept.size;
  }

  /** The facts kept of these items on a list, and the ids to ask the database for. */
  get(list: string, ids: readonly number[]): { rows: Row[]; missing: number[] } {
    const rows: Row[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.kept.get(`${list}:${id}`);
      if (row) rows.push(row);
      else missing.push(id);
    }
    return { rows, missing };
  }

  /** A mark to hand back to put(): taken before the query that reads the rows is sent. */
  mark(): number {
    return this.generation;
  }

  /** Keeps rows read by a query sent at `mark`, unless something was dropped since. */
  put(list: string, rows: readonly Row[], mark: number): void {
    if (mark !== this.generation || rows.length === 0) return;
    this.lists.add(list);
    for (const row of rows) {
      const key = `${list}:${row.id}`;
      this.kept.delete(key);
      this.kept.set(key, row);
    }
    if (this.kept.size <= this.limit) return;
    for (const key of this.kept.keys()) {
      this.kept.delete(key);
      if (this.kept.size <= this.limit) break;
    }
  }

  drop(ids: Iterable<number>): void {
    this.generation++;
    for (const id of ids) for (const list of this.lists) this.kept.delete(`${list}:${id}`);
  }

  clear(): void {
    this.generation++;
    this.kept.clear();
  }
}

export interface ReadToken {
  state: { snapshot: Snapshot; window: ChangeWindow };
  snapshot: Snapshot;
  version: number;
  xmin: string;
}

interface ChangeWindow {
  /** Snapshot xmin of the last look: transactions from it on may not have been seen yet. */
  xmin: string;
  /** Change rows already applied that the next look will read again. */
  applied: Set<string>;
  checkedAt: number;
}

/**
 * The index of one ERP process: built on first use, brought up to date before every search from
 * the change log, rebuilt in the background when many items changed (a catalogue import).
 */
export class SearchIndex {
  private snapshot: Promise<{ snapshot: Snapshot; window: ChangeWindow }> | null = null;
  private rebuilding: Promise<void> | null = null;
  /** The look at the change log in flight, and the one queued behind it for callers that came later. */
  private running: Promise<Snapshot> | null = null;
  private queued: Promise<Snapshot> | null = null;
  private lastPrune = 0;
  /** Bumped whenever the answer to some search may change: changes applied, a rebuild swapped in. */
  private version = 0;
  /** The trade facts of the cards served, kept current by the looks. */
  readonly trade: TradeFacts<CommercialRow>;

  constructor(
    private readonly db: Database,
    private readonly log: (message: string) => void = () => {},
    private readonly options: { overlayLimit?: number; loadBatch?: number; tradeFactsKept?: number } = {},
  ) {
    this.trade = new TradeFacts(options.tradeFactsKept);
  }

  /** Builds the index, every language's words and card descriptions now (normal documents first), so no search waits for them. */
  async warmUp(): Promise<void> {
    const snapshot = await this.current();
    for (const lang of LANGUAGES) {
      await snapshot.text(lang, "document");
      await snapshot.cardFacts([], lang);
    }
    for (const lang of LANGUAGES) await snapshot.text(lang, "deep");
  }

  /**
   * The optimistic read: the snapshot as it is, without a look at the change log first. The caller
   * answers from it, runs lookSql(token) in the same statement as its own read, and keeps the
   * answer only when validate() says nothing changed; otherwise it asks current(). Null when the
   * index is not built yet or not looked at for too long (ask current()).
   */
  async begin(): Promise<ReadToken | null> {
    if (!this.snapshot) return null;
    const state = await this.snapshot.catch(() => null);
    if (!state || Date.now() - state.window.checkedAt > STALE_AFTER_MS) return null;
    return { state, snapshot: state.snapshot, version: this.version, xmin: state.window.xmin };
  }

  /** Columns xmin and changes: the change rows since the token's look, and the statement's snapshot xmin. */
  lookSql(token: Pick<ReadToken, "xmin">) {
    return sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
      (SELECT coalesce(json_agg(json_build_object('id', c.id::text, 'item', c.item_id, 'trade', c.trade)), '[]')
         FROM search_changes c WHERE c.xid >= ${token.xmin}::xid8) AS changes`;
  }

  /**
   * An answer read from the token's snapshot is current when nothing was applied since and the
   * look found no change row the index has not applied, other than changes of the trade facts of
   * cards it did not take from `trade` (`served`: those it took, at trade mark `mark`; if anything
   * was dropped since, another look may have applied a change of them already). The look's trade
   * changes are dropped from `trade` either way, and when the answer stands the look moves the
   * watermark on.
   */
  validate(
    token: ReadToken,
    look: LookRow | undefined,
    served: readonly { id: number }[] = [],
    mark = this.trade.mark(),
  ): boolean {
    if (!look || this.version !== token.version) return false;
    if (served.length > 0 && mark !== this.trade.mark()) return false;
    const { window } = token.state;
    const fresh = look.changes.filter((c) => !window.applied.has(c.id));
    if (fresh.length > 0) {
      const changed = new Set(fresh.map((c) => c.item));
      this.trade.drop(changed);
      if (fresh.some((c) => !c.trade) || served.some((row) => changed.has(row.id))) return false;
    }
    const newer = BigInt(look.xmin) - BigInt(window.xmin);
    if (newer > 0n) {
      window.xmin = look.xmin;
      window.applied = new Set(look.changes.map((c) => c.id));
    } else if (newer === 0n) {
      for (const c of fresh) window.applied.add(c.id);
    }
    window.checkedAt = Date.now();
    return true;
  }

  /** Resolves when no background rebuild is running (tests). */
  async settled(): Promise<void> {
    while (this.rebuilding) await this.rebuilding;
  }

  /**
   * The snapshot with every change committed before this call applied. Concurrent callers share
   * the looks at the change log: one that arrives while a look runs waits for the next one, which
   * starts after it (the running one may have missed a commit the caller saw).
   */
  current(): Promise<Snapshot> {
    if (!this.running) return (this.running = this.look());
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.running = this.queued;
        this.queued = null;
        return this.look();
      });
    return this.queued;
  }

  private async look(): Promise<Snapshot> {
    try {
      if (!this.snapshot) this.snapshot = this.build();
      let state: { snapshot: Snapshot; window: ChangeWindow };
      try {
        state = await this.snapshot;
      } catch (error) {
        this.snapshot = null;
        throw error;
      }
      if (Date.now() - state.window.checkedAt > STALE_AFTER_MS) {
        // Not looked at for so long that change rows may have been pruned: start again.
        this.snapshot = this.build();
        state = await this.snapshot;
      }
      return await this.catchUp(state.snapshot, state.window);
    } finally {
      if (!this.queued) this.running = null;
    }
  }

  private async build(): Promise<{ snapshot: Snapshot; window: ChangeWindow }> {
    const started = performance.now();
    // One snapshot for the items, the dictionary and the watermark: a transaction committed after
    // it has an xid at or above its xmin, so the first catch-up reads it.
    const { items, words, xmin } = await this.db.transaction(
      async (tx) => {
        const snap = await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
        const itemRows = await tx.execute(sql`SELECT ${ITEM_COLUMNS} ORDER BY i.name, i.id`);
        const wordRows = await tx.execute(sql`SELECT word, shallow FROM search_words`);
        return {
          xmin: (snap.rows[0] as { xmin: string }).xmin,
          items: itemRows.rows as unknown as IndexedItem[],
          words: wordRows.rows as { word: string; shallow: boolean }[],
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    // Facts kept from before may have changed between the old snapshot's last look and this one's
    // watermark, where no look of either reads them.
    this.trade.clear();
    const snapshot = new Snapshot(
      items,
      dictionaries(words),
      (lang, column, s) => this.loadText(lang, column, s),
      (lang, s) => this.loadDescriptions(lang, s),
    );
    this.log(`[search] index of ${items.length} items built in ${(performance.now() - started).toFixed(0)} ms`);
    return { snapshot, window: { xmin, applied: new Set(), checkedAt: Date.now() } };
  }

  private async loadText(lang: Language, column: DocumentColumn, snapshot: Snapshot): Promise<TextIndex> {
    const started = performance.now();
    const builder = TextIndex.builder();
    let count = 0;
    await this.inBatches(
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
    const index = builder.finish();
    this.log(
      `[search] ${lang} ${column} words of ${count} items indexed in ${(performance.now() - started).toFixed(0)} ms`,
    );
    return index;
  }

  /** The card descriptions of a language by base position (items added since are in the overlay). */
  private async loadDescriptions(lang: Language, snapshot: Snapshot): Promise<(string | undefined)[]> {
    const list: (string | undefined)[] = new Array(snapshot.items.length);
    await this.inBatches(
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
   * Reads a table in item-id order, LOAD_BATCH rows at a time (keyset paging), so that loading a
   * large catalogue holds one batch of rows at a time. Batches see different moments of the
   * database; items changed meanwhile are in the change log, hence in the overlay.
   */
  private async inBatches<Row extends { id: number }>(
    query: (after: number, limit: number) => SQL,
    each: (row: Row) => void,
  ) {
    const limit = this.options.loadBatch ?? LOAD_BATCH;
    for (let after = 0; ;) {
      const rows = (await this.db.execute(query(after, limit))).rows as unknown as Row[];
      for (const row of rows) each(row);
      if (rows.length < limit) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Applies the change rows of transactions not yet seen to the snapshot's overlay. */
  private async catchUp(snapshot: Snapshot, window: ChangeWindow): Promise<Snapshot> {
    const [row] = await preparedRows<LookRow>(this.db, "search-changes", this.lookSql(window));
    if (!row) throw new Error("the change log look answered no row");
    const fresh = row.changes.filter((c) => !window.applied.has(c.id));
    if (fresh.length > 0) this.trade.drop(fresh.map((c) => c.item));
    const catalogue = fresh.filter((c) => !c.trade);
    if (catalogue.length > 0) await this.apply(snapshot, [...new Set(catalogue.map((c) => c.item))]);
    window.xmin = row.xmin;
    window.applied = new Set(row.changes.map((c) => c.id));
    window.checkedAt = Date.now();
    if (snapshot.overlayFull(this.options.overlayLimit) && !this.rebuilding) this.rebuildInBackground();
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      void this.db
        .execute(
          sql`DELETE FROM search_changes WHERE changed_at < now() - make_interval(hours => ${CHANGES_KEPT_HOURS})`,
        )
        .catch((error: unknown) => this.log(`[search] pruning the change log failed: ${String(error)}`));
    }
    return snapshot;
  }

  /** Reads the current data of the items and puts it in the overlay (and new words in the dictionary). */
  private async apply(snapshot: Snapshot, ids: number[]) {
    const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
    const [itemRows, documentRows, textRows] = await Promise.all([
      this.db.execute(sql`SELECT ${ITEM_COLUMNS} WHERE i.id = ANY(${idArray})`),
      this.db.execute(sql`SELECT item_id AS id, lang, array_to_string(tsvector_to_array(document), ' ') AS document,
          array_to_string(tsvector_to_array(deep), ' ') AS deep FROM search_documents WHERE item_id = ANY(${idArray})`),
      this.db.execute(sql`SELECT item_id AS id, lang, description FROM item_texts WHERE item_id = ANY(${idArray})`),
    ]);
    const descriptions = new Map<number, Map<Language, string>>();
    for (const t of textRows.rows as { id: number; lang: Language; description: string }[]) {
      (descriptions.get(t.id) ?? descriptions.set(t.id, new Map()).get(t.id)!).set(t.lang, t.description);
    }
    const found = new Map((itemRows.rows as unknown as IndexedItem[]).map((item) => [item.id, item]));
    const documents = new Map<number, OverlayItem["documents"]>();
    const newWords: { word: string; shallow: boolean }[] = [];
    for (const d of documentRows.rows as {
      id: number;
      lang: Language;
      document: string | null;
      deep: string | null;
    }[]) {
      if (!LANGUAGES.includes(d.lang)) continue;
      const entry = { document: new Set(splitLexemes(d.document)), deep: new Set(splitLexemes(d.deep)) };
      (documents.get(d.id) ?? documents.set(d.id, new Map()).get(d.id)!).set(d.lang, entry);
      for (const word of entry.deep) {
        if (!isDictionaryWord(word)) continue;
        const shallow = entry.document.has(word);
        if (!snapshot.dictionary.all.has(word) || (shallow && !snapshot.dictionary.shallow.has(word)))
          newWords.push({ word, shallow });
      }
    }
    for (const id of ids) {
      const item = found.get(id);
      snapshot.put(
        id,
        item
          ? { item, documents: documents.get(id) ?? new Map(), descriptions: descriptions.get(id) ?? new Map() }
          : null,
      );
    }
    this.version++;
    if (newWords.length > 0) {
      const { all, shallow } = snapshot.dictionary;
      snapshot.dictionary = dictionaries([...newWords, ...allWords(all, shallow)]);
    }
  }

  private rebuildInBackground() {
    this.log("[search] many items changed: rebuilding the index");
    this.rebuilding = (async () => {
      const loaded = this.snapshot ? (await this.snapshot).snapshot.loadedTexts() : [];
      const next = await this.build();
      // The text indexes (and card descriptions) the old snapshot had are loaded before the swap,
      // so no search waits for them.
      await Promise.all(loaded.map(([lang, column]) => next.snapshot.text(lang, column)));
      await Promise.all([...new Set(loaded.map(([lang]) => lang))].map((lang) => next.snapshot.cardFacts([], lang)));
      this.snapshot = Promise.resolve(next);
      this.trade.clear();
      this.version++;
    })()
      .catch((error: unknown) => this.log(`[search] rebuilding the index failed: ${String(error)}`))
      .finally(() => {
        this.rebuilding = null;
      });
  }
}

/** Every word of a dictionary pair, with its shallow flag. */
function allWords(all: Dictionary, shallow: Dictionary): { word: string; shallow: boolean }[] {
  return all.words().map((word) => ({ word, shallow: shallow.has(word) }));
}

function dictionaries(words: readonly { word: string; shallow: boolean }[]) {
  return {
    all: new Dictionary(words.map((w) => w.word)),
    shallow: new Dictionary(words.filter((w) => w.shallow).map((w) => w.word)),
  };
}

/** Corrections of the words the dictionary does not know, not even as the start of a word. */
export function correctWords(
  dictionary: { all: Dictionary; shallow: Dictionary },
  words: readonly string[],
  deep: boolean,
): Map<string, string[]> {
  const known = deep ? dictionary.all : dictionary.shallow;
  const corrections = new Map<string, string[]>();
  for (const word of words) {
    if (!isCorrectable(word) || known.hasPrefix(word)) continue;
    const near = known.near(word);
    if (near.length > 0) corrections.set(word, near);
  }
  return corrections;
}
