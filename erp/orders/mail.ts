/**
 * The order confirmation e-mail in the customer's language (en, pl, de), written to mail_outbox in
 * the order's transaction: the confirmation exists exactly when the order does.
 */
import type { Language } from "../../contract/languages.ts";
import { formatDate } from "../../contract/format.ts";
import { formatPrice } from "../../contract/money.ts";
import { PO_NUMBER_LABEL } from "../../contract/po-number.ts";
import { BUYER_VAT_LABEL, taxLineLabel, taxNote, VIES_REQUEST_LABEL } from "../../contract/tax-wording.ts";
import type { Order } from "../../contract/orders.ts";
import { addressLines } from "./address.ts";
import { formatIban } from "../../contract/seller.ts";
import type { Signer } from "../company/records.ts";
import { publicShopUrl } from "../mail/config.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Order confirmation ${n}`,
    hello: (name: string) => `Dear ${name},`,
    thanks: (n: string, date: string) =>
      `thank you for your order ${n} of ${date}. We have received it and reserved the parts.`,
    lines: "Your order",
    subtotal: "Subtotal (without VAT)",
    discount: "Discount",
    shipping: "Shipping",
    total: "Total",
    payment: "Payment method",
    shipTo: "Delivery address",
    billTo: "Billing address",
    together: "The order will be shipped complete, in one parcel, once every part is in our warehouse.",
    bank: (iban: string, n: string) =>
      `Please transfer the total to ${iban}, reference ${n}. We ship once the payment has arrived.`,
    onAccount: (iban: string, n: string, due: string) =>
      `On account: please transfer the total by ${due} to ${iban}, reference ${n}. We ship without waiting for it.`,
    account: "Account holder",
    wallet: "You can pay on the order page.",
    page: "Your order page",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Potwierdzenie zamówienia ${n}`,
    hello: (name: string) => `Dzień dobry ${name},`,
    thanks: (n: string, date: string) =>
      `dziękujemy za zamówienie ${n} z dnia ${date}. Przyjęliśmy je i zarezerwowaliśmy części.`,
    lines: "Twoje zamówienie",
    subtotal: "Wartość netto",
    discount: "Rabat",
    shipping: "Wysyłka",
    total: "Razem",
    payment: "Sposób płatności",
    shipTo: "Adres dostawy",
    billTo: "Dane do faktury",
    together: "Zamówienie wyślemy w całości, w jednej paczce, gdy wszystkie części będą w magazynie.",
    bank: (iban: string, n: string) =>
      `Prosimy o przelew na konto ${iban}, tytułem ${n}. Wysyłka nastąpi po zaksięgowaniu wpłaty.`,
    onAccount: (iban: string, n: string, due: string) =>
      `Płatność z odroczonym terminem: prosimy o przelew kwoty do ${due} na ${iban}, tytułem ${n}. Wysyłamy bez czekania na wpłatę.`,
    account: "Odbiorca przelewu",
    wallet: "Płatności możesz dokonać na stronie zamówienia.",
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Bestellbestätigung ${n}`,
    hello: (name: string) => `Guten Tag ${name},`,
    thanks: (n: string, date: string) =>
      `vielen Dank für Ihre Bestellung ${n} vom ${date}. Wir haben sie erhalten und die Teile reserviert.`,
    lines: "Ihre Bestellung",
    subtotal: "Zwischensumme (ohne MwSt.)",
    discount: "Rabatt",
    shipping: "Versand",
    total: "Gesamt",
    payment: "Zahlungsart",
    shipTo: "Lieferadresse",
    billTo: "Rechnungsadresse",
    together: "Die Bestellung wird vollständig in einem Paket versandt, sobald alle Teile im Lager sind.",
    bank: (iban: string, n: string) =>
      `Bitte überweisen Sie den Betrag auf ${iban}, Verwendungszweck ${n}. Der Versand erfolgt nach Zahlungseingang.`,
    onAccount: (iban: string, n: string, due: string) =>
      `Kauf auf Rechnung: Bitte überweisen Sie den Betrag bis ${due} auf ${iban}, Verwendungszweck ${n}. Wir versenden ohne Vorkasse.`,
    account: "Kontoinhaber",
    wallet: "Sie können auf der Bestellseite bezahlen.",
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

/**
 * A mail to the order's customer: the lines given, the buyer's purchase-order number if the order
 * has one (also in the subject), then the order page's link and the seller's sign-off; from the
 * seller's address (Reply-To). Shared by the confirmation, shipment, expiry and withdrawal mails.
 */
export function customerOrderMail(
  order: Order,
  seller: Signer,
  t: { subject: (name: string) => string; page: string; regards: string },
  lines: string[],
  shopUrl: string,
) {
  // The buyer's own reference (issue 41): in the subject, where their mail is filed by it, and the text.
  const po = order.ponumber ? `${PO_NUMBER_LABEL[order.lang]}: ${order.ponumber}` : null;
  const body = [
    ...lines,
    "",
    ...(po ? [po] : []),
    `${t.page}: ${shopUrl.replace(/\/$/, "")}/order/${order._id}`,
    "",
    t.regards,
    seller.name,
    seller.email,
  ].join("\n");
  const subject = t.subject(order.name) + (order.ponumber ? ` (PO ${order.ponumber})` : "");
  return { to: order.email, replyTo: seller.email, subject, body };
}

export function orderConfirmationMail(order: Order, seller: Signer, shopUrl = publicShopUrl()) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const bank = order.bankaccount;
  const money = (v: number) => formatPrice(v, order.currency.iso, order.lang);
  const date = formatDate(order.date, order.lang);
  const address = (p: "bill" | "ship") => addressLines(order, p);
  const lines: string[] = [
    t.hello(order.shipaddressee),
    "",
    t.thanks(order.name, date),
    "",
    `${t.lines}:`,
    ...order.transactionlines
      .filter((l) => !l.kitcomponent)
      .map((l) => `  ${l.quantity} × ${l.item.name} ${l.displayname} ... ${money(l.amount)}`),
    "",
    `${t.subtotal}: ${money(order.itemsamount)}`,
    ...(order.discountamount > 0 ? [`${t.discount} (${order.promocode}): -${money(order.discountamount)}`] : []),
    `${t.shipping} (${order.shippingmethod.name}): ${money(order.shippingcost)}`,
    `${taxLineLabel(order, order.lang)}: ${money(order.taxamount)}`,
    `${t.total}: ${money(order.grossamount)}`,
    ...(order.taxtreatment === "intra-community" && order.taxnumber
      ? [`${BUYER_VAT_LABEL[order.lang]}: ${order.taxnumber}`]
      : []),
    ...(order.viesrequest ? [`${VIES_REQUEST_LABEL[order.lang]}: ${order.viesrequest}`] : []),
    ...(taxNote(order, order.lang) ? [taxNote(order, order.lang)!] : []),
    "",
    `${t.payment}: ${order.paymentmethod.name}`,
    // Bank transfer: the seller's account as the ERP holds it; an order without one names none.
    ...(order.paymentdue
      ? bank
        ? [
            t.onAccount(formatIban(bank.iban), order.name, order.paymentdue),
            `${t.account}: ${bank.accountholder}, ${bank.bankname}, BIC ${bank.bic}`,
          ]
        : []
      : order.paymentmethod._id === "bank"
        ? bank
          ? [
              t.bank(formatIban(bank.iban), order.name),
              `${t.account}: ${bank.accountholder}, ${bank.bankname}, BIC ${bank.bic}`,
            ]
          : []
        : [t.wallet]),
    ...(order.sendtogether ? ["", t.together] : []),
    "",
    `${t.shipTo}:`,
    ...address("ship").map((l) => `  ${l}`),
    `${t.billTo}:`,
    ...address("bill").map((l) => `  ${l}`),
  ];
  return customerOrderMail(order, seller, t, lines, shopUrl);
}
