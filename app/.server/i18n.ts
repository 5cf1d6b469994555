/**
 * The server's translations: the texts bundled with the server, one `Translations` per language
 * for the shop's translator (app/lib/translate.ts), and remix-i18next's language detection.
 */
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages.ts";
import { i18nConfig } from "../i18n.ts";
import { fixedT, type Bundle, type TFunction } from "../lib/translate.ts";
import { all, resources } from "../locales.ts";
import type { Translations } from "../translation.tsx";
import { noteTranslation } from "./translations-used.ts";

export const remixI18n = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE },
});

const detected = new Map<string, string>();

/**
 * The language remix-i18next detects for a request: from its `lng` search parameter, else its
 * Accept-Language header (remixI18n is given no cookie or session to read). Parsing the header and
 * asking Intl which locales it supports costs about 30 µs and a shop sees few distinct headers, so
 * the answer is kept per (lng, header), up to 1,000 of them.
 */
export async function detectLanguage(request: Request): Promise<string> {
  const lng = new URL(request.url).searchParams.get("lng");
  const key = `${lng === null ? "-" : `=${lng}`}\n${request.headers.get("accept-language") ?? ""}`;
  let language = detected.get(key);
  if (language === undefined) {
    language = await remixI18n.getLocale(request);
    if (detected.size >= 1000) detected.clear();
    detected.set(key, language);
  }
  return language;
}

const byLanguage = new Map<Language, Translations>();

/**
 * The server's texts for one language (decision 0045): every namespace of every language is
 * bundled, English is the fallback (app/i18n.ts), and each namespace a component or key uses is
 * noted for the page being rendered (app/.server/translations-used.ts). Nothing changes on it: the
 * language of a page is fixed when its render starts.
 */
export function serverTranslations(lang: Language): Translations {
  let made = byLanguage.get(lang);
  if (!made) {
    made = {
      language: lang,
      fallbackLng: i18nConfig.fallbackLng,
      bundle: (lng, ns) => (all as Record<string, Record<string, Bundle> | undefined>)[lng]?.[ns],
      used: noteTranslation,
      subscribe: () => () => {},
      version: () => 0,
      changeLanguage: () => Promise.resolve(),
      loadNamespaces: () => Promise.resolve(true),
    };
    byLanguage.set(lang, made);
  }
  return made;
}

/** A translator for actions, loaders and meta, where no React context exists. */
export async function translator(lang: Language): Promise<TFunction> {
  return Promise.resolve(fixedT(serverTranslations(lang), lang, "common", i18nConfig.fallbackLng));
}

/** The same for the checkout namespace (delivery and shipping wording, app/lib/delivery.ts). */
export async function checkoutTranslator(lang: Language): Promise<TFunction> {
  return Promise.resolve(fixedT(serverTranslations(lang), lang, "checkout", i18nConfig.fallbackLng));
}

export { resources };
