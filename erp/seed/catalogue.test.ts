import { describe, expect, it } from "vitest";
import { BRANDS } from "../../contract/catalogue.ts";
import { buildDemoCatalogue, DEMO_FIXTURES, sharesFitment, vehicleOf, type DemoItem } from "./catalogue.ts";
import { CLUTCHES, ENGINES, VEHICLES, WHEEL_FIXINGS } from "./vehicles.ts";

const { items } = buildDemoCatalogue({ today: new Date("2026-11-22T00:00:00Z") });
const byKey = new Map(items.map((i) => [i.key, i]));
const vehiclesOf = (i: DemoItem) => new Set(i.applications.map(vehicleOf));

describe("the demo catalogue is credible", () => {
  const kits = items.filter((i) => i.recordtype === "kititem");

  it("a kit is listed for vehicles, and every component fits one of them", () => {
    expect(kits.length).toBeGreaterThanOrEqual(4);
    for (const kit of kits) {
      const own = vehiclesOf(kit);
      expect(own.size, kit.key).toBeGreaterThan(0);
      expect(kit.components.length, kit.key).toBeGreaterThan(1);
      for (const { key } of kit.components) {
        const component = byKey.get(key)!;
        expect(
          [...vehiclesOf(component)].some((v) => own.has(v)),
          `${component.name} fits none of ${kit.key}'s ${[...own].join(", ")}`,
        ).toBe(true);
      }
    }
  });

  it("a kit's components are parts of different kinds, not two of the same kind", () => {
    // The kind of a part: its category and axle; SuperPro's bush kits of different series (control
    // arm, steering rack) are different parts, while two clutch kits or two pad sets of one axle are not.
    const kind = (i: DemoItem) =>
      [i.category, i.axle, i.category === "bushing" ? i.texts.en.description.split(",")[0] : ""].join("|");
    for (const kit of kits) {
      const kinds = kit.components.map((c) => kind(byKey.get(c.key)!));
      expect(new Set(kinds).size, `${kit.key}: ${kinds.join(" / ")}`).toBe(kinds.length);
    }
  });

  it("the combo kit fixture is a DBA kit of front discs and pads", () => {
    const kit = items.find((i) => i.urlcomponent === DEMO_FIXTURES.comboKit)!;
    expect(kit.recordtype).toBe("kititem");
    expect(kit.components.map((c) => byKey.get(c.key)!.category).sort()).toEqual(["disc", "pad"]);
    expect(kit.components.every((c) => byKey.get(c.key)!.axle === "front")).toBe(true);
  });

  it("for every vehicle a DBA 5000 disc costs more than a 4000 one, and a 4000 one more than a Street Series", () => {
    // The range as the shopper reads it in the name, and as DBA's part numbers say it.
    const rank = (disc: DemoItem) => {
      const name = disc.texts.en.description;
      const byName = /^DBA 5000 /.test(name) ? 2 : /^DBA 4000 /.test(name) ? 1 : /Street Series/.test(name) ? 0 : null;
      const byNumber = /^DBA5/.test(disc.name)
        ? 2
        : /^DBA4/.test(disc.name)
          ? 1
          : /^DBA2\d{3}\D*$/.test(disc.name)
            ? 0
            : null;
      expect(byName, `${disc.name}: ${name}`).not.toBeNull();
      expect(byName, `${disc.name}: ${name}`).toBe(byNumber);
      return byName!;
    };
    const discs = items.filter((i) => i.brand === "dba" && i.category === "disc" && i.recordtype === "inventoryitem");
    expect(new Set(discs.map(rank))).toEqual(new Set([0, 1, 2]));
    let compared = 0;
    for (const cheaper of discs) {
      for (const dearer of discs.filter((d) => rank(d) > rank(cheaper))) {
        if (![...vehiclesOf(dearer)].some((v) => vehiclesOf(cheaper).has(v))) continue;
        compared++;
        for (const [n, price] of dearer.prices.entries()) {
          const other = cheaper.prices[n]!;
          const what = `${dearer.name} > ${cheaper.name} on ${price.list} ${price.currency}`;
          expect(Number(price.baseprice), what).toBeGreaterThan(Number(other.baseprice));
          // A promotion does not turn the order round either.
          expect(Number(price.promotion ?? price.baseprice), what).toBeGreaterThan(
            Number(other.promotion ?? other.baseprice),
          );
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("every item has a drawing of its own", () => {
    for (const item of items) {
      expect(item.photos.length, item.key).toBeGreaterThan(0);
      for (const photo of item.photos)
        expect(photo.url, item.key).toMatch(/^\/media\/parts\/[a-z]+\/[a-z]+\/[^/]+\/[1-4]\.svg$/);
    }
  });

  it("the manufacturer is the brand's name, kits included", () => {
    const names = new Map(BRANDS.map((b) => [b.id, b.name]));
    for (const item of items) expect(item.manufacturer, item.key).toBe(names.get(item.brand));
  });

  it("every DBA disc has real-looking measurements that agree with the vehicles it is listed for", () => {
    const discs = items.filter((i) => i.brand === "dba" && i.category === "disc" && i.recordtype === "inventoryitem");
    expect(discs.length).toBeGreaterThan(10);
    for (const disc of discs) {
      const r = disc.rotor!;
      expect(r, disc.name).not.toBeNull();
      expect(Number(r.diameterMm), disc.name).toBeGreaterThanOrEqual(280);
      expect(Number(r.diameterMm), disc.name).toBeLessThanOrEqual(360);
      expect(Number(r.thicknessMm), disc.name).toBeLessThan(Number(r.diameterMm) / 8);
      // A vented disc has an air gap; a solid one has none.
      expect(r.airGapMm === null, disc.name).toBe(!r.vented);
      expect(disc.applications.length, disc.name).toBeGreaterThan(0);
      for (const row of disc.applications) {
        const wheel = WHEEL_FIXINGS[vehicleOf(row)]!;
        expect([wheel.holes, wheel.pcd.toFixed(1)], `${disc.name} on ${vehicleOf(row)}`).toEqual([
          r.boltHoles,
          r.pcdMm,
        ]);
      }
      // The details the product page shows say the same diameter.
      expect(disc.technicalDetails.en).toContainEqual({ name: "Diameter", value: `${Number(r.diameterMm)} mm` });
    }
    const fronts4000 = discs.filter((d) => /^DBA4/.test(d.name) && d.axle === "front");
    expect(fronts4000.length).toBeGreaterThan(1);
    for (const d of fronts4000) expect(d.rotor!.vented, d.name).toBe(true);
    expect(discs.some((d) => d.rotor!.pcdMm === "114.3" && d.rotor!.boltHoles === 5)).toBe(true);
    expect(discs.some((d) => !d.rotor!.vented)).toBe(true);
  });

  it("every clutch kit has the spline count and disc diameter of the engines it fits", () => {
    const clutches = items.filter((i) => i.category === "clutch");
    expect(clutches.length).toBeGreaterThan(20);
    for (const kit of clutches) {
      expect(kit.clutch, kit.name).not.toBeNull();
      for (const row of kit.applications) {
        const own = CLUTCHES[row.engine]!;
        expect([own.splines, own.discDiameter.toFixed(1)], `${kit.name} on ${row.engine}`).toEqual([
          kit.clutch!.splines,
          kit.clutch!.discDiameterMm,
        ]);
        expect(row.transmission, kit.name).toBe(own.transmission);
      }
    }
    expect(new Set(clutches.map((c) => c.clutch!.splines)).size).toBeGreaterThan(3);
  });

  it("ACL race bearings carry their engines' capacity, cylinders, stroke and bore", () => {
    expect(Object.keys(ENGINES).sort()).toEqual([...new Set(VEHICLES.map((v) => v.engine))].sort());
    const race = items.filter((i) => i.brand === "acl" && i.motorsport);
    expect(race.length).toBeGreaterThan(5);
    for (const part of race) {
      for (const row of part.applications) {
        const engine = ENGINES[row.engine]!;
        expect(row.capacity, part.name).toBe(engine.capacity);
        expect(row.cylinders, part.name).toBe(engine.cylinders);
        expect(Number(row.bore), part.name).toBe(engine.bore);
        expect(Number(row.stroke), part.name).toBe(engine.stroke);
      }
    }
    expect(items.some((i) => i.brand === "hawk" && i.motorsport?.caliperSize)).toBe(true);
  });
});

/** Words of a part name in English that a Polish or German name must not hold (issue 43 item 4). */
const ENGLISH = [
  "front",
  "rear",
  "axle",
  "kit",
  "brake",
  "pads",
  "pad",
  "disc",
  "discs",
  "bearing",
  "shock",
  "absorber",
  "spring",
  "springs",
  "weight",
  "diameter",
  "set",
  "bolt",
  "camber",
  "bush",
  "bushing",
  "sway",
  "bar",
  "link",
  "valve",
  "wastegate",
  "actuator",
  "fuel",
  "pressure",
  "charger",
  "battery",
  "controller",
  "inverter",
  "management",
  "shackle",
  "strap",
  "recovery",
  "point",
  "bag",
  "soft",
  "snatch",
  "filter",
  "oil",
  "air",
  "leaf",
  "coil",
  "pair",
  "foam",
  "cell",
  "heavy",
  "duty",
  "adjustable",
  "lower",
  "inner",
  "control",
  "arm",
  "thrust",
  "washer",
  "main",
  "conrod",
  "size",
  "standard",
  "undersize",
  "lift",
  "slotted",
  "drilled",
  "vented",
  "solid",
  "piston",
  "caliper",
  "high",
  "and",
  "with",
  "for",
];
/** Product line names that stay as their makers write them (brand names and part numbers aside). */
const PRODUCT_LINES = [
  "Race Series",
  "Kompact Plumb Back",
  "Ultra-Gate",
  "Tow-Pro Elite",
  "RedVision",
  "TrakRyder",
  "SportsRyder",
  "eezi-up",
  "Duraglide",
  "DC-DC",
];

describe("names in the page's language, by part type and size (issue 43 items 4 and 5)", () => {
  const brands = ["pedders", "whiteline", "turbosmart", "redarc", "acl", "saber"];

  it("no Polish or German name of a Pedders, Whiteline, Turbosmart, Redarc, ACL or Saber part holds an English word", () => {
    const named = items.filter((i) => brands.includes(i.brand));
    expect(named.length).toBeGreaterThan(100);
    for (const item of named) {
      for (const lang of ["pl", "de"] as const) {
        let name = item.texts[lang].description.replace(item.manufacturer, "");
        for (const line of PRODUCT_LINES) name = name.replace(line, "");
        const words = name
          .toLowerCase()
          .split(/[^a-zà-ž-]+/)
          .flatMap((w) => w.split("-"));
        const english = words.filter((w) => ENGLISH.includes(w));
        expect(english, `${lang}: ${item.texts[lang].description}`).toEqual([]);
      }
    }
  });

  it("no part is named by a vehicle: a disc by its size, pads by their plate", () => {
    const vehicles = [...new Set(VEHICLES.map(vehicleOf))];
    for (const item of items)
      for (const lang of ["en", "pl", "de"] as const)
        for (const vehicle of vehicles) expect(item.texts[lang].description, item.key).not.toContain(vehicle);
    const disc = items.find((i) => i.category === "disc" && i.rotor)!;
    expect(disc.texts.en.description).toContain(
      `${Number(disc.rotor!.diameterMm)} x ${Number(disc.rotor!.thicknessMm)} mm`,
    );
    const pad = items.find((i) => i.category === "pad" && i.picture.pad)!;
    expect(pad.texts.de.description).toMatch(/für \d-Kolben-Bremssattel, \d+ x \d+ mm$/);
  });
});

describe("related items fit the part's vehicle (issue 43 item 5)", () => {
  it("every related item of a part shares a vehicle with it; kits included", () => {
    let checked = 0;
    for (const item of items)
      for (const key of item.related) {
        expect(sharesFitment(item, byKey.get(key)!), `${item.key} -> ${key}`).toBe(true);
        checked++;
      }
    expect(checked).toBeGreaterThan(300);
  });

  it("a Hilux part's related items are parts for a Hilux, not for a Nissan", () => {
    const hilux =
      items.find(
        (i) =>
          i.recordtype === "kititem" &&
          i.applications.every((a) => vehicleOf(a) === "Toyota Hilux") &&
          i.related.length,
      ) ??
      items.find(
        (i) =>
          i.applications.length > 0 && i.applications.every((a) => vehicleOf(a) === "Toyota Hilux") && i.related.length,
      )!;
    for (const key of hilux.related) {
      const related = byKey.get(key)!;
      const makes = related.applications.map((a) => vehicleOf(a));
      expect(makes.length === 0 || makes.includes("Toyota Hilux"), `${key}: ${makes.join(", ")}`).toBe(true);
    }
  });
});
