import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv } from "../import/read.ts";
import { buildDemoCatalogue } from "./catalogue.ts";
import { DEMO_FILES_DIR, demoImportFiles, fitmentExpressible } from "./demo-files.ts";

const written = demoImportFiles(buildDemoCatalogue({ today: new Date("2026-11-22T09:00:00Z") }).items);

describe("the demo's import files (erp/seed/demo/)", () => {
  it("are what `npm run seed:demo-files` writes now (run it after changing the demo catalogue)", () => {
    for (const [name, text] of Object.entries(written))
      expect(fs.readFileSync(path.join(DEMO_FILES_DIR, name), "utf8"), `erp/seed/demo/${name} is stale`).toBe(text);
    expect(fs.readdirSync(DEMO_FILES_DIR).sort()).toEqual(Object.keys(written).sort());
  });

  it("do not depend on the day they are written", () => {
    const later = demoImportFiles(buildDemoCatalogue({ today: new Date("2027-03-09T17:30:00Z") }).items);
    expect(later).toEqual(written);
  });

  it("read back as the demo's values, every field and line", () => {
    const { items } = buildDemoCatalogue({ today: new Date("2026-11-22T09:00:00Z") });
    const read = (name: keyof typeof written) => {
      const result = readCsv(written[name]);
      if (!result.ok) throw new Error(`${name}: ${result.reason}`);
      return result.lines.map((l) => l.fields);
    };
    const lines = read("items.csv");
    expect(lines.map((l) => l.part_number)).toEqual(items.map((i) => i.name));
    expect(lines.map((l) => l.name_de)).toEqual(items.map((i) => i.texts.de.description));
    expect(lines.map((l) => l.description_pl)).toEqual(items.map((i) => i.texts.pl.detaildescription));
    const fitted = items.filter(fitmentExpressible);
    expect(read("fitment.csv")).toHaveLength(fitted.reduce((n, i) => n + i.applications.length, 0));
    // Universal parts (rows without a make) are the only ones left to be written beside the import.
    expect(items.filter((i) => !fitmentExpressible(i)).every((i) => i.applications.every((a) => a.make === ""))).toBe(
      true,
    );
    expect(read("kits.csv")).toHaveLength(items.reduce((n, i) => n + i.components.length + i.related.length, 0));
    expect(
      read("prices.csv")
        .map((l) => l.promotion_price)
        .filter(Boolean).length,
    ).toBeGreaterThan(0);
  });
});
