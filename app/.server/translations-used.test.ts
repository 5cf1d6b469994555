import { describe, expect, it } from "vitest";
import { fixedT } from "../lib/translate.ts";
import { resources } from "../locales.ts";
import { serverTranslations } from "./i18n.ts";
import { recordTranslations, translationsScript } from "./translations-used.ts";

/** As app/translation.tsx's useTranslation makes them, for a Polish page. */
const getFixedT = (lng: "pl" | "de" | null, ns: string) => fixedT(serverTranslations("pl"), lng ?? "pl", ns, "en");

const parse = (script: string) =>
  JSON.parse(
    script
      .replace(/^<script type="application\/json" id="translations"( nonce="[^"]*")?>/, "")
      .replace(/<\/script>$/, ""),
  ) as Record<string, Record<string, unknown>>;

describe("the translations a page uses", () => {
  it("are the namespaces its t functions are fixed to or name, per language", () => {
    const render = () => {
      const t = getFixedT(null, "item");
      const other = getFixedT("de", "home");
      return [t("tabs.overview"), t("common:shell.shopName"), t("checkout:x"), other("slider.label")];
    };
    recordTranslations(render);
    // The second page is noted on its own too.
    const { result, used } = recordTranslations(render);
    expect(result[0]).toBe(resources.pl.item.tabs.overview);
    const pl = [...(used.get("pl") ?? [])];
    expect(pl).toEqual(expect.arrayContaining(["checkout", "common", "item"]));
    expect([...(used.get("de") ?? [])]).toContain("home");
    // Nothing that was not asked for: no account texts, no other language's item texts.
    expect(pl).not.toContain("account");
    expect([...(used.get("de") ?? [])]).not.toContain("item");
  });

  it("include what meta functions and loaders read from resources", () => {
    const { used } = recordTranslations(() => resources.de.pages.about);
    expect([...(used.get("de") ?? [])]).toEqual(["pages"]);
  });

  it("are noted only inside a render, each render on its own", async () => {
    const outside = getFixedT(null, "account");
    outside("login.title");
    const [a, b] = await Promise.all([
      Promise.resolve().then(() => recordTranslations(() => resources.en.home)),
      Promise.resolve().then(() => recordTranslations(() => resources.pl.enquiry)),
    ]);
    expect([...a.used.keys()]).toEqual(["en"]);
    expect([...b.used.keys()]).toEqual(["pl"]);
  });

  it("go into the page as JSON that no text can break out of", () => {
    const used = new Map([["en", new Set(["home", "common"])]]) as Parameters<typeof translationsScript>[0];
    const script = translationsScript(used);
    expect(script.slice(script.indexOf(">") + 1, -"</script>".length)).not.toContain("<");
    expect(parse(script)).toEqual({ en: { common: resources.en.common, home: resources.en.home } });
  });

  it("carry the page's CSP nonce, as every script element of the page does", () => {
    const used = new Map([["en", new Set(["common"])]]) as Parameters<typeof translationsScript>[0];
    const script = translationsScript(used, "KNgd31Hv8V5IkGj8W+IDifv/");
    expect(script).toMatch(/^<script type="application\/json" id="translations" nonce="KNgd31Hv8V5IkGj8W\+IDifv\/">/);
    expect(translationsScript(used, '"><img src=x>')).toMatch(/ nonce="imgsrc=x">/);
    expect(parse(script)).toEqual({ en: { common: resources.en.common } });
  });
});
