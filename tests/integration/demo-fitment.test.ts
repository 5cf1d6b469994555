/**
 * Issue 43 items 5 and 7 on the demo catalogue: a list for a vehicle shows parts for it and says
 * which of its variants each fits; related items fit the part's vehicle (and the shopper's); the
 * pictures the seed drew are served by address.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { erpPicture } from "../../app/.server/erp.ts";
import { buildDemoCatalogue, vehicleOf } from "../../erp/seed/catalogue.ts";
import { ensureDemoCatalogue } from "../../erp/seed/ensure.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const demo = buildDemoCatalogue().items;
const HILUX_2018 = { make: "Toyota", model: "Hilux", year: "2018" };

async function itemId(urlcomponent: string) {
  return (await client("in-process").getItem(urlcomponent)).item.id;
}

describe("a list for a vehicle and related items fit that vehicle", () => {
  it("every item listed for Toyota Hilux 2018 fits it and names the Hilux variants it fits", async () => {
    const c = client("in-process");
    const { items } = await c.catalogue({ filters: HILUX_2018, limit: 100 });
    expect(items.length).toBeGreaterThan(10);
    const { fitment } = await c.checkFitment(
      items.map((i) => i.id),
      HILUX_2018,
    );
    for (const item of items) {
      expect(fitment[String(item.id)], item.name).toBe("fits");
      expect(item.fits, item.name).toBeDefined();
      for (const fit of item.fits!) {
        if (fit.yearFrom === null) continue;
        expect(fit.yearFrom, item.name).toBeLessThanOrEqual(2018);
        expect(fit.yearTo ?? fit.yearFrom, item.name).toBeGreaterThanOrEqual(2018);
      }
    }
    expect(items.some((i) => i.fits!.some((f) => f.variant !== "" || f.engine !== ""))).toBe(true);
    // A list without a make and model says nothing of variants.
    const { items: brand } = await c.catalogue({ filters: { brand: "dba" } });
    expect(brand.every((i) => i.fits === undefined)).toBe(true);
  });

  it("the related items of a Hilux kit are parts for a Hilux; a related row of a Nissan part is not shown", async () => {
    const kit = demo.find(
      (i) => i.recordtype === "kititem" && i.applications.some((a) => vehicleOf(a) === "Toyota Hilux"),
    )!;
    expect(kit, "a demo kit for a Hilux").toBeDefined();
    const stranger = demo.find(
      (i) =>
        i.category === "pad" &&
        i.applications.length > 0 &&
        i.applications.every((a) => a.make === "Nissan") &&
        !i.applications.some((a) => kit.applications.some((k) => vehicleOf(k) === vehicleOf(a))),
    )!;
    expect(stranger, "a pad for Nissans only").toBeDefined();
    const c = client("in-process");
    const [kitId, strangerId] = [await itemId(kit.urlcomponent), await itemId(stranger.urlcomponent)];
    await state.db.db.execute(
      sql`INSERT INTO related_items (item_id, related_item_id, position) VALUES (${kitId}, ${strangerId}, 0)
          ON CONFLICT DO NOTHING`,
    );
    try {
      const { list } = await c.getCatalogueScript(kit.name, kit.manufacturer);
      expect(list.map((r) => r.ns_id)).not.toContain(strangerId);
      const { items } = await c.getRelatedItems(kitId, [strangerId, ...list.map((r) => r.ns_id)]);
      expect(items.map((i) => i.id)).not.toContain(strangerId);
      expect((await c.getRelatedItems(kitId)).items.map((i) => i.id)).not.toContain(strangerId);
      expect(items.length).toBeGreaterThan(0);
      const kitVehicles = new Set(kit.applications.map(vehicleOf));
      for (const related of items) {
        const rows = demo.find((i) => i.urlcomponent === related.urlcomponent)!.applications.filter((a) => a.make);
        expect(
          rows.length === 0 || rows.some((a) => kitVehicles.has(vehicleOf(a))),
          `${related.name} for ${kit.name}`,
        ).toBe(true);
      }
    } finally {
      await state.db.db.execute(
        sql`DELETE FROM related_items WHERE item_id = ${kitId} AND related_item_id = ${strangerId}`,
      );
    }
  });

  it("with the shopper's vehicle, related items fit that vehicle too", async () => {
    const c = client("in-process");
    // A part with related items for more than one vehicle: with one of them chosen, only its parts.
    for (const part of demo.filter((i) => i.related.length > 2)) {
      const id = await itemId(part.urlcomponent);
      const all = (await c.getRelatedItems(id)).items;
      const vehicle = part.applications.find((a) => a.make && a.yearFrom !== null);
      if (!vehicle || all.length < 2) continue;
      const chosen = { make: vehicle.make, model: vehicle.model, year: String(vehicle.yearFrom) };
      const { fitment } = await c.checkFitment(
        all.map((i) => i.id),
        chosen,
      );
      const fitting = all.filter((i) => fitment[String(i.id)] !== "notFits").map((i) => i.id);
      if (fitting.length === all.length) continue;
      const { items } = await c.call("getRelatedItems", { record: id, vehicle: chosen });
      expect(items.map((i) => i.id)).toEqual(fitting);
      return;
    }
    throw new Error("no demo part with related items for another vehicle");
  });
});

describe("the demo's pictures (issue 43 item 7)", () => {
  it("are served from what the seed wrote: each part's own drawing with its part number", async () => {
    const transport = state.transports["in-process"];
    const discs = demo.filter((i) => i.category === "disc" && i.rotor).slice(0, 2);
    const [a, b] = await Promise.all(discs.map((d) => erpPicture(transport, d.photos[0]!.url)));
    expect(a).toContain(`>${discs[0]!.name}</text>`);
    expect(b).toContain(`>${discs[1]!.name}</text>`);
    expect(a).not.toBe(b);
    expect(await erpPicture(transport, "/media/parts/disc/dba/NO-SUCH-PART/1.svg")).toBeNull();
  });

  it("a demo database loaded before the pictures were written gets them at the next start", async () => {
    const transport = state.transports["in-process"];
    const url = demo[0]!.photos[0]!.url;
    const before = await erpPicture(transport, url);
    await state.db.db.execute(sql`DELETE FROM media_pictures`);
    expect(await erpPicture(transport, url)).toBeNull();
    expect(await ensureDemoCatalogue(state.db.db, () => {})).toBe("present");
    expect(await erpPicture(transport, url)).toBe(before);
    const count = await state.db.db.execute(sql`SELECT count(*)::int AS n FROM media_pictures`);
    expect((count.rows[0] as { n: number }).n).toBe(demo.reduce((n, i) => n + i.photos.length, 0));
  });
});
