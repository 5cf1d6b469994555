/** Legal notice (imprint): the operator of the shop, the region's seller as the ERP holds it. */
import type { PageLanguage } from "../coverage.ts";
import type { SellerRecord } from "../../../contract/seller.ts";
import type { BankAccount } from "../../../contract/region.ts";
import { companyBlocks } from "../company.ts";
import { p, type PageCopy } from "../types.ts";

/** `accounts`: the seller's bank accounts as the ERP holds them (none: no bank line). */
export function imprintCopy(
  lang: PageLanguage<"imprint">,
  record: SellerRecord,
  accounts: readonly BankAccount[],
): PageCopy {
  const s = record.seller;
  const copies = {
    en: {
      operator: "Operator of this shop",
      responsible: "Responsible for the content",
      responsibleText: `${s.managingDirector}, address as above.`,
      disputes: "Consumer disputes",
      disputesText:
        "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please contact us first; we will do our best to find a solution.",
      liability: "External links",
      liabilityText:
        "Our pages link to manufacturers' websites and video channels. We checked them when we added the links; we have no influence on their later content and are not responsible for it.",
    },
    pl: {
      operator: "Operator sklepu",
      responsible: "Odpowiedzialny za treść",
      responsibleText: `${s.managingDirector}, adres jak wyżej.`,
      disputes: "Spory konsumenckie",
      disputesText:
        "Nie jesteśmy zobowiązani ani nie deklarujemy udziału w postępowaniu w sprawie pozasądowego rozwiązywania sporów konsumenckich. W razie reklamacji prosimy najpierw o kontakt z nami — postaramy się znaleźć rozwiązanie.",
      liability: "Linki zewnętrzne",
      liabilityText:
        "Nasze strony zawierają linki do stron producentów i kanałów wideo. Sprawdziliśmy je w chwili dodania; nie mamy wpływu na ich późniejszą treść i nie odpowiadamy za nią.",
    },
    de: {
      operator: "Betreiber dieses Shops",
      responsible: "Verantwortlich für den Inhalt",
      responsibleText: `${s.managingDirector}, Anschrift wie oben.`,
      disputes: "Verbraucherstreitbeilegung",
      disputesText:
        "Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Beschwerden wenden Sie sich bitte zuerst an uns; wir bemühen uns um eine Lösung.",
      liability: "Externe Links",
      liabilityText:
        "Unsere Seiten verlinken auf Websites und Videokanäle der Hersteller. Wir haben sie beim Setzen der Links geprüft; auf deren spätere Inhalte haben wir keinen Einfluss und übernehmen dafür keine Haftung.",
    },
  } satisfies Record<PageLanguage<"imprint">, unknown>;
  const texts = copies[lang];
  return {
    sections: [
      { id: "operator", heading: texts.operator, blocks: companyBlocks(s, lang, accounts) },
      { id: "responsible", heading: texts.responsible, blocks: [p(texts.responsibleText)] },
      { id: "disputes", heading: texts.disputes, blocks: [p(texts.disputesText)] },
      { id: "links", heading: texts.liability, blocks: [p(texts.liabilityText)] },
    ],
  };
}
