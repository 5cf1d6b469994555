import { describe, expect, it } from "vitest";
import type { LineProblemCode } from "../../contract/import.ts";
import { problemText } from "../../contract/import.ts";
import { quantityRuleOf, setsQuantityRule } from "./quantity-rule.ts";

/** The rule of the fields, and the problems noted as "column code params". */
function check(fields: Record<string, string>) {
  const problems: string[] = [];
  const rule = quantityRuleOf(fields, (column: string, code: LineProblemCode, params?: object) =>
    problems.push(`${column} ${code}${params ? ` ${JSON.stringify(params)}` : ""}`),
  );
  return { rule, problems };
}

describe("an items line's quantity rule", () => {
  it("is set by a file with any of its columns", () => {
    expect(setsQuantityRule(new Set(["part_number", "order_increment"]))).toBe(true);
    expect(setsQuantityRule(new Set(["part_number", "weight_kg"]))).toBe(false);
  });

  it("takes empty columns as 1, 1 and no maximum", () => {
    expect(check({})).toEqual({ rule: { min: 1, increment: 1, max: null }, problems: [] });
    expect(check({ order_minimum: " ", order_increment: "", order_maximum: "" }).rule).toEqual({
      min: 1,
      increment: 1,
      max: null,
    });
  });

  it("takes a rule that keeps itself: pads per axle set, filters in boxes of 12", () => {
    expect(check({ order_minimum: "2", order_increment: "2", order_maximum: "20" }).rule).toEqual({
      min: 2,
      increment: 2,
      max: 20,
    });
    expect(check({ order_minimum: "12", order_increment: "12" }).rule).toEqual({ min: 12, increment: 12, max: null });
    expect(check({ order_maximum: "5" }).rule).toEqual({ min: 1, increment: 1, max: 5 });
  });

  it("refuses what is no whole number within the limits, naming the column and the limit", () => {
    for (const value of ["0", "-2", "1.5", "2,0", "zwölf", "100001"])
      expect(check({ order_minimum: value }).problems).toEqual([`order_minimum quantityRule {"max":100000}`]);
    expect(check({ order_increment: "10001" }).problems).toEqual([`order_increment quantityRule {"max":10000}`]);
    expect(check({ order_maximum: "0" }).problems).toEqual([`order_maximum quantityRule {"max":100000}`]);
    expect(check({ order_maximum: "0" }).rule).toBeNull();
  });

  it("refuses a minimum or maximum off the increment, and a maximum below the minimum", () => {
    expect(check({ order_increment: "12" }).problems).toEqual([
      `order_minimum notMultipleOfIncrement {"value":1,"increment":12}`,
    ]);
    expect(check({ order_minimum: "12", order_increment: "12", order_maximum: "30" }).problems).toEqual([
      `order_maximum notMultipleOfIncrement {"value":30,"increment":12}`,
    ]);
    expect(check({ order_minimum: "24", order_increment: "12", order_maximum: "12" }).problems).toEqual([
      `order_maximum maximumBelowMinimum {"max":12,"min":24}`,
    ]);
    expect(check({ order_minimum: "24", order_increment: "12", order_maximum: "12" }).rule).toBeNull();
  });

  it("words each problem in the three languages, with the rule's numbers", () => {
    expect(problemText("en", "notMultipleOfIncrement", { value: 30, increment: 12 })).toBe(
      "30 is not a multiple of the order increment 12",
    );
    expect(problemText("de", "maximumBelowMinimum", { max: 12, min: 24 })).toBe(
      "Die Höchstbestellmenge 12 liegt unter der Mindestbestellmenge 24",
    );
    expect(problemText("pl", "quantityRule", { max: 100000 })).toContain("100000");
  });
});
