import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

/** Ids of the items with an application row matching every given column (the ground truth). */
async function fitting(where: Record<string, string>, brand?: string, year?: number) {
  const conditions = Object.entries(where).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (year !== undefined) conditions.push(sql`(year_from IS NULL OR (year_from <= ${year} AND year_to >= ${year}))`); // no years: fits every year
  if (brand) conditions.push(sql`i.brand_id = ${brand}`);
  const result = await state.db.db.execute(
    sql`SELECT DISTINCT a.item_id AS id FROM applications a JOIN items i ON i.id = a.item_id WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return (result.rows as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

describe.each(["in-process", "http"] as const)("catalogue over the %s transport", (transport) => {
  const erp = () => client(transport);

  it("drills down Toyota > Hilux > 2018: each list narrows to what exists, results fit that vehicle", async () => {
    const top = await erp().catalogue({ filters: {} });
    expect(top.options.make).toContain("Toyota");
    expect(top.options.make).toContain("Ford");
    expect(top.options.model).toContain("Ranger");

    const toyota = await erp().catalogue({ filters: { make: "Toyota" } });
    expect(toyota.options.model).toContain("Hilux");
    expect(toyota.options.model).not.toContain("Ranger");

    const hilux = await erp().catalogue({ filters: { make: "Toyota", model: "Hilux" } });
    expect(hilux.options.year).toContain("2018");
    expect(hilux.options.year).not.toContain("2000");
    expect(hilux.options.engine.every((e) => e.includes("D-4D"))).toBe(true);

    const page = await erp().catalogue({ filters: { make: "Toyota", model: "Hilux", year: "2018" }, limit: 100 });
    const expected = await fitting({ make: "Toyota", model: "Hilux" }, undefined, 2018);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it("matches every vehicle filter on the same application row", async () => {
    // The 2005-2015 Hilux has the 1KD engine; the 1GD engine came in 2015.
    const page = await erp().catalogue({
      filters: { make: "Toyota", model: "Hilux", year: "2010", engine: "3.0 D-4D 1KD-FTV" },
      limit: 100,
    });
    const expected = await fitting({ make: "Toyota", model: "Hilux", engine: "3.0 D-4D 1KD-FTV" }, undefined, 2010);
    expect(page.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
    // A Navara engine in a Hilux: no row has both, so the engine choice is dropped.
    const none = await erp().catalogue({ filters: { make: "Toyota", model: "Hilux", engine: "2.3 dCi YS23DDTT" } });
    expect(none.filters.engine).toBeUndefined();
    expect(none.options.engine).not.toContain("2.3 dCi YS23DDTT");
  });

  it("takes an application row's year range and values as filters (from the product page)", async () => {
    const page = await erp().catalogue({
      filters: { brand: "dba", make: "Toyota", model: "Hilux", year: "2015-2024" },
      limit: 100,
    });
    expect(page.filters.year).toBe("2015-2024");
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.brand === "dba")).toBe(true);
  });

  it("drops a choice that no longer exists under the ones before it", async () => {
    const page = await erp().catalogue({ filters: { make: "Ford", model: "Hilux" } });
    expect(page.filters).toMatchObject({ make: "Ford" });
    expect(page.filters.model).toBeUndefined();
    expect(page.options.model).toContain("Ranger");
  });

  it("pages and sorts by part number and by price", async () => {
    const first = await erp().catalogue({ filters: { brand: "dba" }, sort: "number", limit: 10 });
    const second = await erp().catalogue({ filters: { brand: "dba" }, sort: "number", limit: 10, offset: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(second.total);
    const names = [...first.items, ...second.items].map((i) => i.name);
    expect(names).toEqual([...names].sort());
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(20);
    const byPrice = await erp().catalogue({ filters: { brand: "hawk" }, sort: "price", limit: 50 });
    const prices = byPrice.items.map((i) => i.price.promotion?.baseprice ?? i.price.baseprice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const beyond = await erp().catalogue({ filters: { brand: "dba" }, limit: 10, offset: 10_000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("stock clearance lists deadstock items only", async () => {
    const page = await erp().catalogue({ filters: {}, deadstock: true, limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.deadstock)).toBe(true);
    const all = await erp().catalogue({ filters: {}, limit: 1 });
    expect(all.total).toBeGreaterThan(page.total);
  });

  it("the UK source never lists the hidden brands", async () => {
    const page = await client(transport, { source: "uk" }).catalogue({ filters: {}, limit: 100 });
    for (const brand of UK_HIDDEN_BRANDS) expect(page.options.brand).not.toContain(brand);
    expect(page.items.some((i) => (UK_HIDDEN_BRANDS as readonly string[]).includes(i.brand))).toBe(false);
  });

  it("refuses malformed filters with 400", async () => {
    const error = await erp()
      .catalogue({ filters: { year: "last year" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErpCallError);
    expect((error as ErpCallError).status).toBe(400);
  });
});
