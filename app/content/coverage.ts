/**
 * Which languages each page's copy exists in (storefront.md section 2): a page asked for in another
 * language is shown in English with a translated note, never blank and never a 404.
 */
import type { BrandId } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";

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
  contact: ["en", "pl", "de"],
  faq: ["en", "pl", "de"],
  returns: ["en", "pl", "de"],
  terms: ["en", "pl"],
  privacy: ["en", "pl", "de"],
  "cookies-policy": ["en", "pl"],
  imprint: ["en", "pl", "de"],
  withdrawal: ["en", "pl", "de"],
  shipping: ["en", "pl", "de"],
} as const satisfies Record<PageId, readonly Language[]>;

/** German is missing for Xtreme Outback and Redarc; Saber is English and Polish only. */
export const BRAND_LANGUAGES = {
  dba: ["en", "pl", "de"],
  saber: ["en", "pl"],
  xclutch: ["en", "pl", "de"],
  xoutback: ["en", "pl"],
  xforce: ["en", "pl", "de"],
  hawk: ["en", "pl", "de"],
  pedders: ["en", "pl", "de"],
  turbosmart: ["en", "pl", "de"],
  whiteline: ["en", "pl", "de"],
  redarc: ["en", "pl"],
  acl: ["en", "pl", "de"],
  superpro: ["en", "pl", "de"],
  ryco: ["en", "pl", "de"],
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
