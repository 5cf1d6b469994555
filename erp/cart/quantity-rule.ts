/**
 * The refusal of a quantity that breaks its item's quantity rule (contract/quantity.ts): never a
 * silent change of what the buyer asked for, but a 400 (409 at the checkout, for a line the basket
 * already holds) naming the rule, at the field it concerns.
 */
import { quantityRuleBreak, type QuantityRule, type QuantityRuleBreak } from "../../contract/quantity.ts";
import { ErpError } from "../errors.ts";

/** The rule in the ERP's own (English) words; the storefront words it in the buyer's language. */
export function ruleWords(rule: QuantityRule, broken: QuantityRuleBreak): string {
  switch (broken) {
    case "increment":
      return `sold in packs of ${rule.increment}: order a multiple of ${rule.increment}`;
    case "min":
      return `sold from ${rule.min} units`;
    case "max":
      return `at most ${rule.max} units per order`;
  }
}

/** The refusal of `quantity` of `name`, at `field` (the request's quantity, or a basket line's). */
export function quantityRuleError(
  name: string,
  rule: QuantityRule,
  broken: QuantityRuleBreak,
  field: string,
  status: 400 | 409 = 400,
): ErpError {
  const message = `${name} is ${ruleWords(rule, broken)}`;
  return new ErpError(status, "QUANTITY_RULE", message, { [field]: [message] });
}

/** Throws the refusal when `quantity` breaks the rule. */
export function checkQuantityRule(name: string, rule: QuantityRule, quantity: number, field = "quantity"): void {
  const broken = quantityRuleBreak(rule, quantity);
  if (broken) throw quantityRuleError(name, rule, broken, field);
}

/**
 * At the checkout: a basket line its item's rule does not allow (a rule set after the line went into
 * the basket) stops the order, named at the line (409).
 */
export function checkLineRules(
  lines: readonly {
    row: { id: string; parent_line_id: string | null; quantity: number };
    item: { name: string; quantityrule: QuantityRule };
  }[],
): void {
  for (const line of lines) {
    const broken = line.row.parent_line_id === null && quantityRuleBreak(line.item.quantityrule, line.row.quantity);
    if (broken)
      throw quantityRuleError(line.item.name, line.item.quantityrule, broken, `transactionlines.${line.row.id}`, 409);
  }
}
