import { describe, expect, it } from "vitest";
import { buildDemoCatalogue } from "./catalogue.ts";
import { axlePictureUrl, parseAxlePath, parsePhotoPath, photoUrl, renderAxlePicture } from "./photos.ts";

describe("part photo addresses", () => {
  it("every photo of the demo catalogue is served: its address reads back to its part number", () => {
    const photos = buildDemoCatalogue().items.flatMap((item) => item.photos.map((photo) => ({ item, url: photo.url })));
    expect(photos.length).toBeGreaterThan(300);
    for (const { url } of photos.filter((p) => p.url.startsWith("/media/parts/")))
      expect(parsePhotoPath(url), url).not.toBeNull();
  });

  it("keeps signs such as + in part numbers (DB1446XP+)", () => {
    expect(parsePhotoPath(photoUrl("pad", "dba", "DB1446XP+", 1))).toEqual({
      category: "pad",
      brand: "dba",
      partNumber: "DB1446XP+",
      view: 1,
    });
  });

  it("refuses what is not a picture of ours", () => {
    expect(parsePhotoPath("/media/parts/pad/dba/%3Cscript%3E/1.svg")).toBeNull();
    expect(parsePhotoPath("/media/parts/pad/nobrand/X1/1.svg")).toBeNull();
    expect(parsePhotoPath("/media/parts/pad/dba/X1/9.svg")).toBeNull();
  });
});

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
