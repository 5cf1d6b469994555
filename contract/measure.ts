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

/** A decimal number written the English way: digits, a point, digits; not part of a longer dotted run. */
const POINT_DECIMAL = /(?<![\p{L}\d.,])(\d+)\.(\d+)(?![\d.,]|\p{L})/gu;

/**
 * A technical value as the ERP stored it ("139.7 mm", "6 x 139.7", "0.25"), its decimal numbers
 * written as the page's language writes them ("139,7 mm" in Polish and German), the digits kept as
 * stored. Part numbers, dotted runs (dates, versions) and numbers glued to letters stay as they are.
 * The one helper for technical values, dimensions and quantities shown as text (issue 43 item 4).
 */
export function localizeDecimals(text: string, lang: Language): string {
  const comma = new Intl.NumberFormat(LOCALES[lang]).format(1.5).includes(",");
  return comma ? text.replace(POINT_DECIMAL, "$1,$2") : text;
}
