/**
 * Which translations a page uses, so that only those go to the browser (issue 25, decision 0040).
 * While a document is rendered (entry.server.tsx runs the render inside `recordTranslations`),
 * every namespace a t function is fixed to or asked for ("ns:key"; app/lib/translate.ts tells
 * `noteTranslation`), and every namespace read from `resources` (meta functions, loaders), is
 * noted per language. The page then names exactly those namespaces of those languages
 * (`translationsScript`), which the browser's translator loads before it starts (decision 0045);
 * anything else it loads when a client-side navigation needs it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { isLanguage, type Language } from "../../contract/languages.ts";
import { NAMESPACES } from "../i18n.ts";
import { all, watchTranslations } from "../locales.ts";
import { localesFolder, type Namespace } from "./locale-files.ts";

type Used = Map<Language, Set<string>>;
const used = new AsyncLocalStorage<Used>();
const isNamespace = (ns: unknown): ns is Namespace =>
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

/** The folder the build wrote the translation files to (locale-files.ts), named from the texts this server holds. */
const folder = localesFolder((lng, ns) => JSON.stringify(all[lng][ns]));

/**
 * What the browser needs of the translations a page used (issue 40): each namespace's file named
 * for preloading, and the list of them as JSON (which the translator loads before it takes over the
 * page). The files are the same for every page and cached by the browser as immutable, where
 * inlining their ~40 kB took half of every page's HTML and of the server's time compressing it.
 * The script carries the page's CSP nonce like every other script element of the page.
 */
export function translationsScript(found: Used, nonce?: string): string {
  const names: Partial<Record<Language, Namespace[]>> = {};
  let links = "";
  for (const [lng, namespaces] of found) {
    const list = [...namespaces].filter(isNamespace).sort();
    names[lng] = list;
    for (const ns of list)
      links += `<link rel="preload" as="fetch" crossorigin="anonymous" href="${folder}/${lng}/${ns}.json">`;
  }
  const attribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  return `${links}<script type="application/json" id="translations"${attribute}>${JSON.stringify(names)}</script>`;
}
