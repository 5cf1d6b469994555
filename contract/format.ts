/**
 * Numbers and dates as the page's language writes them (Intl, decision 0031); prices are
 * money.ts's formatPrice, measures measure.ts's formatMeasure. Shared by the storefront and the
 * ERP's documents.
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

const momentFormats = new Map<Language, Intl.DateTimeFormat>();

/** "22 November 2026 at 14:05" and the like: a moment, day and time, in the shop's time zone. */
export function formatMoment(iso: string, lang: Language): string {
  let format = momentFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: SHOP_TIME_ZONE,
    });
    momentFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
