import { demoSellerRecord } from "../../tests/fixtures/demo-seller.ts";
import { describe, expect, it } from "vitest";
import { checkoutTranslator } from "../.server/i18n.ts";
import { FACTS } from "../lib/delivery.fixture.ts";
import { costsTable, deliveryCopy } from "./delivery.ts";
import { faqCopy } from "./pages/faq.ts";
import type { PageCopy } from "./types.ts";

const translator = checkoutTranslator;
const text = (copy: PageCopy) => JSON.stringify(copy);

describe("the costs table", () => {
  it("has a row per country by name and a column per method with its carrier; a cell is cost and days", async () => {
    const table = costsTable(await translator("de"), "de", FACTS);
    // Intl writes "14,28 €" with a no-break space; compared here with a plain one.
    const plain =
      table?.kind === "table"
        ? { ...table, rows: table.rows.map((r) => r.map((c) => c.replace(/\u00a0/g, " "))) }
        : null;
    expect(plain).toMatchObject({
      kind: "table",
      head: ["Land", "Parcel Standard (DPD)", "Parcel Express (DHL Express)", "Post parcel (Poczta Polska)"],
      rows: [
        ["Deutschland", "14,28 € · 2 Werktage", "28,56 € · 1 Werktag", "–"],
        ["Polen", "7,38 € · 1 Werktag", "–", "4,31 € · 1–3 Werktage"],
      ],
    });
    expect(costsTable(await translator("en"), "en", { ...FACTS, countries: [] })).toBeNull();
  });
});

describe("the FAQ and the shipping page from the ERP's facts", () => {
  it("name only the payment methods the installation offers", async () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const faq = text(faqCopy(lang, demoSellerRecord("EU"), deliveryCopy(await translator(lang), lang, FACTS, "PL")));
      expect(faq).toContain("Bank transfer");
      expect(faq).not.toMatch(/PayPal|Revolut|instant|Sofort|szybk|kart|card/i);
    }
    const withWallets = deliveryCopy(
      await translator("en"),
      "en",
      {
        ...FACTS,
        payments: [...FACTS.payments, { _id: "paypal", name: "PayPal", description: "Pay with PayPal" }],
      },
      "PL",
    );
    expect(text(faqCopy("en", demoSellerRecord("EU"), withWallets))).toContain("PayPal");
  });
  it("quote the cut-off, the standard delivery and the costs table, and link the shipping page", async () => {
    const copy = deliveryCopy(await translator("en"), "en", FACTS, "DE");
    const faq = faqCopy("en", demoSellerRecord("EU"), copy);
    const shipping = JSON.stringify(faq.sections.find((s) => s.id === "shipping"));
    expect(shipping).toContain("Orders paid by 1:00 pm on a working day leave our warehouse the same day.");
    expect(shipping).toContain("Delivery to Germany: DPD, 2 working days.");
    expect(shipping).toContain("€14.28 · 2 working days");
    expect(shipping).toContain('"to":"/shipping"');
    expect(copy.sections.map((s) => s.id)).toEqual(["dispatch", "costs", "carriers", "payment"]);
    expect(JSON.stringify(copy.sections)).toContain("Parcel Express — DHL Express: DHL Express");
  });
  it("say, under the costs, that outside the EU import VAT and duties are charged on delivery (issue 22)", async () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const t = await translator(lang);
      const costs = JSON.stringify(deliveryCopy(t, lang, FACTS, "GB").sections.find((s) => s.id === "costs"));
      expect(costs, lang).toContain(JSON.stringify(t("deliveryFacts.importNote")).slice(1, -1));
      expect(costs, lang).toMatch({ en: /import VAT/, pl: /importowy VAT/, de: /Einfuhrumsatzsteuer/ }[lang]);
    }
  });
  it("name the countries where the shop is registered for VAT: its VAT there, delivered duty paid (decision 0039)", async () => {
    const expected = {
      en: /registered for VAT in: United Kingdom\..*nothing more to pay on delivery.*import VAT/,
      pl: /w kraju: Wielka Brytania\..*nie ma nic do zapłaty.*importowy VAT/,
      de: /registriert sind wir in: Vereinigtes Königreich\..*verzollt geliefert.*Einfuhrumsatzsteuer/,
    };
    for (const lang of ["en", "pl", "de"] as const) {
      const t = await translator(lang);
      const costs = JSON.stringify(
        deliveryCopy(t, lang, { ...FACTS, registered: ["GB"] }, "GB").sections.find((s) => s.id === "costs"),
      );
      expect(costs, lang).toMatch(expected[lang]);
      expect(costs, lang).not.toContain(JSON.stringify(t("deliveryFacts.importNote")).slice(1, -1));
    }
  });
  it("say the facts cannot be shown when the ERP did not answer, with no number of their own", async () => {
    const copy = deliveryCopy(await translator("en"), "en", null, "DE");
    const all = JSON.stringify(copy);
    expect(all).toContain("cannot be loaded");
    expect(all).not.toMatch(/\d:\d\d|\d working day|DPD/);
  });
});
