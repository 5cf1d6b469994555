import { describe, expect, it } from "vitest";
import { INDEX_SCHEMA, URLSET_SCHEMA, validateXml } from "../../tests/fixtures/sitemap/xmllint.ts";
import {
  fixedPages,
  newsPath,
  pageUrls,
  partPath,
  productPath,
  PRODUCTS_PER_PART,
  readPartName,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  urlCount,
  urlsetHead,
  URLSET_TAIL,
  xmlEscape,
} from "./sitemap.ts";

const ORIGIN = "https://shop.example";

describe("the sitemap's XML", () => {
  it("lists every language version of a page, each naming the whole hreflang set", () => {
    const xml = pageUrls(ORIGIN, "/dba4433", ["en", "pl", "de"]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(3);
    for (const [i, lang] of (["en", "pl", "de"] as const).entries()) {
      expect(urls[i]).toContain(`<loc>${ORIGIN}/dba4433?lng=${lang}</loc>`);
      for (const l of ["en", "pl", "de"])
        expect(urls[i]).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${ORIGIN}/dba4433?lng=${l}"/>`);
      expect(urls[i]).toContain(`hreflang="x-default" href="${ORIGIN}/dba4433?lng=en"`);
    }
  });

  it("lists only the languages a page exists in; x-default is then its first language", () => {
    const xml = pageUrls(ORIGIN, "/acl-bearing", ["pl", "de"], "2026-11-20");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toContain("lng=en");
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/acl-bearing?lng=pl"`);
    expect(xml).toContain("<lastmod>2026-11-20</lastmod>");
    expect(urlCount(["pl", "de"])).toBe(2);
  });

  it("escapes what XML must not hold, and drops what it cannot", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(xmlEscape("x\u0000y\u0008z\ufffe")).toBe("xyz");
    expect(xmlEscape("tab\there")).toBe("tab\there");
    // A slug is URL-encoded into the path, so no raw character of it reaches the XML.
    expect(productPath("a b&c")).toBe("/a%20b%26c");
    expect(newsPath("new/kit")).toBe("/news/new%2Fkit");
  });

  it("writes parts and an index that validate against the sitemaps.org schemas (xmllint)", () => {
    const part =
      urlsetHead() +
      pageUrls(ORIGIN, productPath("dba4433"), ["en", "pl", "de"]) +
      pageUrls(ORIGIN, newsPath("new-kits"), ["en", "pl", "de"], "2026-11-02") +
      pageUrls(ORIGIN, "/", ["en", "pl", "de"]) +
      URLSET_TAIL;
    const checked = validateXml(part, URLSET_SCHEMA);
    expect(checked.output).toContain("validates");
    expect(checked.ok).toBe(true);
    const index = sitemapIndex([
      { loc: `${ORIGIN}${partPath({ kind: "pages" })}` },
      { loc: `${ORIGIN}${partPath({ kind: "products", after: 0 })}`, lastmod: "2026-11-26" },
    ]);
    expect(validateXml(index, INDEX_SCHEMA).ok).toBe(true);
  });

  it("is refused by the validator when it breaks the schema (the check can fail)", () => {
    const bad = urlsetHead() + "<url><lastmod>2026-11-26</lastmod></url>" + URLSET_TAIL;
    expect(validateXml(bad, URLSET_SCHEMA).ok).toBe(false);
    const empty = urlsetHead() + URLSET_TAIL;
    expect(validateXml(empty, URLSET_SCHEMA).ok).toBe(false);
  });

  it("keeps a full part of products within the sitemaps.org limits, even with the longest addresses", () => {
    // The longest product address the ERP allows (a 200-character slug) on a long origin.
    const longest = pageUrls(`https://${"s".repeat(60)}.example`, productPath("x".repeat(200)), ["en", "pl", "de"]);
    expect(PRODUCTS_PER_PART * urlCount(["en", "pl", "de"])).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const bytes = Buffer.byteLength(urlsetHead() + URLSET_TAIL) + PRODUCTS_PER_PART * Buffer.byteLength(longest);
    expect(bytes).toBeLessThan(SITEMAP_MAX_BYTES);
  });

  it("names its parts and reads nothing else as one", () => {
    expect(readPartName("pages.xml")).toEqual({ kind: "pages" });
    expect(readPartName("products-after-0.xml")).toEqual({ kind: "products", after: 0 });
    expect(readPartName("products-after-5214.xml")).toEqual({ kind: "products", after: 5214 });
    expect(readPartName("news-after-0.xml")).toEqual({ kind: "news", after: 0 });
    for (const bad of [
      "products-after-01.xml",
      "products-after-2147483648.xml",
      "products-after--1.xml",
      "items-after-1.xml",
      "products-1.xml",
      "products-after-1.xml.gz",
      "../x",
      undefined,
    ])
      expect(readPartName(bad), String(bad)).toBeNull();
    expect(partPath({ kind: "products", after: 5214 })).toBe("/sitemaps/products-after-5214.xml");
  });

  it("lists the public pages, never a private one, and only the brands the site shows", () => {
    const main = fixedPages("main");
    for (const path of ["/", "/catalogue", "/catalogue/dba", "/brands/pedders", "/news", "/faq", "/imprint"])
      expect(main).toContain(path);
    for (const path of main) expect(path).not.toMatch(/^\/(basket|order|account|login|quick-order|apply)/);
    expect(fixedPages("uk")).not.toContain("/brands/pedders");
    expect(fixedPages("uk")).toContain("/brands/dba");
  });
});
