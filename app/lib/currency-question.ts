/** The currency question of a language switch (storefront.md section 4). */
import type { Source } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { currencyFor, type Currency } from "../../contract/money.ts";

/**
 * Ask whether to switch the currency: only outside order pages (/order/...) and the office, when the currency is
 * not the new language's own on this source (currencyFor): switching to Polish while the currency is not PLN, or
 * away from Polish while it is PLN (then EUR is offered, GBP on the UK source, decision 0069).
 */
export function needsCurrencyQuestion(path: string, currency: Currency, to: Language, source: Source): boolean {
  // An order's page, and the office, whose staff do not shop in it.
  if (/^\/(?:order|office)(\/|$)/.test(path)) return false;
  return currency !== currencyFor(to, source);
}
