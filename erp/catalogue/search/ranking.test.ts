/** Unit tests of the page of sort keys (smallest). */
import { describe, expect, it } from "vitest";
import { smallest } from "./ranking.ts";

describe("smallest", () => {
  it("gives the smallest numbers in order, by heap or by sort", () => {
    const values = Float64Array.from({ length: 500 }, (_, i) => (i * 7919) % 1009);
    const sorted = [...values].sort((a, b) => a - b);
    for (const count of [0, 1, 5, 24, 100, 499, 500])
      expect([...smallest(values, count)]).toEqual(sorted.slice(0, count));
  });
});
