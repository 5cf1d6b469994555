/**
 * The browser's translations (issues 25 and 40, decisions 0040 and 0045). The page names the
 * namespaces of the languages its server render used (app/.server/translations-used.ts), and
 * preloads their files; the translator loads those before the page is hydrated, and any other
 * namespace of a language, one small file each, when a component, a client-side navigation or a
 * dialog needs it (fetched from the build's assets/locales-{hash}/ folder, vite.config.ts, cached
 * as immutable like every other asset). The browser build gets this
 * module in place of app/locales.ts (vite.config.ts): `resources` reads what the browser holds,
 * so meta functions and components read the same texts on both sides.
 */
import { isLanguage } from "../contract/languages.ts";
import { NAMESPACES } from "./i18n.ts";
import type { Bundle } from "./lib/translate.ts";
import type { resources as All } from "./locales.ts";
import type { Translations } from "./translation.tsx";

/** Where the build put the translation files, {lng}/{ns}.json (vite.config.ts, localeFiles). */
declare const __LOCALES_PATH__: string;

/** The namespaces the page was rendered with, by language (`<script type="application/json" id="translations">`). */
export const pageNamespaces = (): Record<string, string[]> =>
  JSON.parse(document.getElementById("translations")?.textContent || "{}") as Record<string, string[]>;

type Texts = Record<string, Record<string, Bundle>>;

/**
 * The browser's `Translations`: what the page was sent, plus each namespace loaded since. A
 * namespace asked for and not there is loaded (once at a time); when it arrives, or the language
 * changes, the version changes and every component using texts renders again (meta included).
 */
export function browserTranslations(initialLanguage: string): Translations {
  const texts: Texts = {};
  let language = initialLanguage;
  const loading = new Map<string, Promise<boolean>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };
  /** Loads a namespace of a language; true when it is there. */
  const load = (lng: string, ns: string): Promise<boolean> => {
    if (texts[lng]?.[ns]) return Promise.resolve(true);
    const id = `${lng}/${ns}`;
    let promise = loading.get(id);
    if (!promise) {
      // A namespace's file (the build's, {lng}/{ns}.json), only of a language and namespace the shop
      // has. Offline, a new deployment or no such texts: they stay missing (keys show) until asked again.
      const file: Promise<Bundle | null> =
        isLanguage(lng) && (NAMESPACES as readonly string[]).includes(ns)
          ? fetch(`${__LOCALES_PATH__}/${id}.json`).then((response) => (response.ok ? response.json() : null))
          : Promise.resolve(null);
      promise = file.then(
        (bundle) => {
          if (!bundle) return false;
          (texts[lng] ??= {})[ns] = bundle;
          changed();
          return true;
        },
        () => false,
      );
      loading.set(id, promise);
      void promise.then(() => loading.delete(id));
    }
    return promise;
  };
  const translations: Translations = {
    get language() {
      return language;
    },
    bundle: (lng, ns) => texts[lng]?.[ns],
    used: (lng, ns) => void load(lng, ns),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    async changeLanguage(lng) {
      if (lng === language) return;
      // As i18next did: the namespaces in use load first, then the page switches at once.
      await Promise.all(Object.keys(texts[language] ?? {}).map((ns) => load(lng, ns)));
      language = lng;
      changed();
    },
    loadNamespaces: async (namespaces, lng = language) =>
      (await Promise.all(namespaces.map((ns) => load(lng, ns)))).every(Boolean),
  };
  return translations;
}

/** The one the page uses (app/entry.client.tsx), which `resources` reads. */
let current: Translations | null = null;
export function pageTranslations(): Translations {
  const lng = document.documentElement.lang || "en";
  return (current ??= browserTranslations(lng));
}

/**
 * A namespace not (yet) loaded reads as empty text at any depth, so that a meta function run
 * before its namespace arrives renders blanks rather than failing; the page renders again when
 * it arrives (app/translation.tsx).
 */
const empty: unknown = new Proxy(() => "", {
  get: (_target, key) => (key === Symbol.toPrimitive || key === "toString" || key === "valueOf" ? () => "" : empty),
  apply: () => "",
});

export const resources = new Proxy(
  {},
  {
    get: (_target, lng) =>
      typeof lng !== "string"
        ? undefined
        : new Proxy(
            {},
            {
              get: (_inner, ns) => (typeof ns === "string" ? (pageTranslations().bundle(lng, ns) ?? empty) : undefined),
            },
          ),
  },
) as typeof All;
