import { describe, expect, it } from "vitest";
import type { Language } from "../../contract/languages.ts";
import { ShippingNote, usePriceTexts } from "./price.tsx";
import { PricesNote } from "./prices-note.tsx";
import { renderPage } from "./render.fixture.tsx";

/** `element` as the server renders it in `lang`, its tags taken out: the words a reader reads. */
async function render(lang: Language, element: React.ReactNode): Promise<{ html: string; text: string }> {
  const html = await renderPage(element, lang);
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return { html, text };
}

function UnderAPrice() {
  return <ShippingNote texts={usePriceTexts()} />;
}

describe("the 'plus shipping' note under prices (issue 43)", () => {
  it.each([
    ["pl", "plus koszty dostawy", "koszty dostawy"],
    ["de", "zzgl. Versandkosten", "Versandkosten"],
    ["en", "plus shipping costs", "shipping costs"],
  ] as const)("in %s says shipping is added, linked to the shipping page", async (lang, words, link) => {
    const { html, text } = await render(lang, <UnderAPrice />);
    expect(text).toBe(words);
    expect(html).toContain(`href="/shipping"`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/shipping"[^>]*>${link}</a>`));
  });

  it("never says 'without shipping costs' in Polish, which reads as free delivery", async () => {
    for (const basis of ["gross", "net", "trade"] as const) {
      const { text } = await render("pl", <PricesNote basis={basis} />);
      expect(text, basis).not.toMatch(/\bbez\b/i);
      expect(text, basis).toMatch(/koszty dostawy$/);
    }
  });

  it.each([
    ["de", "gross", "Alle Preise inkl. MwSt., zzgl. Versandkosten"],
    ["de", "trade", "Alle Preise netto, zzgl. MwSt. und Versandkosten"],
    ["pl", "gross", "Wszystkie ceny zawierają VAT, plus koszty dostawy"],
    ["pl", "trade", "Wszystkie ceny netto, doliczamy VAT i koszty dostawy"],
    ["en", "gross", "All prices incl. VAT, plus shipping costs"],
    ["en", "trade", "All prices net, plus VAT and shipping costs"],
  ] as const)("under a list in %s (%s): %s", async (lang, basis, words) => {
    expect((await render(lang, <PricesNote basis={basis} />)).text).toBe(words);
  });
});
