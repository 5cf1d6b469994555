/**
 * The e-mails of an order that was not paid in time (decision 0024): the shopper's notice that the
 * order was cancelled and the parts released, in the order's language, and the office's notice (in
 * English, as the office works) of a payment that arrived for an order already cancelled. Both are
 * written to mail_outbox in the transaction that changes the order.
 */
import { formatDate } from "../../contract/format.ts";
import { formatPrice } from "../../contract/money.ts";
import type { Language } from "../../contract/languages.ts";
import type { Signer } from "../company/records.ts";
import { customerOrderMail } from "./mail.ts";
import type { Order } from "../../contract/orders.ts";
import { publicShopUrl } from "../mail/config.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Order ${n} cancelled: payment not received`,
    hello: (name: string) => `Dear ${name},`,
    cancelled: (n: string, date: string, days: number) =>
      `we have not received the payment for your order ${n} of ${date} within ${days} days, so we have cancelled ` +
      "the order and released the parts we had reserved for you.",
    lines: "The cancelled order",
    total: "Total",
    again:
      "If you still need the parts, you are welcome to order them again in our shop. If you have already sent " +
      "the payment, please reply to this e-mail: we will refund it or restore the order, as you prefer.",
    page: "Your order page",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Zamówienie ${n} anulowane – brak płatności`,
    hello: (name: string) => `Dzień dobry ${name},`,
    cancelled: (n: string, date: string, days: number) =>
      `nie otrzymaliśmy płatności za zamówienie ${n} z dnia ${date} w ciągu ${days} dni, dlatego anulowaliśmy ` +
      "zamówienie i zwolniliśmy zarezerwowane dla Ciebie części.",
    lines: "Anulowane zamówienie",
    total: "Razem",
    again:
      "Jeśli nadal potrzebujesz tych części, zapraszamy do ponownego złożenia zamówienia w naszym sklepie. Jeśli " +
      "płatność została już wysłana, odpowiedz na tę wiadomość: zwrócimy pieniądze lub przywrócimy zamówienie, " +
      "zgodnie z Twoim wyborem.",
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Bestellung ${n} storniert: Zahlung nicht eingegangen`,
    hello: (name: string) => `Guten Tag ${name},`,
    cancelled: (n: string, date: string, days: number) =>
      `die Zahlung für Ihre Bestellung ${n} vom ${date} ist innerhalb von ${days} Tagen nicht bei uns eingegangen. ` +
      "Wir haben die Bestellung daher storniert und die für Sie reservierten Teile freigegeben.",
    lines: "Die stornierte Bestellung",
    total: "Gesamt",
    again:
      "Wenn Sie die Teile weiterhin benötigen, können Sie sie gern erneut in unserem Shop bestellen. Falls Sie " +
      "die Zahlung bereits veranlasst haben, antworten Sie bitte auf diese E-Mail: Wir erstatten den Betrag oder " +
      "stellen die Bestellung wieder her, ganz wie Sie möchten.",
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

/** The shopper's notice of an order cancelled for want of payment within `days` days. */
export function orderExpiredMail(order: Order, seller: Signer, days: number, shopUrl = publicShopUrl()) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const money = (v: number) => formatPrice(v, order.currency.iso, order.lang);
  const lines: string[] = [
    t.hello(order.shipaddressee),
    "",
    t.cancelled(order.name, formatDate(order.date, order.lang), days),
    "",
    `${t.lines}:`,
    ...order.transactionlines
      .filter((l) => !l.kitcomponent)
      .map((l) => `  ${l.quantity} × ${l.item.name} ${l.displayname}`),
    `${t.total}: ${money(order.grossamount)}`,
    "",
    t.again,
  ];
  return customerOrderMail(order, seller, t, lines, shopUrl);
}

/** The office's notice of a payment for an order that had already been cancelled as unpaid. */
export function paidAfterExpiryMail(order: Order, office: string, data: Record<string, unknown>) {
  const via = Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${String(v)}`);
  const body = [
    `A payment arrived for order ${order.name}, which had been cancelled because it was not paid in time.`,
    "The order stays cancelled and is NOT marked paid; its parts were released and may have been sold.",
    "",
    `Order date: ${order.date}`,
    `Customer: ${order.billaddressee}${order.billcompany ? `, ${order.billcompany}` : ""}, ${order.email}`,
    `Total: ${order.grossamount.toFixed(2)} ${order.currency.iso}`,
    `Payment method: ${order.paymentmethod._id}`,
    ...(via.length > 0 ? ["", "Payment:", ...via.map((l) => `  ${l}`)] : []),
    "",
    "Contact the customer: refund the payment, or place the order again if the parts are still available.",
  ].join("\n");
  return {
    to: office,
    replyTo: order.email,
    subject: `Payment after cancellation: order ${order.name} (${order.lang})`,
    body,
  };
}
