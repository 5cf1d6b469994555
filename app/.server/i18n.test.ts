import { describe, expect, it } from "vitest";
import { all } from "../locales.ts";
import { recordTranslations } from "./translations-used.ts";
import { checkoutTranslator, detectLanguage, remixI18n, serverTranslations, translator } from "./i18n.ts";

describe("the server's translations", () => {
  it.each(["en", "pl", "de"] as const)("give each language's texts (%s)", async (lang) => {
    const t = await translator(lang);
    expect(t("footer.shop")).toBe(all[lang].common.footer.shop);
    expect(t("catalogue:title")).toBe(all[lang].catalogue.title);
    expect((await checkoutTranslator(lang))("deliveryFacts.more")).toBe(all[lang].checkout.deliveryFacts.more);
    expect(serverTranslations(lang).language).toBe(lang);
  });

  it("fall back to English for a text missing in the page's language", () => {
    const pl = serverTranslations("pl");
    expect(pl.fallbackLng).toBe("en");
    expect(pl.bundle("pl", "common")).toBe(all.pl.common);
    expect(pl.bundle("xx", "common")).toBeUndefined();
  });

  it("note the namespaces a render uses, and nothing outside a render", async () => {
    const t = await translator("de");
    const { used } = recordTranslations(() => t("item:tabs.overview"));
    expect([...(used.get("de") ?? [])].sort()).toEqual(["item"]);
    expect(() => t("home:slider.label")).not.toThrow();
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
