/**
 * Which translations a page uses, so that only those go to the browser (issue 25, decision 0040).
 * While a document is rendered (entry.server.tsx runs the render inside `recordTranslations`),
 * every namespace a t function is fixed to or asked for ("ns:key"; app/lib/translate.ts tells
 * `noteTranslation`), and every namespace read from `resources` (meta functions, loaders), is
 * noted per language. The page then carries exactly those namespaces of those languages as JSON
 * (`translationsScript`), which the browser's translator starts from (decision 0045); anything
 * else it loads when a client-side navigation needs it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
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
