/**
 * The lists a Snapshot (snapshot.ts) searches with: the positions of each part-number trigram, the
 * posting lists of a typed word, and the scratch arrays one search marks and clears.
 */
import { PREFIX_MIN_LENGTH } from "../search-keyword.ts";
import { trigramAt, trigramCount } from "./normalise.ts";
import { scoredColumns, type WordQuery } from "./ranking.ts";
import type { IndexedItem } from "./snapshot.ts";
import type { TextIndex } from "./text-index.ts";

/** Scratch arrays indexed by position, all zero between searches. */
export type Scratch = Record<"tierOf" | "scoreOf" | "wordScore" | "textScore", Uint8Array> &
  Record<"touched" | "matched" | "candidates", Int32Array> & { keys: Float64Array };

export function scratchFor(n: number): Scratch {
  return {
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

/** The positions of the items holding each part-number trigram, ascending, each once. */
export function trigramLists(items: readonly IndexedItem[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  items.forEach((item, position) => {
    for (let i = 0; i < trigramCount(item.part); i++) {
      const trigram = trigramAt(item.part, i);
      const list = lists.get(trigram);
      if (!list) lists.set(trigram, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [trigram, list] of lists) trigrams.set(trigram, Int32Array.from(list));
  return trigrams;
}

/** The posting lists of one typed word (itself, its corrections, longer words it starts) with their scores. */
export function wordLists(w: WordQuery, shallow: TextIndex, deep: TextIndex | null) {
  const lists: Int32Array[] = [];
  const listScores: number[] = [];
  for (const [index, exact, prefix] of scoredColumns(shallow, deep)) {
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
  return { lists, listScores };
}
