/**
 * Technical part searches and the drill-down's engine levels (issue 22 items 2 and 3) against the
 * demo catalogue: every answer is checked against the measurement tables read directly.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import { loadDemoPartData } from "../../erp/seed/load.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

async function ids(query: ReturnType<typeof sql>) {
  const result = await state.db.db.execute(query);
  return (result.rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
}
const sorted = (list: { id: number }[]) => list.map((i) => i.id).sort((a, b) => a - b);

describe.each(["in-process", "http"] as const)("part searches over the %s transport", (transport) => {
  const erp = () => client(transport);

  it("finds DBA discs by measured diameter within the tolerance, and only those", async () => {
    const page = await erp().partSearch({
      search: { kind: "rotor", criteria: { diameter: 332.4, vent: "vented", boltHoles: 6, pcd: 139.7 } },
      limit: 100,
    });
    const expected = await ids(sql`SELECT item_id AS id FROM rotor_dimensions
      WHERE diameter_mm BETWEEN 331.4 AND 333.4 AND vented AND bolt_holes = 6 AND pcd_mm BETWEEN 138.7 AND 140.7`);
    expect(expected.length).toBeGreaterThan(1);
    expect(page.total).toBe(expected.length);
    expect(sorted(page.items)).toEqual(expected);
    expect(page.items.every((i) => i.brand === "dba")).toBe(true);
    // A solid 332 mm disc exists, and the vented search leaves it out.
    const solid = await ids(sql`SELECT item_id AS id FROM rotor_dimensions WHERE diameter_mm = 332 AND NOT vented`);
    expect(solid.length).toBeGreaterThan(0);
    for (const id of solid) expect(sorted(page.items)).not.toContain(id);
  });

  it("a tighter tolerance finds fewer discs; thickness narrows too", async () => {
    const wide = await erp().partSearch({ search: { kind: "rotor", criteria: { diameter: 330 } }, tolerance: 2 });
    const exact = await erp().partSearch({ search: { kind: "rotor", criteria: { diameter: 330 } }, tolerance: 0 });
    const expectedWide = await ids(
      sql`SELECT item_id AS id FROM rotor_dimensions WHERE diameter_mm BETWEEN 328 AND 332`,
    );
    expect(wide.total).toBe(expectedWide.length);
    expect(exact.total).toBeLessThan(wide.total);
    const thick = await erp().partSearch({
      search: { kind: "rotor", criteria: { diameter: 332, thickness: 32 } },
      tolerance: 0.5,
    });
    const expectedThick = await ids(
      sql`SELECT item_id AS id FROM rotor_dimensions WHERE diameter_mm BETWEEN 331.5 AND 332.5 AND thickness_mm BETWEEN 31.5 AND 32.5`,
    );
    expect(sorted(thick.items)).toEqual(expectedThick);
  });

  it("ECE R90 keeps only parts with a homologation number", async () => {
    const all = await erp().partSearch({ search: { kind: "rotor", criteria: {} }, limit: 100 });
    const r90 = await erp().partSearch({ search: { kind: "rotor", criteria: {} }, r90: true, limit: 100 });
    expect(r90.total).toBeGreaterThan(0);
    expect(r90.total).toBeLessThan(all.total);
    const certified = await ids(
      sql`SELECT i.id FROM items i JOIN rotor_dimensions r ON r.item_id = i.id WHERE i.certificate IS NOT NULL`,
    );
    expect(sorted(r90.items)).toEqual(certified);
  });

  it("finds clutch kits by spline count and disc diameter", async () => {
    const page = await erp().partSearch({
      search: { kind: "clutch", criteria: { splines: 24, discDiameter: 250 } },
      limit: 100,
    });
    const expected = await ids(
      sql`SELECT item_id AS id FROM clutch_dimensions WHERE splines = 24 AND disc_diameter_mm BETWEEN 249 AND 251`,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(page.items)).toEqual(expected);
    const other = await erp().partSearch({ search: { kind: "clutch", criteria: { splines: 21, discDiameter: 250 } } });
    expect(other.total).toBe(0);
  });

  it("finds motorsport parts by engine (capacity within 2%, cylinders, bore) and by caliper", async () => {
    const page = await erp().partSearch({
      search: { kind: "motorsport", criteria: { capacity: 2800, cylinders: 4, bore: 92 } },
      limit: 100,
    });
    const expected = await ids(sql`SELECT DISTINCT m.item_id AS id FROM motorsport_parts m JOIN applications a
      ON a.item_id = m.item_id WHERE a.capacity BETWEEN 2744 AND 2856 AND a.cylinders = 4 AND a.bore BETWEEN 91 AND 93`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(page.items)).toEqual(expected);
    expect(page.items.every((i) => i.brand === "acl")).toBe(true);
    expect(page.options.class).toEqual(["race", "track"]);
    const caliper = page.options.caliperSize![0]!;
    const pads = await erp().partSearch({ search: { kind: "motorsport", criteria: { caliperSize: caliper } } });
    expect(pads.total).toBeGreaterThan(0);
    expect(pads.items.every((i) => i.brand === "hawk")).toBe(true);
  });

  it("universal parts name no vehicle", async () => {
    const page = await erp().partSearch({ search: { kind: "universal", criteria: {} }, limit: 100 });
    const expected = await ids(sql`SELECT i.id FROM items i WHERE i.recordtype <> 'service'
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND a.make <> '')`);
    expect(sorted(page.items)).toEqual(expected);
    expect(page.options.brand).toEqual(expect.arrayContaining(["redarc", "saber"]));
    const saber = await erp().partSearch({ search: { kind: "universal", criteria: { brand: "saber" } }, limit: 100 });
    expect(saber.items.every((i) => i.brand === "saber")).toBe(true);
  });

  it("refuses a negative or absurd measurement with 400", async () => {
    for (const criteria of [{ diameter: -296 }, { diameter: 90_000 }, { boltHoles: 5.5 }]) {
      const error = await erp()
        .partSearch({ search: { kind: "rotor", criteria } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErpCallError);
      expect((error as ErpCallError).status).toBe(400);
    }
  });
});

describe("the catalogue path refuses a body that is no object with 400, not 500", () => {
  it.each([null, 42, "partSearch"])("%s", async (body) => {
    const answer = await state.erp.call("POST", "/catalogue", body);
    expect(answer.status).toBe(400);
  });
});

describe("the drill-down's engine levels", () => {
  const erp = () => client("in-process");

  it("narrows by transmission, capacity, cylinders, stroke and bore on the same row", async () => {
    const top = await erp().catalogue({ filters: {} });
    expect(top.options.capacity).toContain("2755");
    expect(top.options.transmission).toEqual(expect.arrayContaining(["5-speed manual", "6-speed manual"]));
    const page = await erp().catalogue({ filters: { make: "Toyota", capacity: "2755" }, limit: 100 });
    const expected = await ids(
      sql`SELECT DISTINCT item_id AS id FROM applications WHERE make = 'Toyota' AND capacity = 2755`,
    );
    expect(page.filters.capacity).toBe("2755");
    expect(sorted(page.items)).toEqual(expected);
    // The lists after capacity hold only what exists under it.
    expect(page.options.cylinders).toEqual(["4"]);
    expect(page.options.bore).toEqual(["92.0"]);
    const byStroke = await erp().catalogue({ filters: { capacity: "2755", stroke: "103.6" }, limit: 100 });
    expect(byStroke.filters.stroke).toBe("103.6");
    expect(sorted(byStroke.items)).toEqual(
      await ids(sql`SELECT DISTINCT item_id AS id FROM applications WHERE capacity = 2755 AND stroke = 103.6`),
    );
  });

  it("drops a capacity that does not exist under the choices before it", async () => {
    const page = await erp().catalogue({ filters: { make: "Suzuki", capacity: "4461" } });
    expect(page.filters.make).toBe("Suzuki");
    expect(page.filters.capacity).toBeUndefined();
    expect(page.options.capacity).not.toContain("4461");
  });

  it("refuses a capacity that is not a number with 400", async () => {
    const error = await erp()
      .catalogue({ filters: { capacity: "big" } })
      .catch((e: unknown) => e);
    expect((error as ErpCallError).status).toBe(400);
  });
});

describe("a demo database loaded before the measurements existed", () => {
  it("gets the parts' measurements and the rows' engine data at its next start", async () => {
    const snapshot = async () => {
      const result = await state.db.db.execute(sql`SELECT
        (SELECT count(*) FROM rotor_dimensions)::int AS rotors,
        (SELECT count(*) FROM clutch_dimensions)::int AS clutches,
        (SELECT count(*) FROM motorsport_parts)::int AS motorsport,
        (SELECT sum(capacity) FROM applications)::bigint AS capacity,
        (SELECT count(*) FROM applications WHERE transmission <> '')::int AS transmissions,
        (SELECT sum(diameter_mm) FROM rotor_dimensions)::text AS diameters`);
      return result.rows[0];
    };
    const before = await snapshot();
    expect(before).toMatchObject({ rotors: expect.any(Number) });
    await state.db.db.execute(sql`DELETE FROM rotor_dimensions`);
    await state.db.db.execute(sql`DELETE FROM clutch_dimensions`);
    await state.db.db.execute(sql`DELETE FROM motorsport_parts`);
    await state.db.db.execute(
      sql`UPDATE applications SET transmission = '', capacity = NULL, cylinders = NULL, stroke = NULL, bore = NULL`,
    );
    await loadDemoPartData(state.db.db);
    expect(await snapshot()).toEqual(before);
    // Once there, it is left alone.
    await state.db.db.execute(sql`DELETE FROM clutch_dimensions`);
    await loadDemoPartData(state.db.db);
    expect((await snapshot())!.clutches).toBe(0);
    await state.db.db.execute(sql`DELETE FROM rotor_dimensions`);
    await loadDemoPartData(state.db.db);
    expect(await snapshot()).toEqual(before);
  });
});
