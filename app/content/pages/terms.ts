/** Terms and conditions copy (storefront.md section 2: English or Polish by language). */
import type { PageLanguage } from "../coverage.ts";
import { RESPONSE_HOURS, type SellerRecord } from "../../../contract/seller.ts";
import type { BankAccount } from "../../../contract/region.ts";
import { companyBlocks } from "../company.ts";
import type { DeliveryCopy } from "../delivery.ts";
import { countryName } from "../../../contract/countries.ts";
import { DELIVERY, LOWEST_PRICE_DAYS, RETURNS, TERMS, WITHDRAWAL_DAYS } from "../constants.ts";
import { links, p, ul, type PageCopy } from "../types.ts";

const T = TERMS;

/**
 * `accounts`: the seller's bank accounts as the ERP holds them (none: no bank line). `delivery`: the
 * ERP's delivery facts in words (decision 0032); the cut-off sentence is theirs.
 */
export function termsCopy(
  lang: PageLanguage<"terms">,
  record: SellerRecord,
  accounts: readonly BankAccount[],
  delivery: DeliveryCopy | null = null,
): PageCopy {
  const seller = record.seller;
  const copies: Record<PageLanguage<"terms">, () => PageCopy> = {
    pl: () => ({
      lead: [
        `Niniejsze warunki obowiązują przy każdej sprzedaży dokonywanej przez ${seller.name} (dalej „Sprzedawca”) za pośrednictwem tego sklepu, telefonicznie lub e-mailowo.`,
      ],
      sections: [
        { id: "seller", heading: "Sprzedawca", blocks: companyBlocks(seller, "pl", accounts) },
        {
          id: "contract",
          heading: "Zamówienia i zawarcie umowy",
          blocks: [
            p(
              "Zamówienie można złożyć przez koszyk jako gość lub, dla klientów z kontem, po zalogowaniu albo przez nasze centrum obsługi zamówień. Umowa zostaje zawarta z chwilą potwierdzenia zamówienia przez Sprzedawcę e-mailem.",
            ),
            p(`Na zapytania odpowiadamy w ciągu ${RESPONSE_HOURS} godzin w dni robocze.`),
          ],
        },
        {
          id: "prices",
          heading: "Ceny",
          blocks: [
            ul(
              "Ceny podane w sklepie, cennikach i ofertach nie są wiążące do czasu potwierdzenia zamówienia.",
              "Ceny nie obejmują kosztów dostawy ani ubezpieczenia przesyłki. Koszt dostawy jest obliczany po wybraniu metody wysyłki w koszyku.",
              "Ceny są podawane w euro (EUR) lub złotych (PLN), z dokładnością do dwóch miejsc po przecinku. Konsumenci widzą ceny z VAT; klienci biznesowi zalogowani na swoje konto widzą ceny netto, a VAT jest doliczany w koszyku.",
              `Przy obniżce ceny podajemy najniższą cenę z ${LOWEST_PRICE_DAYS} dni przed obniżką.`,
              "Oczywiste omyłki pisarskie i rachunkowe w cenach i opisach mogą zostać poprawione.",
            ),
          ],
        },
        {
          id: "vat",
          heading: "VAT",
          blocks: [
            p(
              "VAT zależy od kraju dostawy i od tego, kto kupuje. Zanim złożysz zamówienie, koszyk podaje stawkę i kraj, którego VAT obowiązuje; to samo podaje potwierdzenie zamówienia i faktura. Dopóki kraj dostawy nie jest wybrany, ceny zawierają VAT kraju, z którego odwiedzasz sklep.",
            ),
            ul(
              `Dostawa w kraju Sprzedawcy (${countryName(seller.country, "pl")}) lub do firmy, której numer VAT z tego kraju potwierdził system VIES: VAT tego kraju.`,
              "Dostawa do konsumenta w innym państwie UE (także do Irlandii Północnej): VAT kraju dostawy, rozliczany w unijnej procedurze OSS.",
              "Dostawa do firmy w innym państwie UE, której numer VAT UE potwierdził system VIES: 0% VAT (wewnątrzwspólnotowa dostawa towarów); podatek rozlicza nabywca (odwrotne obciążenie). Firma, której numeru VIES nie potwierdził, płaci VAT jak konsument.",
              "Dostawa poza obszar VAT UE (np. do Norwegii lub Szwajcarii): 0% VAT (eksport); importowy VAT i cło kraju przeznaczenia płaci nabywca przy doręczeniu.",
              "Dostawa do kraju spoza UE, w którym Sprzedawca jest zarejestrowany jako podatnik VAT (np. Wielka Brytania): VAT tego kraju według jego przepisów, dostawa z opłaconym cłem, przy doręczeniu nie ma nic do zapłaty.",
            ),
          ],
        },
        {
          id: "payment",
          heading: "Płatności",
          blocks: [
            p(
              "Standardowo płatność następuje w całości z góry, w chwili zakupu, jedną z metod płatności oferowanych przy zamówieniu (wymienia je strona wysyłki).",
            ),
            p(
              `Nowi klienci płacą z góry. Kredyt kupiecki omawiamy wyłącznie po co najmniej ${T.creditAfterMonths} miesiącach współpracy.`,
            ),
            p("Dotychczasowi klienci z kredytem kupieckim:"),
            ul(
              "w dniu terminu płatności wysyłamy przypomnienie;",
              `${T.reminderAfterInvoiceDays} dni po dacie faktury wysyłamy kolejne przypomnienie z danymi faktury;`,
              `${T.holdPastDueDays} dni po terminie płatności wysyłamy dalsze przypomnienie, a konto zostaje wstrzymane;`,
              `${T.recoveryPastDueDays} dni po terminie płatności należność zostaje przekazana do windykacji na drodze prawnej.`,
            ),
          ],
        },
        {
          id: "delivery",
          heading: "Dostawa",
          blocks: [
            p(delivery?.dispatch ?? "Opłacone zamówienia wysyłamy w dni robocze."),
            ul(
              "Towar na stanie i wysyłka bezpośrednia: czas dostawy wybranej metody do kraju dostawy, podany na stronie wysyłki i przy zamówieniu.",
              `Magazyn alternatywny: ${DELIVERY.alternativeWarehouseDays} dni.`,
              `Fracht lotniczy: ${DELIVERY.airfreightWeeks} tygodnie; możliwe są dodatkowe koszty, a czas dostawy liczy się od dnia płatności.`,
            ),
            links({ to: "/shipping", text: "Koszty i czas dostawy według krajów" }),
          ],
        },
        {
          id: "acceptance",
          heading: "Odbiór towaru",
          blocks: [
            p(
              `Towar uważa się za przyjęty bez zastrzeżeń po upływie ${T.acceptedAfterDays} dni od dostawy, jeśli w tym czasie nie zgłoszono braków ani uszkodzeń. Nie ogranicza to ustawowych praw konsumenta.`,
            ),
          ],
        },
        {
          id: "title",
          heading: "Zastrzeżenie własności",
          blocks: [p("Towar pozostaje własnością Sprzedawcy do chwili zapłaty całej ceny.")],
        },
        {
          id: "returns",
          heading: "Zwroty, odstąpienie i reklamacje",
          blocks: [
            p(
              `Zwroty przyjmujemy w ciągu ${RETURNS.daysFromInvoice} dni od faktury końcowej na zasadach polityki zwrotów. Konsument może odstąpić od umowy zawartej na odległość w ciągu ${WITHDRAWAL_DAYS} dni bez podania przyczyny.`,
            ),
            p(
              "Reklamacje gwarancyjne zgłasza się przez formularze producentów opisane w FAQ. Niezależnie od gwarancji konsumentowi przysługują uprawnienia ustawowe.",
            ),
            links(
              { to: "/returns", text: "Polityka zwrotów" },
              { to: "/withdrawal", text: "Prawo odstąpienia od umowy" },
              { to: "/faq#warranties", text: "Reklamacje gwarancyjne" },
            ),
          ],
        },
        {
          id: "law",
          heading: "Prawo właściwe i spory",
          blocks: [
            p(
              `Do umów stosuje się prawo ${seller.id === "nl" ? "holenderskie" : "polskie"}; konsument zachowuje ochronę przepisów bezwzględnie obowiązujących państwa swojego miejsca zamieszkania.`,
            ),
            p(
              "W razie sporu prosimy najpierw o kontakt z nami. Konsument może też zwrócić się do miejscowego rzecznika konsumentów lub inspekcji handlowej albo wnieść sprawę do sądu właściwego.",
            ),
          ],
        },
      ],
    }),
    en: () => ({
      lead: [
        `These terms apply to every sale made by ${seller.name} (“the Seller”) through this shop, by telephone or by e-mail.`,
      ],
      sections: [
        { id: "seller", heading: "The Seller", blocks: companyBlocks(seller, "en", accounts) },
        {
          id: "contract",
          heading: "Orders and the contract",
          blocks: [
            p(
              "Orders can be placed through the basket as a guest or, for account customers, after login or through our ordering centre. The contract is made when the Seller confirms the order by e-mail.",
            ),
            p(`Enquiries are answered within ${RESPONSE_HOURS} hours on working days.`),
          ],
        },
        {
          id: "prices",
          heading: "Prices",
          blocks: [
            ul(
              "Prices in the shop, price lists and quotations are not binding until the order is confirmed.",
              "Prices exclude delivery and insurance. The delivery cost is calculated once a shipping method is chosen in the basket.",
              "Prices are shown in euro (EUR) or Polish zloty (PLN) to two decimal places. Consumers see prices including VAT; trade customers signed in to their account see net prices, with the VAT added in the basket.",
              `When a price is reduced we show the lowest price of the ${LOWEST_PRICE_DAYS} days before the reduction.`,
              "Clerical and arithmetic errors in prices and descriptions may be corrected.",
            ),
          ],
        },
        {
          id: "vat",
          heading: "VAT",
          blocks: [
            p(
              "VAT depends on where the goods are delivered and who buys them. Before you order, the basket names the rate and the country whose VAT applies; the order confirmation and the invoice state the same. Until a delivery country is chosen, prices include the VAT of the country you visit the shop from.",
            ),
            ul(
              `Delivery within the Seller's country (${countryName(seller.country, "en")}), or to a business whose VAT number of that country VIES confirms: that country's VAT.`,
              "Delivery to a consumer in another EU member state (Northern Ireland included): the VAT of the country of delivery, declared through the EU One-Stop Shop (OSS).",
              "Delivery to a business in another EU member state whose EU VAT number the VIES system confirms: 0% VAT (intra-Community supply); the buyer accounts for the VAT (reverse charge). A business whose number VIES does not confirm pays VAT as a consumer does.",
              "Delivery outside the EU's VAT area (Norway or Switzerland, for example): 0% VAT (export); the buyer pays the import VAT and duties of the destination on delivery.",
              "Delivery to a country outside the EU where the Seller is registered for VAT (the United Kingdom, for example): that country's VAT under its rules, delivered duty paid, with nothing more to pay on delivery.",
            ),
          ],
        },
        {
          id: "payment",
          heading: "Payment",
          blocks: [
            p(
              "Standard payment is in full, in advance, at the time of purchase, by one of the payment methods the checkout offers (the shipping page lists them).",
            ),
            p(
              `New customers pay in advance. Credit terms are discussed only after at least ${T.creditAfterMonths} months of trading.`,
            ),
            p("Existing credit customers:"),
            ul(
              "a reminder is sent on the due date;",
              `a further reminder with the invoice details is sent ${T.reminderAfterInvoiceDays} days past the invoice date;`,
              `at ${T.holdPastDueDays} days past due a further reminder is sent and the account is put on hold;`,
              `at ${T.recoveryPastDueDays} days past due the debt is passed on for legal recovery.`,
            ),
          ],
        },
        {
          id: "delivery",
          heading: "Delivery",
          blocks: [
            p(delivery?.dispatch ?? "We dispatch paid orders on working days."),
            ul(
              "In stock and dropshipping: the delivery time of the chosen method to the delivery country, as the shipping page and the checkout state it.",
              `Alternative warehouse: ${DELIVERY.alternativeWarehouseDays} days.`,
              `Airfreight: ${DELIVERY.airfreightWeeks} weeks; extra costs are possible and the lead time starts from payment.`,
            ),
            links({ to: "/shipping", text: "Shipping costs and delivery times by country" }),
          ],
        },
        {
          id: "acceptance",
          heading: "Acceptance of goods",
          blocks: [
            p(
              `Goods are deemed accepted ${T.acceptedAfterDays} days after delivery unless missing or damaged goods have been reported by then. This does not limit a consumer's statutory rights.`,
            ),
          ],
        },
        {
          id: "title",
          heading: "Retention of title",
          blocks: [p("Goods remain the property of the Seller until they have been paid for in full.")],
        },
        {
          id: "returns",
          heading: "Returns, withdrawal and complaints",
          blocks: [
            p(
              `Returns are accepted within ${RETURNS.daysFromInvoice} days of the final invoice under our returns policy. A consumer may withdraw from a distance contract within ${WITHDRAWAL_DAYS} days without giving a reason.`,
            ),
            p(
              "Warranty claims are made through the manufacturers' forms described in the FAQ. A consumer's statutory rights apply in addition to any warranty.",
            ),
            links(
              { to: "/returns", text: "Returns policy" },
              { to: "/withdrawal", text: "Right of withdrawal" },
              { to: "/faq#warranties", text: "Warranty claims" },
            ),
          ],
        },
        {
          id: "law",
          heading: "Governing law and disputes",
          blocks: [
            p(
              `These terms are governed by ${seller.id === "nl" ? "Dutch" : "Polish"} law; a consumer keeps the protection of the mandatory rules of the country where they live.`,
            ),
            p(
              "If there is a dispute, please contact us first. Consumers may also turn to their local consumer protection authority or bring the matter before the competent court.",
            ),
          ],
        },
      ],
    }),
  };
  return copies[lang]();
}
