import { describe, expect, it } from "vitest";
import glossary from "../../locales/glossary.json" with { type: "json" };
import { DEMO_APPLICATION_TERMS, demoApplicationTermRows } from "./application-terms.ts";

const word = (w: string) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, "iu");

describe("the demo's application words in Polish and German", () => {
  it("are no English word of the glossary's list and never the English word itself", () => {
    for (const row of demoApplicationTermRows()) {
      expect(row.text, `${row.lang} ${row.term}`).not.toBe(row.term);
      for (const w of glossary.englishWords) expect(row.text, `${row.lang} ${row.term}`).not.toMatch(word(w));
    }
  });
  it("use the glossary's word for a thing the glossary names", () => {
    for (const term of glossary.terms) {
      const t = DEMO_APPLICATION_TERMS[term.en];
      if (t) expect(t).toEqual({ pl: term.pl, de: term.de });
    }
    expect(DEMO_APPLICATION_TERMS["Brake disc"]).toBeDefined();
  });
});
