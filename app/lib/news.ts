/** News paging (storefront.md section 9: 3 posts on the home page, 4 per news page). */
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from "../../contract/languages.ts";

/**
 * The one language the news posts are written in: in any other the posts carry lang="en" and a
 * note in the page's language (issue 43 item 4), and the home page shows no news.
 */
export const NEWS_LANGUAGE = "en" satisfies Language;

export const HOME_NEWS = 3;
export const NEWS_PER_PAGE = 4;

/** The page asked for in ?page=, as a whole number from 1 (anything else is page 1). */
export function newsPageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

export const newsPageCount = (total: number, perPage = NEWS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));

/** One date format per locale, made on first use (making one costs far more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Formats acf.date (YYYY-MM-DD) as a day in the shopper's language. */
export function newsDate(date: string, lang: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const locale = LOCALES[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(d);
}
