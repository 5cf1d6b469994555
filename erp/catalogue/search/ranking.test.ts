/** Unit tests of the order of matches: tiers, word scores, sort keys, the page and the overlay's merge. */
import { describe, expect, it } from "vitest";
import {
  mergeOrdered,
  nameOrderAmong,
  partTier,
  positionOf,
  scoredColumns,
  smallest,
  sortKey,
  textScore,
  TIER,
  WORD_SCORE,
  type Candidate,
} from "./ranking.ts";

describe("smallest", () => {
  it("gives the smallest numbers in order, by heap or by sort", () => {
    const values = Float64Array.from({ length: 500 }, (_, i) => (i * 7919) % 1009);
    const sorted = [...values].sort((a, b) => a - b);
    for (const count of [0, 1, 5, 24, 100, 499, 500])
      expect([...smallest(values, count)]).toEqual(sorted.slice(0, count));
  });
});

describe("partTier", () => {
  it("ranks the exact part number, then those starting with it, then those containing it", () => {
    expect(partTier("DBA4285", "DBA4285")).toBe(TIER.exact);
    expect(partTier("DBA4285XS", "DBA4285")).toBe(TIER.prefix);
    expect(partTier("KDBA4285", "DBA4285")).toBe(TIER.substring);
    expect(partTier("HB4285", "DBA4285")).toBe(-1);
  });

  it("looks inside part numbers only for 3 characters or more, and never for nothing typed", () => {
    expect(partTier("XDB1", "DB")).toBe(-1);
    expect(partTier("DB1", "DB")).toBe(TIER.prefix);
    expect(partTier("XDB1", "XDB")).toBe(TIER.prefix);
    expect(partTier("DBA4285", "")).toBe(-1);
  });
});

describe("word scores", () => {
  const documents = {
    document: new Set(["dba", "brake", "disc"]),
    deep: new Set(["dba", "brake", "disc", "hilux", "kangaroo"]),
  };
  const word = (w: string, corrections: string[] = []) => ({ word: w, corrections });

  it("looks a word up in the item's own texts, and first in the deep column when deep", () => {
    expect(scoredColumns("own", null)).toEqual([["own", WORD_SCORE.exact, WORD_SCORE.prefix]]);
    expect(scoredColumns("own", "deep")).toEqual([
      ["deep", WORD_SCORE.deepExact, WORD_SCORE.deepPrefix],
      ["own", WORD_SCORE.exact, WORD_SCORE.prefix],
    ]);
  });

  it("scores a whole word (or a correction) above a longer word it starts, own texts above deep ones", () => {
    expect(WORD_SCORE.exact).toBeGreaterThan(WORD_SCORE.prefix);
    expect(WORD_SCORE.prefix).toBeGreaterThan(WORD_SCORE.deepExact);
    expect(WORD_SCORE.deepExact).toBeGreaterThan(WORD_SCORE.deepPrefix);
    expect(textScore([word("brake")], false, documents)).toBe(WORD_SCORE.exact);
    expect(textScore([word("brak")], false, documents)).toBe(WORD_SCORE.prefix);
    expect(textScore([word("brkae", ["brake"])], false, documents)).toBe(WORD_SCORE.exact);
    expect(textScore([word("hilux")], true, documents)).toBe(WORD_SCORE.deepExact);
    expect(textScore([word("kanga")], true, documents)).toBe(WORD_SCORE.deepPrefix);
    expect(textScore([word("brake")], true, documents)).toBe(WORD_SCORE.exact);
  });

  it("sums the words, needs every one, and matches words under 3 characters only whole", () => {
    expect(textScore([word("dba"), word("dis")], false, documents)).toBe(WORD_SCORE.exact + WORD_SCORE.prefix);
    expect(textScore([word("dba"), word("hilux")], false, documents)).toBe(0);
    expect(textScore([word("di")], false, documents)).toBe(0);
    expect(textScore([], false, documents)).toBe(0);
  });
});

describe("sort keys", () => {
  it("order by tier, then score (higher first), then position, and carry the position", () => {
    const keys = [
      sortKey(TIER.text, 8, 1),
      sortKey(TIER.exact, 0, 900),
      sortKey(TIER.text, 8, 0),
      sortKey(TIER.prefix, 0, 5),
      sortKey(TIER.text, 12, 7),
      sortKey(TIER.prefix, 0, 2 ** 26 - 1),
    ];
    const sorted = [...keys].sort((a, b) => a - b);
    expect(sorted.map(positionOf)).toEqual([900, 5, 2 ** 26 - 1, 7, 0, 1]);
  });

  it("place an item outside the base half-way between the base items around its name", () => {
    const base = [{ name: "DBA4285" }, { name: "DBA4285XS" }, { name: "HB4285" }];
    expect(nameOrderAmong(base, "DBA4285S")).toBe(0.5);
    expect(nameOrderAmong(base, "A")).toBe(-0.5);
    expect(nameOrderAmong(base, "Z")).toBe(2.5);
  });
});

describe("mergeOrdered", () => {
  const candidate = (id: number, name: string, tier: number, score: number, nameOrder: number): Candidate => ({
    item: { id, name },
    tier,
    score,
    nameOrder,
  });

  it("keeps the base as it is when nothing changed", () => {
    const base = [candidate(1, "B", TIER.text, 3, 1), candidate(2, "A", TIER.text, 3, 0)];
    expect(mergeOrdered(base, [])).toBe(base);
  });

  it("puts changed items among the base by tier, score and name order, then name and id", () => {
    const base = [candidate(1, "DBA4285", TIER.exact, 0, 0), candidate(2, "DBA4285XS", TIER.prefix, 0, 2)];
    const overlay = [
      candidate(9, "DBA4285S", TIER.prefix, 0, 1.5),
      candidate(8, "ZZZ", TIER.text, 4, 7.5),
      candidate(7, "YYY", TIER.text, 7, 8.5),
      candidate(6, "DBA4285T", TIER.prefix, 0, 2.5),
      candidate(3, "DBA4285U", TIER.prefix, 0, 2.5),
      candidate(5, "DBA4285T", TIER.prefix, 0, 2.5),
    ];
    expect(mergeOrdered(base, overlay).map((c) => c.item.id)).toEqual([1, 9, 2, 5, 6, 3, 7, 8]);
  });
});
