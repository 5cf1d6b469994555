/** Unit tests of the binary searches over sorted strings. */
import { describe, expect, it } from "vitest";
import { byString, lowerBound, prefixRange } from "./sorted.ts";

const SORTED = ["BRAKE", "DBA4285", "DBA4285S", "DBA4285XS", "DBA4286", "HB4285"];
const at = (i: number) => SORTED[i]!;

describe("byString", () => {
  it("orders by UTF-16 code units, as the index's lookups compare", () => {
    expect(["b", "B", "a", "ä", "A"].sort(byString)).toEqual(["A", "B", "a", "b", "ä"]);
    expect(byString("x", "x")).toBe(0);
  });
});

describe("lowerBound", () => {
  it("finds the first value not below the one sought, the length past the end", () => {
    expect(lowerBound(SORTED.length, "DBA4285", at)).toBe(1);
    expect(lowerBound(SORTED.length, "DBA4285T", at)).toBe(3);
    expect(lowerBound(SORTED.length, "A", at)).toBe(0);
    expect(lowerBound(SORTED.length, "Z", at)).toBe(SORTED.length);
    expect(lowerBound(0, "A", at)).toBe(0);
  });
});

describe("prefixRange", () => {
  it("gives the range of values starting with the prefix, the value itself included", () => {
    expect(prefixRange(SORTED.length, "DBA4285", at)).toEqual([1, 4]);
    expect(prefixRange(SORTED.length, "DBA428", at)).toEqual([1, 5]);
    expect(prefixRange(SORTED.length, "HB", at)).toEqual([5, 6]);
    expect(prefixRange(SORTED.length, "", at)).toEqual([0, SORTED.length]);
  });

  it("gives an empty range where nothing starts with the prefix", () => {
    const [from, to] = prefixRange(SORTED.length, "CAR", at);
    expect(to - from).toBe(0);
    expect(prefixRange(0, "DBA", at)).toEqual([0, 0]);
  });
});
