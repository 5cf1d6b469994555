/** Privacy policy copy: the controller depends on the region (storefront.md section 1). */
import type { PageLanguage } from "../coverage.ts";
import type { SellerRecord } from "../../../contract/seller.ts";
import { companyBlocks } from "../company.ts";

/** The controller's identity and contact; its bank accounts have no place in the privacy notice. */
const NO_BANK_LINE = [] as const;
import { CONSENT_COOKIE_DAYS, PRIVACY_RESPONSE_MONTHS } from "../constants.ts";
import { links, p, ul, type PageCopy } from "../types.ts";

export function privacyCopy(lang: PageLanguage<"privacy">, record: SellerRecord): PageCopy {
  const c = record.controller;
  const authority: Record<PageLanguage<"privacy">, string> = c.id === "nl"
    ? {
        en: "the Dutch Data Protection Authority (Autoriteit Persoonsgegevens)",
        pl: "holenderskiego organu ochrony danych (Autoriteit Persoonsgegevens)",
        de: "der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens)",
      }
    : {
        en: "the Polish President of the Personal Data Protection Office (UODO)",
        pl: "Prezesa Urzędu Ochrony Danych Osobowych (UODO)",
        de: "dem polnischen Präsidenten des Amtes für den Schutz personenbezogener Daten (UODO)",
      };
  const copies: Record<PageLanguage<"privacy">, () => PageCopy> = {
    pl: () => ({
      lead: [
        "Poniżej wyjaśniamy, kto przetwarza Twoje dane osobowe, w jakim celu i jakie prawa Ci przysługują zgodnie z RODO.",
      ],
      sections: [
        {
          id: "controller",
          heading: "Administrator danych",
          blocks: [
            ...companyBlocks(c, "pl", NO_BANK_LINE),
            p(`W sprawach ochrony danych pisz na adres ${c.privacyEmail}.`),
          ],
        },
        {
          id: "purposes",
          heading: "Cele i podstawy przetwarzania",
          blocks: [
            ul(
              "Realizacja zamówień, płatności, dostaw, zwrotów i reklamacji (art. 6 ust. 1 lit. b RODO).",
              "Odpowiedzi na zapytania z formularzy kontaktowych i szybkiego kontaktu (art. 6 ust. 1 lit. b i f RODO).",
              "Obowiązki księgowe i podatkowe (art. 6 ust. 1 lit. c RODO).",
              "Dochodzenie i obrona roszczeń oraz bezpieczeństwo sklepu (art. 6 ust. 1 lit. f RODO).",
              "Analityka i marketing wyłącznie za Twoją zgodą wyrażoną w ustawieniach cookies (art. 6 ust. 1 lit. a RODO).",
            ),
          ],
        },
        {
          id: "recipients",
          heading: "Odbiorcy danych",
          blocks: [
            p(
              "Dane przekazujemy tylko w niezbędnym zakresie: firmom kurierskim i pocztowym, dostawcom płatności (portfel elektroniczny, operator kart), dostawcy hostingu i poczty e-mail, biuru rachunkowemu oraz — przy reklamacji gwarancyjnej — producentowi części.",
            ),
          ],
        },
        {
          id: "retention",
          heading: "Okres przechowywania",
          blocks: [
            p(
              "Dane zamówień przechowujemy przez okres wymagany przepisami podatkowymi (5 lat od końca roku podatkowego), korespondencję do 3 lat po jej zakończeniu, a dane przetwarzane na podstawie zgody do jej wycofania.",
            ),
          ],
        },
        {
          id: "rights",
          heading: "Twoje prawa",
          blocks: [
            ul(
              "dostęp do danych i otrzymanie ich kopii;",
              "sprostowanie, usunięcie lub ograniczenie przetwarzania;",
              "przeniesienie danych;",
              "sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie;",
              "wycofanie zgody w dowolnym momencie, bez wpływu na wcześniejsze przetwarzanie.",
            ),
            p(
              `Na wnioski odpowiadamy w ciągu ${PRIVACY_RESPONSE_MONTHS} miesiąca od ich otrzymania. Masz prawo wnieść skargę do ${authority.pl}.`,
            ),
          ],
        },
        {
          id: "cookies",
          heading: "Pliki cookies",
          blocks: [
            p(
              `Zgodę na pliki cookies zapisujemy na ${CONSENT_COOKIE_DAYS} dni. Szczegóły i ustawienia znajdziesz w polityce plików cookies.`,
            ),
            links({ to: "/cookies-policy", text: "Polityka plików cookies" }),
          ],
        },
      ],
    }),
    de: () => ({
      lead: [
        "Hier erklären wir, wer Ihre personenbezogenen Daten verarbeitet, zu welchem Zweck und welche Rechte Sie nach der DSGVO haben.",
      ],
      sections: [
        {
          id: "controller",
          heading: "Verantwortlicher",
          blocks: [
            ...companyBlocks(c, "de", NO_BANK_LINE),
            p(`Für Datenschutzfragen schreiben Sie an ${c.privacyEmail}.`),
          ],
        },
        {
          id: "purposes",
          heading: "Zwecke und Rechtsgrundlagen",
          blocks: [
            ul(
              "Abwicklung von Bestellungen, Zahlungen, Lieferungen, Rücksendungen und Reklamationen (Art. 6 Abs. 1 lit. b DSGVO).",
              "Beantwortung von Anfragen aus Kontakt- und Schnellanfrageformularen (Art. 6 Abs. 1 lit. b und f DSGVO).",
              "Buchhaltungs- und Steuerpflichten (Art. 6 Abs. 1 lit. c DSGVO).",
              "Geltendmachung und Abwehr von Ansprüchen sowie Sicherheit des Shops (Art. 6 Abs. 1 lit. f DSGVO).",
              "Analyse und Werbung nur mit Ihrer Einwilligung in den Cookie-Einstellungen (Art. 6 Abs. 1 lit. a DSGVO).",
            ),
          ],
        },
        {
          id: "recipients",
          heading: "Empfänger",
          blocks: [
            p(
              "Wir geben Daten nur soweit nötig weiter: an Paket- und Postdienste, Zahlungsanbieter (Wallet-Anbieter, Kartenabwickler), den Hosting- und E-Mail-Anbieter, unser Steuerbüro und — bei einem Garantieanspruch — den Hersteller des Teils.",
            ),
          ],
        },
        {
          id: "retention",
          heading: "Speicherdauer",
          blocks: [
            p(
              "Bestelldaten speichern wir so lange, wie es das Steuerrecht verlangt (5 Jahre ab Ende des Steuerjahres), Korrespondenz bis zu 3 Jahre nach ihrem Abschluss, Daten aufgrund einer Einwilligung bis zu deren Widerruf.",
            ),
          ],
        },
        {
          id: "rights",
          heading: "Ihre Rechte",
          blocks: [
            ul(
              "Auskunft und Kopie Ihrer Daten;",
              "Berichtigung, Löschung oder Einschränkung der Verarbeitung;",
              "Datenübertragbarkeit;",
              "Widerspruch gegen Verarbeitung auf Grundlage berechtigter Interessen;",
              "Widerruf einer Einwilligung jederzeit, ohne dass die frühere Verarbeitung unrechtmäßig wird.",
            ),
            p(
              `Wir beantworten Anfragen innerhalb von ${PRIVACY_RESPONSE_MONTHS} Monat nach Eingang. Sie können sich bei ${authority.de} oder einer Aufsichtsbehörde Ihres Wohnsitzlandes beschweren.`,
            ),
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            p(
              `Ihre Cookie-Einwilligung speichern wir für ${CONSENT_COOKIE_DAYS} Tage. Einzelheiten und Einstellungen finden Sie in der Cookie-Richtlinie.`,
            ),
            links({ to: "/cookies-policy", text: "Cookie-Richtlinie" }),
          ],
        },
      ],
    }),
    en: () => ({
      lead: [
        "This notice explains who processes your personal data, for what purposes, and the rights you have under the GDPR.",
      ],
      sections: [
        {
          id: "controller",
          heading: "Controller",
          blocks: [
            ...companyBlocks(c, "en", NO_BANK_LINE),
            p(`For data protection matters write to ${c.privacyEmail}.`),
          ],
        },
        {
          id: "purposes",
          heading: "Purposes and legal bases",
          blocks: [
            ul(
              "Handling orders, payments, deliveries, returns and complaints (Art. 6(1)(b) GDPR).",
              "Answering enquiries from the contact and quick contact forms (Art. 6(1)(b) and (f) GDPR).",
              "Accounting and tax obligations (Art. 6(1)(c) GDPR).",
              "Establishing and defending legal claims and keeping the shop secure (Art. 6(1)(f) GDPR).",
              "Analytics and advertising only with your consent given in the cookie settings (Art. 6(1)(a) GDPR).",
            ),
          ],
        },
        {
          id: "recipients",
          heading: "Recipients",
          blocks: [
            p(
              "We share data only as far as needed: with parcel and postal carriers, payment providers (wallet provider, card processor), our hosting and e-mail provider, our accountants and — for a warranty claim — the manufacturer of the part.",
            ),
          ],
        },
        {
          id: "retention",
          heading: "How long we keep data",
          blocks: [
            p(
              "Order data is kept as long as tax law requires (5 years from the end of the tax year), correspondence for up to 3 years after it ends, and data processed on the basis of consent until consent is withdrawn.",
            ),
          ],
        },
        {
          id: "rights",
          heading: "Your rights",
          blocks: [
            ul(
              "access to your data and a copy of it;",
              "rectification, erasure or restriction of processing;",
              "data portability;",
              "objection to processing based on legitimate interests;",
              "withdrawal of consent at any time, without affecting earlier processing.",
            ),
            p(
              `We answer requests within ${PRIVACY_RESPONSE_MONTHS} month of receiving them. You may lodge a complaint with ${authority.en} or the supervisory authority of the country where you live.`,
            ),
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            p(
              `Your cookie consent is stored for ${CONSENT_COOKIE_DAYS} days. Details and settings are in the cookies policy.`,
            ),
            links({ to: "/cookies-policy", text: "Cookies policy" }),
          ],
        },
      ],
    }),
  };
  return copies[lang]();
}
