import { describe, expect, it } from "vitest";
import { discounted, levelFor, type PriceLevel } from "../price-levels.ts";
import { defaultPriceList } from "./customers.ts";

const level = (name: string, discountBp: number, scope: Partial<PriceLevel> = {}): PriceLevel => ({
  name,
  discountBp,
  brandId: null,
  pricegroup: null,
  tiers: [],
  ...scope,
});

describe("price levels", () => {
  const levels = [
    level("Dealer", 1500),
    level("DBA partner", 2500, { brandId: "dba" }),
    level("Group B", 2000, { pricegroup: "B" }),
  ];

  it("the brand's level wins over the price group's, which wins over the general one", () => {
    expect(levelFor(levels, { brandId: "dba", pricegroup: "B" })?.name).toBe("DBA partner");
    expect(levelFor(levels, { brandId: "xclutch", pricegroup: "B" })?.name).toBe("Group B");
    expect(levelFor(levels, { brandId: "xclutch", pricegroup: "A" })?.name).toBe("Dealer");
    expect(levelFor(levels.slice(1), { brandId: "xclutch", pricegroup: "A" })).toBeNull();
  });

  it("takes the discount off in cents, rounded half up", () => {
    expect(discounted(10_000, level("x", 1500))).toBe(8500);
    expect(discounted(999, level("x", 1250))).toBe(874); // 874.125
    expect(discounted(1001, level("x", 5000))).toBe(501); // 500.5 rounds up
    expect(discounted(1234, null)).toBe(1234);
  });

  it("a customer without an agreed list gets their region's", () => {
    expect(defaultPriceList("NL")).toBe("NL");
    expect(defaultPriceList("GB")).toBe("UK");
    expect(defaultPriceList("DE")).toBe("EU");
  });
});
