/**
 * What the order page prints that the loader can decide (decision 0050: code the browser does not
 * run stays out of it): the dates in the page's language, the three parties' address lines with
 * the country named, the VAT line's label and note, and the seller's facts, all as the strings the
 * page shows. The browser then needs neither the countries' names, nor the tax wording, nor the
 * sellers' table.
 */
import { countryName } from "../../contract/countries.ts";
import { formatDate } from "../../contract/format.ts";
import { LOCALES, type Language } from "../../contract/languages.ts";
import { formatAddress, formatIban, type Company } from "../../contract/seller.ts";
import { taxLineLabel, taxNote, VIES_REQUEST_LABEL } from "../../contract/tax-wording.ts";
import { logosOf } from "../lib/payment-marks.ts";
import { formatReceivedAt } from "../../contract/withdrawal.ts";
import type { CallResponse } from "../../contract/wire.ts";
import type { Order } from "../../contract/orders.ts";
import type { TFunction } from "../lib/translate.ts";

/** The order's billing or shipping address as lines: company, addressee, street, zip and city, country. */
function partyLines(order: Order, party: "bill" | "ship", lang: Language) {
  return [
    order[`${party}company`],
    order[`${party}addressee`],
    order[`${party}address`],
    order[`${party}address2`],
    `${order[`${party}zip`]} ${order[`${party}city`]}`,
    countryName(order[`${party}country`], lang),
  ].filter(Boolean);
}

/** `seller`: the order's region's seller as the ERP holds it (GET /seller/{region}). */
export function orderView(order: Order, lang: Language, t: TFunction, seller: Company) {
  const withdrawal = order.withdrawal;
  return {
    /** When it was placed, in the shop's time zone: "26 November 2026 at 14:05". */
    date: new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Warsaw",
    }).format(new Date(order.date)),
    /** The payment's due day ("YYYY-MM-DD" from the ERP), or null when the order has none. */
    paymentDue: order.paymentdue
      ? new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${order.paymentdue}T00:00:00Z`),
        )
      : null,
    /** "VAT 19% (Germany)", and the note a sale not at the seller's own rate carries (or null). */
    taxLabel: taxLineLabel(order, lang),
    taxNote: taxNote(order, lang),
    viesLabel: VIES_REQUEST_LABEL[lang],
    billing: partyLines(order, "bill", lang),
    shipping: [...partyLines(order, "ship", lang), order.shipphone].filter(Boolean),
    seller: [
      seller.name,
      ...formatAddress(seller.registeredOffice, lang),
      `${t("checkout:order.sellerVat")}: ${seller.vatId}`,
      seller.registerNumber,
    ].filter(Boolean),
    withdrawal: {
      /** The last day of the withdrawal period, as the page words it. */
      until: formatDate(withdrawal.until, lang),
      receivedAt: withdrawal.received ? formatReceivedAt(withdrawal.received.receivedat, lang) : null,
    },
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** The payment methods as the page shows them: a bank transfer's IBAN in groups of four. */
export function paymentView(payment: CallResponse<"getPaymentMethods">) {
  return payment.paymentmethods.map((m) => ({
    ...m,
    ...(m.instructions ? { instructions: { ...m.instructions, iban: formatIban(m.instructions.iban) } } : {}),
    /** The logos its pay button shows (app/lib/payment-marks.ts, kept out of the browser's code). */
    logos: logosOf(m.widgettype),
  }));
}
