/**
 * One list of languages (issue 44): contract/languages.ts holds it and every other place derives
 * from it, so that adding a language is one edit the compiler then follows to each text.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";

/** Codes of a literal list of two-letter codes in quotes: an array or a union type. */
const LIST =
  /\[\s*(["'])[a-z]{2}\1(?:\s*,\s*(["'])[a-z]{2}\2)+\s*,?\s*\]|(["'])[a-z]{2}\3(?:\s*\|\s*(["'])[a-z]{2}\4)+/g;

/** Each literal in `source` that names every language: a second copy of the list. */
export function languageLists(source: string): string[] {
  return [...source.matchAll(LIST)]
    .map((m) => m[0])
    .filter((list) => {
      const codes = new Set(list.match(/[a-z]{2}/g));
      return LANGUAGES.every((l) => codes.has(l));
    });
}

describe("one list of languages", () => {
  it("finds a copy of the list as an array or a union, in any order and quoting", () => {
    expect(languageLists(`const a = ["en", "pl", "de"] as const;`)).toEqual([`["en", "pl", "de"]`]);
    expect(languageLists(`for (const l of ['de','en','pl'])`)).toHaveLength(1);
    expect(languageLists(`type L = "en" | "pl" | "de";`)).toEqual([`"en" | "pl" | "de"`]);
    expect(languageLists(`lang: "de" | "pl" | "en" = "en"`)).toHaveLength(1);
    expect(languageLists(`[\n  "en",\n  "pl",\n  "de",\n]`)).toHaveLength(1);
  });

  it("lets a deliberate subset of languages stand (terms in English and Polish only)", () => {
    expect(languageLists(`terms: ["en", "pl"],`)).toEqual([]);
    expect(languageLists(`Record<"en" | "pl", PageCopy>`)).toEqual([]);
    expect(languageLists(`["PL", "DE"]`)).toEqual([]);
  });

  it("is written down once in the shop's code, in contract/languages.ts", () => {
    // Tests may name the languages they walk through; the shop, the ERP and their tools may not.
    const files = execFileSync("git", ["ls-files", "app", "contract", "erp", "server", "scripts"], { encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && f !== "contract/languages.ts");
    const copies = files.flatMap((f) => languageLists(readFileSync(f, "utf8")).map((list) => `${f}: ${list}`));
    expect(copies).toEqual([]);
  });
});
