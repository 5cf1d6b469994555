/**
 * The words a marquee text may quote, {{cutoff}}, {{carrier}}, {{days}} and {{country}}: the
 * ERP's delivery facts for the visitor's country (decision 0032), for the home page and the
 * office's marquee preview alike; {} when the ERP does not answer them.
 */
import { countryName } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";
import { deliverySummary, deliveryWords } from "../lib/delivery.ts";
import type { RequestContext } from "./context.ts";
import type { ErpClient } from "./erp.ts";
import { checkoutTranslator } from "./i18n.ts";

export async function marqueeWords(
  erp: ErpClient,
  context: RequestContext,
  lang: Language = context.lang,
): Promise<Record<string, string>> {
  const [facts, tc] = await Promise.allSettled([erp.deliveryFacts(), checkoutTranslator(lang)]);
  if (facts.status !== "fulfilled" || tc.status !== "fulfilled") return {};
  return deliveryWords(
    tc.value,
    lang,
    deliverySummary(facts.value, context.taxCountry ?? context.country, (code) => countryName(code, lang)),
  );
}
