import type { Language } from "../../contract/languages.ts";

/**
 * Small flags (UK for English, Poland, Germany), drawn by the stylesheet (`.flag-{lang}`, SVG
 * data URIs in app/styles.css): no image requests, and no drawing code in every page's JavaScript.
 */
export function Flag({ lang }: { lang: Language }) {
  return <span className={`flag flag-${lang}`} aria-hidden="true" />;
}
