/**
 * Where the browser finds the translation files (issue 40): each namespace of each language as
 * minified JSON, {lng}/{ns}.json, in one folder of the build's assets named by a hash of all of
 * them, so that they are cached as immutable as the other assets and a deploy with changed texts
 * gets a new folder. The build writes the files (vite.config.ts, localeFiles) and tells the
 * browser's translator the folder; the server names the same folder in each page from the texts it
 * holds, by this same function, so both agree without reading the build.
 */
import crypto from "node:crypto";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { NAMESPACES } from "../i18n.ts";

export type Namespace = (typeof NAMESPACES)[number];

/** The folder's path from the site's root, e.g. /assets/locales-0123456789, from each file's text. */
export function localesFolder(text: (lng: Language, ns: Namespace) => string): string {
  const hash = crypto.createHash("sha256");
  for (const lng of LANGUAGES) for (const ns of NAMESPACES) hash.update(`${lng}/${ns}.json`).update(text(lng, ns));
  return `/assets/locales-${hash.digest("hex").slice(0, 10)}`;
}
