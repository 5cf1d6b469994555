/**
 * The quantity rule's wording (issue 41) as a buyer reads it, in each language, and the stepper's
 * steps: a break names the rule and the nearest quantities that keep it.
 */
import { describe, expect, it } from "vitest";
import { NO_QUANTITY_RULE, type QuantityRule } from "../../contract/quantity.ts";
import { translator } from "../.server/i18n.ts";
import { percent, quantityRuleMessage, ruleText, stepDown, stepUp, tierLines, tierViews } from "./quantity-rule.ts";

const PADS: QuantityRule = { min: 4, max: 40, increment: 4 };
const FILTERS: QuantityRule = { min: 12, max: null, increment: 12 };

describe("ruleText", () => {
  it("names only the parts of a rule that apply", async () => {
    const t = await translator("en");
    expect(ruleText(t, PADS)).toBe("Sold in packs of 4 · from 4 units · at most 40 per order");
    expect(ruleText(t, FILTERS)).toBe("Sold in packs of 12 · from 12 units");
    expect(ruleText(t, { min: 2, max: null, increment: 1 })).toBe("Sold from 2 units");
    expect(ruleText(t, { min: 1, max: 1, increment: 1 })).toBe("Sold at most 1 per order");
    expect(ruleText(t, NO_QUANTITY_RULE)).toBeNull();
  });

  it("is worded in Polish and German", async () => {
    expect(ruleText(await translator("pl"), PADS)).toBe(
      "Sprzedawane w opakowaniach po 4 szt. · od 4 sztuk · najwyżej 40 szt. na zamówienie",
    );
    expect(ruleText(await translator("de"), PADS)).toBe(
      "Verkauf in Packungen zu 4 Stück · ab 4 Stück · höchstens 40 Stück pro Bestellung",
    );
  });
});

describe("quantityRuleMessage", () => {
  it("names the pack size and the allowed quantities either side", async () => {
    const t = await translator("en");
    expect(quantityRuleMessage(t, PADS, 10)).toBe("Sold in packs of 4: choose 8 or 12");
    expect(quantityRuleMessage(t, PADS, 5)).toBe("Sold in packs of 4: choose 4 or 8");
    // Below the minimum only the minimum keeps the rule; above the maximum only the maximum.
    expect(quantityRuleMessage(t, PADS, 3)).toBe("Sold in packs of 4: choose 4");
    expect(quantityRuleMessage(t, PADS, 42)).toBe("Sold in packs of 4: choose 40");
  });

  it("names the minimum and the maximum when the pack size is kept", async () => {
    const t = await translator("en");
    expect(quantityRuleMessage(t, { min: 8, max: 40, increment: 4 }, 4)).toBe("Sold from 8 units");
    expect(quantityRuleMessage(t, PADS, 44)).toBe("At most 40 per order");
  });

  it("is null for a quantity that keeps the rule", async () => {
    const t = await translator("en");
    expect(quantityRuleMessage(t, PADS, 4)).toBeNull();
    expect(quantityRuleMessage(t, PADS, 40)).toBeNull();
    expect(quantityRuleMessage(t, NO_QUANTITY_RULE, 7)).toBeNull();
  });

  it("is worded in Polish and German", async () => {
    const pl = await translator("pl");
    const de = await translator("de");
    expect(quantityRuleMessage(pl, PADS, 10)).toBe("Sprzedawane w opakowaniach po 4 szt.: wybierz 8 lub 12");
    expect(quantityRuleMessage(de, PADS, 10)).toBe("Nur in Packungen zu 4 Stück: Wählen Sie 8 oder 12");
    expect(quantityRuleMessage(pl, PADS, 44)).toBe("Najwyżej 40 szt. na zamówienie");
    expect(quantityRuleMessage(de, { min: 8, max: null, increment: 4 }, 4)).toBe("Verkauf erst ab 8 Stück");
  });
});

describe("the stepper", () => {
  it("steps by the pack size between the minimum and the allowed maximum", () => {
    expect(stepUp(PADS, 4, 40)).toBe(8);
    expect(stepUp(PADS, 5, 40)).toBe(8);
    expect(stepUp(PADS, 40, 40)).toBe(40);
    expect(stepUp(PADS, 2, 40)).toBe(4);
    expect(stepDown(PADS, 8)).toBe(4);
    expect(stepDown(PADS, 5)).toBe(4);
    expect(stepDown(PADS, 4)).toBe(4);
  });

  it("steps by one without a rule, as before", () => {
    expect(stepUp(NO_QUANTITY_RULE, 3, 10)).toBe(4);
    expect(stepUp(NO_QUANTITY_RULE, 10, 10)).toBe(10);
    expect(stepDown(NO_QUANTITY_RULE, 3)).toBe(2);
    expect(stepDown(NO_QUANTITY_RULE, 1)).toBe(1);
  });
});

describe("tierViews", () => {
  const tiers = [
    { from: 50, discountpct: 18, baseprice: 82 },
    { from: 10, discountpct: 15, baseprice: 85 },
  ];
  it("sorts the tiers and marks the highest the quantity reaches", () => {
    expect(tierViews(tiers, 12, (t) => t.baseprice)).toEqual([
      { from: 10, discountpct: 15, unit: 85, applied: true },
      { from: 50, discountpct: 18, unit: 82, applied: false },
    ]);
    expect(tierViews(tiers, 50, (t) => t.baseprice).map((t) => t.applied)).toEqual([false, true]);
    expect(tierViews(tiers, 9, (t) => t.baseprice).some((t) => t.applied)).toBe(false);
  });

  it("words the tiers net for a trade customer, with the discount, the applied one marked", async () => {
    const views = tierViews(tiers, 12, (t) => t.baseprice);
    const words = (lang: "de" | "pl", net: boolean) => ({
      net,
      price: (n: number) => `${n.toFixed(2).replace(".", ",")} €`,
      percent: (pct: number) => percent(lang, pct),
    });
    expect(tierLines(await translator("de"), views, words("de", true))).toEqual([
      { from: 10, text: "ab 10 Stück: 85,00 € netto pro Stück (−15 %)", applied: true },
      { from: 50, text: "ab 50 Stück: 82,00 € netto pro Stück (−18 %)", applied: false },
    ]);
    expect(tierLines(await translator("pl"), views, words("pl", false))[0]!.text).toBe(
      "od 10 sztuk: 85,00 € za sztukę (−15%)",
    );
    expect(percent("de", 12.5)).toBe("12,5");
  });
});
