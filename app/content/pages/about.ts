/** About us copy (storefront.md sections 1 and 2: English and Polish, numbered sections). */
import type { PageLanguage } from "../coverage.ts";
import { type PageCopy, p, ul } from "../types.ts";

export const ABOUT_COPY: Record<PageLanguage<"about">, PageCopy> = {
  en: {
    lead: [
      "We are a European distributor of performance and 4x4 parts from Australian and US manufacturers, supplying workshops, retailers and drivers across Europe.",
    ],
    sections: [
      {
        id: "who",
        heading: "Who we are",
        blocks: [
          p(
            "The company was founded in 2008. Our team brings over 12 years of experience in logistics, warehousing and sales of automotive parts, and we work directly with the manufacturers whose brands we carry: brake discs and pads, clutches, exhaust systems, suspension, race bearings, filters, turbo components and 4x4 electronics.",
          ),
        ],
      },
      {
        id: "warehouses",
        heading: "Our warehouses",
        blocks: [
          p(
            "Our main warehouse is in Toruń, Poland, in the centre of Europe, from where we ship to every EU country. In 2017 we opened a second warehouse in Birmingham, United Kingdom, to serve British customers faster.",
          ),
        ],
      },
      {
        id: "ordering",
        heading: "How our customers order",
        blocks: [
          p(
            "Business customers order online after logging in, or through our advanced customer-service ordering centre, which also provides order-status and sales reports.",
          ),
          ul(
            "Stock levels are visible before you order.",
            "Orders are priced at your agreed discount levels.",
            "Guests can order through the basket at any time.",
          ),
        ],
      },
      {
        id: "support",
        heading: "Support",
        blocks: [
          p(
            "With 12 years' experience behind us, we offer 24/7 support: technical questions, fitment checks and help with warranty claims. Enquiries are answered within 48 hours.",
          ),
        ],
      },
    ],
  },
  pl: {
    lead: [
      "Jesteśmy europejskim dystrybutorem części performance i 4x4 australijskich i amerykańskich producentów. Zaopatrujemy warsztaty, sklepy i kierowców w całej Europie.",
    ],
    sections: [
      {
        id: "who",
        heading: "Kim jesteśmy",
        blocks: [
          p(
            "Firma powstała w 2008 roku. Nasz zespół ma ponad 12 lat doświadczenia w logistyce, magazynowaniu i sprzedaży części samochodowych, a z producentami oferowanych marek współpracujemy bezpośrednio: tarcze i klocki hamulcowe, sprzęgła, układy wydechowe, zawieszenia, panewki wyczynowe, filtry, komponenty turbo i elektronika 4x4.",
          ),
        ],
      },
      {
        id: "warehouses",
        heading: "Nasze magazyny",
        blocks: [
          p(
            "Magazyn główny znajduje się w Toruniu, w centrum Europy — stąd wysyłamy do wszystkich krajów UE. W 2017 roku otworzyliśmy drugi magazyn w Birmingham w Wielkiej Brytanii, aby szybciej obsługiwać klientów brytyjskich.",
          ),
        ],
      },
      {
        id: "ordering",
        heading: "Jak zamawiają nasi klienci",
        blocks: [
          p(
            "Klienci biznesowi zamawiają online po zalogowaniu lub przez nasze zaawansowane centrum obsługi zamówień, które udostępnia też raporty statusu zamówień i sprzedaży.",
          ),
          ul(
            "Stany magazynowe widać przed złożeniem zamówienia.",
            "Zamówienia są wyceniane według uzgodnionych poziomów rabatów.",
            "Goście mogą w każdej chwili zamawiać przez koszyk.",
          ),
        ],
      },
      {
        id: "support",
        heading: "Wsparcie",
        blocks: [
          p(
            "Mając za sobą 12 lat doświadczenia, zapewniamy wsparcie 24/7: odpowiadamy na pytania techniczne, sprawdzamy dopasowanie części i pomagamy w reklamacjach. Na zapytania odpowiadamy w ciągu 48 godzin.",
          ),
        ],
      },
    ],
  },
};
