/**
 * The consumer's right of withdrawal: the model instructions and the model withdrawal form of
 * Directive 2011/83/EU, annex I (A) and (B), with the trader's details filled in by region.
 */
import type { PageLanguage } from "../coverage.ts";
import { formatAddress, type SellerRecord } from "../../../contract/seller.ts";
import { WITHDRAWAL_DAYS } from "../constants.ts";
import { p, ul, type PageCopy } from "../types.ts";

export function withdrawalCopy(lang: PageLanguage<"withdrawal">, record: SellerRecord): PageCopy {
  const s = record.seller;
  const trader = `${s.name}, ${formatAddress(s.registeredOffice, lang).join(", ")}, ${s.email}`;
  const D = WITHDRAWAL_DAYS;
  const copies: Record<PageLanguage<"withdrawal">, () => PageCopy> = {
    pl: () => ({
      lead: [
        "Prawo odstąpienia od umowy przysługuje konsumentom (oraz przedsiębiorcom na prawach konsumenta) przy umowach zawartych na odległość.",
      ],
      sections: [
        {
          id: "right",
          heading: "Prawo odstąpienia od umowy",
          blocks: [
            p(
              `Mają Państwo prawo odstąpić od niniejszej umowy w terminie ${D} dni bez podania jakiejkolwiek przyczyny. Termin do odstąpienia od umowy wygasa po upływie ${D} dni od dnia, w którym weszli Państwo w posiadanie rzeczy lub w którym osoba trzecia inna niż przewoźnik i wskazana przez Państwa weszła w posiadanie rzeczy.`,
            ),
            p(
              `Aby skorzystać z prawa odstąpienia od umowy, muszą Państwo poinformować nas (${trader}) o swojej decyzji w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub e-mailem). Mogą Państwo skorzystać z wzoru formularza poniżej, nie jest to jednak obowiązkowe. Aby zachować termin, wystarczy wysłać informację przed jego upływem.`,
            ),
          ],
        },
        {
          id: "effects",
          heading: "Skutki odstąpienia od umowy",
          blocks: [
            p(
              `W przypadku odstąpienia od umowy zwracamy Państwu wszystkie otrzymane płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego sposobu dostarczenia innego niż najtańszy zwykły sposób), niezwłocznie, a w każdym przypadku nie później niż ${D} dni od dnia otrzymania informacji o odstąpieniu. Zwrotu dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Państwa użyte w pierwotnej transakcji. Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub dostarczenia dowodu jej odesłania.`,
            ),
            p(
              `Prosimy odesłać rzecz niezwłocznie, a w każdym razie nie później niż ${D} dni od dnia poinformowania nas o odstąpieniu. Ponoszą Państwo bezpośrednie koszty zwrotu rzeczy. Odpowiadają Państwo tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż konieczny do stwierdzenia jej charakteru, cech i funkcjonowania.`,
            ),
          ],
        },
        {
          id: "form",
          heading: "Wzór formularza odstąpienia od umowy",
          blocks: [
            p("(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)"),
            ul(
              `Adresat: ${trader}`,
              "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*)/o świadczenie następującej usługi(*)",
              "Data zawarcia umowy(*)/odbioru(*)",
              "Imię i nazwisko konsumenta(-ów)",
              "Adres konsumenta(-ów)",
              "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)",
              "Data",
            ),
            p("(*) Niepotrzebne skreślić."),
          ],
        },
      ],
    }),
    de: () => ({
      lead: ["Das Widerrufsrecht steht Verbrauchern bei Fernabsatzverträgen zu."],
      sections: [
        {
          id: "right",
          heading: "Widerrufsbelehrung",
          blocks: [
            p(
              `Sie haben das Recht, binnen ${D} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt ${D} Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.`,
            ),
            p(
              `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${trader}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung vor Ablauf der Widerrufsfrist absenden.`,
            ),
          ],
        },
        {
          id: "effects",
          heading: "Folgen des Widerrufs",
          blocks: [
            p(
              `Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen ${D} Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben.`,
            ),
            p(
              `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen ${D} Tagen ab dem Tag, an dem Sie uns über den Widerruf unterrichten, an uns zurückzusenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.`,
            ),
          ],
        },
        {
          id: "form",
          heading: "Muster-Widerrufsformular",
          blocks: [
            p(
              "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
            ),
            ul(
              `An: ${trader}`,
              "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
              "Bestellt am (*)/erhalten am (*)",
              "Name des/der Verbraucher(s)",
              "Anschrift des/der Verbraucher(s)",
              "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
              "Datum",
            ),
            p("(*) Unzutreffendes streichen."),
          ],
        },
      ],
    }),
    en: () => ({
      lead: ["Consumers have a right of withdrawal from distance contracts."],
      sections: [
        {
          id: "right",
          heading: "Right of withdrawal",
          blocks: [
            p(
              `You have the right to withdraw from this contract within ${D} days without giving any reason. The withdrawal period will expire after ${D} days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods.`,
            ),
            p(
              `To exercise the right of withdrawal, you must inform us (${trader}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.`,
            ),
          ],
        },
        {
          id: "effects",
          heading: "Effects of withdrawal",
          blocks: [
            p(
              `If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than ${D} days from the day on which we are informed about your decision to withdraw. We will carry out such reimbursement using the same means of payment as you used for the initial transaction. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.`,
            ),
            p(
              `You shall send back the goods without undue delay and in any event not later than ${D} days from the day on which you communicate your withdrawal from this contract to us. You will have to bear the direct cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods.`,
            ),
          ],
        },
        {
          id: "form",
          heading: "Model withdrawal form",
          blocks: [
            p("(complete and return this form only if you wish to withdraw from the contract)"),
            ul(
              `To: ${trader}`,
              "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
              "Ordered on (*)/received on (*),",
              "Name of consumer(s),",
              "Address of consumer(s),",
              "Signature of consumer(s) (only if this form is notified on paper),",
              "Date",
            ),
            p("(*) Delete as appropriate."),
          ],
        },
      ],
    }),
  };
  return copies[lang]();
}
