import { describe, expect, it } from "vitest";
import { normalizeKeyword, readSearchQuery, SEARCH_MAX_PAGE, searchUrl } from "./search.ts";

describe("normalizeKeyword", () => {
  it("trims and refuses under 2 characters", () => {
    expect(normalizeKeyword(" a ")).toBeNull();
    expect(normalizeKeyword(null)).toBeNull();
    expect(normalizeKeyword("  DBA   4650 ")).toBe("DBA 4650");
  });
});

describe("search URLs", () => {
  it("reads deep and page, falling back to page 1 for nonsense", () => {
    expect(readSearchQuery(new URLSearchParams("deep=true&page=3"))).toEqual({ deep: true, page: 3 });
    expect(readSearchQuery(new URLSearchParams("deep=yes&page=-2"))).toEqual({ deep: false, page: 1 });
    expect(readSearchQuery(new URLSearchParams("page=2.5"))).toEqual({ deep: false, page: 1 });
    expect(readSearchQuery(new URLSearchParams("page=99999")).page).toBe(SEARCH_MAX_PAGE);
  });

  it("writes the phrase encoded and leaves defaults out", () => {
    expect(searchUrl({ keyword: "DBA 4650/XS", deep: false, page: 1 })).toBe("/search/DBA%204650%2FXS");
    expect(searchUrl({ keyword: "hilux", deep: true, page: 2 })).toBe("/search/hilux?deep=true&page=2");
  });
});
