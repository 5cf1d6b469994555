/**
 * Quantity rules (issue 41 item 5), in a module of its own without zod: the product page's quantity
 * field and the basket use them in the browser, the ERP to refuse what breaks them.
 */

/** Quantity rule: minimum 1, a typed quantity above the maximum is reduced to it. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(max, 1)));
}

/**
 * An item's quantity rule: a quantity is a multiple of `increment` from `min` up to `max` (null:
 * no maximum). The minimum and the maximum are multiples of the increment (migration 0049).
 */
export interface QuantityRule {
  min: number;
  max: number | null;
  increment: number;
}

/** The rule of an item that has none: any whole quantity from 1. */
export const NO_QUANTITY_RULE: QuantityRule = { min: 1, max: null, increment: 1 };

/** The largest minimum, maximum and increment the catalogue takes. */
export const QUANTITY_RULE_LIMITS = { min: 100_000, max: 100_000, increment: 10_000 } as const;

/** Whether an item's rule asks anything beyond "one or more". */
export const hasQuantityRule = (rule: QuantityRule): boolean => rule.min > 1 || rule.max !== null || rule.increment > 1;

/** Which part of its rule a quantity breaks: below the minimum, above the maximum, not a multiple of the increment. */
export type QuantityRuleBreak = "min" | "max" | "increment";

/** The part of the rule `quantity` breaks, null when it keeps the rule (the increment is named first). */
export function quantityRuleBreak(rule: QuantityRule, quantity: number): QuantityRuleBreak | null {
  if (quantity % rule.increment !== 0) return "increment";
  if (quantity < rule.min) return "min";
  if (rule.max !== null && quantity > rule.max) return "max";
  return null;
}

/**
 * The largest quantity that keeps the rule and that `available` units allow: a multiple of the
 * increment, at most the maximum; 0 when not even the minimum is available.
 */
export function allowedMaximum(rule: QuantityRule, available: number): number {
  const cap = Math.min(available, rule.max ?? available);
  const stepped = Math.floor(cap / rule.increment) * rule.increment;
  return stepped >= rule.min ? stepped : 0;
}

/** The nearest quantities that keep the rule around `quantity` (below, above), for a message; null where none. */
export function nearestAllowed(rule: QuantityRule, quantity: number): { below: number | null; above: number | null } {
  const down = Math.floor(quantity / rule.increment) * rule.increment;
  const up = Math.ceil(quantity / rule.increment) * rule.increment;
  const fits = (q: number) => q >= rule.min && (rule.max === null || q <= rule.max);
  const below = fits(down) && down < quantity ? down : quantity > (rule.max ?? Infinity) ? rule.max : null;
  const above = fits(up) && up > quantity ? up : quantity < rule.min ? rule.min : null;
  return { below, above };
}

/** Volume tiers a price level may have (migration 0049). */
export const VOLUME_TIERS_MAX = 3;

/**
 * What is wrong with a level's volume tiers, as the office names it: each tier from 2 units, at a
 * quantity no other tier names, with a discount above the level's and above every smaller tier's.
 */
export function volumeTierProblem(
  levelBp: number,
  tiers: readonly { fromQuantity: number; discountBp: number }[],
): "count" | "from" | "repeated" | "discount" | null {
  if (tiers.length > VOLUME_TIERS_MAX) return "count";
  const sorted = [...tiers].sort((a, b) => a.fromQuantity - b.fromQuantity);
  let previous = levelBp;
  for (const [i, tier] of sorted.entries()) {
    if (!Number.isInteger(tier.fromQuantity) || tier.fromQuantity < 2 || tier.fromQuantity > QUANTITY_RULE_LIMITS.max)
      return "from";
    if (i > 0 && sorted[i - 1]!.fromQuantity === tier.fromQuantity) return "repeated";
    if (tier.discountBp <= previous || tier.discountBp > 9000) return "discount";
    previous = tier.discountBp;
  }
  return null;
}
