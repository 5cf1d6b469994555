/**
 * Money, one way for the whole shop: the three currencies and where each is sold, amounts in
 * integer cents with one rounding rule, and one price format per language (two decimals, Intl's
 * currency format for the language).
 */
import type { Source } from "./catalogue.ts";
import { LOCALES, type Language } from "./languages.ts";

export const CURRENCIES = ["EUR", "PLN", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: "€", PLN: "zł", GBP: "£" };
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);

/**
 * The currencies a source sells in (decision 0069): pounds only on the UK source, whose price list
 * alone has GBP prices; euro and złoty everywhere.
 */
const SOLD_IN: Record<Source, readonly Currency[]> = { main: ["EUR", "PLN"], parts: ["EUR", "PLN"], uk: CURRENCIES };
export const currenciesOf = (source: Source): readonly Currency[] => SOLD_IN[source];
export const sellsIn = (source: Source, currency: Currency): boolean => currenciesOf(source).includes(currency);

/** A source's own currency: pounds on the UK source, euro elsewhere (decision 0069). */
const SOURCE_CURRENCY: Record<Source, Currency> = { main: "EUR", parts: "EUR", uk: "GBP" };
/** A language's own currency, or null for the source's: PLN for Polish (storefront.md section 4). */
const CURRENCY_OF: Record<Language, Currency | null> = { en: null, pl: "PLN", de: null };
/** The currency of a language on a source when the shopper has not chosen one. */
export const currencyFor = (lang: Language, source: Source): Currency => CURRENCY_OF[lang] ?? SOURCE_CURRENCY[source];

/** An amount in the currency's minor unit (the shop's three currencies have two decimals: ISO 4217). */
export type Cents = number;

/**
 * 123.4 or "123.40" -> 12340. Rounds half away from zero on the decimal digits as written, so
 * 1.005 gives 101 (binary 1.005 is 1.00499999..., which Math.round(x * 100) would make 100).
 */
export function toCents(value: number | string): Cents {
  if (typeof value === "number") {
    // Most amounts are whole cents already (prices, totals): a hundredth-exact value's binary
    // noise is far below 1e-6 of a cent, and a value with a third decimal is far above it.
    const scaled = value * 100;
    const cents = Math.round(scaled);
    if (Math.abs(scaled - cents) < 1e-6 && Number.isSafeInteger(cents)) return cents === 0 ? 0 : cents;
  }
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

const formatters = new Map<string, Intl.NumberFormat>();
function priceFormat(lang: Language, currency: Currency): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      style: "currency",
      currency,
      // "€", "zł" and "£", not "EUR", "PLN" and "GBP"; where the symbol goes is the language's (Intl's) rule.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A price as the shopper reads it in `lang`, by Intl's rules for the language: "€1,234.50",
 * "1.234,50 €", "1 234,50 zł", "£1,234.50", "1234,50 £" (issue 23: the German currency sign follows the amount, which
 * overrides the specification's "before the amount in English and German").
 */
export function formatPrice(amount: number, currency: Currency, lang: Language): string {
  return priceFormat(lang, currency).format(fromCents(toCents(amount)));
}

const percentFormats = new Map<Language, Intl.NumberFormat>();
/** The rates written so far (a shop has a few dozen; every item card writes one). */
const rateTexts = new Map<string, string>();
/** A VAT rate (a fraction: 0.19, 0.255) as each language writes a percentage: "19%", "25,5%", "19 %". */
export function formatTaxRate(rate: number, lang: Language): string {
  const key = `${lang} ${rate}`;
  let text = rateTexts.get(key);
  if (text !== undefined) return text;
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: 1 });
    percentFormats.set(lang, format);
  }
  text = format.format(rate);
  if (rateTexts.size < 1000) rateTexts.set(key, text);
  return text;
}
