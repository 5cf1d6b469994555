/**
 * Addresses of a page's language versions (decision 0033): a page's language is named by `?lng=`
 * (decision 0025: a GET with ?lng= shows that language and stores nothing), so the English,
 * Polish and German versions of /dba4433 are /dba4433?lng=en, ?lng=pl and ?lng=de. A page's
 * canonical URL is its own language's version, its hreflang set names all three plus x-default
 * (the English version), and the sitemap lists the same addresses.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../contract/languages.ts";
import { isPrivatePath } from "./private-paths.ts";

/** Query parameters that make a different indexable page (the page of a list); all others are views of it. */
const KEPT_PARAMS = ["page"] as const;

/** The page's own query parameters a canonical address keeps: `page` beyond the first. */
export function keptParams(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = from.get(name);
    if (value && /^\d{1,4}$/.test(value) && Number(value) > 1) kept.set(name, String(Number(value)));
  }
  return kept;
}

/** The absolute address of one language version of a path: origin + path + kept query + lng. */
export function languageUrl(origin: string, path: string, lang: Language, kept?: URLSearchParams): string {
  const query = new URLSearchParams(kept);
  query.set("lng", lang);
  return `${origin}${path}?${query.toString()}`;
}

/**
 * Where a page that only redirects sends a visitor, in the language its own address named: a
 * Polish link to /brands?lng=pl must land on the Polish home page, not on the shopper's default
 * language's (whose canonical would then not be the version the link named). `#fragment` stays last.
 */
export function keepLanguage(target: string, from: string | URLSearchParams): string {
  const lng = (typeof from === "string" ? new URLSearchParams(from) : from).get("lng");
  if (!isLanguage(lng)) return target;
  const hash = target.indexOf("#");
  const [path, fragment] = hash < 0 ? [target, ""] : [target.slice(0, hash), target.slice(hash)];
  return `${path}${path.includes("?") ? "&" : "?"}lng=${lng}${fragment}`;
}

export interface Alternate {
  /** en, pl, de or x-default. */
  hreflang: Language | "x-default";
  href: string;
}

/**
 * The hreflang set of a page existing in `langs`: one address per language and x-default, the
 * English version (or the first language the page has). Every version names the same set.
 */
export function alternates(
  origin: string,
  path: string,
  langs: readonly Language[] = LANGUAGES,
  kept?: URLSearchParams,
): Alternate[] {
  const shown = LANGUAGES.filter((l) => langs.includes(l));
  const fallback = shown.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : shown[0];
  const set: Alternate[] = shown.map((l) => ({ hreflang: l, href: languageUrl(origin, path, l, kept) }));
  if (fallback) set.push({ hreflang: "x-default", href: languageUrl(origin, path, fallback, kept) });
  return set;
}

/** Open Graph's locale of each language. */
export const OG_LOCALES: Record<Language, string> = { en: "en_GB", pl: "pl_PL", de: "de_DE" };

type Descriptor = Record<string, string>;

/**
 * A page not for search engines: a private page (basket, order, account, sign-in), an error page
 * or one that says so itself gets `noindex` (or its own robots value); null for an indexable page.
 */
export function robotsMeta(opts: { pathname: string; error?: boolean; noindex?: boolean | string }): Descriptor | null {
  if (!opts.error && !opts.noindex && !isPrivatePath(opts.pathname)) return null;
  return { name: "robots", content: typeof opts.noindex === "string" ? opts.noindex : "noindex" };
}

/**
 * The meta descriptors every indexable page carries: canonical (this language's version),
 * hreflang alternates, og:url and og:locale. A page not for search engines (robotsMeta) gets its
 * robots descriptor and no canonical.
 */
export function languageLinks(opts: {
  origin: string;
  lang: Language;
  pathname: string;
  search: string;
  /** The page answered an error (404): nothing to index. */
  error?: boolean;
  /** The page itself is not for indexing (search results, the language question); a string is the robots value. */
  noindex?: boolean | string;
  /** The languages the page exists in (a product without Polish texts has no Polish page); all three unless said. */
  langs?: readonly Language[];
}): Descriptor[] {
  const robots = robotsMeta(opts);
  if (robots) return [robots];
  const kept = keptParams(opts.search);
  const langs = opts.langs ?? LANGUAGES;
  const canonical = languageUrl(opts.origin, opts.pathname, opts.lang, kept);
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates(opts.origin, opts.pathname, langs, kept).map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: a.href,
    })),
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[opts.lang] },
    ...LANGUAGES.filter((l) => l !== opts.lang && langs.includes(l)).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[l],
    })),
  ];
}

/** What a meta function receives, as far as the shop's meta needs it (Remix's MetaArgs). */
export interface MetaArgsLike {
  matches: readonly { id: string; data: unknown }[];
  location: { pathname: string; search: string };
  error?: unknown;
}

/** The root loader's language and origin, as every meta function reads them. */
export function rootMeta(matches: MetaArgsLike["matches"]): { lang: Language; origin: string } {
  const root = matches.find((m) => m.id === "root")?.data as { lang?: Language; origin?: string } | undefined;
  return { lang: root?.lang ?? DEFAULT_LANGUAGE, origin: root?.origin ?? "" };
}

/** The attribute marking the descriptors only the server writes: the browser drops them after a navigation. */
export const SERVER_ONLY_META = "data-ssr";

/**
 * A page's meta: title, description (every page has one), Open Graph title, description and type,
 * `og`, the page's own Open Graph facts (a product's or a news post's picture), then noindex or its
 * language links (canonical, hreflang, og:url, og:locale).
 *
 * The language links are written by the server only, last (decision 0050): they are for crawlers
 * and share sheets, which read the document as served, and computing them in the browser cost
 * every page 0.6 kB of script. The root layout renders this meta at the end of the head, where
 * React 18 leaves nodes the browser's render does not have (it never deletes a head's unhydrated
 * tail), and removes them at the first client-side navigation, so no page keeps another's canonical.
 */
export function seoMeta(
  args: MetaArgsLike,
  page: {
    title: string;
    description: string;
    noindex?: boolean | string;
    ogType?: string;
    og?: Descriptor[];
    /** The languages the page exists in, when not all three. */
    langs?: readonly Language[];
  },
): Descriptor[] {
  const description = page.description.replace(/\s+/g, " ").trim().slice(0, 300);
  const error = args.error !== undefined && args.error !== null;
  const meta: Descriptor[] = [
    { title: page.title },
    { name: "description", content: description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    ...(page.og ?? []),
  ];
  const robots = robotsMeta({ pathname: args.location.pathname, error, noindex: page.noindex });
  if (robots) return [...meta, robots];
  if (!import.meta.env.SSR) return meta;
  const { lang, origin } = rootMeta(args.matches);
  const links = languageLinks({
    origin,
    lang,
    pathname: args.location.pathname,
    search: args.location.search,
    langs: page.langs,
  });
  return [...meta, ...links.map((link) => ({ ...link, [SERVER_ONLY_META]: "" }))];
}
