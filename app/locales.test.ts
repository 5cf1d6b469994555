import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n.ts";
import { resources } from "./locales.ts";

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
