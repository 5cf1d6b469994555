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
import { all, watchTranslations } from "../locales.ts";

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
 * One namespace of one language as JSON (`<` escaped), made once: the texts are the same for every
 * page, and stringifying the ~30 kB a page carries took about 0.1 ms of every request (issue 25).
 */
const namespaceJson = new Map<string, string>();
function jsonOf(lng: Language, ns: (typeof NAMESPACES)[number]): string {
  const key = `${lng}:${ns}`;
  let json = namespaceJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(all[lng][ns]).replace(/</g, "\\u003c");
    namespaceJson.set(key, json);
  }
  return json;
}

/**
 * The translations a page used, as a JSON script for the browser (`<` escaped, so no text can
 * end the element), with the page's CSP nonce like every other script element of the page.
 */
export function translationsScript(found: Used, nonce?: string): string {
  const languages: string[] = [];
  for (const [lng, namespaces] of found) {
    const bundle = [...namespaces]
      .filter(isNamespace)
      .sort()
      .map((ns) => `${JSON.stringify(ns)}:${jsonOf(lng, ns)}`);
    languages.push(`${JSON.stringify(lng)}:{${bundle.join(",")}}`);
  }
  const attribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  return `<script type="application/json" id="translations"${attribute}>{${languages.join(",")}}</script>`;
}
