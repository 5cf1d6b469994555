/**
 * The browser's translations (issue 25, decisions 0040 and 0045). The page carries, as JSON, the
 * namespaces of the languages its server render used (app/.server/translations-used.ts); the
 * translator starts from those, and loads any other namespace of a language, one small file each,
 * when a component, a client-side navigation or a dialog needs it (fetched from the build's
 * assets/locales-{hash}/ folder, vite.config.ts). The browser build gets this
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

/** One language's namespace, e.g. pl/item; null for a language or namespace the shop has not. */
function fetchTexts(lng: string, ns: string): Promise<Bundle> | null {
  if (!isLanguage(lng) || !(NAMESPACES as readonly string[]).includes(ns)) return null;
  return fetch(`${__LOCALES_PATH__}/${lng}/${ns}.json`).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for the ${lng}/${ns} texts`);
    return response.json() as Promise<Bundle>;
  });
}

/** The translations the page was sent (`<script type="application/json" id="translations">`). */
export function sentTranslations(): Record<string, Record<string, Bundle>> {
  const script = document.getElementById("translations");
  if (!script?.textContent) return {};
  return JSON.parse(script.textContent) as Record<string, Record<string, Bundle>>;
}

type Texts = Record<string, Record<string, Bundle>>;

/**
 * The browser's `Translations`: what the page was sent, plus each namespace loaded since. A
 * namespace asked for and not there is loaded (once at a time); when it arrives, or the language
 * changes, the version changes and every component using texts renders again (meta included).
 */
export function browserTranslations(initialLanguage: string, sent: Texts): Translations {
  const texts: Texts = sent;
  let language = initialLanguage;
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };
  const load = (lng: string, ns: string): Promise<void> => {
    if (texts[lng]?.[ns]) return Promise.resolve();
    const id = `${lng}/${ns}`;
    let promise = loading.get(id);
    if (!promise) {
      const file = fetchTexts(lng, ns);
      promise = !file
        ? Promise.resolve()
        : file.then(
            (bundle) => {
              (texts[lng] ??= {})[ns] = bundle;
              loading.delete(id);
              changed();
            },
            () => {
              // Offline or a new deployment: the texts stay missing (keys show) until asked again.
              loading.delete(id);
            },
          );
      loading.set(id, promise);
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
    async loadNamespaces(namespaces) {
      await Promise.all(namespaces.map((ns) => load(language, ns)));
    },
  };
  return translations;
}

/** The one the page uses (app/entry.client.tsx), which `resources` reads. */
let current: Translations | null = null;
export function pageTranslations(): Translations {
  const lng = document.documentElement.lang || "en";
  return (current ??= browserTranslations(lng, sentTranslations()));
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
