import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages.ts";
import { resources } from "../locales.ts";
import { COLUMNS, footerKey } from "./footer.tsx";

describe("the footer's links", () => {
  it("are each named by a text of every language, found from its path", () => {
    expect(footerKey("/cookies-policy")).toBe("cookiesPolicy");
    expect(footerKey("/stock-clearance")).toBe("stockClearance");
    for (const lang of LANGUAGES) {
      const texts = resources[lang].common.footer as Record<string, unknown>;
      for (const [title, paths] of COLUMNS) {
        expect(texts[title], `${lang} footer.${title}`).toMatch(/\S/);
        for (const path of paths) expect(texts[footerKey(path)], `${lang} ${path}`).toMatch(/\S/);
      }
    }
  });
});
