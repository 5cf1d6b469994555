/**
 * Which languages each page's copy exists in (storefront.md section 2): a page asked for in another
 * language is shown in English with a translated note, never blank and never a 404.
 */
import type { BrandId } from "../../contract/catalogue.ts";
import { LANGUAGES, type Language } from "../../contract/languages.ts";

export type PageId =
  | "about"
  | "contact"
  | "faq"
  | "returns"
  | "terms"
  | "privacy"
  | "cookies-policy"
  | "imprint"
  | "withdrawal"
  | "shipping";

export const PAGE_LANGUAGES = {
  about: ["en", "pl"],
  contact: LANGUAGES,
  faq: LANGUAGES,
  returns: LANGUAGES,
  terms: ["en", "pl"],
  privacy: LANGUAGES,
  "cookies-policy": ["en", "pl"],
  imprint: LANGUAGES,
  withdrawal: LANGUAGES,
  shipping: LANGUAGES,
} as const satisfies Record<PageId, readonly Language[]>;

/**
 * The languages a page's own copy exists in. A page in every language says LANGUAGES, so a new
 * language makes the compiler ask for its copy; a page kept in fewer names them, and a visitor in
 * another language reads the English copy with a note (coverage()).
 */
export type PageLanguage<P extends PageId> = (typeof PAGE_LANGUAGES)[P][number];

/**
 * German is missing for Xtreme Outback and Redarc; Saber is English and Polish only. The copies
 * (brands/copy.ts) are typed by these lists, like the pages by PAGE_LANGUAGES.
 */
export const BRAND_LANGUAGES = {
  dba: LANGUAGES,
  saber: ["en", "pl"],
  xclutch: LANGUAGES,
  xoutback: ["en", "pl"],
  xforce: LANGUAGES,
  hawk: LANGUAGES,
  pedders: LANGUAGES,
  turbosmart: LANGUAGES,
  whiteline: LANGUAGES,
  redarc: ["en", "pl"],
  acl: LANGUAGES,
  superpro: LANGUAGES,
  ryco: LANGUAGES,
} as const satisfies Record<BrandId, readonly Language[]>;

export interface Coverage<L extends Language> {
  /** The language the visitor asked for. */
  requested: Language;
  /** The language the copy is shown in: the requested one when it exists, else English. */
  shown: L;
  /** Every language the copy exists in, for the "read it in" links of the note. */
  available: readonly L[];
  fallback: boolean;
}

export function coverage<L extends Language>(available: readonly L[], requested: Language): Coverage<L> {
  const has = (available as readonly Language[]).includes(requested);
  return { requested, shown: has ? (requested as L) : ("en" as L), available, fallback: !has };
}
