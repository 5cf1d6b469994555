/**
 * How matches are ordered: by tier (exact part number, prefix, OE number, substring, text), then by text
 * score (higher first), then by name; and how the page is taken from the sort keys.
 */
import { PREFIX_MIN_LENGTH } from "../search-keyword.ts";
import { TRIGRAM_LENGTH } from "./normalise.ts";
import { byString, lowerBound } from "./sorted.ts";
import type { DocumentLexemes } from "./text-index.ts";

/**
 * Tiers, best first: the exact part number, part numbers starting with it, items replacing an OE
 * number equal to it or starting with it, part numbers containing it, then items whose documents
 * hold every word.
 */
export const TIER = { exact: 0, prefix: 1, replacement: 2, substring: 3, text: 4 } as const;

/**
 * Text relevance of one typed word in one item: the word (or a correction) itself beats a longer
 * word it starts; a match in the item's own texts (manufacturer, brand, description) beats one only
 * in its vehicle applications or long description (deep). An item's score is the sum over the words.
 */
export const WORD_SCORE = { exact: 4, prefix: 3, deepExact: 2, deepPrefix: 1 } as const;

/** Substring lookups need a trigram (3 characters), as the database's trigram index did. */
export const SUBSTRING_MIN_LENGTH = TRIGRAM_LENGTH;

/** Positions are below this (67 million items), so a sort key can carry one. */
const POSITIONS = 2 ** 26;

/** One typed word and what counts as a match: itself (as a prefix when long enough) or a correction. */
export interface WordQuery {
  word: string;
  corrections: readonly string[];
}

/** A match with what orders it. */
export interface Candidate {
  item: { id: number; name: string };
  tier: number;
  score: number;
  /** Order by name: the base position, or (between two base items) for an overlay item. */
  nameOrder: number;
}

/** The tier of a part number for the typed one (both normalised), or -1 when it does not match. */
export function partTier(part: string, typed: string): number {
  if (typed.length === 0) return -1;
  if (part === typed) return TIER.exact;
  if (part.startsWith(typed)) return TIER.prefix;
  if (typed.length >= SUBSTRING_MIN_LENGTH && part.includes(typed)) return TIER.substring;
  return -1;
}

/**
 * The columns a word is looked up in, each with the scores of a whole-word match and of a longer
 * word it starts: the deep column first when the search is deep, then the item's own texts.
 */
export function scoredColumns<Column>(shallow: Column, deep: Column | null): [Column, number, number][] {
  return deep
    ? [
        [deep, WORD_SCORE.deepExact, WORD_SCORE.deepPrefix],
        [shallow, WORD_SCORE.exact, WORD_SCORE.prefix],
      ]
    : [[shallow, WORD_SCORE.exact, WORD_SCORE.prefix]];
}

/**
 * One item's text score from its lexeme sets (how an overlay item is scored; base items get the
 * same from the posting lists): each word's best score, summed, or 0 when a word does not match.
 */
export function textScore(words: readonly WordQuery[], deep: boolean, documents: DocumentLexemes): number {
  let total = 0;
  for (const w of words) {
    let best = 0;
    for (const [lexemes, exact, prefix] of scoredColumns(documents.document, deep ? documents.deep : null)) {
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
 * One number per base match, smallest first: tier, then score (higher first), then the position
 * (the name rank, under 2^26) as its low part.
 */
export const sortKey = (tier: number, score: number, position: number) =>
  (tier * 256 + (255 - score)) * POSITIONS + position;

/** The position a sort key carries. */
export const positionOf = (key: number) => key % POSITIONS;

/** Where an item outside the base sits in name order: half-way between the base items around its name. */
export function nameOrderAmong(items: readonly { name: string }[], name: string): number {
  return lowerBound(items.length, name, (i) => items[i]!.name) - 0.5;
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

export const compareCandidates = (a: Candidate, b: Candidate) =>
  a.tier - b.tier ||
  b.score - a.score ||
  a.nameOrder - b.nameOrder ||
  byString(a.item.name, b.item.name) ||
  a.item.id - b.item.id;

/** Base candidates (already in order) merged with the overlay's. */
export function mergeOrdered<C extends Candidate>(base: C[], overlay: C[]): C[] {
  if (overlay.length === 0) return base;
  return [...base, ...overlay].sort(compareCandidates);
}
