/**
 * The e-mails of an order awaiting approval (issue 41 item 2): the buyer is told the order waits
 * and until when its parts are held; each of the company's admins is asked to approve it; the buyer
 * is told of a rejection (with the admin's note) or of the hold running out. Written to
 * mail_outbox in the transaction that changes the order. An approved order gets the usual
 * confirmation (erp/orders/mail.ts).
 */
import type { ApprovalReason } from "../../contract/approval-constants.ts";
import { formatMoment } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice } from "../../contract/money.ts";
import type { Order } from "../../contract/orders.ts";
import type { Signer } from "../company/records.ts";
import { publicShopUrl } from "../mail/config.ts";
import { customerOrderMail } from "./mail.ts";

const TEXTS = {
  en: {
    hello: (name: string) => `Dear ${name},`,
    page: "Your order page",
    regards: "Kind regards",
    total: "Total",
    reasons: {
      "order-limit": "it is over the buyer's limit per order",
      "month-limit": "it takes the buyer's spending this month over their monthly limit",
      "company-rule": "your company has every buyer's order approved",
      "other-currency": "it is in another currency than the one the buyer's limits are set in",
    } satisfies Record<ApprovalReason, string>,
    awaiting: {
      subject: (n: string) => `Order ${n} awaits your company's approval`,
      text: (n: string, until: string) =>
        `your order ${n} has been placed and awaits the approval of your company's administrator. We hold its ` +
        `parts for you until ${until}. If it is not approved by then, the order is cancelled and the parts released.`,
    },
    request: {
      subject: (n: string) => `Please approve order ${n}`,
      text: (n: string, buyer: string, until: string) =>
        `${buyer} has placed order ${n}, which needs your approval. Its parts are held until ${until}; if ` +
        "nobody approves it by then, the order is cancelled.",
      why: "Why",
      where: "Approve or reject it here",
    },
    rejected: {
      subject: (n: string) => `Order ${n} was not approved`,
      text: (n: string) =>
        `your company's administrator has rejected your order ${n}. The order is cancelled and its parts released.`,
      note: "Their note",
    },
    expired: {
      subject: (n: string) => `Order ${n} cancelled: not approved in time`,
      text: (n: string) =>
        `your order ${n} was not approved by your company's administrator in time, so it has been cancelled and ` +
        "its parts released. You are welcome to order them again.",
    },
  },
  pl: {
    hello: (name: string) => `Dzień dobry ${name},`,
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
    total: "Razem",
    reasons: {
      "order-limit": "przekracza limit kupującego na jedno zamówienie",
      "month-limit": "przekracza miesięczny limit wydatków kupującego",
      "company-rule": "Twoja firma zatwierdza każde zamówienie kupujących",
      "other-currency": "jest w innej walucie niż limity kupującego",
    } satisfies Record<ApprovalReason, string>,
    awaiting: {
      subject: (n: string) => `Zamówienie ${n} czeka na zatwierdzenie przez Twoją firmę`,
      text: (n: string, until: string) =>
        `Twoje zamówienie ${n} zostało złożone i czeka na zatwierdzenie przez administratora Twojej firmy. ` +
        `Rezerwujemy dla Ciebie części do ${until}. Jeśli do tego czasu nie zostanie zatwierdzone, zamówienie ` +
        "zostanie anulowane, a części zwolnione.",
    },
    request: {
      subject: (n: string) => `Prosimy o zatwierdzenie zamówienia ${n}`,
      text: (n: string, buyer: string, until: string) =>
        `${buyer} złożył(a) zamówienie ${n}, które wymaga Twojego zatwierdzenia. Części są zarezerwowane do ` +
        `${until}; jeśli nikt go do tego czasu nie zatwierdzi, zamówienie zostanie anulowane.`,
      why: "Powód",
      where: "Zatwierdź lub odrzuć je tutaj",
    },
    rejected: {
      subject: (n: string) => `Zamówienie ${n} nie zostało zatwierdzone`,
      text: (n: string) =>
        `administrator Twojej firmy odrzucił zamówienie ${n}. Zamówienie zostało anulowane, a części zwolnione.`,
      note: "Uwaga administratora",
    },
    expired: {
      subject: (n: string) => `Zamówienie ${n} anulowane – brak zatwierdzenia w terminie`,
      text: (n: string) =>
        `zamówienie ${n} nie zostało zatwierdzone przez administratora Twojej firmy w terminie, dlatego je ` +
        "anulowaliśmy i zwolniliśmy części. Zapraszamy do ponownego zamówienia.",
    },
  },
  de: {
    hello: (name: string) => `Guten Tag ${name},`,
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
    total: "Gesamt",
    reasons: {
      "order-limit": "sie liegt über dem Limit des Einkäufers pro Bestellung",
      "month-limit": "sie bringt die Ausgaben des Einkäufers in diesem Monat über sein Monatslimit",
      "company-rule": "Ihr Unternehmen lässt jede Bestellung der Einkäufer freigeben",
      "other-currency": "sie ist in einer anderen Währung als die Limits des Einkäufers",
    } satisfies Record<ApprovalReason, string>,
    awaiting: {
      subject: (n: string) => `Bestellung ${n} wartet auf die Freigabe Ihres Unternehmens`,
      text: (n: string, until: string) =>
        `Ihre Bestellung ${n} ist aufgegeben und wartet auf die Freigabe durch den Administrator Ihres ` +
        `Unternehmens. Wir halten die Teile bis ${until} für Sie zurück. Wird sie bis dahin nicht freigegeben, ` +
        "wird die Bestellung storniert und die Teile werden freigegeben.",
    },
    request: {
      subject: (n: string) => `Bitte geben Sie Bestellung ${n} frei`,
      text: (n: string, buyer: string, until: string) =>
        `${buyer} hat die Bestellung ${n} aufgegeben, die Ihre Freigabe braucht. Die Teile sind bis ${until} ` +
        "reserviert; gibt sie bis dahin niemand frei, wird die Bestellung storniert.",
      why: "Grund",
      where: "Hier freigeben oder ablehnen",
    },
    rejected: {
      subject: (n: string) => `Bestellung ${n} wurde nicht freigegeben`,
      text: (n: string) =>
        `der Administrator Ihres Unternehmens hat Ihre Bestellung ${n} abgelehnt. Die Bestellung ist storniert, ` +
        "die Teile sind freigegeben.",
      note: "Seine Anmerkung",
    },
    expired: {
      subject: (n: string) => `Bestellung ${n} storniert: nicht rechtzeitig freigegeben`,
      text: (n: string) =>
        `Ihre Bestellung ${n} wurde vom Administrator Ihres Unternehmens nicht rechtzeitig freigegeben. Wir ` +
        "haben sie daher storniert und die Teile freigegeben. Sie können sie gern erneut bestellen.",
    },
  },
} as const satisfies Record<Language, unknown>;

/** A moment as the mails write it: the day and the time, in the shop's time zone. */
const when = (iso: string, lang: Language) => formatMoment(iso, lang);

const linesOf = (order: Order, lang: Language) => {
  const t = TEXTS[lang];
  const money = (v: number) => formatPrice(v, order.currency.iso, lang);
  return [
    ...order.transactionlines
      .filter((l) => !l.kitcomponent)
      .map((l) => `  ${l.quantity} × ${l.item.name} ${l.displayname} ... ${money(l.amount)}`),
    `${t.total}: ${money(order.grossamount)}`,
  ];
};

type Step = "awaiting" | "rejected" | "expired";

/** The buyer's mail of an order that awaits approval, was rejected (with `note`) or ran out of time. */
export function buyerApprovalMail(
  step: Step,
  order: Order,
  seller: Signer,
  opts: { holdUntil?: string; note?: string | null; shopUrl?: string } = {},
) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const text =
    step === "awaiting"
      ? t.awaiting.text(order.name, when(opts.holdUntil ?? order.date, order.lang))
      : t[step].text(order.name);
  const note = step === "rejected" && opts.note ? ["", `${t.rejected.note}: ${opts.note}`] : [];
  const lines = [t.hello(order.shipaddressee), "", text, ...note, "", ...linesOf(order, order.lang)];
  const words = { subject: t[step].subject, page: t.page, regards: t.regards };
  return customerOrderMail(order, seller, words, lines, opts.shopUrl ?? publicShopUrl());
}

/** The mail asking one of the company's admins (in the company's language) to approve the order. */
export function approvalRequestMail(
  order: Order,
  seller: Signer,
  admin: { email: string; name: string; lang: Language },
  opts: { buyer: string; reasons: readonly ApprovalReason[]; holdUntil: string; shopUrl?: string },
) {
  const t = TEXTS[admin.lang] ?? TEXTS.en;
  const shop = (opts.shopUrl ?? publicShopUrl()).replace(/\/$/, "");
  const body = [
    t.hello(admin.name),
    "",
    t.request.text(order.name, opts.buyer, when(opts.holdUntil, admin.lang)),
    "",
    `${t.request.why}: ${opts.reasons.map((r) => t.reasons[r]).join("; ")}.`,
    "",
    ...linesOf(order, admin.lang),
    "",
    `${t.request.where}: ${shop}/account/approvals`,
    "",
    t.regards,
    seller.name,
  ].join("\n");
  return { to: admin.email, replyTo: seller.email, subject: t.request.subject(order.name), body };
}
