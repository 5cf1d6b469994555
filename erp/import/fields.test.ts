import { describe, expect, it } from "vitest";
import { centsText, decimal, isDay, wholeNumber, year, yesNo } from "./fields.ts";
import { isEan, listOf } from "./items.ts";
import { dayEnd, dayStart, shopDay } from "./prices.ts";

describe("the fields of an imported line", () => {
  it("reads decimals with a point or a comma, at most so many places, never thousands separators", () => {
    expect(decimal("12.50", 2, 1000)).toEqual({ scaled: 1250 });
    expect(decimal("12,5", 2, 1000)).toEqual({ scaled: 1250 });
    expect(decimal("7", 2, 1000)).toEqual({ scaled: 700 });
    expect(decimal("0.100", 2, 1000)).toEqual({ scaled: 10 });
    expect(decimal("12.345", 2, 1000)).toBe("decimals");
    expect(decimal("-3", 2, 1000)).toBe("negative");
    expect(decimal("1,250.00", 2, 10_000)).toBe("notNumber");
    expect(decimal("12 EUR", 2, 1000)).toBe("notNumber");
    expect(decimal("1000.01", 2, 1000)).toBe("tooLarge");
    expect(centsText(1250)).toBe("12.50");
    expect(centsText(7)).toBe("0.07");
  });

  it("reads whole numbers, yes/no, days and model years", () => {
    expect(wholeNumber("12")).toBe(12);
    expect(wholeNumber("1.5")).toBe("notWholeNumber");
    expect(wholeNumber("-1")).toBe("negative");
    expect(wholeNumber("2000000000")).toBe("tooLarge");
    expect([yesNo("Yes"), yesNo("no"), yesNo("1"), yesNo("maybe")]).toEqual([true, false, true, "notYesNo"]);
    expect([isDay("2026-02-28"), isDay("2026-02-30"), isDay("2026-13-01"), isDay("28.02.2026")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const now = new Date("2026-11-29T12:00:00Z");
    expect([year("2009", now), year("2027", now), year("2028", now), year("1899", now), year("09", now)]).toEqual([
      2009,
      2027,
      "year",
      "year",
      "year",
    ]);
  });

  it("checks an EAN's check digit and splits lists on |", () => {
    expect(["4006381333931", "73513537", "036000291452", "4006633163026"].map(isEan)).toEqual([true, true, true, true]);
    expect(["4006381333932", "12345", "400638133393A"].map(isEan)).toEqual([false, false, false]);
    expect(listOf(" a | |b|")).toEqual(["a", "b"]);
  });

  it("takes days as the shop's (Europe/Warsaw), also across a change of clocks", () => {
    expect(dayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(dayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(dayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(dayEnd("2026-03-28").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(dayEnd("2026-10-25").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(shopDay(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
  });
});
