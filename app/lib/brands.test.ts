import { describe, expect, it } from "vitest";
import { aboutBrands, brandStrip, brandTiles } from "./brands.ts";

const HIDDEN_FOR_UK = ["pedders", "turbosmart", "whiteline", "acl", "ryco", "superpro"];

describe("brand lists and the UK source", () => {
  it("About's catalogue circles are the spec's ten brands in order on the main and parts sources", () => {
    const ids = ["dba", "xclutch", "hawk", "xforce", "pedders", "turbosmart", "whiteline", "acl", "ryco", "superpro"];
    expect(aboutBrands("main").map((b) => b.id)).toEqual(ids);
    expect(aboutBrands("parts").map((b) => b.id)).toEqual(ids);
  });
  it("the UK source hides pedders, turbosmart, whiteline, acl, ryco and superpro everywhere", () => {
    expect(aboutBrands("uk").map((b) => b.id)).toEqual(["dba", "xclutch", "hawk", "xforce"]);
    for (const list of [brandTiles("uk"), brandStrip("uk")]) {
      const ids = list.map((b) => b.id);
      for (const hidden of HIDDEN_FOR_UK) expect(ids).not.toContain(hidden);
      expect(ids).toHaveLength(13 - HIDDEN_FOR_UK.length);
    }
    expect(brandTiles("main")).toHaveLength(13);
  });
});
