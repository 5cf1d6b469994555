/**
 * Price display: 2 decimals, the currency before the amount in English and German and after it in
 * Polish (transactions.md section 9).
 */
import type { Language } from "../i18n.ts";

export type CurrencyCode = "EUR" | "PLN";
const SYMBOLS: Record<CurrencyCode, string> = { EUR: "€", PLN: "zł" };
const LOCALES: Record<Language, string> = { en: "en-GB", pl: "pl-PL", de: "de-DE" };

const formatters = new Map<Language, Intl.NumberFormat>();
function numberFormat(lang: Language): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(lang, f);
  }
  return f;
}

export function formatPrice(amount: number, currency: CurrencyCode, lang: Language): string {
  const number = numberFormat(lang).format(Math.round(amount * 100) / 100);
  const symbol = SYMBOLS[currency];
  if (lang === "pl") return `${number}\u00a0${symbol}`;
  if (lang === "en" && currency === "EUR") return `${symbol}${number}`;
  return `${symbol}\u00a0${number}`;
}
