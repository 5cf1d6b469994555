import { describe, expect, it } from "vitest";
import { formatMeasure, localizeDecimals } from "./measure.ts";

describe("formatMeasure", () => {
  it("writes a measure as each language does, up to two decimals, without grouping", () => {
    expect(formatMeasure(103.6, "mm", "en")).toBe("103.6 mm");
    expect(formatMeasure(103.6, "mm", "pl")).toBe("103,6 mm");
    expect(formatMeasure(103.6, "mm", "de")).toBe("103,6 mm");
    expect(formatMeasure(2755, "cm³", "de")).toBe("2755 cm³");
    expect(formatMeasure(12.345, "", "en")).toBe("12.35");
  });
});

describe("localizeDecimals", () => {
  it("writes a stored value's decimal numbers with the page's decimal sign", () => {
    expect(localizeDecimals("139.7 mm", "de")).toBe("139,7 mm");
    expect(localizeDecimals("139.7 mm", "pl")).toBe("139,7 mm");
    expect(localizeDecimals("139.7 mm", "en")).toBe("139.7 mm");
    expect(localizeDecimals("6 x 139.7", "de")).toBe("6 x 139,7");
    expect(localizeDecimals("0.25", "de")).toBe("0,25");
    expect(localizeDecimals("± 0.5 mm", "pl")).toBe("± 0,5 mm");
  });
  it("leaves part numbers, dotted runs, thousands and words alone", () => {
    for (const text of ["DBA4433XS", "1.2.3", "28.11.2026", "1,445.99", "v1.5", "2.0T", "9,7 kg", "STD"])
      expect(localizeDecimals(text, "de")).toBe(text);
  });
});
