/**
 * The browser's translations (issue 25, decision 0040). The page carries, as JSON, the namespaces
 * of the languages its server render used (app/.server/translations-used.ts); i18next starts from
 * those, and loads any other namespace of a language, one small file each, when a client-side
 * navigation or a dialog needs it (`lazyTranslations`). The browser build gets this module in
 * place of app/locales.ts (vite.config.ts): `resources` reads what i18next holds, so meta
 * functions and components read the same texts on both sides.
 */
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import type { resources as All } from "./locales.ts";

/** One lazily loaded module per language and namespace, e.g. ../locales/pl/item.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

/** The translations the page was sent (`<script type="application/json" id="translations">`). */
export function sentTranslations(): Record<string, Record<string, Record<string, unknown>>> {
  const script = document.getElementById("translations");
  if (!script?.textContent) return {};
  return JSON.parse(script.textContent) as Record<string, Record<string, Record<string, unknown>>>;
}

/** An i18next backend that imports a language's namespace on demand. */
export const lazyTranslations: BackendModule = {
  type: "backend",
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = files[`../locales/${lng}/${ns}.json`];
    if (!load) return callback(new Error(`no translations ${lng}/${ns}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A namespace not (yet) loaded reads as empty text at any depth, so that a meta function run
 * before its namespace arrives renders blanks rather than failing; the page renders again when
 * it arrives (root.tsx binds re-rendering to i18next's store).
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
              get: (_inner, ns) => (typeof ns === "string" ? (i18next.store?.data[lng]?.[ns] ?? empty) : undefined),
            },
          ),
  },
) as typeof All;
