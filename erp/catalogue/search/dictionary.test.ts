/** Unit tests of the typo dictionary: corrections, words being typed, the shallow and deep pair. */
import { describe, expect, it } from "vitest";
import { correctWords, Dictionary } from "./dictionary.ts";

describe("Dictionary", () => {
  const dictionary = new Dictionary(["brake", "disc", "clutch", "shackle", "whiteline", "dics"]);

  it("finds the words one typed character away: wrong, missing, extra or swapped", () => {
    expect(dictionary.near("clutsh")).toEqual(["clutch"]);
    expect(dictionary.near("whitline")).toEqual(["whiteline"]);
    expect(dictionary.near("whiteliine")).toEqual(["whiteline"]);
    expect(dictionary.near("brkae")).toEqual(["brake"]);
    expect(dictionary.near("disk")).toEqual(["disc"]);
    expect(dictionary.near("whtlinee")).toEqual([]);
  });

  it("knows words being typed (prefixes)", () => {
    expect(dictionary.hasPrefix("brak")).toBe(true);
    expect(dictionary.hasPrefix("brk")).toBe(false);
    expect(dictionary.has("brak")).toBe(false);
  });

  it("corrects only unknown words, against shallow words unless deep", () => {
    const pair = { all: new Dictionary(["hilux", "brake"]), shallow: new Dictionary(["brake"]) };
    expect(correctWords(pair, ["hilox", "brkae", "brak", "xs"], false)).toEqual(new Map([["brkae", ["brake"]]]));
    expect(correctWords(pair, ["hilox"], true)).toEqual(new Map([["hilox", ["hilux"]]]));
  });
});
