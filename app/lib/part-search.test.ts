import { describe, expect, it } from "vitest";
import { resources } from "../locales.ts";
import { partSearchUrl, readCriterion, readPartSearchUrl } from "./part-search.ts";
import { PART_SEARCH_FIELDS } from "../../contract/part-search-constants.ts";

const read = (query: string, kind: "rotor" | "clutch" | "motorsport" | "universal" = "rotor") =>
  readPartSearchUrl(new URL(`http://shop.test/catalogue/search/${kind}?${query}`), kind);

describe("reading a part search from the URL", () => {
  it("reads measurements with a decimal point or comma, counts and choices", () => {
    const state = read("diameter=332&thickness=28,5&boltHoles=6&vent=vented&pcd=139.7&tolerance=0.5&r90=on");
    expect(state.errors).toEqual({});
    expect(state.criteria).toEqual({ diameter: 332, thickness: 28.5, boltHoles: 6, vent: "vented", pcd: 139.7 });
    expect(state.tolerance).toBe(0.5);
    expect(state.r90).toBe(true);
  });

  it("uses ±1 mm when no tolerance is chosen, and leaves empty fields out", () => {
    const state = read("diameter=&thickness=%20");
    expect(state.tolerance).toBe(1);
    expect(state.criteria).toEqual({});
    expect(state.errors).toEqual({});
  });

  it("refuses a negative, zero, non-numeric or absurd value with the field's error", () => {
    const state = read("diameter=-296&thickness=0&annulus=abc&pcd=90000&boltHoles=5.5&weight=1e3");
    expect(state.errors).toEqual({
      diameter: { key: "positive" },
      thickness: { key: "positive" },
      annulus: { key: "number" },
      pcd: { key: "tooLarge", max: PART_SEARCH_FIELDS.rotor.pcd.max },
      boltHoles: { key: "whole" },
      weight: { key: "number" },
    });
    expect(state.criteria).toEqual({});
  });

  it("refuses an unknown choice and an unknown tolerance", () => {
    const state = read("vent=sideways&tolerance=7");
    expect(state.errors).toEqual({ vent: { key: "choice" }, tolerance: { key: "tolerance" } });
  });

  it("reads a clutch's spline count and diameter, and a motorsport capacity as a whole number", () => {
    expect(read("splines=24&discDiameter=250", "clutch").criteria).toEqual({ splines: 24, discDiameter: 250 });
    expect(read("capacity=2755.5", "motorsport").errors).toEqual({ capacity: { key: "whole" } });
    expect(read("caliperSize=AP%20Racing%20CP5200", "motorsport").criteria).toEqual({
      caliperSize: "AP Racing CP5200",
    });
  });

  it("every error has a text in every language", () => {
    for (const lang of ["en", "pl", "de"] as const) {
      for (const key of ["number", "positive", "whole", "tooLarge", "choice", "tolerance"] as const) {
        expect(resources[lang].catalogue.partSearch.errors[key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("keeps only what was typed, the sort and the page in the URL", () => {
    const state = read("diameter=332&tolerance=1&sort=price&page=2&unknown=1");
    expect(partSearchUrl(state)).toBe("/catalogue/search/rotor?diameter=332&sort=price&page=2");
    expect(partSearchUrl({ ...state, values: { ...state.values, tolerance: "2" }, r90: true, page: 1 })).toBe(
      "/catalogue/search/rotor?diameter=332&tolerance=2&r90=on&sort=price",
    );
  });

  it("refuses a control character in a chosen value instead of passing it on", () => {
    expect(read("caliperSize=AP%00Racing", "motorsport").errors).toEqual({ caliperSize: { key: "choice" } });
  });

  it("a single criterion reads as the ERP expects", () => {
    expect(readCriterion({ kind: "mm", max: 600 }, "296,44")).toEqual({ value: 296.44 });
    expect(readCriterion({ kind: "count", max: 12 }, "+6")).toEqual({ value: 6 });
    expect(readCriterion({ kind: "mm", max: 600 }, "-0")).toEqual({ error: { key: "positive" } });
  });
});
