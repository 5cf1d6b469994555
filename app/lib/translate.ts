/**
 * The shop's translator (issue 25, decision 0045): the part of i18next the shop's texts and calls
 * use, small enough for every page's JavaScript budget, the same code on the server and in the
 * browser. It gives the texts i18next 23 gives with the shop's settings (app/i18n.ts), which
 * app/lib/translate.test.ts checks key by key for every namespace of every language:
 *   - namespaces: a t function is fixed to one; "ns:key" reads another;
 *   - nested keys, "a.b.c";
 *   - `{{name}}` interpolation of the call's options, unescaped (the shop sets `escapeValue: false`:
 *     React escapes what it renders), a variable the call does not give left as it is;
 *   - plurals: with a numeric `count`, "key_zero" for 0 if present, else "key_" + the
 *     Intl.PluralRules category of the language (one, few, many, other), else "key";
 *   - `defaultValue` when the key is missing; a missing key without one gives the key back;
 *   - a fallback language (the server's English) tried after the page's language.
 * Not implemented, because no text or call uses them: nesting ($t(...)), formats ({{x, number}}),
 * the "{{- x}}" form, context, ordinal plurals, returnObjects, arrays, per-call `ns`/`lng`.
 */

/** One namespace's texts, as in locales/<lng>/<ns>.json. */
export type Bundle = { readonly [key: string]: unknown };

/**
 * The options a t call may give: interpolation values, `count` for plurals, `defaultValue`. The
 * i18next options this translator does not implement are refused by the type checker.
 */
export type TOptions = {
  readonly count?: number | string;
  readonly defaultValue?: string;
  readonly context?: never;
  readonly ns?: never;
  readonly lng?: never;
  readonly ordinal?: never;
  readonly returnObjects?: never;
  readonly replace?: never;
  readonly keyPrefix?: never;
  readonly joinArrays?: never;
} & { readonly [name: string]: unknown };

/** A t function fixed to a language and namespace. */
export type TFunction = (key: string, options?: TOptions) => string;

/**
 * Where the texts come from: a language's namespace, or undefined when it is not (yet) there.
 * `used` hears of every namespace a t function is fixed to or a key names ("ns:key"): the server
 * notes them for the page, the browser loads them.
 */
export interface TextSource {
  bundle(lng: string, ns: string): Bundle | undefined;
  used?(lng: string, ns: string): void;
}

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const VARIABLE = /\{\{(.+?)\}\}/g;

/** Each language's plural rules, and the categories of the counts 0-999 once asked (select costs about 1 µs). */
const pluralRules = new Map<string, { rules: Intl.PluralRules; small: string[] }>();
function pluralCategory(lng: string, count: number): string {
  let plural = pluralRules.get(lng);
  if (!plural) pluralRules.set(lng, (plural = { rules: new Intl.PluralRules(lng, { type: "cardinal" }), small: [] }));
  if (!Number.isInteger(count) || count < 0 || count > 999) return plural.rules.select(count);
  return (plural.small[count] ??= plural.rules.select(count));
}

/** The value at a dotted path in a bundle (or the options), or undefined. */
function find(from: unknown, path: string): unknown {
  let at = from;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/**
 * Each bundle's texts by dotted key, as they are first asked for (a bundle never changes once
 * loaded): a page asks for the same few hundred keys again and again. At most LOOKED_KEYS a
 * bundle, so that keys made from data cannot grow it without end.
 */
const looked = new WeakMap<Bundle, Map<string, unknown>>();
const LOOKED_KEYS = 5000;
function lookUp(bundle: Bundle, key: string): unknown {
  let keys = looked.get(bundle);
  if (!keys) looked.set(bundle, (keys = new Map()));
  if (keys.has(key)) return keys.get(key);
  const value = find(bundle, key);
  if (keys.size < LOOKED_KEYS) keys.set(key, value);
  return value;
}

const present = (value: unknown): boolean => value !== undefined && value !== null;

/** Replaces each `{{name}}` by its value among the options; a name not among them stays. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(VARIABLE, (whole, name: string) => {
    const variable = name.trim();
    const value = find(options, variable);
    if (value === undefined || value === null)
      return options && Object.prototype.hasOwnProperty.call(options, variable) ? "" : whole;
    return typeof value === "string" ? value : String(value as string | number | boolean);
  });
}

/**
 * A t function for a language and namespace. `fallbackLng` is the language tried after `lng` when
 * a text is missing (none in the browser: every language has every key, app/locales.test.ts).
 */
export function fixedT(source: TextSource, lng: string, ns: string, fallbackLng?: string): TFunction {
  source.used?.(lng, ns);
  const languages = fallbackLng && fallbackLng !== lng ? [lng, fallbackLng] : [lng];
  return (fullKey, options) => {
    let key = fullKey;
    let namespace = ns;
    const colon = key.indexOf(NS_SEPARATOR);
    if (colon >= 0) {
      const parts = key.split(NS_SEPARATOR);
      namespace = parts.shift() as string;
      key = parts.join(KEY_SEPARATOR);
      source.used?.(lng, namespace);
    }
    const count = options?.count;
    const plural = typeof count === "number";
    let found: unknown;
    for (const language of languages) {
      const bundle = source.bundle(language, namespace);
      if (!bundle) continue;
      if (plural && count === 0) found = lookUp(bundle, `${key}_zero`);
      if (plural && !present(found)) found = lookUp(bundle, `${key}_${pluralCategory(language, count)}`);
      if (!present(found)) found = lookUp(bundle, key);
      if (present(found)) break;
    }
    if (typeof found === "object" && found !== null)
      return `key '${key} (${lng})' returned an object instead of string.`;
    let text: string;
    if (typeof found === "string") text = found;
    else if (found !== undefined && found !== null) text = String(found as number | boolean);
    else if (options && "defaultValue" in options && options.defaultValue !== undefined) text = options.defaultValue;
    else text = key;
    return interpolate(text, options);
  };
}
