import { describe, expect, it } from "vitest";
import { axlePictureUrl, parseAxlePath, renderAxlePicture } from "./axle-picture.ts";

describe("axle pictures", () => {
  it("hold no words, so they fit a page in every language (the page names the axle)", () => {
    for (const axle of ["front", "rear"] as const) {
      const svg = renderAxlePicture(axle);
      expect(svg).not.toMatch(/<text|<title/);
      expect(svg).not.toMatch(/axle/i);
      expect(parseAxlePath(axlePictureUrl(axle))).toBe(axle);
    }
  });
  it("answer only at the address of the drawing without words", () => {
    expect(parseAxlePath("/media/axle/front.svg")).toBeNull();
    expect(parseAxlePath("/media/axle/v2/side.svg")).toBeNull();
  });
});
