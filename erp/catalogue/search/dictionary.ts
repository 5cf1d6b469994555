/** The typo dictionary: the catalogue's words, and for a typed word it does not know, the words one typed character away. */
import { isCorrectable, oneTypoAway } from "../search-keyword.ts";
import { isDictionaryWord } from "./normalise.ts";
import { byString, lowerBound } from "./sorted.ts";
import type { DocumentLexemes } from "./text-index.ts";

/** At most this many corrections of one typed word, alphabetically. */
const MAX_CORRECTIONS = 20;

/** A word of search_words: `shallow` when some item's normal document holds it (not only a deep one). */
export interface DictionaryWord {
  word: string;
  shallow: boolean;
}

/** The two dictionaries a search corrects against: every word (deep searches) and the shallow words. */
export interface Dictionaries {
  all: Dictionary;
  shallow: Dictionary;
}

/** Sorted words, and every word under each of its one-letter deletions. */
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
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

export function dictionaries(words: readonly DictionaryWord[]): Dictionaries {
  return {
    all: new Dictionary(words.map((w) => w.word)),
    shallow: new Dictionary(words.filter((w) => w.shallow).map((w) => w.word)),
  };
}

/** Every word of a dictionary pair, with its shallow flag. */
function allWords({ all, shallow }: Dictionaries): DictionaryWord[] {
  return all.words().map((word) => ({ word, shallow: shallow.has(word) }));
}

/** The dictionary words of an item's documents that the pair lacks, or lacks as shallow words. */
export function unknownWords(dictionary: Dictionaries, documents: DocumentLexemes): DictionaryWord[] {
  const found: DictionaryWord[] = [];
  for (const word of documents.deep) {
    if (!isDictionaryWord(word)) continue;
    const shallow = documents.document.has(word);
    if (!dictionary.all.has(word) || (shallow && !dictionary.shallow.has(word))) found.push({ word, shallow });
  }
  return found;
}

/** The pair with these words added (the same pair when there are none). */
export function withWords(dictionary: Dictionaries, words: readonly DictionaryWord[]): Dictionaries {
  return words.length === 0 ? dictionary : dictionaries([...words, ...allWords(dictionary)]);
}

/** Corrections of the words the dictionary does not know, not even as the start of a word. */
export function correctWords(dictionary: Dictionaries, words: readonly string[], deep: boolean): Map<string, string[]> {
  const known = deep ? dictionary.all : dictionary.shallow;
  const corrections = new Map<string, string[]>();
  for (const word of words) {
    if (!isCorrectable(word) || known.hasPrefix(word)) continue;
    const near = known.near(word);
    if (near.length > 0) corrections.set(word, near);
  }
  return corrections;
}
