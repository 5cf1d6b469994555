/**
 * Money, one way for the whole shop: the two currencies, amounts in integer cents with one rounding
 * rule, and one price format per language (transactions.md section 9: two decimals, the currency
 * before the amount in English and German and after it in Polish).
 */
import { LOCALES, type Language } from "./languages.ts";

export const CURRENCIES = ["EUR", "PLN"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: "€", PLN: "zł" };
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
/** The currency of a language when the shopper has not chosen one: PLN for Polish, EUR otherwise. */
export const currencyFor = (lang: Language): Currency => (lang === "pl" ? "PLN" : "EUR");

/** An amount in the currency's minor unit (both shop currencies have two decimals: ISO 4217). */
export type Cents = number;

/**
 * 123.4 or "123.40" -> 12340. Rounds half away from zero on the decimal digits as written, so
 * 1.005 gives 101 (binary 1.005 is 1.00499999..., which Math.round(x * 100) would make 100).
 */
export function toCents(value: number | string): Cents {
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${String(value)}`);
  // 15 significant digits undo the binary noise of a decimal literal.
  const text = typeof value === "string" ? value.trim() : Number(Math.abs(amount).toPrecision(15)).toString();
  const match = /^[-+]?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return Math.round(amount * 100); // exponent notation: far outside any price
  const digits = (match[2] ?? "").padEnd(3, "0");
  const cents = Number(match[1]) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= "5" ? 1 : 0);
  return amount < 0 ? -cents : cents;
}

/** 12340 -> 123.4: the amount as the wire carries it (a number with at most two decimals). */
export const fromCents = (cents: Cents): number => Math.round(cents) / 100;

const formatters = new Map<Language, Intl.NumberFormat>();
function numberFormat(lang: Language): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(lang, f);
  }
  return f;
}

/** A price as the shopper reads it in `lang`: "€1,234.50", "€ 1.234,50", "1 234,50 zł". */
export function formatPrice(amount: number, currency: Currency, lang: Language): string {
  const number = numberFormat(lang).format(fromCents(toCents(amount)));
  const symbol = CURRENCY_SYMBOLS[currency];
  if (lang === "pl") return `${number}\u00a0${symbol}`;
  if (lang === "en" && currency === "EUR") return `${symbol}${number}`;
  return `${symbol}\u00a0${number}`;
}

const percentFormats = new Map<Language, Intl.NumberFormat>();
/** A VAT rate (a fraction: 0.19, 0.255) as each language writes a percentage: "19%", "25,5%", "19 %". */
export function formatTaxRate(rate: number, lang: Language): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: 1 });
    percentFormats.set(lang, format);
  }
  return format.format(rate);
}
