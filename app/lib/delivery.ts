/**
 * Delivery facts as words (decision 0032). Delivery times: a range "1–3 working days", one number
 * written once ("2 working days", never "2–2"). The cut-off and the standard delivery to a country
 * come from the ERP's getDeliveryFacts (contract/delivery.ts); the product page, the home banner,
 * the FAQ, the shipping page and the checkout all word them with these functions, so they say the
 * same thing in the same words.
 */
import type { TFunction } from "../lib/translate.ts";
import type { DeliveryDays, DeliveryFacts } from "../../contract/delivery.ts";
import { standardDelivery } from "../../contract/delivery-standard.ts";
import type { Language } from "../../contract/languages.ts";

export type { DeliveryDays };

/** `t` is bound to the checkout namespace, where the wording lives. */
export function deliveryDays(t: TFunction, days: DeliveryDays): string {
  return days.min === days.max
    ? t("shipping.daysExact", { count: days.min })
    : t("shipping.days", { min: days.min, max: days.max });
}

/** A time of day as each language writes it; `minutes` has two digits. */
const CLOCK: Record<Language, (h: number, minutes: string) => string> = {
  en: (h, minutes) => `${((h + 11) % 12) + 1}:${minutes} ${h < 12 ? "am" : "pm"}`,
  pl: (h, minutes) => `${String(h).padStart(2, "0")}:${minutes}`,
  de: (h, minutes) => `${String(h).padStart(2, "0")}:${minutes} Uhr`,
};

/** "13:00" as each language writes a time of day: "1:00 pm", "13:00", "13:00 Uhr". */
export function clockTime(cutoff: string, lang: Language): string {
  const [h = 0, m = 0] = cutoff.split(":").map(Number);
  return CLOCK[lang](h, String(m).padStart(2, "0"));
}

/** What the product page and the banner quote: the cut-off and the standard delivery to the shopper's country. */
export interface DeliverySummary {
  /** "HH:MM" or null (no same-day promise). */
  cutoff: string | null;
  country: string;
  /**
   * The country's name in the page's language, named where the summary is made (a loader): the
   * browser then needs no list of country names for it (issue 25, decision 0046).
   */
  countryName: string;
  /** The first method serving the country: its carrier and days; null when none serves it. */
  standard: { carrier: string; days: DeliveryDays } | null;
}

export function deliverySummary(
  facts: DeliveryFacts,
  country: string,
  name: (code: string) => string,
): DeliverySummary {
  const standard = standardDelivery(facts, country);
  return {
    cutoff: facts.cutoff,
    country: country.toUpperCase(),
    countryName: name(country.toUpperCase()),
    standard: standard ? { carrier: standard.method.carrier, days: standard.rate.days } : null,
  };
}

/** The facts as words, for the sentences below and the banner's placeholders ({{cutoff}}, {{carrier}}, {{days}}, {{country}}). */
export function deliveryWords(
  t: TFunction,
  lang: Language,
  summary: DeliverySummary,
): Partial<Record<"cutoff" | "carrier" | "days" | "country", string>> {
  return {
    ...(summary.cutoff ? { cutoff: clockTime(summary.cutoff, lang) } : {}),
    ...(summary.standard
      ? {
          carrier: summary.standard.carrier,
          days: deliveryDays(t, summary.standard.days),
          country: summary.countryName,
        }
      : {}),
  };
}

/**
 * The two sentences: "Orders paid by 1:00 pm on a working day leave our warehouse the same day."
 * and "Delivery to Poland: DPD, 1 working day."; each null when the ERP gives no such fact.
 */
export function deliverySentences(
  t: TFunction,
  lang: Language,
  summary: DeliverySummary,
): { cutoff: string | null; delivery: string | null } {
  const words = deliveryWords(t, lang, summary);
  return {
    cutoff: words.cutoff ? t("deliveryFacts.cutoff", { time: words.cutoff }) : null,
    delivery: words.carrier ? t("deliveryFacts.standard", words) : null,
  };
}
