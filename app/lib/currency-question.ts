/** The currency question of a language switch (storefront.md section 4). */
import type { Language } from "../i18n.ts";

export type Currency = "EUR" | "PLN";

/** The currency a "yes" switches to: PLN for Polish, EUR otherwise. */
export const currencyFor = (lang: Language): Currency => (lang === "pl" ? "PLN" : "EUR");

/**
 * Ask whether to switch the currency: only outside order pages (/order/...), when switching to
 * Polish while the currency is not PLN, or away from Polish while it is PLN.
 */
export function needsCurrencyQuestion(path: string, currency: Currency, to: Language): boolean {
  if (/^\/order(\/|$)/.test(path)) return false;
  return to === "pl" ? currency !== "PLN" : currency === "PLN";
}
