/**
 * What the order page and the acknowledgement e-mail share about the withdrawal function
 * (Article 11a of Directive 2011/83/EU, decision 0021): the moment of receipt as it is shown.
 */
import { LOCALES, type Language } from "./languages.ts";

/** The shop's time zone: dates and times of receipt are given in it. */
export const SHOP_TIME_ZONE = "Europe/Warsaw";

/** "19 June 2026, 14:05 CEST": date and time, in the shop's time zone, named. */
export function formatReceivedAt(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: "short",
  }).format(new Date(iso));
}
