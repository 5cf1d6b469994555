/** Server-side i18next: translation resources bundled with the server and a fixed t per language. */
import { createInstance, type i18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages.ts";
import { i18nConfig } from "../i18n.ts";
import { resources } from "../locales.ts";

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

/** The key and options of a t call as one string, or null when an option is not a string, number or boolean. */
function optionsId(key: string, options: unknown): string | null {
  if (typeof options !== "object" || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return null;
    id += `\u0000${name}\u0000${type[0]}${String(value)}`;
  }
  return id;
}

/** A t function as i18next makes it: callable, with the language, namespace and prefix it was fixed to. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * i18next's t() costs microseconds a call (option handling, key parsing, resource lookup,
 * interpolation) and a page makes a few hundred, mostly the same plain keys. On a server instance,
 * whose language never changes and whose resources are all bundled at init, t(key) always gives
 * the same text, and so does t(key, options) for the same options: each fixed t made by this
 * instance remembers the texts of plain keys, and of calls whose options are only strings,
 * numbers and booleans (a count, a page number, a phrase), up to 2,000 of those (then it starts
 * again). A call with an object or function among its options, or whose answer is not a string,
 * goes to i18next every time.
 */
export function rememberPlainTexts(instance: i18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (
    lng: unknown,
    ns?: unknown,
    keyPrefix?: unknown,
  ) => FixedT;
  const made = new Map<string, FixedT>();
  const getFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown): FixedT => {
    const id = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = made.get(id);
    if (!t) {
      const fixedT = original(lng, ns, keyPrefix);
      const texts = new Map<string, unknown>();
      const withOptions = new Map<string, string>();
      t = Object.assign(
        (...args: unknown[]) => {
          const key = args[0];
          if (typeof key !== "string") return fixedT(...args);
          if (args.length === 1) {
            if (!texts.has(key)) texts.set(key, fixedT(key));
            return texts.get(key);
          }
          const id = args.length === 2 ? optionsId(key, args[1]) : null;
          if (id === null) return fixedT(...args);
          let text = withOptions.get(id);
          if (text === undefined) {
            const answer = fixedT(key, args[1]);
            if (typeof answer !== "string") return answer;
            if (withOptions.size >= 2000) withOptions.clear();
            withOptions.set(id, (text = answer));
          }
          return text;
        },
        { lng: fixedT.lng, lngs: fixedT.lngs, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix },
      );
      made.set(id, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as unknown as i18n["getFixedT"];
}

const instances = new Map<Language, i18n>();

async function serverInstance(lang: Language): Promise<i18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    await instance.init({ ...i18nConfig, lng: lang, resources });
    rememberPlainTexts(instance);
    instances.set(lang, instance);
  }
  return instance;
}

/** A translator for actions, loaders and meta, where no React context exists. */
export async function translator(lang: Language): Promise<TFunction> {
  return (await serverInstance(lang)).getFixedT(lang, "common");
}

/** The same for the checkout namespace (delivery and shipping wording, app/lib/delivery.ts). */
export async function checkoutTranslator(lang: Language): Promise<TFunction<"checkout">> {
  return (await serverInstance(lang)).getFixedT(lang, "checkout");
}

export { resources };
