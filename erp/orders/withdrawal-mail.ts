/**
 * The acknowledgement of a withdrawal (Article 11a(4) of Directive 2011/83/EU: on a durable
 * medium, with the date and time of receipt) in the order's language, and the office's notice of
 * it in English. Both are written to mail_outbox in the withdrawal's transaction.
 */
import type { Signer } from "../company/records.ts";
import { customerOrderMail } from "./mail.ts";
import type { Order, WithdrawalReceived } from "../../contract/orders.ts";
import { formatReceivedAt } from "../../contract/withdrawal.ts";
import type { Language } from "../../contract/languages.ts";
import { publicShopUrl } from "../mail/config.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Acknowledgement of your withdrawal from order ${n}`,
    hello: (name: string) => `Dear ${name},`,
    received: (n: string, at: string) => `we received your withdrawal from the contract of order ${n} on ${at}.`,
    items: "You withdrew from",
    all: "the whole order",
    reason: "Your reason",
    next:
      "Please send the goods back to us within 14 days. We refund your payments, including the standard delivery " +
      "costs, within 14 days of today, with the means of payment you used; we may wait until the goods are back " +
      "or you have shown that you sent them.",
    page: "Your order page",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Potwierdzenie odstąpienia od umowy – zamówienie ${n}`,
    hello: (name: string) => `Dzień dobry ${name},`,
    received: (n: string, at: string) =>
      `otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy zamówienia ${n} w dniu ${at}.`,
    items: "Odstąpienie dotyczy",
    all: "całego zamówienia",
    reason: "Podany powód",
    next:
      "Prosimy o odesłanie towaru w ciągu 14 dni. Zwrócimy wszystkie płatności, w tym koszty zwykłej dostawy, " +
      "w ciągu 14 dni od dziś, tym samym sposobem płatności; możemy wstrzymać zwrot do chwili otrzymania towaru " +
      "lub dowodu jego odesłania.",
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Bestätigung Ihres Widerrufs der Bestellung ${n}`,
    hello: (name: string) => `Guten Tag ${name},`,
    received: (n: string, at: string) => `wir haben Ihren Widerruf des Vertrags zur Bestellung ${n} am ${at} erhalten.`,
    items: "Ihr Widerruf betrifft",
    all: "die gesamte Bestellung",
    reason: "Ihr Grund",
    next:
      "Bitte senden Sie die Waren innerhalb von 14 Tagen an uns zurück. Wir erstatten Ihre Zahlungen einschließlich " +
      "der Standardlieferkosten binnen 14 Tagen ab heute über das von Ihnen verwendete Zahlungsmittel; wir können " +
      "die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder Sie deren Rücksendung nachgewiesen haben.",
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

const itemLines = (withdrawal: WithdrawalReceived, all: string) =>
  withdrawal.items === "all" ? [`  ${all}`] : withdrawal.items.map((i) => `  ${i.quantity} × ${i.name}`);

/**
 * The shopper's own words, quoted: every line starts with "> ", so a reason of several lines
 * cannot pass for the shop's text (a link or an instruction seemingly from the seller).
 */
export const quoted = (text: string) => text.split(/\r\n|[\r\n\u0085\u2028\u2029]/).map((l) => `> ${l}`);

/** The consumer's acknowledgement, in the order's language, from the order region's seller. */
export function withdrawalAcknowledgementMail(
  order: Order,
  seller: Signer,
  withdrawal: WithdrawalReceived,
  shopUrl = publicShopUrl(),
) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const lines: string[] = [
    t.hello(order.shipaddressee),
    "",
    t.received(order.name, formatReceivedAt(withdrawal.receivedat, order.lang)),
    "",
    `${t.items}:`,
    ...itemLines(withdrawal, t.all),
    ...(withdrawal.reason ? ["", `${t.reason}:`, ...quoted(withdrawal.reason)] : []),
    "",
    t.next,
  ];
  return customerOrderMail(order, seller, t, lines, shopUrl);
}

/** The office's notice (in English, as the office works), with the consumer as Reply-To. */
export function withdrawalOfficeMail(order: Order, withdrawal: WithdrawalReceived, office: string) {
  const body = [
    `The customer withdrew from order ${order.name} through the withdrawal function of the order page.`,
    "",
    `Received: ${formatReceivedAt(withdrawal.receivedat, "en")} (${withdrawal.receivedat})`,
    `Order date: ${order.date}`,
    `Customer: ${order.billaddressee}${order.billcompany ? `, ${order.billcompany}` : ""}, ${order.email}`,
    `Total: ${order.grossamount.toFixed(2)} ${order.currency.iso} (${order.paymentstatus})`,
    "",
    "Withdrawn from:",
    ...itemLines(withdrawal, "the whole order"),
    "",
    ...(withdrawal.reason ? ["Reason:", ...quoted(withdrawal.reason)] : ["Reason: (none given)"]),
    "",
    "The customer has been sent the acknowledgement. Arrange the return and the refund (within 14 days).",
  ].join("\n");
  return {
    to: office,
    replyTo: order.email,
    subject: `Withdrawal from order ${order.name} (${order.lang})`,
    body,
  };
}
