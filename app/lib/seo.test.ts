import { describe, expect, it } from "vitest";
import { alternates, keepLanguage, keptParams, languageLinks, languageUrl, seoMeta, SERVER_ONLY_META } from "./seo.ts";

const ORIGIN = "https://shop.example";
const matches = (lang: string) => [{ id: "root", data: { lang, origin: ORIGIN } }];

describe("a page's language addresses", () => {
  it("name the language with ?lng= and keep only the page of a list", () => {
    expect(languageUrl(ORIGIN, "/news", "pl")).toBe(`${ORIGIN}/news?lng=pl`);
    expect(keptParams("?page=3&tab=applications&lng=de&sort=price").toString()).toBe("page=3");
    expect(keptParams("?page=1").toString()).toBe("");
    expect(keptParams("?page=abc").toString()).toBe("");
    expect(languageUrl(ORIGIN, "/news", "de", keptParams("?page=2"))).toBe(`${ORIGIN}/news?page=2&lng=de`);
  });

  it("have an hreflang set of the three languages and x-default, the English version", () => {
    expect(alternates(ORIGIN, "/faq")).toEqual([
      { hreflang: "en", href: `${ORIGIN}/faq?lng=en` },
      { hreflang: "pl", href: `${ORIGIN}/faq?lng=pl` },
      { hreflang: "de", href: `${ORIGIN}/faq?lng=de` },
      { hreflang: "x-default", href: `${ORIGIN}/faq?lng=en` },
    ]);
  });
});

describe("languageLinks", () => {
  it("makes the canonical this language's version, one of the hreflang set", () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const links = languageLinks({ origin: ORIGIN, lang, pathname: "/dba4433", search: "?tab=applications" });
      const canonical = links.find((l) => l.rel === "canonical")!.href;
      expect(canonical).toBe(`${ORIGIN}/dba4433?lng=${lang}`);
      const set = links.filter((l) => l.rel === "alternate").map((l) => l.href);
      expect(set).toContain(canonical);
      expect(links).toContainEqual({ property: "og:url", content: canonical });
    }
  });

  it("names only the languages the page exists in, x-default being English or else the first", () => {
    const links = languageLinks({ origin: ORIGIN, lang: "pl", pathname: "/acl-4b", search: "", langs: ["pl", "de"] });
    expect(links.filter((l) => l.rel === "alternate").map((l) => [l.hrefLang, l.href])).toEqual([
      ["pl", `${ORIGIN}/acl-4b?lng=pl`],
      ["de", `${ORIGIN}/acl-4b?lng=de`],
      ["x-default", `${ORIGIN}/acl-4b?lng=pl`],
    ]);
    expect(links.filter((l) => l.property === "og:locale:alternate")).toEqual([
      { property: "og:locale:alternate", content: "de_DE" },
    ]);
  });

  it("says noindex, and gives no canonical, on private and error pages", () => {
    for (const pathname of ["/basket", "/order/abc", "/account/orders", "/login", "/quick-order"]) {
      const links = languageLinks({ origin: ORIGIN, lang: "en", pathname, search: "" });
      expect(links, pathname).toEqual([{ name: "robots", content: "noindex" }]);
    }
    expect(languageLinks({ origin: ORIGIN, lang: "en", pathname: "/faq", search: "", error: true })).toEqual([
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("seoMeta", () => {
  it("gives every page a title, a description, Open Graph and its language links", () => {
    const meta = seoMeta(
      { matches: matches("de"), location: { pathname: "/news/new-kits", search: "" } },
      { title: "New kits", description: "  Two\n new   kits. ", ogType: "article" },
    );
    expect(meta).toContainEqual({ title: "New kits" });
    expect(meta).toContainEqual({ name: "description", content: "Two new kits." });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "og:locale", content: "de_DE", "data-ssr": "" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${ORIGIN}/news/new-kits?lng=de`,
      "data-ssr": "",
    });
  });

  it("ends with the language links, each marked as the server's only (the browser renders the rest)", () => {
    const meta = seoMeta(
      { matches: matches("pl"), location: { pathname: "/dba4433", search: "" } },
      { title: "DBA 4433", description: "Disc", og: [{ property: "og:image", content: `${ORIGIN}/a.jpg` }] },
    );
    const first = meta.findIndex((m) => SERVER_ONLY_META in m);
    expect(first).toBeGreaterThan(0);
    // Everything before is what the browser's meta function gives too; everything after is marked.
    expect(meta.slice(0, first).some((m) => SERVER_ONLY_META in m)).toBe(false);
    expect(meta.slice(first).every((m) => SERVER_ONLY_META in m)).toBe(true);
    expect(meta.slice(first).map((m) => m.rel ?? m.property)).toEqual([
      "canonical",
      "alternate",
      "alternate",
      "alternate",
      "alternate",
      "og:url",
      "og:locale",
      "og:locale:alternate",
      "og:locale:alternate",
    ]);
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/a.jpg` });
  });

  it("treats Remix's error: null (no error) as a page to index, an error as not", () => {
    const at = { pathname: "/faq", search: "" };
    const page = { title: "FAQ", description: "Answers" };
    const ok = seoMeta({ matches: matches("en"), location: at, error: null }, page);
    expect(ok.some((m) => m.rel === "canonical")).toBe(true);
    const failed = seoMeta({ matches: matches("en"), location: at, error: new Response(null, { status: 404 }) }, page);
    expect(failed).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps a description on a page that is not indexed", () => {
    const meta = seoMeta(
      { matches: matches("en"), location: { pathname: "/search/dba", search: "" } },
      { title: "Search", description: "Results", noindex: "noindex, follow" },
    );
    expect(meta).toContainEqual({ name: "description", content: "Results" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.some((m) => m.rel === "canonical")).toBe(false);
  });
});

describe("keepLanguage", () => {
  it("keeps the language a redirecting address named, before the fragment", () => {
    expect(keepLanguage("/#brands", "?lng=pl")).toBe("/?lng=pl#brands");
    expect(keepLanguage("/catalogue/search/rotor", new URLSearchParams("lng=de&x=1"))).toBe(
      "/catalogue/search/rotor?lng=de",
    );
    expect(keepLanguage("/search/dba?deep=true", "?lng=en")).toBe("/search/dba?deep=true&lng=en");
  });

  it("keeps nothing that is not one of the shop's languages", () => {
    expect(keepLanguage("/#brands", "")).toBe("/#brands");
    expect(keepLanguage("/#brands", "?lng=fr")).toBe("/#brands");
    expect(keepLanguage("/#brands", "?lng=%2F%2Fevil.example")).toBe("/#brands");
  });
});
