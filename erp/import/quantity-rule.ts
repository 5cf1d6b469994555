/**
 * An items line's quantity rule (issue 41 item 5; migration 0049): the optional columns
 * `order_minimum`, `order_increment` and `order_maximum` (empty: 1, 1 and no maximum). The three go
 * together: a file with any of them sets all three (one it lacks is taken as empty), so that a rule
 * is always checked whole and never mixed with what the item had. Whole numbers within
 * QUANTITY_RULE_LIMITS; the minimum and the maximum multiples of the increment; the maximum not
 * below the minimum.
 */
import type { LineProblemCode } from "../../contract/import.ts";
import { QUANTITY_RULE_LIMITS, type QuantityRule } from "../../contract/quantity.ts";

/** The items columns of a quantity rule. */
export const QUANTITY_RULE_COLUMNS = ["order_minimum", "order_increment", "order_maximum"] as const;
type RuleColumn = (typeof QUANTITY_RULE_COLUMNS)[number];

const LIMIT: Record<RuleColumn, number> = {
  order_minimum: QUANTITY_RULE_LIMITS.min,
  order_increment: QUANTITY_RULE_LIMITS.increment,
  order_maximum: QUANTITY_RULE_LIMITS.max,
};

/** Whether a file's columns set the quantity rule. */
export const setsQuantityRule = (has: ReadonlySet<string>) => QUANTITY_RULE_COLUMNS.some((c) => has.has(c));

/**
 * The rule of a line's fields, or null after noting each problem: `problem(column, code, params)`
 * as problemsOf gives it.
 */
export function quantityRuleOf(
  fields: Readonly<Record<string, string | undefined>>,
  problem: (column: string, code: LineProblemCode, params?: Record<string, string | number>) => void,
): QuantityRule | null {
  /** The column's number; null when empty; undefined after noting a problem. */
  const read = (column: RuleColumn): number | null | undefined => {
    const text = (fields[column] ?? "").trim();
    if (!text) return null;
    const n = Number(text);
    if (/^\d+$/.test(text) && n >= 1 && n <= LIMIT[column]) return n;
    problem(column, "quantityRule", { max: LIMIT[column] });
    return undefined;
  };
  const [minimum, step, max] = QUANTITY_RULE_COLUMNS.map(read);
  if (minimum === undefined || step === undefined || max === undefined) return null;
  const rule: QuantityRule = { min: minimum ?? 1, increment: step ?? 1, max };
  let ok = true;
  if (rule.min % rule.increment !== 0) {
    problem("order_minimum", "notMultipleOfIncrement", { value: rule.min, increment: rule.increment });
    ok = false;
  }
  if (max !== null && max % rule.increment !== 0) {
    problem("order_maximum", "notMultipleOfIncrement", { value: max, increment: rule.increment });
    ok = false;
  }
  if (max !== null && max < rule.min) {
    problem("order_maximum", "maximumBelowMinimum", { max, min: rule.min });
    ok = false;
  }
  return ok ? rule : null;
}
