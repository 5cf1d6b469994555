/**
 * The terms and the FAQ say what the shop does (issue 43): the terms' VAT clause names each VAT
 * treatment the checkout applies (erp/tax/rule.ts) in the words the basket's note uses for it
 * (contract/tax-wording.ts), and states no single rate; the FAQ promises no e-mail when a parcel
 * leaves while shipping an order queues none.
 */
import { demoSellerRecord } from "../../tests/fixtures/demo-seller.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { taxNote, type TaxFacts } from "../../contract/tax-wording.ts";
import type { TaxTreatment } from "../../contract/cart.ts";
import type { DeliveryCopy } from "./delivery.ts";
import { faqCopy } from "./pages/faq.ts";
import { termsCopy } from "./pages/terms.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { links, p, type PageCopy } from "./types.ts";

const text = (copy: PageCopy) => JSON.stringify(copy);

/** The words by which the checkout's VAT note and the terms both name a treatment. */
const NAMED_AS: Record<"en" | "pl", Record<Exclude<TaxTreatment, "domestic">, RegExp>> = {
  en: {
    distance: /One-Stop Shop/,
    "intra-community": /Intra-Community supply/i,
    export: /import VAT and (customs )?duties/i,
    registered: /delivered duty paid/i,
  },
  pl: {
    distance: /OSS/,
    "intra-community": /Wewnątrzwspólnotowa dostawa towarów/i,
    export: /importowy VAT i cło/i,
    registered: /Dostawa z opłaconym cłem/i,
  },
};
const facts = (taxtreatment: TaxTreatment): TaxFacts => ({
  taxtreatment,
  taxrate: taxtreatment === "intra-community" || taxtreatment === "export" ? 0 : 0.19,
  taxcountry: taxtreatment === "registered" ? "GB" : "DE",
  taxregistration: taxtreatment === "registered" ? "GB999999999" : null,
});

describe("the terms' VAT clause and the checkout", () => {
  it.each(["en", "pl"] as const)("in %s, name every treatment the checkout applies, in its words", (lang) => {
    const terms = text(termsCopy(lang, demoSellerRecord("EU"), []));
    for (const [treatment, words] of Object.entries(NAMED_AS[lang])) {
      expect(taxNote(facts(treatment as TaxTreatment), lang), `${lang} ${treatment} at the checkout`).toMatch(words);
      expect(terms, `${lang} ${treatment} in the terms`).toMatch(words);
    }
    expect(terms).toMatch(lang === "en" ? /reverse charge/ : /odwrotne obciążenie/);
    expect(terms).toMatch(lang === "en" ? /United Kingdom/ : /Wielka Brytania/);
  });

  it.each(["en", "pl"] as const)("in %s, state no single VAT rate: it follows the delivery country", (lang) => {
    const terms = text(termsCopy(lang, demoSellerRecord("EU"), []));
    // Only the 0% of an exempt sale is a fixed rate; any other depends on the country.
    expect([...terms.matchAll(/(\d+(?:[.,]\d+)?) ?%/g)].map((m) => m[1])).toEqual(["0", "0"]);
    expect(terms).not.toMatch(/zero-rate|stawki zerowej/);
  });
});

describe("the FAQ's tracking answer and what shipping an order sends", () => {
  const delivery: DeliveryCopy = {
    dispatch: "",
    standard: null,
    costs: [],
    carriers: [],
    payments: [p("")],
    more: links({ to: "/shipping", text: "" }),
    sections: [],
  };
  it("promises no e-mail at dispatch while shipping an order queues none", () => {
    // Shipping an order (npm run orders -- ship) writes no mail: when it does, the FAQ may say so.
    const shipments = readFileSync(new URL("../../erp/orders/shipments.ts", import.meta.url), "utf8");
    expect(shipments).not.toMatch(/mail_outbox|queueMail|enqueue/);
    const says = { en: /do not yet send an e-mail/, pl: /Nie wysyłamy jeszcze e-maila/, de: /senden wir noch nicht/ };
    const promised = {
      en: /you receive an e-mail/i,
      pl: /otrzymasz e-mail/i,
      de: /erhalten Sie eine E-Mail/i,
    };
    for (const lang of LANGUAGES) {
      const tracking = text({
        sections: faqCopy(lang, demoSellerRecord("EU"), delivery).sections.filter((s) => s.id === "tracking"),
      });
      expect(tracking, lang).toMatch(says[lang]);
      expect(tracking, lang).not.toMatch(promised[lang]);
    }
  });
});
