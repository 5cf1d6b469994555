/**
 * Which of the two JavaScript projects (playwright.config.ts) runs a test made once per language.
 *
 * A flow written for each of en, pl and de walks the same pages three times; what changes with the
 * language (words, numbers, prices, the currency) is the server's in both modes. So each language
 * walks in one mode: English and German with JavaScript, Polish without. Every language is walked,
 * and every flow both ways, in half the runs (433 of the browser suite's seconds on 2026-12-02:
 * docs/perf/2026-12-02-ci-time.md). A flow whose languages differ in what they do (another currency,
 * another country's rule) stays a test per language as well: it is the language that differs, not
 * the browser.
 */
import type { Lang } from "./checkout-helpers.ts";

/** Kept out of the js-off project. */
export const LANG_JS_ON = "@lang-js-on";
/** Kept out of the js-on project. */
export const LANG_JS_OFF = "@lang-js-off";

/** The tag of a per-language test: Polish without JavaScript, English and German with it. */
export const oneModeFor = (lang: Lang) => ({ tag: lang === "pl" ? LANG_JS_OFF : LANG_JS_ON });
