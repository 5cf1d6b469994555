import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fixedT } from "../lib/translate.ts";
import { resources } from "../locales.ts";
import { serverTranslations } from "./i18n.ts";
import { localesFolder } from "./locale-files.ts";
import { recordTranslations, translationsScript } from "./translations-used.ts";

/** As app/translation.tsx's useTranslation makes them, for a Polish page. */
const getFixedT = (lng: "pl" | "de" | null, ns: string) => fixedT(serverTranslations("pl"), lng ?? "pl", ns, "en");

/** The script's JSON and the files its links preload. */
const parse = (html: string) => {
  const script = /<script type="application\/json" id="translations"(?: nonce="[^"]*")?>(.*)<\/script>$/.exec(html);
  return {
    names: JSON.parse(script?.[1] ?? "null") as Record<string, string[]>,
    preloaded: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map(
      (m) => m[1],
    ),
  };
};
/** The folder the build writes the files to, as vite.config.ts names it from the files on disk. */
const builtFolder = () =>
  localesFolder((lng, ns) => JSON.stringify(JSON.parse(fs.readFileSync(`locales/${lng}/${ns}.json`, "utf8"))));

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

  it("are named in the page and preloaded from the build's folder, which the texts name as the build does", () => {
    const used = new Map([
      ["en", new Set(["home", "common"])],
      ["de", new Set(["common"])],
    ]) as Parameters<typeof translationsScript>[0];
    const { names, preloaded } = parse(translationsScript(used));
    expect(names).toEqual({ en: ["common", "home"], de: ["common"] });
    const folder = builtFolder();
    expect(folder).toMatch(/^\/assets\/locales-[0-9a-f]{10}$/);
    expect(preloaded).toEqual([`${folder}/en/common.json`, `${folder}/en/home.json`, `${folder}/de/common.json`]);
  });

  it("carry the page's CSP nonce, as every script element of the page does", () => {
    const used = new Map([["en", new Set(["common"])]]) as Parameters<typeof translationsScript>[0];
    const script = translationsScript(used, "KNgd31Hv8V5IkGj8W+IDifv/");
    expect(script).toContain('<script type="application/json" id="translations" nonce="KNgd31Hv8V5IkGj8W+IDifv/">');
    expect(translationsScript(used, '"><img src=x>')).toContain(' nonce="imgsrc=x">');
    expect(parse(script).names).toEqual({ en: ["common"] });
  });
});
