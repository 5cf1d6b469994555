/** Returns policy copy (storefront.md section 2: pl, en, de). */
import type { PageLanguage } from "../coverage.ts";
import { RETURNS, WITHDRAWAL_DAYS } from "../constants.ts";
import { links, ol, p, ul, type PageCopy } from "../types.ts";

const { daysFromInvoice: D, shipWithinDays: S, creditNoteBusinessDays: C } = RETURNS;

export const RETURNS_COPY: Record<PageLanguage<"returns">, PageCopy> = {
  en: {
    lead: [
      `You can return goods bought from us within ${D} days of the date of the final invoice. This policy applies in addition to your statutory rights: consumers also have a ${WITHDRAWAL_DAYS}-day right of withdrawal and the statutory warranty.`,
    ],
    sections: [
      {
        id: "how",
        heading: "How to return goods",
        blocks: [
          ol(
            "Register the return online: write to us with the invoice number, the part numbers and quantities you are returning and the reason for the return.",
            "You receive a return number and the return address by e-mail.",
            `Ship the parcel within ${S} days of registering the return online, with the return number on the package. Returns sent later cannot be accepted.`,
          ),
        ],
      },
      {
        id: "conditions",
        heading: "Conditions",
        blocks: [
          ul(
            `The return must be registered within ${D} days of the final invoice.`,
            "Goods must be unused, uninstalled, complete and in their original, undamaged packaging.",
            "Kits are accepted back only as a whole: single components of a kit cannot be returned.",
            "The customer pays the shipping costs of the return.",
            "Parcels sent cash on delivery (COD) are not accepted.",
          ),
        ],
      },
      {
        id: "refund",
        heading: "Credit note and refund",
        blocks: [
          p(`Once the warehouse has received and checked the goods, we issue a credit note within ${C} business days.`),
          p(
            "The amount is refunded by the original payment method: a card payment to the same card, a wallet payment to the same wallet, a bank transfer to the account it came from.",
          ),
        ],
      },
      {
        heading: "Related information",
        blocks: [
          links(
            { to: "/withdrawal", text: "Right of withdrawal and model withdrawal form" },
            { to: "/warranty", text: "Warranty claim forms" },
            { to: "/contact", text: "Contact us" },
          ),
        ],
      },
    ],
  },
  pl: {
    lead: [
      `Towar kupiony u nas możesz zwrócić w ciągu ${D} dni od daty wystawienia faktury końcowej. Zasady te obowiązują niezależnie od Twoich praw ustawowych: konsument ma również ${WITHDRAWAL_DAYS}-dniowe prawo odstąpienia od umowy oraz uprawnienia z tytułu rękojmi.`,
    ],
    sections: [
      {
        id: "how",
        heading: "Jak zwrócić towar",
        blocks: [
          ol(
            "Zarejestruj zwrot online: napisz do nas, podając numer faktury, numery i ilości zwracanych części oraz powód zwrotu.",
            "Otrzymasz e-mailem numer zwrotu i adres, na który należy odesłać towar.",
            `Nadaj paczkę w ciągu ${S} dni od zarejestrowania zwrotu online, z numerem zwrotu na opakowaniu. Zwroty nadane później nie zostaną przyjęte.`,
          ),
        ],
      },
      {
        id: "conditions",
        heading: "Warunki",
        blocks: [
          ul(
            `Zwrot należy zarejestrować w ciągu ${D} dni od daty faktury końcowej.`,
            "Towar musi być nieużywany, niezamontowany, kompletny i w oryginalnym, nieuszkodzonym opakowaniu.",
            "Zestawy przyjmujemy wyłącznie w całości: nie można zwrócić pojedynczych elementów zestawu.",
            "Koszty przesyłki zwrotnej ponosi klient.",
            "Przesyłki za pobraniem nie są przyjmowane.",
          ),
        ],
      },
      {
        id: "refund",
        heading: "Korekta faktury i zwrot pieniędzy",
        blocks: [
          p(
            `Po przyjęciu i sprawdzeniu towaru przez magazyn wystawiamy fakturę korygującą w ciągu ${C} dni roboczych.`,
          ),
          p(
            "Pieniądze zwracamy tą samą metodą płatności, której użyto przy zakupie: płatność kartą na tę samą kartę, płatność portfelem elektronicznym na ten sam portfel, przelew na rachunek, z którego został wysłany.",
          ),
        ],
      },
      {
        heading: "Powiązane informacje",
        blocks: [
          links(
            { to: "/withdrawal", text: "Prawo odstąpienia od umowy i wzór formularza" },
            { to: "/warranty", text: "Formularze reklamacji gwarancyjnych" },
            { to: "/contact", text: "Kontakt" },
          ),
        ],
      },
    ],
  },
  de: {
    lead: [
      `Bei uns gekaufte Ware können Sie innerhalb von ${D} Tagen ab dem Datum der Schlussrechnung zurückgeben. Diese Regelung gilt zusätzlich zu Ihren gesetzlichen Rechten: Verbraucher haben außerdem ein ${WITHDRAWAL_DAYS}-tägiges Widerrufsrecht und die gesetzliche Gewährleistung.`,
    ],
    sections: [
      {
        id: "how",
        heading: "So geben Sie Ware zurück",
        blocks: [
          ol(
            "Melden Sie die Rückgabe online an: Schreiben Sie uns mit der Rechnungsnummer, den Teilenummern und Mengen der zurückgegebenen Artikel und dem Grund der Rückgabe.",
            "Sie erhalten per E-Mail eine Rücksendenummer und die Rücksendeadresse.",
            `Versenden Sie das Paket innerhalb von ${S} Tagen nach der Online-Anmeldung, mit der Rücksendenummer auf der Verpackung. Später versandte Rücksendungen können nicht angenommen werden.`,
          ),
        ],
      },
      {
        id: "conditions",
        heading: "Bedingungen",
        blocks: [
          ul(
            `Die Rückgabe muss innerhalb von ${D} Tagen ab der Schlussrechnung angemeldet werden.`,
            "Die Ware muss unbenutzt, nicht eingebaut, vollständig und in der unbeschädigten Originalverpackung sein.",
            "Komplettsätze werden nur vollständig zurückgenommen: einzelne Bestandteile eines Satzes können nicht zurückgegeben werden.",
            "Die Versandkosten der Rücksendung trägt der Kunde.",
            "Nachnahmesendungen werden nicht angenommen.",
          ),
        ],
      },
      {
        id: "refund",
        heading: "Gutschrift und Erstattung",
        blocks: [
          p(
            `Nachdem das Lager die Ware erhalten und geprüft hat, stellen wir innerhalb von ${C} Werktagen eine Gutschrift aus.`,
          ),
          p(
            "Der Betrag wird über die ursprüngliche Zahlungsart erstattet: eine Kartenzahlung auf dieselbe Karte, eine Wallet-Zahlung auf dieselbe Wallet, eine Überweisung auf das Konto, von dem sie kam.",
          ),
        ],
      },
      {
        heading: "Weitere Informationen",
        blocks: [
          links(
            { to: "/withdrawal", text: "Widerrufsrecht und Muster-Widerrufsformular" },
            { to: "/warranty", text: "Garantieformulare" },
            { to: "/contact", text: "Kontakt" },
          ),
        ],
      },
    ],
  },
};
