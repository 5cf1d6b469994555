/** Cookie policy copy (storefront.md section 2: English and Polish). */
import type { PageLanguage } from "../coverage.ts";
import { CONSENT_COOKIE_DAYS } from "../constants.ts";
import { p, type PageCopy } from "../types.ts";

export const COOKIES_COPY: Record<PageLanguage<"cookies-policy">, PageCopy> = {
  en: {
    lead: [
      "Cookies are small text files a website stores in your browser. This shop uses them to keep your basket, language and currency, and — only with your consent — for analytics and advertising.",
    ],
    sections: [
      {
        id: "types",
        heading: "Types of cookies",
        blocks: [
          {
            kind: "table",
            caption: "Cookie types used by the shop",
            head: ["Type", "Purpose", "Can be switched off"],
            rows: [
              [
                "Mandatory",
                "Session (language, currency, country, basket), security and your cookie choice. The shop cannot work without them.",
                "No",
              ],
              ["Functional", "Remember preferences such as the last catalogue filters.", "Yes"],
              ["Analytics", "Anonymous statistics and session recordings that help us improve the shop.", "Yes"],
              ["Advertisement", "A social network pixel to measure and personalise adverts.", "Yes"],
            ],
          },
        ],
      },
      {
        id: "lifetime",
        heading: "How long cookies last",
        blocks: [
          p(
            `Your consent choice is stored in the “consent” cookie for ${CONSENT_COOKIE_DAYS} days; after that we ask again. The basket identifier and item count last 1 day. The session cookie lasts at most 30 days. The vehicles you save on “My vehicle” stay in the “vehicles” cookie for 1 year, or until you remove them.`,
          ),
        ],
      },
      {
        id: "settings",
        heading: "Cookie settings",
        blocks: [
          p(
            "Mandatory cookies are always on. Analytics and advertisement tools stay switched off until you accept them in the cookie banner or the cookie settings; you can change or withdraw your choice at any time through the “Cookie settings” link at the bottom of every page.",
          ),
          p(
            "You can also delete cookies in your browser settings; the shop will then forget your basket and preferences.",
          ),
        ],
      },
    ],
  },
  pl: {
    lead: [
      "Pliki cookies to małe pliki tekstowe zapisywane przez stronę w przeglądarce. Sklep używa ich do zapamiętania koszyka, języka i waluty, a — wyłącznie za Twoją zgodą — do analityki i reklamy.",
    ],
    sections: [
      {
        id: "types",
        heading: "Rodzaje plików cookies",
        blocks: [
          {
            kind: "table",
            caption: "Rodzaje plików cookies używanych przez sklep",
            head: ["Rodzaj", "Cel", "Można wyłączyć"],
            rows: [
              [
                "Niezbędne",
                "Sesja (język, waluta, kraj, koszyk), bezpieczeństwo i Twój wybór dotyczący cookies. Bez nich sklep nie działa.",
                "Nie",
              ],
              ["Funkcjonalne", "Zapamiętanie preferencji, np. ostatnich filtrów katalogu.", "Tak"],
              ["Analityczne", "Anonimowe statystyki i nagrania sesji, które pomagają nam ulepszać sklep.", "Tak"],
              ["Reklamowe", "Piksel serwisu społecznościowego do pomiaru i personalizacji reklam.", "Tak"],
            ],
          },
        ],
      },
      {
        id: "lifetime",
        heading: "Jak długo przechowujemy cookies",
        blocks: [
          p(
            `Twój wybór zapisujemy w pliku cookie „consent” na ${CONSENT_COOKIE_DAYS} dni; po tym czasie zapytamy ponownie. Identyfikator koszyka i liczba produktów są przechowywane do końca sesji przeglądarki. Plik sesji wygasa najpóźniej po 30 dniach. Pojazdy zapisane na stronie „Mój pojazd” przechowujemy w pliku cookie „vehicles” przez rok lub do czasu, gdy je usuniesz.`,
          ),
        ],
      },
      {
        id: "settings",
        heading: "Ustawienia cookies",
        blocks: [
          p(
            "Niezbędne pliki cookies są zawsze włączone. Narzędzia analityczne i reklamowe pozostają wyłączone, dopóki ich nie zaakceptujesz w banerze lub ustawieniach cookies; swój wybór możesz zmienić lub wycofać w każdej chwili przez link „Ustawienia cookies” na dole każdej strony.",
          ),
          p(
            "Pliki cookies możesz też usunąć w ustawieniach przeglądarki; sklep zapomni wtedy Twój koszyk i preferencje.",
          ),
        ],
      },
    ],
  },
};
