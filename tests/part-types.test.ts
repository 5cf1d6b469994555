/**
 * Every part type of the demo catalogue (an item's category, a catalogue filter's choice) is named
 * in each language, so no page shows the stored word ("kit") instead (issue 43 item 4).
 */
import { describe, expect, it } from "vitest";
import { resources } from "../app/locales.ts";
import { LANGUAGES } from "../contract/languages.ts";
import { buildDemoCatalogue } from "../erp/seed/catalogue.ts";

describe("part types", () => {
  const categories = [...new Set(buildDemoCatalogue().items.map((i) => i.category))].sort();
  it.each([...LANGUAGES])("are all named in %s", (lang) => {
    const types = resources[lang].catalogue.types as Record<string, string>;
    expect(categories.filter((c) => !types[c])).toEqual([]);
  });
});
