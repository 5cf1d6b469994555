/**
 * "My vehicle" (issue 22 item 5, decision 0038): checkFitment against the demo catalogue. Every
 * answer is checked against the application rows read directly and judged here, row by row.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import type { Fitment } from "../../contract/wire-constants.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

interface Row {
  item_id: number;
  make: string;
  model: string;
  engine: string;
  year_from: number | null;
  year_to: number | null;
}

async function ids(query: ReturnType<typeof sql>) {
  const result = await state.db.db.execute(query);
  return (result.rows as { id: number | string }[]).map((r) => Number(r.id));
}

/** The items to ask about: some fitting a Hilux, some with other vehicles only, some with no vehicle at all. */
async function sample() {
  const hilux = await ids(sql`SELECT DISTINCT item_id AS id FROM applications WHERE make = 'Toyota' AND model = 'Hilux'
    ORDER BY id LIMIT 40`);
  const others = await ids(sql`SELECT DISTINCT a.item_id AS id FROM applications a WHERE a.make <> ''
    AND NOT EXISTS (SELECT 1 FROM applications t WHERE t.item_id = a.item_id AND t.make = 'Toyota') ORDER BY id LIMIT 40`);
  const bare = await ids(sql`SELECT i.id FROM items i WHERE NOT EXISTS
    (SELECT 1 FROM applications a WHERE a.item_id = i.id AND a.make <> '') ORDER BY i.id LIMIT 20`);
  expect(hilux.length).toBeGreaterThan(5);
  expect(others.length).toBeGreaterThan(5);
  expect(bare.length).toBeGreaterThan(0);
  return [...hilux, ...others, ...bare];
}

/** The rule, judged in JavaScript over the rows. */
async function expected(items: number[], vehicle: Vehicle): Promise<Record<string, Fitment>> {
  const result = await state.db.db.execute(sql`SELECT item_id, make, model, engine, year_from, year_to
    FROM applications WHERE item_id = ANY(${`{${items.join(",")}}`}::bigint[])`);
  const rows = result.rows as unknown as Row[];
  const year = Number(vehicle.year);
  const answer: Record<string, Fitment> = {};
  for (const id of items) {
    const own = rows.filter((r) => Number(r.item_id) === id && r.make !== "");
    const fits = own.some(
      (r) =>
        r.make === vehicle.make &&
        r.model === vehicle.model &&
        (r.year_from === null || (r.year_from <= year && (r.year_to ?? r.year_from) >= year)) &&
        (!vehicle.engine || r.engine === "" || r.engine === vehicle.engine),
    );
    answer[String(id)] = fits ? "fits" : own.length ? "notFits" : "unknown";
  }
  return answer;
}

const hilux2018: Vehicle = { make: "Toyota", model: "Hilux", year: "2018" };
const hilux1kd: Vehicle = { make: "Toyota", model: "Hilux", year: "2010", engine: "3.0 D-4D 1KD-FTV" };
const hilux1gd: Vehicle = { make: "Toyota", model: "Hilux", year: "2010", engine: "2.8 D-4D 1GD-FTV" };

describe.each(["in-process", "http"] as const)("checkFitment over the %s transport", (transport) => {
  const erp = () => client(transport);

  it("says fits, does not fit or no data for each item, as the rows say", async () => {
    const items = await sample();
    for (const vehicle of [hilux2018, hilux1kd, hilux1gd, { make: "Ford", model: "Ranger", year: "2016" }]) {
      const { fitment } = await erp().checkFitment(items, vehicle);
      expect(fitment).toEqual(await expected(items, vehicle));
    }
    const { fitment } = await erp().checkFitment(items, hilux2018);
    const values = Object.values(fitment);
    expect(values).toContain("fits");
    expect(values).toContain("notFits");
    expect(values).toContain("unknown");
  });

  it("a year outside every row's range does not fit; a row without years fits every year", async () => {
    const items = await sample();
    const old = await erp().checkFitment(items, { ...hilux2018, year: "1950" });
    const ranged =
      await ids(sql`SELECT DISTINCT item_id AS id FROM applications WHERE make = 'Toyota' AND model = 'Hilux'
      AND year_from IS NOT NULL AND NOT EXISTS (SELECT 1 FROM applications o WHERE o.item_id = applications.item_id
      AND o.make = 'Toyota' AND o.model = 'Hilux' AND o.year_from IS NULL) ORDER BY id LIMIT 20`);
    expect(ranged.length).toBeGreaterThan(0);
    const checked = await erp().checkFitment(ranged, { ...hilux2018, year: "1950" });
    for (const id of ranged) expect(checked.fitment[String(id)]).toBe("notFits");
    expect(old.fitment).toEqual(await expected(items, { ...hilux2018, year: "1950" }));
  });

  it("the engine decides between two Hilux engines; no engine saved matches any", async () => {
    const items = await sample();
    const kd = (await erp().checkFitment(items, hilux1kd)).fitment;
    const gd = (await erp().checkFitment(items, hilux1gd)).fitment;
    const any = (await erp().checkFitment(items, { ...hilux1kd, engine: undefined })).fitment;
    const differ = items.filter((id) => kd[String(id)] !== gd[String(id)]);
    expect(differ.length).toBeGreaterThan(0);
    for (const id of items) {
      if (kd[String(id)] === "fits" || gd[String(id)] === "fits") expect(any[String(id)]).toBe("fits");
    }
  });

  it("answers nothing for no items and refuses more than 100 or a bad vehicle", async () => {
    expect((await erp().checkFitment([], hilux2018)).fitment).toEqual({});
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    await expect(erp().checkFitment(many, hilux2018)).rejects.toBeInstanceOf(ErpCallError);
    await expect(erp().checkFitment([1], { ...hilux2018, year: "soon" })).rejects.toBeInstanceOf(ErpCallError);
  });
});
