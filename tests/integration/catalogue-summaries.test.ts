/**
 * The catalogue's summary tables (migration 0031, decision 0041): catalogue_facets and
 * catalogue_items stay equal to what the items, application rows, stock and brands say after
 * every kind of change, in the same transaction; pages are complete and without duplicates in
 * every sort; unknown values are dropped (the bulk load: tests/integration/search.test.ts).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOGUE_DEPTH } from "../../contract/wire-constants.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { priceListFor } from "../../erp/region/region.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const erp = () => client("in-process");
const db = () => state.db.db;

/** Rows of catalogue_facets that differ from the facets computed afresh from the tables (0 when kept right). */
async function facetDrift(): Promise<number> {
  const result = await db().execute(sql`WITH expected AS (
      SELECT i.brand_id, i.category, i.deadstock, i.recordtype <> 'service' AS listed, false AS has_row,
        NULL::text AS make, NULL::text AS model, NULL::smallint AS year_from, NULL::smallint AS year_to,
        NULL::text AS engine, NULL::text AS variant, NULL::text AS groupdescription, NULL::text AS categorydescription,
        NULL::text AS transmission, NULL::integer AS capacity, NULL::smallint AS cylinders, NULL::numeric AS stroke,
        NULL::numeric AS bore, count(*)::int AS n
      FROM items i GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT i.brand_id, i.category, i.deadstock, i.recordtype <> 'service', true, a.make, a.model, a.year_from,
        a.year_to, a.engine, a.variant, a.groupdescription, a.categorydescription, a.transmission, a.capacity,
        a.cylinders, a.stroke, a.bore, count(*)::int
      FROM applications a JOIN items i ON i.id = a.item_id
      GROUP BY 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
    ), kept AS (SELECT * FROM catalogue_facets)
    SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM expected) a)
      + (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM kept) b) AS drift`);
  return Number((result.rows[0] as { drift: string }).drift);
}

/** Rows of catalogue_items that differ from the items, their brands and stock (0 when kept right). */
async function itemDrift(): Promise<number> {
  const result = await db().execute(sql`WITH expected AS (
      SELECT i.id AS item_id, i.brand_id, i.category, i.deadstock, i.recordtype <> 'service' AS listed,
        b.position AS brand_position, i.name,
        NOT EXISTS (SELECT 1 FROM stock s WHERE s.item_id = i.id AND s.quantityavailable > 0) AS sold_out
      FROM items i JOIN brands b ON b.id = i.brand_id
    ), kept AS (SELECT * FROM catalogue_items)
    SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM expected) a)
      + (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM kept) b) AS drift`);
  return Number((result.rows[0] as { drift: string }).drift);
}

/**
 * Rows of catalogue_fits and catalogue_fit_prices (migration 0033) that differ from the fits of
 * listed items to the vehicles of their application rows, with their prices (0 when kept right).
 * Vehicles are compared by make, model and years, not by their ids.
 */
async function fitDrift(): Promise<number> {
  const result = await db().execute(sql`WITH rows AS (
      SELECT DISTINCT a.item_id, a.make, a.model,
        CASE WHEN a.year_from IS NULL THEN 0 ELSE a.year_from END AS first_year,
        CASE WHEN a.year_from IS NULL THEN 9999 ELSE coalesce(a.year_to, a.year_from) END AS last_year
      FROM applications a WHERE a.make <> ''
    ), expected AS (
      SELECT r.make, r.model, r.first_year, r.last_year, i.id AS item_id, i.brand_id, i.category, i.deadstock,
        b.position AS brand_position, i.name,
        NOT EXISTS (SELECT 1 FROM stock s WHERE s.item_id = i.id AND s.quantityavailable > 0) AS sold_out
      FROM rows r JOIN items i ON i.id = r.item_id JOIN brands b ON b.id = i.brand_id
      WHERE i.recordtype <> 'service'
    ), kept AS (
      SELECT v.make, v.model, v.first_year::int, v.last_year::int, f.item_id, f.brand_id, f.category, f.deadstock,
        f.brand_position, f.name, f.sold_out
      FROM catalogue_fits f JOIN catalogue_vehicles v ON v.id = f.vehicle_id
    ), expected_prices AS (
      SELECT e.make, e.model, e.first_year, e.last_year, p.price_list_id, p.currency,
        coalesce(p.promotion, p.baseprice) AS price, e.item_id, e.brand_id, e.category, e.deadstock
      FROM expected e JOIN prices p ON p.item_id = e.item_id
    ), kept_prices AS (
      SELECT v.make, v.model, v.first_year::int, v.last_year::int, f.price_list_id, f.currency, f.price, f.item_id,
        f.brand_id, f.category, f.deadstock
      FROM catalogue_fit_prices f JOIN catalogue_vehicles v ON v.id = f.vehicle_id
    )
    SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM expected) a)
      + (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM kept) b)
      + (SELECT count(*) FROM (SELECT * FROM kept_prices EXCEPT ALL SELECT * FROM expected_prices) c)
      + (SELECT count(*) FROM (SELECT * FROM expected_prices EXCEPT ALL SELECT * FROM kept_prices) d) AS drift`);
  return Number((result.rows[0] as { drift: string }).drift);
}

async function itemWith(where: ReturnType<typeof sql>): Promise<number> {
  const result = await db().execute(sql`SELECT i.id FROM items i WHERE ${where} ORDER BY i.id LIMIT 1`);
  return (result.rows[0] as { id: number }).id;
}

describe("the catalogue's summary tables", () => {
  it("hold what the tables say after the demo load", async () => {
    expect(await facetDrift()).toBe(0);
    expect(await fitDrift()).toBe(0);
    expect(await itemDrift()).toBe(0);
  });

  it("follow an application row added, changed and deleted: the option lists show it at once", async () => {
    const id = await itemWith(sql`i.brand_id = 'dba' AND i.recordtype <> 'service'`);
    const before = await erp().catalogue({ filters: {} });
    expect(before.options.make).not.toContain("Testmake");
    const inserted = await db().execute(
      sql`INSERT INTO applications (item_id, make, model, year_from, year_to) VALUES (${id}, 'Testmake', 'Alpha', 2001, 2003) RETURNING id`,
    );
    const row = (inserted.rows[0] as { id: number }).id;
    try {
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      const added = await erp().catalogue({ filters: { make: "Testmake" } });
      expect(added.filters.make).toBe("Testmake");
      expect(added.options.model).toEqual(["Alpha"]);
      expect(added.options.year).toEqual(["2001", "2002", "2003"]);
      expect(added.total).toBe(1);
      expect(added.items.map((i) => i.id)).toEqual([id]);

      await db().execute(sql`UPDATE applications SET model = 'Beta' WHERE id = ${row}`);
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      const changed = await erp().catalogue({ filters: { make: "Testmake", model: "Alpha" } });
      expect(changed.filters.model).toBeUndefined();
      expect(changed.options.model).toEqual(["Beta"]);
      const fitting = await erp().catalogue({ filters: { make: "Testmake", model: "Beta", year: "2002" } });
      expect(fitting.items.map((i) => i.id)).toEqual([id]);

      await db().execute(sql`UPDATE applications SET year_from = NULL, year_to = NULL WHERE id = ${row}`);
      expect(await fitDrift()).toBe(0);
      // A row without years fits every year of the vehicle.
      const anyYear = await erp().catalogue({ filters: { make: "Testmake", model: "Beta", year: "1950" } });
      expect(anyYear.filters.year).toBe("1950");
      expect(anyYear.items.map((i) => i.id)).toEqual([id]);
    } finally {
      await db().execute(sql`DELETE FROM applications WHERE id = ${row}`);
    }
    expect(await facetDrift()).toBe(0);
    expect(await fitDrift()).toBe(0);
    const after = await erp().catalogue({ filters: { make: "Testmake" } });
    expect(after.filters.make).toBeUndefined();
    expect(after.options.make).not.toContain("Testmake");
    expect(after.total).toBe(before.total);
  });

  it("follow an item moved to another brand, made deadstock or a service: counts and lists move with it", async () => {
    const id = await itemWith(
      sql`i.brand_id = 'dba' AND NOT i.deadstock AND i.recordtype <> 'service' AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND a.make <> '')`,
    );
    const dba = (await erp().catalogue({ filters: { brand: "dba" } })).total;
    const hawk = (await erp().catalogue({ filters: { brand: "hawk" } })).total;
    const clearance = (await erp().catalogue({ filters: {}, deadstock: true })).total;
    const all = (await erp().catalogue({ filters: {} })).total;
    try {
      await db().execute(sql`UPDATE items SET brand_id = 'hawk' WHERE id = ${id}`);
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      expect(await itemDrift()).toBe(0);
      expect((await erp().catalogue({ filters: { brand: "dba" } })).total).toBe(dba - 1);
      expect((await erp().catalogue({ filters: { brand: "hawk" } })).total).toBe(hawk + 1);
      const vehicle = await db().execute(
        sql`SELECT make, model FROM applications WHERE item_id = ${id} AND make <> '' ORDER BY id LIMIT 1`,
      );
      const { make, model } = vehicle.rows[0] as { make: string; model: string };
      const hawkFits = await erp().catalogue({ filters: { brand: "hawk", make, model }, limit: 100 });
      expect(hawkFits.items.map((i) => i.id)).toContain(id);
      const dbaFits = await erp().catalogue({ filters: { brand: "dba", make, model }, limit: 100 });
      expect(dbaFits.items.map((i) => i.id)).not.toContain(id);

      await db().execute(sql`UPDATE items SET deadstock = true WHERE id = ${id}`);
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      expect((await erp().catalogue({ filters: {}, deadstock: true })).total).toBe(clearance + 1);

      await db().execute(sql`UPDATE items SET recordtype = 'service' WHERE id = ${id}`);
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      expect((await erp().catalogue({ filters: {} })).total).toBe(all - 1);
    } finally {
      await db().execute(
        sql`UPDATE items SET brand_id = 'dba', deadstock = false, recordtype = 'inventoryitem' WHERE id = ${id}`,
      );
    }
    expect(await facetDrift()).toBe(0);
    expect(await fitDrift()).toBe(0);
    expect(await itemDrift()).toBe(0);
    expect((await erp().catalogue({ filters: { brand: "dba" } })).total).toBe(dba);
  });

  it("follow an item added with rows and stock, then deleted with them", async () => {
    const all = (await erp().catalogue({ filters: {} })).total;
    const created = await db().execute(sql`INSERT INTO items (urlcomponent, number, name, name_normalized, manufacturer,
        manufacturer_group_id, brand_id, pricegroup, category)
      SELECT 'summary-test-item', 'SUMMARY-TEST', 'SUMTEST-1', 'SUMTEST1', manufacturer, manufacturer_group_id, brand_id,
        pricegroup, category FROM items WHERE brand_id = 'hawk' ORDER BY id LIMIT 1
      RETURNING id`);
    const id = (created.rows[0] as { id: number }).id;
    try {
      await db().execute(
        sql`INSERT INTO applications (item_id, make, model) VALUES (${id}, 'Summarymake', 'One'), (${id}, 'Summarymake', 'Two')`,
      );
      await db().execute(sql`INSERT INTO stock (location_id, item_id, quantityavailable) VALUES ('TORUN', ${id}, 3)`);
      expect(await facetDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      expect(await itemDrift()).toBe(0);
      expect((await erp().catalogue({ filters: {} })).total).toBe(all + 1);
      const listed = await erp().catalogue({ filters: { make: "Summarymake" } });
      expect(listed.options.model).toEqual(["One", "Two"]);
      expect(listed.total).toBe(1);
    } finally {
      await db().execute(sql`DELETE FROM items WHERE id = ${id}`);
    }
    expect(await facetDrift()).toBe(0);
    expect(await fitDrift()).toBe(0);
    expect(await itemDrift()).toBe(0);
    expect((await erp().catalogue({ filters: {} })).total).toBe(all);
    expect((await erp().catalogue({ filters: {} })).options.make).not.toContain("Summarymake");
  });

  it("follow a stock change: a sold-out item moves behind the ones in stock", async () => {
    const first = (await erp().catalogue({ filters: { brand: "dba" }, limit: 100 })).items;
    const top = first[0]!;
    expect(top.stock.availability.some((a) => a.quantityavailable > 0)).toBe(true);
    const saved = await db().execute(sql`SELECT location_id, quantityavailable FROM stock WHERE item_id = ${top.id}`);
    try {
      await db().execute(sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = ${top.id}`);
      expect(await itemDrift()).toBe(0);
      expect(await fitDrift()).toBe(0);
      const after = (await erp().catalogue({ filters: { brand: "dba" }, limit: 100 })).items;
      expect(after[0]!.id).not.toBe(top.id);
      // With more than 100 DBA items in stock (the order suites' clones add some), the sold-out
      // item falls off the first page altogether.
      const found = after.findIndex((i) => i.id === top.id);
      const at = found === -1 ? after.length : found;
      // Every item before it holds stock in a warehouse, none after it does (read from the stock
      // table itself, not from the cards, whose stock the search index keeps up to date on its own).
      const stocked = new Set(
        (
          (
            await db().execute(sql`SELECT DISTINCT item_id FROM stock
              WHERE quantityavailable > 0 AND item_id = ANY(${`{${after.map((i) => i.id).join(",")}}`}::int[])`)
          ).rows as { item_id: number }[]
        ).map((r) => r.item_id),
      );
      expect(after.slice(0, at).every((i) => stocked.has(i.id))).toBe(true);
      expect(after.slice(at).filter((i) => stocked.has(i.id))).toEqual([]);
    } finally {
      for (const row of saved.rows as { location_id: string; quantityavailable: number }[]) {
        await db().execute(
          sql`UPDATE stock SET quantityavailable = ${row.quantityavailable} WHERE item_id = ${top.id} AND location_id = ${row.location_id}`,
        );
      }
    }
    expect(await itemDrift()).toBe(0);
    expect(await fitDrift()).toBe(0);
    expect((await erp().catalogue({ filters: { brand: "dba" }, limit: 1 })).items[0]!.id).toBe(top.id);
  });

  it("follow a stock change in a list filtered by a vehicle", async () => {
    const filters = { make: "Toyota", model: "Hilux", year: "2018" };
    const top = (await erp().catalogue({ filters, limit: 1 })).items[0]!;
    expect(top.stock.availability.some((a) => a.quantityavailable > 0)).toBe(true);
    const saved = await db().execute(sql`SELECT location_id, quantityavailable FROM stock WHERE item_id = ${top.id}`);
    try {
      await db().execute(sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = ${top.id}`);
      expect(await fitDrift()).toBe(0);
      const after = await erp().catalogue({ filters, limit: 100 });
      expect(after.items[0]!.id).not.toBe(top.id);
      const at = after.items.findIndex((i) => i.id === top.id);
      expect(at).toBeGreaterThan(0);
      expect(after.items.slice(at).every((i) => i.stock.availability.every((a) => a.quantityavailable <= 0))).toBe(
        true,
      );
    } finally {
      for (const row of saved.rows as { location_id: string; quantityavailable: number }[]) {
        await db().execute(
          sql`UPDATE stock SET quantityavailable = ${row.quantityavailable} WHERE item_id = ${top.id} AND location_id = ${row.location_id}`,
        );
      }
    }
    expect(await fitDrift()).toBe(0);
    expect((await erp().catalogue({ filters, limit: 1 })).items[0]!.id).toBe(top.id);
  });

  it("follow a price changed, deleted and added, and a brand's position, in lists filtered by a vehicle", async () => {
    const filters = { make: "Toyota", model: "Hilux", year: "2018" };
    const list = priceListFor("main", "PL");
    const ids = async () => (await erp().catalogue({ filters, sort: "price", limit: 100 })).items.map((i) => i.id);
    const before = await ids();
    const last = before[before.length - 1]!;
    const saved = await db().execute(
      sql`SELECT baseprice, promotion, promotion_from FROM prices WHERE item_id = ${last} AND price_list_id = ${list} AND currency = 'EUR'`,
    );
    const price = saved.rows[0] as { baseprice: string; promotion: string | null; promotion_from: Date | null };
    try {
      await db().execute(
        sql`UPDATE prices SET baseprice = 0.01, promotion = NULL WHERE item_id = ${last} AND price_list_id = ${list} AND currency = 'EUR'`,
      );
      expect(await fitDrift()).toBe(0);
      expect((await ids())[0]).toBe(last);

      await db().execute(
        sql`DELETE FROM prices WHERE item_id = ${last} AND price_list_id = ${list} AND currency = 'EUR'`,
      );
      expect(await fitDrift()).toBe(0);
      const unpriced = await ids();
      // Without a price on the list it follows every priced item.
      expect(unpriced).toHaveLength(before.length);
      expect(unpriced[unpriced.length - 1]).toBe(last);
    } finally {
      await db().execute(
        sql`DELETE FROM prices WHERE item_id = ${last} AND price_list_id = ${list} AND currency = 'EUR'`,
      );
      await db().execute(sql`INSERT INTO prices (price_list_id, item_id, currency, baseprice, promotion, promotion_from)
        VALUES (${list}, ${last}, 'EUR', ${price.baseprice}, ${price.promotion}, ${price.promotion_from})`);
    }
    expect(await fitDrift()).toBe(0);
    expect(await ids()).toEqual(before);

    const brands = await db().execute(sql`SELECT id, position FROM brands ORDER BY id`);
    try {
      await db().execute(sql`UPDATE brands SET position = 1000 - position`);
      expect(await fitDrift()).toBe(0);
      expect(await itemDrift()).toBe(0);
    } finally {
      for (const row of brands.rows as { id: string; position: number }[]) {
        await db().execute(sql`UPDATE brands SET position = ${row.position} WHERE id = ${row.id}`);
      }
    }
    expect(await fitDrift()).toBe(0);
  });
});

/**
 * The listed items with an application row that holds every vehicle filter, read from the tables
 * themselves (the brand and the rows' make, model, years and group), to check a list against.
 */
async function matching(filters: Record<string, string | undefined>): Promise<Set<number>> {
  const parts = [sql`i.recordtype <> 'service'`];
  if (filters.brand) parts.push(sql`i.brand_id = ${filters.brand}`);
  const row = [sql`true`];
  if (filters.make) row.push(sql`a.make = ${filters.make}`);
  if (filters.model) row.push(sql`a.model = ${filters.model}`);
  if (filters.group) row.push(sql`a.groupdescription = ${filters.group}`);
  if (filters.year) {
    const [from, to = from] = filters.year.split("-").map(Number);
    row.push(sql`(a.year_from IS NULL OR (a.year_from <= ${to} AND coalesce(a.year_to, a.year_from) >= ${from}))`);
  }
  const vehicle = filters.make || filters.model || filters.year || filters.group;
  const fits = vehicle
    ? sql`AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND ${sql.join(row, sql` AND `)})`
    : sql``;
  const result = await db().execute(sql`SELECT i.id FROM items i WHERE ${sql.join(parts, sql` AND `)} ${fits}`);
  return new Set((result.rows as { id: number }[]).map((r) => r.id));
}

describe("the catalogue's pages", () => {
  it.each(["relevance", "number", "price"] as const)("list every match once, in order, sorted by %s", async (sort) => {
    for (const filters of [
      {},
      { brand: "dba" },
      { make: "Toyota", model: "Hilux" },
      { make: "Toyota", model: "Hilux", year: "2018" },
      { brand: "dba", make: "Toyota", model: "Hilux", year: "2018" },
      { make: "Toyota" },
      { make: "Toyota", model: "Hilux", year: "2010-2016" },
      { make: "Toyota", model: "Hilux", year: "2018", group: "Shock absorbers" },
    ]) {
      const first = await erp().catalogue({ filters, sort, limit: 24 });
      const seen: number[] = [];
      const pages = Math.ceil(first.total / 24);
      const list = [];
      for (let page = 0; page < pages; page++) {
        const answer = await erp().catalogue({ filters, sort, limit: 24, offset: page * 24 });
        expect(answer.total).toBe(first.total);
        list.push(...answer.items);
        seen.push(...answer.items.map((i) => i.id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(first.total);
      expect(new Set(seen)).toEqual(await matching(first.filters));
      if (sort === "number") {
        const names = list.map((i) => i.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      if (sort === "price") {
        // By the price on the caller's list (promotion, else base), those without one last.
        const rows = await db().execute(
          sql`SELECT item_id, coalesce(promotion, baseprice)::float AS price FROM prices
              WHERE price_list_id = ${priceListFor("main", "PL")} AND currency = 'EUR'`,
        );
        const price = new Map((rows.rows as { item_id: number; price: number }[]).map((r) => [r.item_id, r.price]));
        const keys = seen.map((id) => price.get(id) ?? Infinity);
        expect(keys.some((k) => k !== Infinity)).toBe(true);
        for (let k = 1; k < keys.length; k++) expect(keys[k]!).toBeGreaterThanOrEqual(keys[k - 1]!);
      }
      if (sort === "relevance") {
        const inStock = list.map((i) => i.stock.availability.some((a) => a.quantityavailable > 0));
        expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
      }
    }
  });

  it("list a vehicle's parts on the UK source without its hidden brands, and in the stock clearance", async () => {
    const filters = { make: "Toyota", model: "Hilux", year: "2018" };
    const everything = await matching(filters);
    const uk = await client("in-process", { source: "uk" }).catalogue({ filters, limit: 100 });
    const hidden = await db().execute(
      sql`SELECT id FROM items WHERE brand_id = ANY(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])`,
    );
    const hiddenIds = new Set((hidden.rows as { id: number }[]).map((r) => r.id));
    const shown = [...everything].filter((id) => !hiddenIds.has(id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(everything.size);
    expect(new Set(uk.items.map((i) => i.id))).toEqual(new Set(shown));
    expect(uk.total).toBe(shown.length);

    const deadstock = await db().execute(sql`SELECT id FROM items WHERE deadstock`);
    const clearanceIds = new Set((deadstock.rows as { id: number }[]).map((r) => r.id));
    const clearance = await erp().catalogue({ filters: { make: "Toyota" }, deadstock: true, limit: 100 });
    const expected = [...(await matching({ make: "Toyota" }))].filter((id) => clearanceIds.has(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(clearance.items.map((i) => i.id))).toEqual(new Set(expected));
    expect(clearance.total).toBe(expected.length);
  });

  it("stop at the catalogue's depth", async () => {
    const answer = await erp().catalogue({ filters: {}, limit: 24, offset: CATALOGUE_DEPTH });
    expect(answer.items).toEqual([]);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.more).toBe(false);
  });
});

describe("unknown and stale filter values", () => {
  it("are dropped, each judged under the choices before it, and the ones after it kept when they exist", async () => {
    const unknown = await erp().catalogue({ filters: { make: "Nomake", model: "Hilux" } });
    expect(unknown.filters).toEqual({ model: "Hilux" });
    const stale = await erp().catalogue({ filters: { make: "Toyota", model: "Ranger", year: "2018" } });
    expect(stale.filters).toEqual({ make: "Toyota", year: "2018" });
    const year = await erp().catalogue({ filters: { make: "Toyota", model: "Hilux", year: "1901" } });
    expect(year.filters).toEqual({ make: "Toyota", model: "Hilux" });
    const range = await erp().catalogue({ filters: { make: "Toyota", model: "Hilux", year: "1990-2006" } });
    expect(range.filters.year).toBe("1990-2006");
    const brand = await erp().catalogue({ filters: { brand: "nosuchbrand", make: "Toyota" } });
    expect(brand.filters).toEqual({ make: "Toyota" });
  });

  it("leave the same answer as the values that apply", async () => {
    const junk = await erp().catalogue({ filters: { brand: "dba", make: "Toyota", engine: "no such engine" } });
    const clean = await erp().catalogue({ filters: { brand: "dba", make: "Toyota" } });
    expect(junk.filters).toEqual(clean.filters);
    expect(junk.total).toBe(clean.total);
    expect(junk.options).toEqual(clean.options);
    expect(junk.items.map((i) => i.id)).toEqual(clean.items.map((i) => i.id));
  });
});
