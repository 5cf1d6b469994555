/** Unit tests of the store of the cards' trade facts. */
import { describe, expect, it } from "vitest";
import { TradeFacts } from "./trade-facts.ts";

describe("TradeFacts", () => {
  const row = (id: number, price = 1) => ({ id, price });

  it("keeps rows per list and says which ids to ask for", () => {
    const facts = new TradeFacts<{ id: number; price: number }>();
    facts.put("EU:EUR", [row(1), row(2)], facts.mark());
    expect(facts.get("EU:EUR", [2, 3, 1])).toEqual({ rows: [row(2), row(1)], missing: [3] });
    expect(facts.get("EU:PLN", [1])).toEqual({ rows: [], missing: [1] });
  });

  it("drops an item on every list", () => {
    const facts = new TradeFacts<{ id: number; price: number }>();
    facts.put("EU:EUR", [row(1), row(2)], facts.mark());
    facts.put("UK:EUR", [row(1)], facts.mark());
    facts.drop([1]);
    expect(facts.get("EU:EUR", [1, 2]).missing).toEqual([1]);
    expect(facts.get("UK:EUR", [1]).missing).toEqual([1]);
    facts.clear();
    expect(facts.size).toBe(0);
  });

  it("does not keep a fill whose query was sent before a drop or a clear", () => {
    const facts = new TradeFacts<{ id: number; price: number }>();
    const early = facts.mark();
    facts.drop([7]);
    facts.put("EU:EUR", [row(7, 10)], early);
    expect(facts.size).toBe(0);
    const beforeClear = facts.mark();
    facts.clear();
    facts.put("EU:EUR", [row(7, 10)], beforeClear);
    expect(facts.size).toBe(0);
    facts.put("EU:EUR", [row(7, 11)], facts.mark());
    expect(facts.get("EU:EUR", [7]).rows).toEqual([row(7, 11)]);
  });

  it("keeps at most its limit, the oldest fill going first", () => {
    const facts = new TradeFacts<{ id: number; price: number }>(3);
    facts.put("EU:EUR", [row(1), row(2), row(3)], facts.mark());
    facts.put("EU:EUR", [row(1, 5), row(4)], facts.mark());
    expect(facts.size).toBe(3);
    expect(facts.get("EU:EUR", [1, 2, 3, 4]).missing).toEqual([2]);
    expect(facts.get("EU:EUR", [1]).rows).toEqual([row(1, 5)]);
  });
});
