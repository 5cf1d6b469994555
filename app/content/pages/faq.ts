/** FAQ copy (storefront.md section 2; anchors #payment, #warranties, #shipping). */
import type { PageLanguage } from "../coverage.ts";
import type { SellerRecord } from "../../../contract/seller.ts";
import type { DeliveryCopy } from "../delivery.ts";
import { links, p, type Block, type PageCopy } from "../types.ts";

/** The FAQ's shipping blocks: the ERP's cut-off, standard delivery and costs table, and the link to the shipping page. */
function shippingBlocks(delivery: DeliveryCopy): Block[] {
  return [p(delivery.dispatch), ...(delivery.standard ? [p(delivery.standard)] : []), ...delivery.costs, delivery.more];
}

/** The FAQ; payment methods, cut-off, delivery times and costs are the ERP's (decision 0032). */
export function faqCopy(lang: PageLanguage<"faq">, record: SellerRecord, delivery: DeliveryCopy): PageCopy {
  // The UK's own office answers British buyers; elsewhere the seller's address.
  const mail = record.region === "UK" ? record.office.email : record.seller.email;
  const shipping = shippingBlocks(delivery);
  const copies: Record<PageLanguage<"faq">, () => PageCopy> = {
    pl: () => ({
      sections: [
        {
          id: "payment",
          heading: "Płatności",
          blocks: [
            ...delivery.payments,
            p("Po złożeniu zamówienia zobaczysz stronę zamówienia z instrukcją lub przyciskiem płatności."),
            links({ to: "/terms#payment", text: "Warunki płatności" }),
          ],
        },
        {
          id: "tracking",
          heading: "Śledzenie przesyłki",
          blocks: [
            p(
              `Nie wysyłamy jeszcze e-maila po nadaniu paczki. Napisz do nas na adres ${mail}, podając numer zamówienia, a podamy Ci numer przesyłki; przesyłkę śledzisz na stronie przewoźnika wybranej metody wysyłki (przewoźników wymienia strona wysyłki). Klienci z kontem widzą na liście zamówień w koncie, kiedy zamówienie zostało wysłane.`,
            ),
          ],
        },
        {
          id: "warranties",
          heading: "Reklamacje gwarancyjne",
          blocks: [
            p(
              `Reklamację gwarancyjną zgłaszasz online przez formularz reklamacyjny marki, do której należy część. Z pytaniami pisz na adres ${mail} (podaj numer faktury).`,
            ),
            p(
              "Wszystkie pola formularza są obowiązkowe i trzeba dołączyć zdjęcia części; niekompletnych zgłoszeń nie możemy rozpatrzyć. Po wysłaniu formularza otrzymasz e-mailem numer reklamacji.",
            ),
            p(
              "Uznana reklamacja kończy się fakturą korygującą albo bezpłatną częścią zamienną. Niezależnie od gwarancji konsumentowi przysługują uprawnienia ustawowe.",
            ),
            links({ to: "/warranty", text: "Formularze reklamacji gwarancyjnych" }),
          ],
        },
        {
          id: "shipping",
          heading: "Wysyłka i czas dostawy",
          blocks: [...shipping],
        },
      ],
    }),
    de: () => ({
      sections: [
        {
          id: "payment",
          heading: "Zahlung",
          blocks: [
            ...delivery.payments,
            p(
              "Nach der Bestellung sehen Sie die Bestellseite mit der Zahlungsanweisung oder der Zahlungsschaltfläche.",
            ),
            links({ to: "/terms#payment", text: "Zahlungsbedingungen" }),
          ],
        },
        {
          id: "tracking",
          heading: "Sendungsverfolgung",
          blocks: [
            p(
              `Eine E-Mail beim Versand des Pakets senden wir noch nicht. Schreiben Sie uns an ${mail} mit Ihrer Bestellnummer, dann nennen wir Ihnen die Sendungsnummer; die Sendung verfolgen Sie auf der Website des Versanddienstleisters der gewählten Versandart (die Versandseite nennt sie). Kunden mit Kundenkonto sehen in der Bestellübersicht ihres Kontos, wann eine Bestellung versandt wurde.`,
            ),
          ],
        },
        {
          id: "warranties",
          heading: "Garantieansprüche",
          blocks: [
            p(
              `Garantieansprüche melden Sie online über das Garantieformular der Marke des Teils an. Fragen dazu beantworten wir unter ${mail} (bitte mit Rechnungsnummer).`,
            ),
            p(
              "Alle Felder des Formulars sind Pflichtfelder, und Fotos des Teils müssen beigefügt werden; unvollständige Meldungen können wir nicht bearbeiten. Nach dem Absenden erhalten Sie per E-Mail eine Reklamationsnummer.",
            ),
            p(
              "Anerkannte Ansprüche werden mit einer Gutschrift oder einem kostenlosen Ersatzteil erledigt. Die gesetzlichen Rechte von Verbrauchern gelten zusätzlich zur Garantie.",
            ),
            links({ to: "/warranty", text: "Garantieformulare" }),
          ],
        },
        {
          id: "shipping",
          heading: "Versand und Lieferzeiten",
          blocks: [...shipping],
        },
      ],
    }),
    en: () => ({
      sections: [
        {
          id: "payment",
          heading: "Payment",
          blocks: [
            ...delivery.payments,
            p("After placing the order you see the order page with the payment instructions or button."),
            links({ to: "/terms#payment", text: "Payment terms" }),
          ],
        },
        {
          id: "tracking",
          heading: "Tracking your parcel",
          blocks: [
            p(
              `We do not yet send an e-mail when the parcel leaves. Write to us at ${mail} with your order number and we tell you its tracking number; you track the parcel on the website of the carrier of the shipping method you chose (the shipping page names them). Account customers see in their account's order list when an order has been shipped.`,
            ),
          ],
        },
        {
          id: "warranties",
          heading: "Warranty claims",
          blocks: [
            p(
              `Warranty claims are made online through the claim form of the part's brand. Questions about a claim: write to ${mail} with your invoice number.`,
            ),
            p(
              "All fields of the form are required and pictures of the part must be attached; incomplete claims cannot be processed. After sending the form you receive a claim number by e-mail.",
            ),
            p(
              "An approved claim is settled with a credit note or a free replacement part. A consumer's statutory rights apply in addition to the warranty.",
            ),
            links({ to: "/warranty", text: "Warranty claim forms" }),
          ],
        },
        {
          id: "shipping",
          heading: "Shipping and delivery times",
          blocks: [...shipping],
        },
      ],
    }),
  };
  return copies[lang]();
}
