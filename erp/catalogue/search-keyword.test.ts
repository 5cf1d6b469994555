import { describe, expect, it } from "vitest";
import { editDistance, isCorrectable, oneTypoAway, parseKeyword } from "./search-keyword.ts";

describe("parseKeyword", () => {
  it.each([
    ["dba4650", "DBA4650", ["dba4650"]],
    ["DBA 4650", "DBA4650", ["dba", "4650"]],
    ["4650xs", "4650XS", ["4650xs"]],
    ["dba-4650-xs", "DBA4650XS", ["dba", "4650", "xs"]],
    ["  HB 543.N ", "HB543N", ["hb", "543", "n"]],
  ])("reads %j as part number %j and words %j", (typed, partNumber, words) => {
    expect(parseKeyword(typed)).toEqual({ partNumber, words });
  });

  it("keeps decimal numbers whole, splits compounds, drops punctuation and repeats", () => {
    expect(parseKeyword("Ranger 2.2 (D-4D) ranger!").words).toEqual(["ranger", "2.2", "d", "4d"]);
  });

  it("keeps letters of every language and lower-cases them", () => {
    expect(parseKeyword("Sprzęgła BREMSSCHEIBE Größe").words).toEqual(["sprzęgła", "bremsscheibe", "größe"]);
  });

  it("leaves no tsquery or LIKE syntax in the words", () => {
    const { words } = parseKeyword("a&b | !c :* 'd' 50%_ (x)");
    for (const w of words) expect(w).toMatch(/^[\p{L}\p{N}.]+$/u);
  });

  it("takes at most 8 words", () => {
    expect(parseKeyword("a b c d e f g h i j").words).toHaveLength(8);
  });
});

describe("typos", () => {
  it.each([
    ["clutsh", "clutch", 1],
    ["whitline", "whiteline", 1],
    ["dics", "disc", 1],
    ["shackel", "shackle", 1],
    ["disc", "disc", 0],
    ["whtlinee", "whiteline", 3],
  ])("edit distance of %j and %j is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it("keeps only the candidates one typed character away", () => {
    expect(oneTypoAway("dics", ["discs", "disc", "dish", "discos", "dics"])).toEqual(["discs", "disc"]);
  });

  it("corrects only words of 4 or more letters", () => {
    expect(isCorrectable("clutsh")).toBe(true);
    expect(isCorrectable("abs")).toBe(false);
    expect(isCorrectable("4650xs")).toBe(false);
    expect(isCorrectable("größe")).toBe(true);
  });
});
