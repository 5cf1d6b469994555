/** FAQ copy (storefront.md section 2; anchors #payment, #warranties, #shipping). */
import { OFFICES, POLISH_COMPANY, type Region } from "../../../contract/seller.ts";
import { countryName } from "../../../contract/countries.ts";
import { DISPATCH_CUTOFF, SHIPPING_TABLES, type CountryCode, type ShippingTable } from "../constants.ts";
import { links, p, type Block, type PageCopy } from "../types.ts";

type L = "en" | "pl" | "de";

const WORDS = {
  en: {
    country: "Country",
    standard: "Standard",
    express: "Express",
    days: "Working days",
    parcel: "International parcel carrier",
    postal: "Postal express carrier",
    nl: "Shipping from our Netherlands dispatch point",
  },
  pl: {
    country: "Kraj",
    standard: "Standard",
    express: "Express",
    days: "Dni robocze",
    parcel: "Międzynarodowy przewoźnik paczek",
    postal: "Pocztowy przewoźnik ekspresowy",
    nl: "Wysyłka z naszego punktu w Holandii",
  },
  de: {
    country: "Land",
    standard: "Standard",
    express: "Express",
    days: "Werktage",
    parcel: "Internationaler Paketdienst",
    postal: "Post-Expressdienst",
    nl: "Versand von unserer Versandstelle in den Niederlanden",
  },
};

const byName = (lang: L) => (a: CountryCode, b: CountryCode) =>
  countryName(a, lang).localeCompare(countryName(b, lang), lang);

/** The carrier's Standard and Express estimates side by side, one row per country. */
function twoServiceTable(caption: string, standard: ShippingTable, express: ShippingTable, lang: L): Block {
  const w = WORDS[lang];
  const countries = (Object.keys(standard.days) as CountryCode[]).sort(byName(lang));
  return {
    kind: "table",
    caption,
    head: [w.country, `${w.standard} (${w.days.toLowerCase()})`, `${w.express} (${w.days.toLowerCase()})`],
    rows: countries.map((c) => [countryName(c, lang), String(standard.days[c]), String(express.days[c] ?? "–")]),
  };
}

function oneServiceTable(caption: string, table: ShippingTable, lang: L): Block {
  const w = WORDS[lang];
  const countries = (Object.keys(table.days) as CountryCode[]).sort(byName(lang));
  return {
    kind: "table",
    caption,
    head: [w.country, w.days],
    rows: countries.map((c) => [countryName(c, lang), String(table.days[c])]),
  };
}

/** The shipping tables for the visitor's region: the Netherlands set for NL, the general set otherwise. */
export function shippingTables(region: Region, lang: L): Block[] {
  const w = WORDS[lang];
  const find = (list: ShippingTable[], id: string) => list.find((t) => t.id === id)!;
  if (region === "NL") {
    const nl = SHIPPING_TABLES.NL;
    return [twoServiceTable(w.nl, find(nl, "nl-standard"), find(nl, "nl-express"), lang)];
  }
  const d = SHIPPING_TABLES.default;
  return [
    twoServiceTable(w.parcel, find(d, "parcel-standard"), find(d, "parcel-express"), lang),
    oneServiceTable(w.postal, find(d, "postal"), lang),
  ];
}

export function faqCopy(lang: L, region: Region): PageCopy {
  const mail = region === "UK" ? OFFICES.UK.email : POLISH_COMPANY.email;
  const tables = shippingTables(region, lang);
  if (lang === "pl") {
    const cutoff = region === "NL" ? DISPATCH_CUTOFF.plNetherlands : DISPATCH_CUTOFF.pl;
    return {
      sections: [
        {
          id: "payment",
          heading: "Płatności",
          blocks: [
            p(
              "Za zamówienie płacisz z góry: kartą płatniczą przez platformę płatności, przez portfel elektroniczny (PayPal lub Revolut) albo szybkim przelewem bankowym. Po złożeniu zamówienia zobaczysz stronę zamówienia z przyciskami płatności.",
            ),
            p("Klienci z umową kredytu kupieckiego płacą przelewem w terminie podanym na fakturze."),
            links({ to: "/terms#payment", text: "Warunki płatności" }),
          ],
        },
        {
          id: "tracking",
          heading: "Śledzenie przesyłki",
          blocks: [
            p(
              "Po nadaniu paczki otrzymasz e-mail z numerem przesyłki. Przesyłkę śledzisz na stronie przewoźnika: międzynarodowego przewoźnika paczek lub pocztowej usługi ekspresowej — zależnie od wybranej metody wysyłki.",
            ),
          ],
        },
        {
          id: "warranties",
          heading: "Reklamacje gwarancyjne",
          blocks: [
            p(
              `Reklamację gwarancyjną zgłaszasz online przez formularz reklamacyjny marki, do której należy część. Link do formularza Twojej marki wyślemy na prośbę przesłaną na adres ${mail} (podaj numer faktury).`,
            ),
            p(
              "Wszystkie pola formularza są obowiązkowe i trzeba dołączyć zdjęcia części; niekompletnych zgłoszeń nie możemy rozpatrzyć. Po wysłaniu formularza otrzymasz e-mailem numer reklamacji.",
            ),
            p(
              "Uznana reklamacja kończy się fakturą korygującą albo bezpłatną częścią zamienną. Niezależnie od gwarancji konsumentowi przysługują uprawnienia ustawowe.",
            ),
          ],
        },
        {
          id: "shipping",
          heading: "Wysyłka i czas dostawy",
          blocks: [
            p(
              `Zamówienia opłacone do godz. ${cutoff} w dniu roboczym wysyłamy tego samego dnia. Koszt wysyłki jest obliczany w koszyku po wybraniu metody wysyłki.`,
            ),
            p("Szacowany czas dostawy w dniach roboczych od nadania:"),
            ...tables,
          ],
        },
      ],
    };
  }
  if (lang === "de") {
    return {
      sections: [
        {
          id: "payment",
          heading: "Zahlung",
          blocks: [
            p(
              "Sie bezahlen Ihre Bestellung im Voraus: mit Karte über eine Zahlungsplattform, über eine Wallet (PayPal oder Revolut) oder per polnischer Sofortüberweisung. Nach der Bestellung sehen Sie die Bestellseite mit den Zahlungsschaltflächen.",
            ),
            p("Kunden mit Kreditvereinbarung zahlen per Überweisung bis zum Fälligkeitsdatum der Rechnung."),
            links({ to: "/terms#payment", text: "Zahlungsbedingungen" }),
          ],
        },
        {
          id: "tracking",
          heading: "Sendungsverfolgung",
          blocks: [
            p(
              "Sobald das Paket versandt ist, erhalten Sie eine E-Mail mit der Sendungsnummer. Sie verfolgen die Sendung auf der Website des Versanddienstes: des internationalen Paketdienstes oder des Post-Expressdienstes, je nach gewählter Versandart.",
            ),
          ],
        },
        {
          id: "warranties",
          heading: "Garantieansprüche",
          blocks: [
            p(
              `Garantieansprüche melden Sie online über das Garantieformular der Marke des Teils an. Den Link zum Formular Ihrer Marke senden wir Ihnen auf Anfrage an ${mail} (bitte mit Rechnungsnummer).`,
            ),
            p(
              "Alle Felder des Formulars sind Pflichtfelder, und Fotos des Teils müssen beigefügt werden; unvollständige Meldungen können wir nicht bearbeiten. Nach dem Absenden erhalten Sie per E-Mail eine Reklamationsnummer.",
            ),
            p(
              "Anerkannte Ansprüche werden mit einer Gutschrift oder einem kostenlosen Ersatzteil erledigt. Die gesetzlichen Rechte von Verbrauchern gelten zusätzlich zur Garantie.",
            ),
          ],
        },
        {
          id: "shipping",
          heading: "Versand und Lieferzeiten",
          blocks: [
            p(
              `Bestellungen, die an einem Werktag bis ${DISPATCH_CUTOFF.de} bezahlt sind, versenden wir am selben Tag. Die Versandkosten werden im Warenkorb berechnet, sobald Sie eine Versandart gewählt haben.`,
            ),
            p("Voraussichtliche Lieferzeit in Werktagen ab Versand:"),
            ...tables,
          ],
        },
      ],
    };
  }
  return {
    sections: [
      {
        id: "payment",
        heading: "Payment",
        blocks: [
          p(
            "You pay for your order in advance: by card through a payment platform, through a wallet (PayPal or Revolut) or by Polish instant bank transfer. After placing the order you see the order page with the payment buttons.",
          ),
          p("Customers with a credit agreement pay by bank transfer by the due date on the invoice."),
          links({ to: "/terms#payment", text: "Payment terms" }),
        ],
      },
      {
        id: "tracking",
        heading: "Tracking your parcel",
        blocks: [
          p(
            "Once the parcel has been sent you receive an e-mail with the tracking number. You track it on the carrier's website: the international parcel carrier or the postal express service, depending on the shipping method you chose.",
          ),
        ],
      },
      {
        id: "warranties",
        heading: "Warranty claims",
        blocks: [
          p(
            `Warranty claims are made online through the claim form of the part's brand. We send you the link to your brand's form on request: write to ${mail} with your invoice number.`,
          ),
          p(
            "All fields of the form are required and pictures of the part must be attached; incomplete claims cannot be processed. After sending the form you receive a claim number by e-mail.",
          ),
          p(
            "An approved claim is settled with a credit note or a free replacement part. A consumer's statutory rights apply in addition to the warranty.",
          ),
        ],
      },
      {
        id: "shipping",
        heading: "Shipping and delivery times",
        blocks: [
          p(
            `Orders paid by ${DISPATCH_CUTOFF.en} on a working day are dispatched the same day. The shipping cost is calculated in the basket once you choose a shipping method.`,
          ),
          p("Estimated delivery time in working days from dispatch:"),
          ...tables,
        ],
      },
    ],
  };
}
