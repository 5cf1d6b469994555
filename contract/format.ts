/**
 * Numbers and dates as the page's language writes them (Intl, decision 0031); prices are
 * money.ts's formatPrice. Shared by the storefront and the ERP's documents.
 */
import { LOCALES, type Language } from "./languages.ts";
import { SHOP_TIME_ZONE } from "./withdrawal.ts";

const weightFormats = new Map<Language, Intl.NumberFormat>();

/** "2.23 kg", "2,23 kg": a weight in kilograms, up to three decimals. */
export function formatWeight(kilograms: number, lang: Language): string {
  let format = weightFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: "unit", unit: "kilogram", maximumFractionDigits: 3 });
    weightFormats.set(lang, format);
  }
  return format.format(kilograms);
}

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

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** "22 November 2026", "22 listopada 2026", "22. November 2026": a day in the shop's time zone. */
export function formatDate(iso: string, lang: Language): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: SHOP_TIME_ZONE });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
