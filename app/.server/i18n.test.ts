import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { NAMESPACES, i18nConfig } from "../i18n.ts";
import { resources } from "../locales.ts";
import { detectLanguage, rememberPlainTexts, remixI18n } from "./i18n.ts";

async function instances(lang: "en" | "pl" | "de") {
  const plain = createInstance();
  await plain.init({ ...i18nConfig, lng: lang, ns: [...NAMESPACES], resources });
  const remembering = createInstance();
  await remembering.init({ ...i18nConfig, lng: lang, ns: [...NAMESPACES], resources });
  rememberPlainTexts(remembering);
  return { plain, remembering };
}

describe("rememberPlainTexts", () => {
  it.each(["en", "pl", "de"] as const)("gives the texts i18next gives (%s), also when asked again", async (lang) => {
    const { plain, remembering } = await instances(lang);
    const a = plain.getFixedT(null, "common");
    const b = remembering.getFixedT(null, "common");
    for (let round = 0; round < 2; round++) {
      expect(b("footer.shop")).toBe(a("footer.shop"));
      expect(b("stockLabel.readyToOrder")).toBe(a("stockLabel.readyToOrder"));
      expect(b("catalogue:title")).toBe(a("catalogue:title"));
      expect(b("no.such.key")).toBe(a("no.such.key"));
      // With options: interpolation, plurals and defaults are i18next's every time.
      expect(b("footer.copyright", { year: 2026 + round })).toBe(a("footer.copyright", { year: 2026 + round }));
      expect(b("basketLink.count", { count: round })).toBe(a("basketLink.count", { count: round }));
      expect(b("types.nothing", { defaultValue: `x${round}` })).toBe(`x${round}`);
    }
  });

  it.each(["en", "pl", "de"] as const)(
    "gives the texts i18next gives for the same options asked again (%s)",
    async (lang) => {
      const { plain, remembering } = await instances(lang);
      const a = plain.getFixedT(null, "common");
      const b = remembering.getFixedT(null, "common");
      for (let round = 0; round < 3; round++) {
        // Polish has four plural forms: each count must find its own, also the second time.
        for (const count of [0, 1, 2, 4, 5, 12, 22, 25, 101, 1.5])
          expect(b("basketLink.count", { count })).toBe(a("basketLink.count", { count }));
        expect(b("search.page", { page: 2, pages: 9 })).toBe(a("search.page", { page: 2, pages: 9 }));
        expect(b("search.page", { pages: 9, page: 3 })).toBe(a("search.page", { page: 3, pages: 9 }));
        expect(b("search.title", { phrase: "brembo" })).toBe(a("search.title", { phrase: "brembo" }));
        // A number and the same digits as a string are two different calls (plurals use the number).
        expect(b("basketLink.count", { count: "1" })).toBe(a("basketLink.count", { count: "1" }));
        expect(b("basketLink.count", { count: 1 })).toBe(a("basketLink.count", { count: 1 }));
        expect(b("types.nothing", { defaultValue: `d${round}` })).toBe(`d${round}`);
      }
      expect(b("search.title", { phrase: "brembo" })).toContain("brembo");
      expect(b("search.title", { phrase: "hawk" })).toContain("hawk");
    },
  );

  it("asks i18next every time when an option is an object, and keeps no answer that is not a text", async () => {
    const { remembering } = await instances("en");
    const b = remembering.getFixedT(null, "common");
    const before = b("search.title", { phrase: "x" });
    const footerBefore = b("footer", { returnObjects: true }) as Record<string, unknown>;
    expect(typeof footerBefore).toBe("object");
    // Resources never change on the shop's instances; changing them here shows which calls were kept.
    remembering.addResource("en", "common", "search.title", "Changed {{phrase}}");
    remembering.addResource("en", "common", "footer.shop", "Changed shop");
    expect(b("search.title", { phrase: "x" })).toBe(before);
    expect(b("search.title", { phrase: "x", extra: { nested: true } })).toBe("Changed x");
    expect(b("search.title", { phrase: "y" })).toBe("Changed y");
    expect((b("footer", { returnObjects: true }) as Record<string, unknown>).shop).toBe("Changed shop");
  });

  it("keeps the namespace and key prefix each t was fixed to", async () => {
    const { plain, remembering } = await instances("de");
    expect(remembering.getFixedT(null, "item")("tabs.related")).toBe(plain.getFixedT(null, "item")("tabs.related"));
    expect(remembering.getFixedT(null, "common", "footer")("shop")).toBe(
      plain.getFixedT(null, "common")("footer.shop"),
    );
    expect(remembering.getFixedT(null, "common")("footer.shop")).not.toBe(
      remembering.getFixedT(null, "item")("footer.shop"),
    );
  });
});

describe("detectLanguage", () => {
  const request = (query: string, acceptLanguage?: string) =>
    new Request(`http://shop.test/search/disc${query}`, {
      headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
    });

  it("answers what remix-i18next detects, also when asked again for the same header", async () => {
    const cases: [string, string | undefined][] = [
      ["", "de-DE,de;q=0.9,en;q=0.8"],
      ["", "pl"],
      ["", "fr-FR,fr;q=0.9"],
      ["", "en-GB,de;q=0.5"],
      ["", "*"],
      ["", "not a language header"],
      ["", undefined],
      ["?lng=de", "pl"],
      ["?lng=de-AT", "en"],
      ["?lng=xx", "pl-PL"],
      ["?lng=", "de"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [query, header] of cases) {
        expect(await detectLanguage(request(query, header)), `${query} ${header}`).toBe(
          await remixI18n.getLocale(request(query, header)),
        );
      }
    }
    expect(await detectLanguage(request("", "de-DE,de;q=0.9"))).toBe("de");
    expect(await detectLanguage(request("", "pl"))).toBe("pl");
    expect(await detectLanguage(request("?lng=de", "pl"))).toBe("de");
  });

  it("tells the same header apart by its lng parameter", async () => {
    expect(await detectLanguage(request("?lng=pl", "de"))).toBe("pl");
    expect(await detectLanguage(request("", "de"))).toBe("de");
  });
});
