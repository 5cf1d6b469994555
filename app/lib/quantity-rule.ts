/**
 * An item's quantity rule (contract/quantity.ts, issue 41) in the buyer's words: what the product
 * page, the basket, the quick order and the reorder notice say about how a part is sold, and why a
 * quantity was refused. One wording for all of them, so the same break reads the same everywhere;
 * the texts are common:quantityRule.* (the t function may be fixed to any namespace).
 */
import {
  hasQuantityRule,
  nearestAllowed,
  quantityRuleBreak,
  type QuantityRule,
  type QuantityRuleBreak,
} from "../../contract/quantity.ts";
import type { Language } from "../../contract/languages.ts";
import type { TFunction } from "./translate.ts";

const K = "common:quantityRule";

/**
 * How the item is sold, as one line: "Sold in packs of 4 · from 4 units · at most 40 per order",
 * only the parts that apply; null for an item without a rule.
 */
export function ruleText(t: TFunction, rule: QuantityRule): string | null {
  if (!hasQuantityRule(rule)) return null;
  const parts: string[] = [];
  if (rule.increment > 1) parts.push(t(`${K}.pack`, { count: rule.increment }));
  if (rule.min > 1) parts.push(t(`${K}.from`, { count: rule.min }));
  if (rule.max !== null) parts.push(t(`${K}.max`, { count: rule.max }));
  return t(`${K}.sold`, { parts: parts.join(" · ") });
}

/** The message for a quantity that breaks `broken` of the rule, naming the rule and what would keep it. */
export function breakText(t: TFunction, rule: QuantityRule, broken: QuantityRuleBreak, quantity: number): string {
  switch (broken) {
    case "increment": {
      const { below, above } = nearestAllowed(rule, quantity);
      const count = rule.increment;
      if (below !== null && above !== null) return t(`${K}.breaks.incrementEither`, { count, below, above });
      const near = below ?? above;
      return near !== null
        ? t(`${K}.breaks.incrementOne`, { count, quantity: near })
        : t(`${K}.breaks.increment`, { count });
    }
    case "min":
      return t(`${K}.breaks.min`, { count: rule.min });
    case "max":
      return t(`${K}.breaks.max`, { count: rule.max ?? quantity });
  }
}

/** The message for `quantity` when it breaks the rule, else null. */
export function quantityRuleMessage(t: TFunction, rule: QuantityRule, quantity: number): string | null {
  const broken = quantityRuleBreak(rule, quantity);
  return broken ? breakText(t, rule, broken, quantity) : null;
}

/** The stepper's next quantity down: the allowed quantity below `quantity`, never under the minimum. */
export function stepDown(rule: QuantityRule, quantity: number): number {
  const below = Math.ceil(quantity / rule.increment) * rule.increment - rule.increment;
  return Math.max(below, rule.min);
}

/** The stepper's next quantity up: the allowed quantity above `quantity`, never over `max` (the allowed maximum). */
export function stepUp(rule: QuantityRule, quantity: number, max: number): number {
  const above = Math.floor(quantity / rule.increment) * rule.increment + rule.increment;
  return Math.max(Math.min(above, max), rule.min);
}

/** A volume tier as a page lists it (the product page's net or gross unit price, the basket's). */
export interface TierView {
  from: number;
  discountpct: number;
  /** The unit price the shopper's basis shows, at this tier. */
  unit: number;
  /** Whether this tier prices the quantity now (the highest tier it reaches). */
  applied: boolean;
}

/** The tiers with the one `quantity` reaches marked, by rising quantity. */
export function tierViews<T extends { from: number; discountpct: number }>(
  tiers: readonly T[],
  quantity: number,
  unit: (tier: T) => number,
): TierView[] {
  const sorted = [...tiers].sort((a, b) => a.from - b.from);
  const reached = sorted.filter((tier) => quantity >= tier.from).at(-1);
  return sorted.map((tier) => ({
    from: tier.from,
    discountpct: tier.discountpct,
    unit: unit(tier),
    applied: tier === reached,
  }));
}

/** A volume tier in words: "from 10 units: 12,34 € net each (−15 %)", the applied one marked. */
export interface TierLine {
  from: number;
  text: string;
  applied: boolean;
}

/**
 * The tiers as a page lists them: `net` for a trade customer's net unit prices (else gross),
 * `price` and `percent` format an amount and a discount in the page's language.
 */
export function tierLines(
  t: TFunction,
  tiers: readonly TierView[],
  words: { net: boolean; price: (amount: number) => string; percent: (pct: number) => string },
): TierLine[] {
  return tiers.map((tier) => ({
    from: tier.from,
    applied: tier.applied,
    text: `${t(words.net ? `${K}.tierNet` : `${K}.tier`, { count: tier.from, price: words.price(tier.unit) })} (${t(`${K}.tierDiscount`, { discount: words.percent(tier.discountpct) })})`,
  }));
}

/** A discount in percent as the language writes it (12.5 → "12,5"). */
export const percent = (lang: Language, pct: number) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(pct);
