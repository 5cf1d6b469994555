import { describe, expect, it } from "vitest";
import { formatMeasure } from "./measure.ts";

describe("formatMeasure", () => {
  it("writes a measure as each language does, up to two decimals, without grouping", () => {
    expect(formatMeasure(103.6, "mm", "en")).toBe("103.6 mm");
    expect(formatMeasure(103.6, "mm", "pl")).toBe("103,6 mm");
    expect(formatMeasure(103.6, "mm", "de")).toBe("103,6 mm");
    expect(formatMeasure(2755, "cm³", "de")).toBe("2755 cm³");
    expect(formatMeasure(12.345, "", "en")).toBe("12.35");
  });
});
