/**
 * One list of languages (issue 44): contract/languages.ts holds it and every other place derives
 * from it, so that adding a language is one edit the compiler then follows to each text.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";

/**
 * A literal list of two-letter codes: an array or a union of quoted codes, or an object type keyed
 * by codes ({ en: string; pl: string; de: string } instead of Record<Language, string>).
 */
const LISTS = [
  /\[\s*(["'])[a-z]{2}\1(?:\s*,\s*(["'])[a-z]{2}\2)+\s*,?\s*\]/g,
  /(["'])[a-z]{2}\1(?:\s*\|\s*(["'])[a-z]{2}\2)+/g,
  /\{(?:\s*[a-z]{2}\??:\s*[^;{},]+;)+\s*[a-z]{2}\??:\s*[^;{},]+;?\s*\}/g,
];

/** Each literal in `source` that names every language: a second copy of the list. */
function languageLists(source: string): string[] {
  return LISTS.flatMap((list) => [...source.matchAll(list)].map((m) => m[0])).filter((list) => {
    const codes = new Set(list.startsWith("{") ? list.match(/[a-z]{2}(?=\??:)/g) : list.match(/[a-z]{2}/g));
    return LANGUAGES.every((l) => codes.has(l));
  });
}

describe("one list of languages", () => {
  it("finds a copy of the list as an array, a union or an object type, in any order and quoting", () => {
    expect(languageLists(`const a = ["en", "pl", "de"] as const;`)).toEqual([`["en", "pl", "de"]`]);
    expect(languageLists(`for (const l of ['de','en','pl'])`)).toHaveLength(1);
    expect(languageLists(`type L = "en" | "pl" | "de";`)).toEqual([`"en" | "pl" | "de"`]);
    expect(languageLists(`lang: "de" | "pl" | "en" = "en"`)).toHaveLength(1);
    expect(languageLists(`[\n  "en",\n  "pl",\n  "de",\n]`)).toHaveLength(1);
    expect(languageLists(`label: { en: string; pl: string; de: string };`)).toHaveLength(1);
    expect(languageLists(`extra: { en: Fact[]; pl?: Fact[]; de: Fact[] }`)).toHaveLength(1);
  });

  it("lets a deliberate subset of languages stand (terms in English and Polish only)", () => {
    expect(languageLists(`terms: ["en", "pl"],`)).toEqual([]);
    expect(languageLists(`Record<"en" | "pl", PageCopy>`)).toEqual([]);
    expect(languageLists(`["PL", "DE"]`)).toEqual([]);
    expect(languageLists(`{ en: "Austria", pl: "Austria", de: "Österreich" }`)).toEqual([]);
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
