import { describe, expect, it } from "vitest";
import { shopWorkers } from "./main.ts";

describe("shopWorkers", () => {
  it("defaults to one worker per core, at most 8", () => {
    expect(shopWorkers(undefined, 1)).toBe(1);
    expect(shopWorkers(undefined, 2)).toBe(2);
    expect(shopWorkers("", 4)).toBe(4);
    expect(shopWorkers(undefined, 32)).toBe(8);
  });

  it("takes SHOP_WORKERS as given", () => {
    expect(shopWorkers("1", 4)).toBe(1);
    expect(shopWorkers("12", 2)).toBe(12);
  });

  it("refuses what is not a whole number from 1 to 64", () => {
    for (const bad of ["0", "-1", "1.5", "two", "65"])
      expect(() => shopWorkers(bad, 2)).toThrow(/SHOP_WORKERS must be a whole number from 1 to 64/);
  });
});
