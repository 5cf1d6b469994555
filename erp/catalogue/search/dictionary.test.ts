/** Unit tests of the typo dictionary: corrections, prefixes, the shallow and deep pair, new words. */
import { describe, expect, it } from "vitest";
import { correctWords, deletions, Dictionary, dictionaries, unknownWords, withWords } from "./dictionary.ts";

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

describe("Dictionary lookups", () => {
  it("keys every word under its one-letter deletions", () => {
    expect(deletions("disc")).toEqual(["isc", "dsc", "dic", "dis"]);
    expect(deletions("")).toEqual([]);
  });

  it("lists its words once, sorted", () => {
    expect(new Dictionary(["disc", "brake", "disc", "Brake"]).words()).toEqual(["Brake", "brake", "disc"]);
  });

  it("gives at most 20 corrections, alphabetically", () => {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const dictionary = new Dictionary([...letters].map((c) => `pad${c}`));
    const near = dictionary.near("padq");
    expect(near).toHaveLength(20);
    expect(near[0]).toBe("pada");
    expect(near).not.toContain("padq");
    expect(near).toEqual([...near].sort());
  });
});

describe("the dictionary pair", () => {
  const pair = dictionaries([
    { word: "brake", shallow: true },
    { word: "hilux", shallow: false },
  ]);

  it("holds every word, and the shallow ones apart", () => {
    expect(pair.all.words()).toEqual(["brake", "hilux"]);
    expect(pair.shallow.words()).toEqual(["brake"]);
  });

  it("finds the words of a document it lacks, or lacks as shallow", () => {
    const documents = {
      document: new Set(["brake", "hilux", "zastava"]),
      deep: new Set(["brake", "hilux", "zastava", "koral", "1kd", "xs"]),
    };
    expect(unknownWords(pair, documents)).toEqual([
      { word: "hilux", shallow: true },
      { word: "zastava", shallow: true },
      { word: "koral", shallow: false },
    ]);
  });

  it("adds words, keeping the ones it had and their flags", () => {
    expect(withWords(pair, [])).toBe(pair);
    const grown = withWords(pair, [
      { word: "koral", shallow: false },
      { word: "hilux", shallow: true },
    ]);
    expect(grown.all.words()).toEqual(["brake", "hilux", "koral"]);
    expect(grown.shallow.words()).toEqual(["brake", "hilux"]);
    expect(pair.all.has("koral")).toBe(false);
  });
});
