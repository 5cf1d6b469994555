/**
 * Pure helpers of the search: how a typed keyword becomes a part-number lookup and a full-text
 * query, and which dictionary words count as one-character typos of a typed word.
 */
import { normalizePartNumber } from "./constants.ts";

export const MAX_SEARCH_WORDS = 8;
/** Words shorter than this are matched whole; longer ones also as prefixes ("brak" finds "brake"). */
export const PREFIX_MIN_LENGTH = 3;
/** Words shorter than this are never corrected: too many real words are one edit away. */
export const TYPO_MIN_LENGTH = 4;

export interface ParsedKeyword {
  /** The whole keyword as a part number: case, spaces, dashes, dots and slashes removed. */
  partNumber: string;
  /** Lower-case words as the 'simple' text search configuration splits them, at most 8, unique. */
  words: string[];
}

export function parseKeyword(keyword: string): ParsedKeyword {
  const words: string[] = [];
  for (const chunk of keyword.toLowerCase().split(/\s+/)) {
    const trimmed = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    // Decimal numbers (3.0, 0.25) are one word to Postgres' parser; everything else splits on
    // what is not a letter or digit, as the parser splits "d-4d" into "d" and "4d".
    const parts = /^\d+(\.\d+)+$/.test(trimmed) ? [trimmed] : trimmed.split(/[^\p{L}\p{N}]+/u);
    for (const part of parts) if (part && !words.includes(part)) words.push(part);
  }
  return { partNumber: normalizePartNumber(keyword), words: words.slice(0, MAX_SEARCH_WORDS) };
}

/** A word may be corrected against the dictionary: letters only, long enough. */
export function isCorrectable(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word);
}

/** Edit distance with adjacent transpositions (optimal string alignment): "clutsh"/"clutch" is 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The dictionary candidates that are one typed character away from the word (missing, extra, wrong or swapped). */
export function oneTypoAway(word: string, candidates: readonly string[]): string[] {
  return candidates.filter((c) => c !== word && Math.abs(c.length - word.length) <= 1 && editDistance(word, c) === 1);
}
