import { describe, expect, it } from "vitest";
import { buildDemoCatalogue, type DemoItem } from "./catalogue.ts";
import { renderPartPhoto } from "./photos.ts";

const { items } = buildDemoCatalogue({ today: new Date("2026-11-22T00:00:00Z") });
const drawing = (item: DemoItem, view = 1) => renderPartPhoto(item.picture, view);
/** The drawing without its wordmark, part number and title: what the part looks like. */
const shape = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>|<title>[^<]*<\/title>/g, "");
const series = (item: DemoItem, words: string) => item.texts.en.description.includes(words);

describe("the demo's pictures are drawn from each part's data (issue 43 item 7)", () => {
  it("two discs with different measurements get different drawings, each with its diameter and part number", () => {
    const discs = items.filter((i) => i.category === "disc" && i.rotor);
    const [a, b] = [discs[0]!, discs.find((d) => d.rotor!.diameterMm !== discs[0]!.rotor!.diameterMm)!];
    expect(shape(drawing(a))).not.toBe(shape(drawing(b)));
    for (const disc of [a, b]) {
      expect(drawing(disc)).toContain(`Ø ${Number(disc.rotor!.diameterMm)} mm`);
      expect(drawing(disc)).toContain(`>${disc.name}</text>`);
    }
    // A drilled and slotted disc shows its holes, a slotted one none; the bolt pattern is drawn.
    const drilled = discs.find((d) => /XS$/.test(d.name))!;
    const slotted = discs.find((d) => !/XS$/.test(d.name) && d.rotor!.boltHoles === drilled.rotor!.boltHoles)!;
    expect(shape(drawing(drilled)).match(/r="6"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(shape(drawing(slotted)).match(/r="6"/g)?.length ?? 0).toBe(0);
    expect(shape(drawing(drilled)).match(/r="9"/g)?.length).toBe(drilled.rotor!.boltHoles);
  });

  it("a shock absorber, a coil spring pair and a camber bolt kit each have a drawing of their own", () => {
    const pedders = items.filter((i) => i.brand === "pedders" && i.recordtype === "inventoryitem");
    const damper = pedders.find((i) => series(i, "shock absorber"))!;
    const springs = pedders.find((i) => series(i, "coil spring"))!;
    const camber = pedders.find((i) => series(i, "camber bolt kit"))!;
    const shapes = [damper, springs, camber].map((i) => shape(drawing(i)));
    expect(new Set(shapes).size).toBe(3);
  });

  it("pads with different plates differ; every part type is drawn apart from the others", () => {
    const pads = items.filter((i) => i.category === "pad" && i.recordtype === "inventoryitem");
    const other = pads.find((p) => p.picture.pad!.widthMm !== pads[0]!.picture.pad!.widthMm)!;
    expect(shape(drawing(pads[0]!))).not.toBe(shape(drawing(other)));
    const byCategory = new Map(items.map((i) => [i.category, shape(drawing(i))]));
    expect(new Set(byCategory.values()).size).toBe(byCategory.size);
  });

  it("the brand is a wordmark, not text on a rectangle, and every picture stays small", () => {
    let largest = 0;
    for (const item of items) {
      for (const [k] of item.photos.entries()) {
        const svg = drawing(item, k + 1);
        largest = Math.max(largest, Buffer.byteLength(svg));
        expect(svg, item.key).toContain(`>${item.name}</text>`);
      }
    }
    expect(largest).toBeLessThan(12_000);
    // No dark band behind the words (the old pictures' black rectangle).
    expect(drawing(items[0]!)).not.toContain('fill="#1a1a1a"');
  });
});
