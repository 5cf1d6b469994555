import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n.ts";
import { resources } from "./locales.ts";
import { LANGUAGES, type Language } from "../contract/languages.ts";
import glossary from "../locales/glossary.json" with { type: "json" };

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
/** Plural forms differ per language; compare the base keys. */
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(one|few|many|other)$/, "")))].sort();

describe.each(NAMESPACES)("translations of %s", (ns) => {
  it("have every English key in Polish and German", () => {
    const en = base(keys(resources.en[ns]));
    expect(base(keys(resources.pl[ns]))).toEqual(en);
    expect(base(keys(resources.de[ns]))).toEqual(en);
  });
  it("have no empty text", () => {
    for (const lang of ["en", "pl", "de"] as const) {
      for (const key of keys(resources[lang][ns])) {
        if (key === "") continue;
        const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang][ns]);
        expect(value, `${lang}:${ns}:${key}`).not.toBe("");
      }
    }
  });
});

/** Every text of a language, all namespaces, with its place. */
function texts(lang: Language): { key: string; value: string }[] {
  return NAMESPACES.flatMap((ns) =>
    keys(resources[lang][ns]).map((key) => ({
      key: `${ns}:${key}`,
      value: String(key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang][ns])),
    })),
  );
}
/** A word or phrase standing on its own (not inside a longer word), in any case. */
const wordIn = (phrase: string) =>
  new RegExp(`(?<!\\p{L})${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "iu");

describe("one language per page (decision 0031)", () => {
  const allowed = (lang: "pl" | "de") => new Set([...glossary.same[lang], ...glossary.same.names]);
  it.each(["pl", "de"] as const)("no %s text is the English one, but for names and shared words", (lang) => {
    const english = new Map(texts("en").map((t) => [t.key, t.value]));
    const same = texts(lang).filter(({ key, value }) => {
      if (english.get(key) !== value) return false;
      const words = value.replace(/\{\{[^}]*\}\}/g, "").trim();
      return /\p{L}/u.test(words) && !allowed(lang).has(words);
    });
    expect(same).toEqual([]);
  });

  it.each(LANGUAGES)("%s uses the glossary's term for each thing, never one it avoids", (lang) => {
    const all = texts(lang);
    const english = texts("en");
    const found: string[] = [];
    for (const term of glossary.terms) {
      for (const avoided of term.avoid[lang]) {
        for (const t of all)
          if (wordIn(avoided).test(t.value)) found.push(`${t.key}: "${avoided}" (say "${term[lang]}")`);
      }
      // A thing the English texts name is named by the glossary's word in this language too.
      if (english.some((t) => wordIn(term.en).test(t.value)) && !all.some((t) => wordIn(term[lang]).test(t.value)))
        found.push(`"${term[lang]}" is never used for "${term.en}"`);
    }
    expect(found).toEqual([]);
  });

  it.each(["pl", "de"] as const)("no %s text holds an English word of the glossary's list", (lang) => {
    // Placeholders ({{quantity}}) are names the code fills, not words a shopper reads.
    const shown = (value: string) => value.replace(/\{\{[^}]*\}\}/g, "");
    const english = texts(lang).filter((t) => glossary.englishWords.some((w) => wordIn(w).test(shown(t.value))));
    expect(english).toEqual([]);
  });

  it("the glossary's check finds an avoided phrase as a word, not inside a longer one", () => {
    expect(wordIn("Zip code").test("Your zip code")).toBe(true);
    expect(wordIn("Restbestand").test("Restbestandsliste")).toBe(false);
    expect(wordIn("Oś").test("Oś przednia")).toBe(true);
  });
});
