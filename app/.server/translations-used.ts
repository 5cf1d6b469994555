/**
 * Which translations a page uses, so that only those go to the browser (issue 25, decision 0040).
 * While a document is rendered (entry.server.tsx runs the render inside `recordTranslations`),
 * every namespace a t function is fixed to or asked for (`ns` option, "ns:key"), and every
 * namespace read from `resources` (meta functions, loaders), is noted per language. The page then
 * carries exactly those namespaces of those languages as JSON (`translationsScript`), which the
 * browser's i18next starts from; anything else it loads when a client-side navigation needs it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { i18n } from "i18next";
import { isLanguage, type Language } from "../../contract/languages.ts";
import { NAMESPACES } from "../i18n.ts";
import { resources, watchTranslations } from "../locales.ts";

type Used = Map<Language, Set<string>>;
const used = new AsyncLocalStorage<Used>();
const isNamespace = (ns: unknown): ns is (typeof NAMESPACES)[number] =>
  typeof ns === "string" && (NAMESPACES as readonly string[]).includes(ns);

/** Notes that the page being rendered uses a namespace of a language. */
export function noteTranslation(lng: unknown, ns: unknown): void {
  const store = used.getStore();
  if (!store || !isLanguage(lng)) return;
  for (const one of Array.isArray(ns) ? ns : [ns]) {
    if (!isNamespace(one)) continue;
    let set = store.get(lng);
    if (!set) store.set(lng, (set = new Set()));
    set.add(one);
  }
}

watchTranslations(noteTranslation);

/** Runs a render, noting the translations it uses into the map returned with its result. */
export function recordTranslations<T>(render: () => T): { result: T; used: Used } {
  const store: Used = new Map();
  return { result: used.run(store, render), used: store };
}

/**
 * Makes a server i18next instance note what its t functions use: the namespace each is fixed to
 * (`useTranslation(ns, { lng })`), and a namespace a call names itself. Wraps getFixedT as it is
 * (after rememberPlainTexts), so remembered texts are noted too.
 */
export function noteTranslationsOf(instance: i18n): void {
  const fixed = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => (...args: unknown[]) => unknown;
  const nsSeparator = ":";
  const getFixedT = (lng?: unknown, ns?: unknown, keyPrefix?: unknown) => {
    const language = typeof lng === "string" ? lng : instance.language;
    const namespace = ns ?? instance.options.defaultNS;
    noteTranslation(language, namespace);
    const t = fixed(lng, ns, keyPrefix);
    return Object.assign(
      (...args: unknown[]) => {
        const [key, options] = args;
        if (typeof key === "string" && key.includes(nsSeparator)) noteTranslation(language, key.split(nsSeparator)[0]);
        if (options && typeof options === "object") {
          const o = options as { ns?: unknown; lng?: unknown };
          if (o.ns !== undefined || o.lng !== undefined) noteTranslation(o.lng ?? language, o.ns ?? namespace);
        }
        return t(...args);
      },
      { lng: (t as { lng?: unknown }).lng, ns: (t as { ns?: unknown }).ns, keyPrefix },
    );
  };
  instance.getFixedT = getFixedT as unknown as i18n["getFixedT"];
}

/**
 * The translations a page used, as a JSON script for the browser (`<` escaped, so no text can
 * end the element), with the page's CSP nonce like every other script element of the page.
 */
export function translationsScript(found: Used, nonce?: string): string {
  const data: Record<string, Record<string, unknown>> = {};
  for (const [lng, namespaces] of found) {
    const bundle: Record<string, unknown> = (data[lng] = {});
    for (const ns of [...namespaces].sort()) bundle[ns] = resources[lng][ns as (typeof NAMESPACES)[number]];
  }
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const attribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  return `<script type="application/json" id="translations"${attribute}>${json}</script>`;
}
