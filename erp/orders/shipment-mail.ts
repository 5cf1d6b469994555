/**
 * The mail that tells the buyer about a parcel (issue 38): in the order's language (en, pl, de),
 * the carrier, the tracking number and the carrier's own tracking link, and the lines that left.
 * Queued in the shipment's transaction: a shipment exists exactly when its mail does.
 */
import type { Language } from "../../contract/languages.ts";
import type { Order } from "../../contract/orders.ts";
import type { ShipmentTracking } from "../../contract/carriers.ts";
import { publicShopUrl } from "../mail/config.ts";
import { addressLines } from "./address.ts";
import type { Signer } from "../company/records.ts";
import { customerOrderMail } from "./mail.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Your order ${n} has been shipped`,
    hello: (name: string) => `Dear ${name},`,
    sent: (n: string) => `part of your order ${n} has left our warehouse:`,
    sentAll: (n: string) => `your order ${n} has left our warehouse:`,
    carrier: "Carrier",
    number: "Tracking number",
    track: "Track the parcel",
    noTracking: "The carrier gives this parcel no tracking number.",
    rest: "The remaining parts follow in a further parcel; we will write again when it leaves.",
    shipTo: "Delivery address",
    page: "Your order page",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Zamówienie ${n} zostało wysłane`,
    hello: (name: string) => `Dzień dobry ${name},`,
    sent: (n: string) => `część zamówienia ${n} opuściła nasz magazyn:`,
    sentAll: (n: string) => `zamówienie ${n} opuściło nasz magazyn:`,
    carrier: "Przewoźnik",
    number: "Numer przesyłki",
    track: "Śledzenie przesyłki",
    noTracking: "Przewoźnik nie nadał tej przesyłce numeru do śledzenia.",
    rest: "Pozostałe części wyślemy w kolejnej paczce; napiszemy ponownie, gdy zostanie nadana.",
    shipTo: "Adres dostawy",
    page: "Strona zamówienia",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Ihre Bestellung ${n} wurde versandt`,
    hello: (name: string) => `Guten Tag ${name},`,
    sent: (n: string) => `ein Teil Ihrer Bestellung ${n} hat unser Lager verlassen:`,
    sentAll: (n: string) => `Ihre Bestellung ${n} hat unser Lager verlassen:`,
    carrier: "Versanddienstleister",
    number: "Sendungsnummer",
    track: "Sendung verfolgen",
    noTracking: "Der Versanddienstleister vergibt für diese Sendung keine Sendungsnummer.",
    rest: "Die übrigen Teile folgen in einem weiteren Paket; wir schreiben Ihnen, sobald es unterwegs ist.",
    shipTo: "Lieferadresse",
    page: "Ihre Bestellseite",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

export interface ShippedParcel {
  tracking: ShipmentTracking | null;
  /** The lines that left, as the order names them. */
  lines: { part: string; description: string; quantity: number }[];
  /** Every unit of the order has now left. */
  complete: boolean;
}

export function shipmentMail(order: Order, seller: Signer, parcel: ShippedParcel, shopUrl = publicShopUrl()) {
  const t = TEXTS[order.lang] ?? TEXTS.en;
  const tracking = parcel.tracking
    ? [
        `${t.carrier}: ${parcel.tracking.carriername}`,
        `${t.number}: ${parcel.tracking.trackingnumber}`,
        `${t.track}: ${parcel.tracking.trackingurl}`,
      ]
    : [t.noTracking];
  const lines = [
    t.hello(order.shipaddressee),
    "",
    parcel.complete ? t.sentAll(order.name) : t.sent(order.name),
    "",
    ...parcel.lines.map((l) => `  ${l.quantity} × ${l.part} ${l.description}`.trimEnd()),
    "",
    ...tracking,
    ...(parcel.complete ? [] : ["", t.rest]),
    "",
    `${t.shipTo}:`,
    ...addressLines(order, "ship").map((l) => `  ${l}`),
  ];
  return customerOrderMail(order, seller, t, lines, shopUrl);
}
