/** The words of one document column in one language: sorted lexemes, each with its posting list (the positions of the items holding it). */
import { byString, lowerBound, prefixRange } from "./sorted.ts";

/** The columns of search_documents: `document` (the item's own texts) and `deep` (with applications and long description). */
export type DocumentColumn = "document" | "deep";

/** One item's lexemes per column in one language (how the overlay holds a changed item's documents). */
export type DocumentLexemes = Record<DocumentColumn, ReadonlySet<string>>;

/** The words of one column and language, looked up whole or as the start of longer words. */
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
