/**
 * The shop's translator against i18next (decision 0045): for every key of every namespace in every
 * language, with the shop's settings as the server and the browser had them, the translator gives
 * the text i18next 23 gives: plain, with every variable the text names given, and for plural keys
 * with counts 0, 1, 2, 5, 22 and 101 (Polish has four forms).
 */
import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages.ts";
import { NAMESPACES, i18nConfig } from "../i18n.ts";
import { all } from "../locales.ts";
import { fixedT, interpolate, type Bundle, type TextSource } from "./translate.ts";

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 22, 101];

/** Every leaf key of a bundle, "a.b.c". */
function leafKeys(bundle: unknown, prefix = ""): string[] {
  if (typeof bundle !== "object" || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** The variables a text names, `{{name}}`. */
const variables = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] as string).trim()) : [];

const source = (texts: Record<string, Record<string, Bundle>>): TextSource => ({
  bundle: (lng, ns) => texts[lng]?.[ns],
});
const shop = source(all as unknown as Record<string, Record<string, Bundle>>);

async function i18nextFor(lng: string, browser: boolean, resources: object = all): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    ...i18nConfig,
    lng,
    ns: [...NAMESPACES],
    resources: resources as Record<string, Record<string, Bundle>>,
    // As app/entry.client.tsx had it: no fallback language in the browser.
    ...(browser ? { fallbackLng: false as const } : {}),
  });
  return instance;
}

describe("the translator gives i18next's text", () => {
  for (const lng of LANGUAGES) {
    for (const browser of [false, true]) {
      it(`for every key of every namespace (${lng}, ${browser ? "browser" : "server"})`, async () => {
        const i18next = await i18nextFor(lng, browser);
        const fallback = browser ? undefined : i18nConfig.fallbackLng;
        let compared = 0;
        for (const ns of NAMESPACES) {
          const ours = fixedT(shop, lng, ns, fallback);
          const theirs = i18next.getFixedT(lng, ns);
          const bundle = all[lng][ns];
          // Each key without its plural suffix, with the texts of all its forms.
          const forms = new Map<string, unknown[]>();
          for (const leaf of leafKeys(bundle)) {
            const key = leaf.replace(PLURAL, "");
            const text = leaf.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], bundle);
            forms.set(key, [...(forms.get(key) ?? []), text]);
          }
          for (const [key, texts] of forms) {
            const names = [...new Set(texts.flatMap(variables))];
            // Values that would show escaping, `$` replacement patterns or a second interpolation.
            const values = Object.fromEntries(names.map((name) => [name, `<${name}> & "$&" {{x}}`]));
            const plural = texts.length > 1;
            const calls: [string, object | undefined][] = [
              [key, undefined],
              [key, values],
              [`${ns}:${key}`, values],
              [`common:${key}`, values],
            ];
            if (plural || names.includes("count"))
              for (const count of COUNTS) calls.push([key, { ...values, count }], [`${ns}:${key}`, { count }]);
            for (const [k, options] of calls) {
              expect(ours(k, options as never), `${lng} ${ns} ${k} ${JSON.stringify(options)}`).toBe(
                theirs(k, options as never),
              );
              compared++;
            }
          }
        }
        expect(compared).toBeGreaterThan(1000);
      });
    }
  }

  it("for what the shop's calls do besides: defaults, missing keys and namespaces, counts as text", async () => {
    for (const lng of LANGUAGES) {
      const i18next = await i18nextFor(lng, false);
      for (const ns of ["common", "catalogue", "checkout"] as const) {
        const ours = fixedT(shop, lng, ns, "en");
        const theirs = i18next.getFixedT(lng, ns);
        const calls: [string, object | undefined][] = [
          ["types.nothing", { defaultValue: "nothing" }],
          ["types.disc", { defaultValue: "disc" }],
          ["partSearch.classes.none", { defaultValue: "none {{x}}", x: 1 }],
          ["no.such.key", undefined],
          ["no.such.key", { count: 2 }],
          ["nosuchns:key", undefined],
          ["footer", undefined],
          ["basketLink.count", { count: "1" }],
          ["basketLink.count", { count: 1.5 }],
          ["basketLink.count", { count: -1 }],
          ["basketLink.count", {}],
          ["search.title", { phrase: undefined }],
          ["search.title", { phrase: null }],
          ["search.title", { phrase: 7 }],
          ["search.title", { phrase: true }],
          ["search.title", { other: "x" }],
          ["search.page", { page: 2, pages: 9 }],
          ["catalogue:title", undefined],
          ["common:vehicle.showing", { vehicle: "Toyota Hilux" }],
        ];
        for (const [k, options] of calls)
          expect(ours(k, options as never), `${lng} ${ns} ${k} ${JSON.stringify(options)}`).toBe(
            theirs(k, options as never),
          );
      }
    }
  });

  it("for plurals with a zero form, a fallback language and a key missing in the page's language", async () => {
    const texts = {
      en: {
        common: { apples_zero: "no apples", apples_one: "one apple", apples_other: "{{count}} apples", only: "en" },
      },
      pl: {
        common: {
          apples_one: "jedno jabłko",
          apples_few: "{{count}} jabłka",
          apples_many: "{{count}} jabłek",
          plain: "zwykły",
          plain_few: "kilka",
          deep: { a: { b: "głęboko {{ who }} {{who.name}}" } },
        },
      },
    };
    for (const lng of ["en", "pl"]) {
      const i18next = await i18nextFor(lng, false, texts);
      const ours = fixedT(source(texts), lng, "common", "en");
      const theirs = i18next.getFixedT(lng, "common");
      for (const [k, options] of [
        ["apples", { count: 0 }],
        ["apples", { count: 1 }],
        ["apples", { count: 3 }],
        ["apples", { count: 5 }],
        ["apples", { count: 1.5 }],
        ["plain", { count: 3 }],
        ["plain", { count: 7 }],
        ["only", undefined],
        ["deep.a.b", { who: { name: "Ala" } }],
        ["deep.a.b", { who: "Ala" }],
        ["deep.a", undefined],
      ] as const)
        expect(ours(k, options), `${lng} ${k} ${JSON.stringify(options)}`).toBe(theirs(k, options as never));
    }
  });
});

describe("the translator", () => {
  it("tells its source every namespace a t is fixed to or a key names", () => {
    const used: string[] = [];
    const t = fixedT({ ...shop, used: (lng, ns) => used.push(`${lng}/${ns}`) }, "pl", "item");
    expect(used).toEqual(["pl/item"]);
    expect(t("tabs.overview")).toBe(all.pl.item.tabs.overview);
    expect(t("common:shell.shopName")).toBe(all.pl.common.shell.shopName);
    expect(used).toEqual(["pl/item", "pl/common"]);
  });

  it("refuses, by type, the i18next options it does not implement", () => {
    const t = fixedT(shop, "en", "common");
    // @ts-expect-error returnObjects is not implemented: the text is i18next's warning, not the object.
    expect(t("footer", { returnObjects: true })).toBe("key 'footer (en)' returned an object instead of string.");
    // @ts-expect-error a per-call namespace is not implemented ("ns:key" is).
    expect(t("title", { ns: "catalogue" })).toBe("title");
  });

  it("gives the key back while a namespace is not there (the browser loads it)", () => {
    const t = fixedT(source({}), "de", "home");
    expect(t("slider.label")).toBe("slider.label");
    expect(t("catalogue:title")).toBe("title");
  });

  it("puts each value in once, even a value that looks like a variable (i18next may not)", () => {
    expect(interpolate("{{a}} and {{b}}", { a: "{{b}}", b: "B" })).toBe("{{b}} and B");
    expect(interpolate("{{a}} costs $1", { a: "$& $1" })).toBe("$& $1 costs $1");
    expect(interpolate("no variables", { a: 1 })).toBe("no variables");
  });
});
