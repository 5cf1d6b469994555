/** Server-side i18next: translation resources bundled with the server and a fixed t per language. */
import { createInstance, type i18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, i18nConfig, type Language } from "~/i18n";
import { resources } from "~/locales";

export const remixI18n = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE },
  i18next: { ...i18nConfig, resources },
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

/** A t function as i18next makes it: callable, with the language, namespace and prefix it was fixed to. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * i18next's t() costs microseconds a call (option handling, key parsing, resource lookup,
 * interpolation) and a page makes a few hundred, mostly the same plain keys. On a server instance,
 * whose language never changes and whose resources are all bundled at init, t(key) without
 * options always gives the same text: each fixed t made by this instance remembers those texts.
 * Calls with options (counts, parameters, default values) still go to i18next every time.
 */
export function rememberPlainTexts(instance: i18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (lng: unknown, ns?: unknown, keyPrefix?: unknown) => FixedT;
  const made = new Map<string, FixedT>();
  const getFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown): FixedT => {
    const id = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = made.get(id);
    if (!t) {
      const fixedT = original(lng, ns, keyPrefix);
      const texts = new Map<string, unknown>();
      t = Object.assign(
        (...args: unknown[]) => {
          const key = args[0];
          if (args.length !== 1 || typeof key !== "string") return fixedT(...args);
          if (!texts.has(key)) texts.set(key, fixedT(key));
          return texts.get(key);
        },
        { lng: fixedT.lng, lngs: fixedT.lngs, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix },
      );
      made.set(id, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as unknown as i18n["getFixedT"];
}

const fixed = new Map<Language, TFunction>();

/** A translator for actions, loaders and meta, where no React context exists. */
export async function translator(lang: Language): Promise<TFunction> {
  let t = fixed.get(lang);
  if (!t) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng: lang, resources });
    rememberPlainTexts(instance);
    t = instance.getFixedT(lang, "common");
    fixed.set(lang, t);
  }
  return t;
}

export { resources };
