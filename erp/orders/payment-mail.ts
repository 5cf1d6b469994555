/**
 * The payment receipt (issue 42 item 4): when a provider's payment pays an order, the customer is
 * told in their language that the money arrived, how much, by which method and under which
 * reference, written to mail_outbox in the transaction that pays the order, so there is one
 * receipt per paid order however the webhook and the return race.
 */
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import { formatDate } from "../../contract/format.ts";
import { formatPrice } from "../../contract/money.ts";
import type { Order } from "../../contract/orders.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { Database } from "../db/client.ts";
import { sellerOf, type Signer } from "../company/records.ts";
import { publicShopUrl } from "../mail/config.ts";
import { queueMessage } from "../mail/outbox.ts";
import { customerOrderMail } from "./mail.ts";
import { readOrder } from "./orders.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Payment received for order ${n}`,
    hello: (name: string) => `Dear ${name},`,
    received: (amount: string, method: string, date: string, n: string) =>
      `we have received your payment of ${amount} by ${method} on ${date} for your order ${n}. Thank you.`,
    reference: "Payment reference",
    next: "We are now preparing your parts for dispatch; you will hear from us when they are on their way.",
    page: "Your order page",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Otrzymaliśmy płatność za zamówienie ${n}`,
    hello: (name: string) => `Dzień dobry ${name},`,
    received: (amount: string, method: string, date: string, n: string) =>
      `otrzymaliśmy Twoją płatność ${amount} (${method}) z dnia ${date} za zamówienie ${n}. Dziękujemy.`,
    reference: "Numer płatności",
    next: "Przygotowujemy teraz części do wysyłki; napiszemy, gdy będą w drodze.",
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Zahlung für Bestellung ${n} erhalten`,
    hello: (name: string) => `Guten Tag ${name},`,
    received: (amount: string, method: string, date: string, n: string) =>
      `wir haben Ihre Zahlung über ${amount} per ${method} am ${date} für Ihre Bestellung ${n} erhalten. Vielen Dank.`,
    reference: "Zahlungsreferenz",
    next: "Wir bereiten Ihre Teile jetzt für den Versand vor und melden uns, sobald sie unterwegs sind.",
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

/** The receipt of an order paid on `paidAt` with `methodName`, under the provider's `reference`. */
export function paymentReceiptMail(
  order: Order,
  seller: Signer,
  payment: { methodName: string; reference: string; paidAt: Date },
  shopUrl = publicShopUrl(),
) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const amount = formatPrice(order.grossamount, order.currency.iso, order.lang);
  const lines = [
    t.hello(order.billaddressee || order.shipaddressee),
    "",
    t.received(amount, payment.methodName, formatDate(payment.paidAt.toISOString(), order.lang), order.name),
    `${t.reference}: ${payment.reference}`,
    "",
    t.next,
  ];
  return customerOrderMail(order, seller, t, lines, shopUrl);
}

/**
 * Inside the transaction that paid order `id` with `method`: the order names the method it was
 * paid with (an order on account keeps its terms), and the receipt is queued.
 */
export async function recordPaidMethod(
  tx: Pick<Database, "execute">,
  id: string,
  payment: { method: string; reference: string; paidAt: Date },
): Promise<void> {
  await tx.execute(sql`UPDATE orders SET paymentmethod = ${payment.method}
    WHERE id = ${id} AND paymentmethod <> 'invoice' AND paymentmethod <> ${payment.method}
      AND EXISTS (SELECT 1 FROM payment_methods WHERE id = ${payment.method})`);
  const order = await readOrder(tx, id, payment.paidAt);
  if (!order) return;
  const row = (
    await tx.execute(sql`SELECT o.source, p.names ->> o.lang AS name
      FROM orders o LEFT JOIN payment_methods p ON p.id = ${payment.method} WHERE o.id = ${id}`)
  ).rows[0] as { source: Source; name: string | null };
  const mail = paymentReceiptMail(order, await sellerOf(tx, order.region), {
    methodName: row.name ?? payment.method,
    reference: payment.reference,
    paidAt: payment.paidAt,
  });
  await queueMessage(tx, {
    kind: "payment-receipt",
    source: row.source,
    ...mail,
    payload: { order_id: id, number: order.name, method: payment.method, reference: payment.reference },
  });
}
