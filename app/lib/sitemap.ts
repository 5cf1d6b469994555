/**
 * The sitemap's XML (sitemaps.org protocol 0.9 with xhtml:link hreflang alternates; decision
 * 0033), written piece by piece so that a part of any size streams: a head, one fragment per page
 * version, a tail. Every language version of a page is a <url> of its own that names the whole
 * hreflang set (its own address included), as search engines ask for.
 */
import type { Language } from "../../contract/languages.ts";
import { PART_SEARCHES } from "../../contract/wire-constants.ts";
import { brandTiles } from "./brands.ts";
import { alternates, languageUrl, type Alternate } from "./seo.ts";

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";
export const SITEMAP_CONTENT_TYPE = "application/xml; charset=utf-8";

/**
 * Products per part: each is listed in up to three languages, so a part holds at most 15,000
 * URLs (the protocol allows 50,000) and, with the longest addresses the ERP allows, stays far
 * under the 50 MB limit (app/lib/sitemap.test.ts).
 */
export const PRODUCTS_PER_PART = 5000;
/** News posts per part, the same reckoning. */
export const NEWS_PER_PART = 5000;
/** The sitemaps.org limits of one file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for XML content or a quoted attribute; characters XML 1.0 cannot hold are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu, (c) => (c === "\t" || c === "\n" || c === "\r" ? c : ""))
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The start of a URL set (a sitemap part). */
export const urlsetHead = () => `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_TAIL = "</urlset>\n";

/** One <url>: its address, when it last changed, and its language alternates. */
export function urlElement(loc: string, set: readonly Alternate[], lastmod?: string | null): string {
  const links = set
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
    .join("");
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ""}${links}</url>\n`;
}

/**
 * Every language version of one page as <url> elements: one per language the page exists in,
 * each naming the same hreflang set. `path` starts with "/" and is already URL-encoded.
 */
export function pageUrls(origin: string, path: string, langs: readonly Language[], lastmod?: string | null): string {
  const set = alternates(origin, path, langs);
  return set
    .filter((a): a is Alternate & { hreflang: Language } => a.hreflang !== "x-default")
    .map((a) => urlElement(languageUrl(origin, path, a.hreflang), set, lastmod))
    .join("");
}

/** How many <url> elements pageUrls writes for a page in `langs`. */
export const urlCount = (langs: readonly Language[]) => new Set(langs).size;

/** The sitemap index: the address of every part. */
export function sitemapIndex(parts: readonly { loc: string; lastmod?: string | null }[]): string {
  const entries = parts
    .map(
      (p) =>
        `<sitemap><loc>${xmlEscape(p.loc)}</loc>${p.lastmod ? `<lastmod>${xmlEscape(p.lastmod)}</lastmod>` : ""}</sitemap>\n`,
    )
    .join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

/** A product's page (the product page's address, /{urlcomponent}). */
export const productPath = (urlcomponent: string) => `/${encodeURIComponent(urlcomponent)}`;
/** A news post's page. */
export const newsPath = (slug: string) => `/news/${encodeURIComponent(slug)}`;

/**
 * The parts' own addresses: /sitemaps/pages.xml, and for news and products the keyset cursor the
 * part starts after (/sitemaps/products-after-0.xml, /sitemaps/products-after-5214.xml, ...), so
 * a part is read from its cursor without counting the entries before it.
 */
export type SitemapPartName = { kind: "pages" } | { kind: "news" | "products"; after: number };

export function partPath(part: SitemapPartName): string {
  return part.kind === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${part.kind}-after-${part.after}.xml`;
}

/** The largest cursor: a PostgreSQL integer id. */
const CURSOR_MAX = 2_147_483_647;

/** Reads a part's name from its address segment; null for anything else. */
export function readPartName(segment: string | undefined): SitemapPartName | null {
  if (segment === "pages.xml") return { kind: "pages" };
  const match = /^(news|products)-after-(0|[1-9]\d{0,9})\.xml$/.exec(segment ?? "");
  if (!match || Number(match[2]) > CURSOR_MAX) return null;
  return { kind: match[1] as "news" | "products", after: Number(match[2]) };
}

/** The information pages (app/routes/{name}.tsx), in the footer's order. */
const INFORMATION_PAGES = [
  "about",
  "contact",
  "faq",
  "shipping",
  "returns",
  "terms",
  "withdrawal",
  "privacy",
  "cookies-policy",
  "imprint",
] as const;

/**
 * The pages of /sitemaps/pages.xml: home, the catalogue and stock clearance with each brand's
 * catalogue, every brand page, the news list and the information pages, for the brands this
 * site's source shows. Private pages (basket, order, account, sign-in) are never listed.
 */
export function fixedPages(source: string): string[] {
  const brands = brandTiles(source).map((b) => b.id);
  return [
    "/",
    "/catalogue",
    ...brands.map((b) => `/catalogue/${b}`),
    ...PART_SEARCHES.map((kind) => `/catalogue/search/${kind}`),
    "/stock-clearance",
    ...brands.map((b) => `/brands/${b}`),
    "/news",
    ...INFORMATION_PAGES.map((p) => `/${p}`),
    // The warranty claim forms' list (each brand's form is noindex).
    "/warranty",
  ];
}
