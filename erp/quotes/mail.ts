/**
 * The e-mails of a quote (issue 41 item 4): the company's person is told that the request arrived,
 * that it is answered (its prices and until when they hold) and of every message of the office, in
 * the quote's language; the office is told of a request, a message and a decline, in English as the
 * office works, with the person as Reply-To and the link of the quote's page in the office. Written to mail_outbox in the transaction of the change.
 */
import { formatMoment } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents, type Currency } from "../../contract/money.ts";
import type { Signer } from "../company/records.ts";

/** A quote as its mails need it. */
export interface QuoteMailFacts {
  number: string;
  lang: Language;
  currency: Currency;
  company: string;
  /** The person who asked (or the company's address once they are gone). */
  to: { name: string; email: string };
  lines: { name: string; description: string; quantity: number; levelCents: number; quotedCents: number | null }[];
  validUntil: string | null;
}

const TEXTS = {
  en: {
    hello: (name: string) => `Dear ${name},`,
    page: "Your quote",
    regards: "Kind regards",
    requested: {
      subject: (n: string) => `We received your request for quote ${n}`,
      text: "thank you for your request. We will answer it with our prices and until when they hold; you will find it, and can write to us about it, on your quote's page.",
    },
    answered: {
      subject: (n: string) => `Our quote ${n}`,
      text: (until: string) =>
        `here is our quote. Its prices hold until ${until}; accept it on its page and order it through the checkout as usual.`,
      line: (q: number, name: string, price: string) => `${q} × ${name}: ${price} net each`,
    },
    message: {
      subject: (n: string) => `A message about your quote ${n}`,
      text: "we have written to you about your quote:",
    },
  },
  pl: {
    hello: (name: string) => `Szanowni Państwo (${name}),`,
    page: "Twoja oferta",
    regards: "Z poważaniem",
    requested: {
      subject: (n: string) => `Otrzymaliśmy zapytanie ofertowe ${n}`,
      text: "dziękujemy za zapytanie. Odpowiemy na nie naszymi cenami i terminem ich ważności; znajdą je Państwo na stronie oferty, gdzie można też do nas napisać.",
    },
    answered: {
      subject: (n: string) => `Nasza oferta ${n}`,
      text: (until: string) =>
        `przesyłamy naszą ofertę. Jej ceny są ważne do ${until}; można ją przyjąć na stronie oferty i zamówić jak zwykle przez kasę.`,
      line: (q: number, name: string, price: string) => `${q} × ${name}: ${price} netto za sztukę`,
    },
    message: {
      subject: (n: string) => `Wiadomość w sprawie oferty ${n}`,
      text: "napisaliśmy do Państwa w sprawie oferty:",
    },
  },
  de: {
    hello: (name: string) => `Guten Tag ${name},`,
    page: "Ihr Angebot",
    regards: "Mit freundlichen Grüßen",
    requested: {
      subject: (n: string) => `Ihre Angebotsanfrage ${n} ist eingegangen`,
      text: "vielen Dank für Ihre Anfrage. Wir beantworten sie mit unseren Preisen und ihrer Gültigkeit; Sie finden das Angebot auf seiner Seite und können uns dort schreiben.",
    },
    answered: {
      subject: (n: string) => `Unser Angebot ${n}`,
      text: (until: string) =>
        `hier ist unser Angebot. Seine Preise gelten bis ${until}; nehmen Sie es auf seiner Seite an und bestellen Sie es wie gewohnt über die Kasse.`,
      line: (q: number, name: string, price: string) => `${q} × ${name}: ${price} netto je Stück`,
    },
    message: {
      subject: (n: string) => `Eine Nachricht zu Ihrem Angebot ${n}`,
      text: "wir haben Ihnen zu Ihrem Angebot geschrieben:",
    },
  },
} satisfies Record<Language, unknown>;

const pageOf = (shopUrl: string, number: string) => `${shopUrl.replace(/\/$/, "")}/account/quotes/${number}`;
/** The quote's page in the office (the sales desk's). */
const officePageOf = (shopUrl: string, number: string) => `${shopUrl.replace(/\/$/, "")}/office/quotes/${number}`;
const quoted = (text: string) => text.split("\n").map((l) => `> ${l}`);

function customerMail(facts: QuoteMailFacts, seller: Signer, shopUrl: string, subject: string, lines: string[]) {
  const t = TEXTS[facts.lang];
  const body = [
    t.hello(facts.to.name),
    "",
    ...lines,
    "",
    `${t.page}: ${pageOf(shopUrl, facts.number)}`,
    "",
    t.regards,
    seller.name,
    seller.email,
  ].join("\n");
  return { to: facts.to.email, replyTo: seller.email, subject, body };
}

/** To the person who asked: the request arrived. */
export function quoteRequestedMail(facts: QuoteMailFacts, seller: Signer, shopUrl: string) {
  const t = TEXTS[facts.lang];
  return customerMail(facts, seller, shopUrl, t.requested.subject(facts.number), [t.requested.text]);
}

/** To the person who asked: the office's prices, until when they hold, and its message. */
export function quoteAnsweredMail(facts: QuoteMailFacts, message: string, seller: Signer, shopUrl: string) {
  const t = TEXTS[facts.lang];
  const price = (cents: number) => formatPrice(fromCents(cents), facts.currency, facts.lang);
  return customerMail(facts, seller, shopUrl, t.answered.subject(facts.number), [
    t.answered.text(formatMoment(facts.validUntil!, facts.lang)),
    "",
    ...facts.lines.map((l) => t.answered.line(l.quantity, `${l.name} ${l.description}`, price(l.quotedCents!))),
    ...(message ? ["", ...quoted(message)] : []),
  ]);
}

/** To the person who asked: a message of the office. */
export function quoteMessageMail(facts: QuoteMailFacts, message: string, seller: Signer, shopUrl: string) {
  const t = TEXTS[facts.lang];
  return customerMail(facts, seller, shopUrl, t.message.subject(facts.number), [
    t.message.text,
    "",
    ...quoted(message),
  ]);
}

/** The office's notice of a request, a message or a decline (in English), with the person as Reply-To. */
export function quoteOfficeMail(
  event: "request" | "message" | "decline",
  facts: QuoteMailFacts,
  message: string,
  office: string,
  shopUrl: string,
) {
  const who = `${facts.to.name} of ${facts.company} <${facts.to.email}>`;
  const head = {
    request: `${who} asks for a quote (${facts.lang}, ${facts.currency}):`,
    message: `${who} wrote about quote ${facts.number}:`,
    decline: `${who} declined quote ${facts.number}.`,
  }[event];
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${facts.currency}`;
  const body = [
    head,
    "",
    ...(event === "request"
      ? [
          ...facts.lines.map(
            (l) => `${l.quantity} × ${l.name} ${l.description}: ${money(l.levelCents)} net at their level`,
          ),
          "",
        ]
      : []),
    ...(message ? quoted(message) : []),
    "",
    `Answer it in the office: ${officePageOf(shopUrl, facts.number)}`,
  ].join("\n");
  const subject = { request: "Quote request", message: "Message about quote", decline: "Quote declined" }[event];
  return { to: office, replyTo: facts.to.email, subject: `${subject} ${facts.number} (${facts.company})`, body };
}
