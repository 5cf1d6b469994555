/**
 * The availability wordings of the caption vocabulary (transactions.md section 9) as a buyer reads
 * them, in each language: the airfreight lead times the ERP keeps per brand (decision 0044).
 */
import { describe, expect, it } from "vitest";
import { airfreightText } from "../../contract/availability.ts";
import type { Stock } from "../../contract/item.ts";
import { translator } from "../.server/i18n.ts";

const say = async (lang: "en" | "pl" | "de", terms: Stock["airfreightterms"]) => {
  const t = await translator(lang);
  const text = airfreightText(terms);
  return t(text.key, text.params);
};

describe("airfreight wordings", () => {
  it("14-21 days by air freight, free or with possible extra costs", async () => {
    expect(await say("en", { min: 14, max: 21, free: false })).toBe(
      "Delivery in 14-21 days by air freight. Extra costs are possible; the lead time starts from payment.",
    );
    expect(await say("en", { min: 14, max: 21, free: true })).toBe(
      "Delivery in 14-21 days by free air freight; the lead time starts from payment.",
    );
    expect(await say("pl", { min: 23, max: 28, free: false })).toMatch(/^Dostawa w 23-28 dni frachtem lotniczym\./);
    expect(await say("de", { min: 14, max: 21, free: true })).toBe(
      "Lieferung in 14-21 Tagen per kostenloser Luftfracht; die Lieferzeit beginnt mit der Zahlung.",
    );
  });

  it("within 4 weeks by air freight, in each language's plural", async () => {
    expect(await say("en", { min: null, max: 28, free: false })).toMatch(/^Delivery within 4 weeks by air freight\./);
    expect(await say("en", { min: null, max: 7, free: false })).toMatch(/^Delivery within 1 week by air freight\./);
    expect(await say("pl", { min: null, max: 28, free: false })).toMatch(/^Dostawa w ciągu 4 tygodni frachtem/);
    expect(await say("pl", { min: null, max: 7, free: true })).toMatch(/^Dostawa w ciągu 1 tygodnia bezpłatnym/);
    expect(await say("de", { min: null, max: 28, free: false })).toMatch(/^Lieferung innerhalb von 4 Wochen per/);
    expect(await say("de", { min: null, max: 10, free: false })).toMatch(/^Lieferung innerhalb von 10 Tagen per/);
  });

  it("the specification's 3-4 weeks where the ERP has no lead time for the brand", async () => {
    expect(await say("en", null)).toBe(
      "Delivery in 3-4 weeks by airfreight. Extra costs are possible; the lead time starts from payment.",
    );
  });
});
