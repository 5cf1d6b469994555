/** The currency question of a language switch (storefront.md section 4). */
import type { Language } from "../../contract/languages.ts";
import { currencyFor, type Currency } from "../../contract/money.ts";

/**
 * Ask whether to switch the currency: only outside order pages (/order/...) and the office, when the currency is
 * not the new language's own (currencyFor): switching to Polish while the currency is not PLN, or
 * away from Polish while it is PLN.
 */
export function needsCurrencyQuestion(path: string, currency: Currency, to: Language): boolean {
  // An order's page, and the office, whose staff do not shop in it.
  if (/^\/(?:order|office)(\/|$)/.test(path)) return false;
  return currency !== currencyFor(to);
}
