import { describe, expect, it } from "vitest";
import { formatDate, formatWeight } from "./format.ts";

describe("numbers and dates in the page's language", () => {
  it("writes a weight with the language's decimal sign and a lower-case kg", () => {
    expect(formatWeight(2.23, "en")).toBe("2.23 kg");
    expect(formatWeight(2.23, "pl")).toBe("2,23 kg");
    expect(formatWeight(2.23, "de")).toBe("2,23 kg");
    expect(formatWeight(12.5, "de")).toBe("12,5 kg");
  });
  it("writes a day with the month's name in the language, in the shop's time zone", () => {
    // 23:30 UTC on 21 November is already 22 November in Warsaw.
    expect(formatDate("2026-11-21T23:30:00.000Z", "en")).toBe("22 November 2026");
    expect(formatDate("2026-11-22T09:00:00.000Z", "pl")).toBe("22 listopada 2026");
    expect(formatDate("2026-11-22T09:00:00.000Z", "de")).toBe("22. November 2026");
  });
});
