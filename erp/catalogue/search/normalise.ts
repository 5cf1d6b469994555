/**
 * How the index reads the part numbers and words the database made (a typed keyword is read by
 * ../search-keyword.ts): a tsvector's lexemes, the lexemes the typo dictionary keeps, a part
 * number's trigrams.
 */

/** Part numbers are looked up inside by their pieces of this many characters, as the database's trigram index did. */
export const TRIGRAM_LENGTH = 3;

/** The lexemes of a tsvector as `array_to_string(tsvector_to_array(v), ' ')` gives them (no lexeme holds a space). */
export const splitLexemes = (text: string | null): string[] => (text ? text.split(" ") : []);

/** Words the dictionary holds: letters only, 3 or more (part numbers have their own lookups), as migration 0004 keeps search_words. */
export const isDictionaryWord = (lexeme: string) => lexeme.length >= 3 && /^\p{L}+$/u.test(lexeme);

/** How many trigrams a part number (as normalizePartNumber makes it) has: none when it is shorter than one. */
export const trigramCount = (part: string) => Math.max(0, part.length - TRIGRAM_LENGTH + 1);

/** A part number's trigram at index i (0 to trigramCount - 1), read without building a list. */
export const trigramAt = (part: string, i: number) => part.slice(i, i + TRIGRAM_LENGTH);
