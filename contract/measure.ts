/**
 * An engine's or a part's measure as the page's language writes it (Intl, decision 0031): a module
 * of its own, as the catalogue's filter lists need only this in the browser.
 */
import { LOCALES, type Language } from "./languages.ts";

const measureFormats = new Map<Language, Intl.NumberFormat>();

/** "103.6 mm", "103,6 mm", "2755 cm³": an engine's or a part's measure, up to two decimals, in its unit. */
export function formatMeasure(value: number, unit: "mm" | "cm³" | "", lang: Language): string {
  let format = measureFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2, useGrouping: false });
    measureFormats.set(lang, format);
  }
  return unit ? `${format.format(value)} ${unit}` : format.format(value);
}
