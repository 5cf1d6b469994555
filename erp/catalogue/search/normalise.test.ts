/** Unit tests of how the index reads lexemes, dictionary words and part-number trigrams. */
import { describe, expect, it } from "vitest";
import { isDictionaryWord, splitLexemes, trigramAt, trigramCount } from "./normalise.ts";

describe("splitLexemes", () => {
  it("splits a tsvector's lexemes as the database joins them, none for an empty or missing document", () => {
    expect(splitLexemes("brake disc 4285xs 2.2")).toEqual(["brake", "disc", "4285xs", "2.2"]);
    expect(splitLexemes("")).toEqual([]);
    expect(splitLexemes(null)).toEqual([]);
  });
});

describe("isDictionaryWord", () => {
  it("keeps words of 3 or more letters, in any alphabet, and nothing with a digit or a dot", () => {
    for (const word of ["abs", "brake", "sprzęgła", "größe"]) expect(isDictionaryWord(word)).toBe(true);
    for (const word of ["xs", "4285xs", "2.2", "d-4d", ""]) expect(isDictionaryWord(word)).toBe(false);
  });
});

describe("part-number trigrams", () => {
  const partTrigrams = (part: string) => Array.from({ length: trigramCount(part) }, (_, i) => trigramAt(part, i));

  it("are every 3-character piece of a part number in order, none when it is shorter", () => {
    expect(partTrigrams("DBA4285")).toEqual(["DBA", "BA4", "A42", "428", "285"]);
    expect(partTrigrams("AAAA")).toEqual(["AAA", "AAA"]);
    expect(partTrigrams("W1")).toEqual([]);
  });
});
