/**
 * The delivery and payment blocks of the FAQ, the terms and the shipping page (decision 0032),
 * built from the ERP's getDeliveryFacts with the wording of app/lib/delivery.ts: the cut-off
 * sentence, the standard delivery to the visitor's country, the costs table per country and
 * method, the carriers and the payment methods this installation offers.
 */
import type { TFunction } from "../lib/translate.ts";
import { countryName } from "../../contract/countries.ts";
import type { DeliveryFacts } from "../../contract/delivery.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { deliveryDays, deliverySentences, deliverySummary } from "../lib/delivery.ts";
import { links, p, ul, type Block, type Section } from "./types.ts";

export interface DeliveryCopy {
  /** The cut-off sentence, or the plain "we dispatch on working days" without one. */
  dispatch: string;
  /** "Delivery to Poland: DPD, 1 working day." or null. */
  standard: string | null;
  /** The costs table and its note (or why there is none). */
  costs: Block[];
  carriers: Block[];
  payments: Block[];
  /** The link to the shipping page. */
  more: Block;
  /** The shipping page: dispatch, costs, carriers, payment methods. */
  sections: Section[];
}

/** The costs table: a row per country (by name), a column per method serving any; a cell is "€7.38 · 1 working day". */
export function costsTable(t: TFunction, lang: Language, facts: DeliveryFacts): Block | null {
  const used = facts.methods.filter((m) => facts.countries.some((c) => c.rates.some((r) => r.method === m._id)));
  if (!used.length) return null;
  const rows = facts.countries
    .map((c) => {
      const cells = used.map((m) => {
        const rate = c.rates.find((r) => r.method === m._id);
        return rate
          ? `${formatPrice(fromCents(rate.grosscents), facts.currency, lang)} · ${deliveryDays(t, rate.days)}`
          : "–";
      });
      return [countryName(c.country, lang), ...cells];
    })
    .sort((a, b) => a[0]!.localeCompare(b[0]!, lang));
  return {
    kind: "table",
    caption: t("deliveryFacts.costsCaption", { currency: facts.currency }),
    head: [t("deliveryFacts.country"), ...used.map((m) => `${m.name} (${m.carrier})`)],
    rows,
  };
}

export function deliveryCopy(t: TFunction, lang: Language, facts: DeliveryFacts | null, country: string): DeliveryCopy {
  const more = links({ to: "/shipping", text: t("deliveryFacts.more") });
  const parts = facts ? factsCopy(t, lang, facts, country) : unavailableCopy(t);
  return { ...parts, more, sections: shippingSections(t, parts) };
}

type Parts = Omit<DeliveryCopy, "more" | "sections">;

function unavailableCopy(t: TFunction): Parts {
  const unavailable = [p(t("deliveryFacts.unavailable"))];
  return {
    dispatch: t("deliveryFacts.noCutoff"),
    standard: null,
    costs: unavailable,
    carriers: [],
    payments: unavailable,
  };
}

function factsCopy(t: TFunction, lang: Language, facts: DeliveryFacts, country: string): Parts {
  const sentences = deliverySentences(
    t,
    lang,
    deliverySummary(facts, country, (code) => countryName(code, lang)),
  );
  const table = costsTable(t, lang, facts);
  return {
    dispatch: sentences.cutoff ?? t("deliveryFacts.noCutoff"),
    standard: sentences.delivery,
    costs: table
      ? [table, p(t("deliveryFacts.costsNote")), p(importNote(t, lang, facts.registered))]
      : [p(t("deliveryFacts.noCosts"))],
    carriers: facts.methods.length
      ? [ul(...facts.methods.map((m) => `${m.name} — ${m.carrier}: ${m.description}`))]
      : [],
    payments: facts.payments.length
      ? [
          p(t("deliveryFacts.paymentIntro")),
          ul(...facts.payments.map((m) => `${m.name}: ${m.description}`)),
          p(t("deliveryFacts.onAccount")),
        ]
      : [p(t("deliveryFacts.noPayments")), p(t("deliveryFacts.onAccount"))],
  };
}

/** Who pays the VAT of a parcel leaving the EU: the buyer on delivery, or the shop where it is registered (decision 0039). */
function importNote(t: TFunction, lang: Language, registered: readonly string[]): string {
  if (registered.length === 0) return t("deliveryFacts.importNote");
  const countries = new Intl.ListFormat(lang, { type: "conjunction" }).format(
    registered.map((c) => countryName(c, lang)),
  );
  return t("deliveryFacts.importNoteRegistered", { countries });
}

function shippingSections(t: TFunction, copy: Parts): Section[] {
  const sections: Section[] = [
    {
      id: "dispatch",
      heading: t("deliveryFacts.dispatchHeading"),
      blocks: [p(copy.dispatch), ...(copy.standard ? [p(copy.standard)] : [])],
    },
    { id: "costs", heading: t("deliveryFacts.costsHeading"), blocks: copy.costs },
  ];
  if (copy.carriers.length)
    sections.push({ id: "carriers", heading: t("deliveryFacts.carriersHeading"), blocks: copy.carriers });
  sections.push({ id: "payment", heading: t("deliveryFacts.paymentHeading"), blocks: copy.payments });
  return sections;
}
