import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import { normalizePartNumber } from "../../erp/catalogue/constants.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { tradeList } from "../../erp/catalogue/summaries.ts";
import { loadItemSummaries } from "../../erp/catalogue/summary-cache.ts";
import { search } from "../../erp/catalogue/search.ts";
import { SearchIndex, type LookRow } from "../../erp/catalogue/search/refresh.ts";
import { preparedRows } from "../../erp/db/prepared.ts";
import { loadLargeCatalogue } from "../../erp/seed/load.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { useErp } from "./harness.ts";
import type { CallContext } from "../../erp/context.ts";
import { cachedTaxRates } from "../../erp/tax/rates.ts";

const { state, client } = useErp();

/** The demo's DBA 4000 series disc with the XS (slotted) finish. */
const DISC = "DBA4285XS";
/** The disc of the demo's combo kit: typed, it matches the disc itself and the kit named after it. */
const COMBO_DISC = DEMO_FIXTURES.comboKit.replace(/^dba-combo-/, "").toUpperCase();

async function itemIds(where: ReturnType<typeof sql>) {
  const result = await state.db.db.execute(sql`SELECT id FROM items i WHERE ${where}`);
  return (result.rows as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

describe.each(["in-process", "http"] as const)("search over the %s transport", (transport) => {
  const erp = (over = {}) => client(transport, over);

  it.each(["dba4285", "DBA 4285", "4285xs", "dba-4285-xs", " Dba 4285 XS "])(
    "finds the disc typed as %j",
    async (typed) => {
      const result = await erp().search(typed);
      expect(result.items.map((i) => i.name)).toContain(DISC);
    },
  );

  it.each(["tow pro 1", COMBO_DISC, "kit", "dba 42"])(
    "ranks %j: exact part number, then prefix, then part numbers containing it, then text",
    async (typed) => {
      const wanted = normalizePartNumber(typed);
      const result = await erp().search(typed, { limit: 100 });
      const tiers = result.items.map((i) => {
        const name = normalizePartNumber(i.name);
        return name === wanted ? 0 : name.startsWith(wanted) ? 1 : name.includes(wanted) ? 2 : 3;
      });
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      expect(new Set(tiers).size).toBeGreaterThan(1);
      for (const tier of [0, 1, 2]) {
        const names = result.items.filter((_, k) => tiers[k] === tier).map((i) => i.name);
        expect(names).toEqual([...names].sort());
      }
    },
  );

  it("ranks TOW-PRO1 before TOW-PRO13 and TOW-PRO17", async () => {
    const result = await erp().search("tow pro 1");
    expect(result.items.slice(0, 3).map((i) => i.name)).toEqual(["TOW-PRO1", "TOW-PRO13", "TOW-PRO17"]);
  });

  it("puts text matches after part-number matches, ranked, and every word must match", async () => {
    const result = await erp().search("whiteline sway bar", { limit: 100 });
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.brand).toBe("whiteline");
      expect(item.description.toLowerCase()).toContain("sway bar");
    }
    const all = await erp().search("whiteline", { limit: 100 });
    expect(all.total).toBe((await itemIds(sql`i.brand_id = 'whiteline'`)).length);
    expect(result.total).toBeLessThan(all.total);
  });

  it.each([
    ["whitline", "whiteline"],
    ["clutsh", "clutch"],
    ["shackel", "shackle"],
  ])("finds %j despite the one-character typo (as %j)", async (typo, word) => {
    const corrected = await erp().search(typo, { limit: 100 });
    const right = await erp().search(word, { limit: 100 });
    expect(right.total).toBeGreaterThan(0);
    expect(corrected.corrections[typo]).toContain(word);
    // The same items as the right word finds, less those only its part-number lookup finds.
    const ids = new Set(corrected.items.map((i) => i.id));
    expect(corrected.items.every((i) => right.items.some((r) => r.id === i.id))).toBe(true);
    expect(
      right.items.filter((i) => !ids.has(i.id)).every((i) => normalizePartNumber(i.name).includes(word.toUpperCase())),
    ).toBe(true);
  });

  it("does not correct words two characters off", async () => {
    const result = await erp().search("whtlinee");
    expect(result.total).toBe(0);
  });

  it("deep also searches vehicle applications and long descriptions", async () => {
    // Engine codes are only in application rows.
    const shallow = await erp().search("1VD-FTV");
    expect(shallow.total).toBe(0);
    const deep = await erp().search("1VD-FTV", { deep: true, limit: 100 });
    const fitting = await itemIds(
      sql`EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND a.engine LIKE '%1VD-FTV%')`,
    );
    expect(fitting.length).toBeGreaterThan(0);
    expect(deep.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(fitting);

    // "Kangaroo Paw" is only in the long description of DBA discs.
    expect((await erp().search("kangaroo paw")).total).toBe(0);
    const discs = await erp().search("kangaroo paw", { deep: true, limit: 100 });
    expect(discs.total).toBeGreaterThan(0);
    expect(discs.items.every((i) => i.brand === "dba")).toBe(true);

    // Make and model with a brand: words may come from different fields.
    const hilux = await erp().search("hawk hilux", { deep: true, limit: 100 });
    const hawkHilux = await itemIds(
      sql`i.brand_id = 'hawk' AND EXISTS (SELECT 1 FROM applications a WHERE a.item_id = i.id AND a.model = 'Hilux')`,
    );
    expect(hilux.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(hawkHilux);
  });

  it("searches the texts of the shopper's language", async () => {
    const de = await erp({ lang: "de" }).search("Bremsscheibe", { limit: 100 });
    expect(de.total).toBeGreaterThan(0);
    expect(de.items.every((i) => i.description.includes("Bremsscheibe"))).toBe(true);
    const pl = await erp({ lang: "pl" }).search("sprzęgła", { limit: 100 });
    expect(pl.total).toBeGreaterThan(0);
  });

  it("hides the six brands on the UK source", async () => {
    const main = await erp().search("Whiteline");
    expect(main.total).toBeGreaterThan(0);
    const uk = await erp({ source: "uk" }).search("Whiteline");
    expect(uk.total).toBe(0);
    const brakes = await erp({ source: "uk" }).search("brake", { limit: 100 });
    expect(brakes.total).toBeGreaterThan(0);
    expect(brakes.items.some((i) => (UK_HIDDEN_BRANDS as readonly string[]).includes(i.brand))).toBe(false);
    const part = await erp({ source: "uk" }).search("PED-8000");
    expect(part.total).toBe(0);
  });

  it("pages without repeating or losing an item", async () => {
    const first = await erp().search("dba", { limit: 10 });
    const second = await erp().search("dba", { limit: 10, offset: 10 });
    const all = await erp().search("dba", { limit: 100 });
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.slice(0, 20).map((i) => i.id));
    const beyond = await erp().search("dba", { limit: 10, offset: 5000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it("answers no items for a keyword nothing matches", async () => {
    const result = await erp().search("zzqx nothing");
    expect(result).toMatchObject({ items: [], total: 0 });
  });

  it("treats tsquery and LIKE syntax as plain text", async () => {
    for (const typed of ["dba & | ! :*", "50%_", "'; DROP TABLE items; --", "(()"]) {
      const result = await erp().search(typed);
      expect(result.total).toBeGreaterThanOrEqual(0);
    }
  });

  it("refuses a 1-character keyword with 400", async () => {
    const error = await erp()
      .search(" x ")
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ErpCallError);
    expect((error as ErpCallError).status).toBe(400);
    expect((error as ErpCallError).code).toBe("BAD_REQUEST");
  });
});

describe("search documents and dictionary", () => {
  it("follow the catalogue: a new application row makes its item findable by vehicle at once", async () => {
    const [disc] = await itemIds(sql`i.name = ${DISC}`);
    const erp = client("in-process");
    expect((await erp.search("Zastava", { deep: true })).total).toBe(0);
    await state.db.db.execute(
      sql`INSERT INTO applications (item_id, make, model, engine) VALUES (${disc}, 'Zastava', 'Koral', '1.1 Fiat')`,
    );
    try {
      const found = await erp.search("zastava koral", { deep: true });
      expect(found.items.map((i) => i.id)).toEqual([disc]);
      // The new words are in the dictionary too: a typo of them is corrected.
      const typo = await erp.search("zastawa", { deep: true });
      expect(typo.items.map((i) => i.id)).toEqual([disc]);
    } finally {
      await state.db.db.execute(sql`DELETE FROM applications WHERE make = 'Zastava'`);
    }
    expect((await erp.search("zastava", { deep: true })).total).toBe(0);
  });

  it("hold a document per item and language", async () => {
    const result = await state.db.db.execute(
      sql`SELECT (SELECT count(*) FROM item_texts)::int AS texts, (SELECT count(*) FROM search_documents)::int AS documents, (SELECT count(*) FROM search_words)::int AS words`,
    );
    const row = result.rows[0] as { texts: number; documents: number; words: number };
    expect(row.documents).toBe(row.texts);
    expect(row.words).toBeGreaterThan(100);
  });
});

describe("the ERP's search index", () => {
  /** A guest on the main site in Poland, in English and euros: the context the ERP calls run in. */
  const guestContext = (): CallContext => {
    const taxRates = cachedTaxRates(state.db.db);
    return {
      db: state.db.db,
      source: "main",
      currency: "EUR",
      country: "PL",
      lang: "en",
      customer: "guest",
      account: null,
      person: null,
      levels: [],
      now: new Date(inject("today")),
      taxRates,
      // Polish VAT, as the ERP gives a Polish guest (its rate is not what these tests look at).
      priceTax: { treatment: "domestic", country: "PL", rate: 2300, registration: null },
    };
  };
  const ids = (result: { items: { id: number }[] }) => result.items.map((i) => i.id).sort((a, b) => a - b);
  // A German word already in the dictionary, so concurrent writers do not wait for each other's
  // new dictionary row; no English text holds it.
  const WORD = "bremsscheibe";
  const tag = (id: number) =>
    sql`UPDATE item_texts SET description = description || ${` ${WORD}`} WHERE item_id = ${id} AND lang = 'en'`;
  const untag = sql`UPDATE item_texts SET description = replace(description, ${` ${WORD}`}, '') WHERE lang = 'en' AND description LIKE ${`% ${WORD}%`}`;

  it("answers a change committed after an earlier search, by a transaction that began before it", async () => {
    const erp = client("in-process");
    expect((await erp.search(WORD)).total).toBe(0);
    const [early, late] = await itemIds(sql`i.name IN ('TOW-PRO13', 'TOW-PRO17')`);
    const slow = await state.db.pool.connect();
    try {
      await slow.query("BEGIN");
      await slow.query("UPDATE item_texts SET description = description || $2 WHERE item_id = $1 AND lang = 'en'", [
        early,
        ` ${WORD}`,
      ]);
      await state.db.db.execute(tag(late!));
      expect(ids(await erp.search(WORD))).toEqual([late]);
      await slow.query("COMMIT");
      expect(ids(await erp.search(WORD))).toEqual([early, late].sort((a, b) => a! - b!));
    } finally {
      await slow.query("ROLLBACK").catch(() => {});
      slow.release();
      await state.db.db.execute(untag);
    }
    expect((await erp.search(WORD)).total).toBe(0);
  });

  it("finds a renamed item by its new part number only", async () => {
    const erp = client("in-process");
    const [id] = await itemIds(sql`i.name = 'TOW-PRO17'`);
    await state.db.db.execute(sql`UPDATE items SET name = 'ZQ-771', name_normalized = 'ZQ771' WHERE id = ${id}`);
    try {
      expect(ids(await erp.search("zq 771"))).toEqual([id]);
      expect(ids(await erp.search("TOW-PRO17"))).not.toContain(id);
    } finally {
      await state.db.db.execute(
        sql`UPDATE items SET name = 'TOW-PRO17', name_normalized = 'TOWPRO17' WHERE id = ${id}`,
      );
    }
    expect(ids(await erp.search("TOW-PRO17"))).toContain(id);
  });

  it("finds new items at once and forgets deleted ones", async () => {
    const erp = client("in-process");
    const before = (await erp.search("dba")).total;
    const changes = async () =>
      Number(((await state.db.db.execute(sql`SELECT count(*) AS n FROM search_changes`)).rows[0] as { n: string }).n);
    const logged = await changes();
    const cacheVersion = async () =>
      Number(
        (
          (await state.db.db.execute(sql`SELECT coalesce(sum(weight), 0) AS v FROM cache_changes`)).rows[0] as {
            v: string;
          }
        ).v,
      );
    const version = await cacheVersion();
    const listed = (await erp.catalogue({ filters: {} })).total;
    const hilux = { make: "Toyota", model: "Hilux" };
    const fitting = (await erp.catalogue({ filters: hilux })).total;
    await loadLargeCatalogue(state.db.db, 3);
    try {
      // One change-log row for the whole load (decision 0041), and the catalogue lists the items at once.
      expect(await changes()).toBe(logged + 1);
      // One row of the loader cache's log too (decision 0042): cached catalogue answers are dropped.
      expect(await cacheVersion()).toBe(version + 1);
      expect((await erp.catalogue({ filters: {} })).total).toBe(listed + 3);
      // The vehicle lists (catalogue_fits, rebuilt by the load) count the new items that fit.
      const generated = await state.db.db.execute(sql`SELECT count(DISTINCT a.item_id)::int AS n FROM applications a
        JOIN items i ON i.id = a.item_id WHERE i.number LIKE 'GEN-%' AND a.make = 'Toyota' AND a.model = 'Hilux'`);
      expect((await erp.catalogue({ filters: hilux })).total).toBe(fitting + (generated.rows[0] as { n: number }).n);
      const added = await state.db.db.execute(sql`SELECT id, name FROM items WHERE number LIKE 'GEN-%' ORDER BY id`);
      const rows = added.rows as { id: number; name: string }[];
      expect(rows).toHaveLength(3);
      for (const row of rows) expect((await erp.search(row.name)).items[0]?.id).toBe(row.id);
    } finally {
      await state.db.db.execute(sql`DELETE FROM items WHERE number LIKE 'GEN-%'`);
    }
    expect((await erp.search("dba")).total).toBe(before);
  });

  it("warms up every language's words before the first search", async () => {
    const index = new SearchIndex(state.db.db);
    await index.warmUp();
    const snapshot = await index.current();
    expect(
      snapshot
        .loadedTexts()
        .map((pair) => pair.join(":"))
        .sort(),
    ).toEqual(["de:deep", "de:document", "en:deep", "en:document", "pl:deep", "pl:document"]);
    expect((await snapshot.cardFacts([snapshot.items[0]!.id], "pl")).size).toBe(1);
    // Loaded 7 rows at a time, the index answers exactly as loaded at once.
    const batched = await new SearchIndex(state.db.db, () => {}, { loadBatch: 7 }).current();
    const ids = snapshot.items.map((i) => i.id);
    for (const lang of ["en", "pl", "de"] as const)
      expect(await batched.cardFacts(ids, lang)).toEqual(await snapshot.cardFacts(ids, lang));
    for (const [keyword, deep] of [
      ["brake disc", false],
      ["hilux", true],
      ["kangaroo paw", true],
      ["clutch", false],
    ] as const) {
      const q = {
        partNumber: "",
        words: keyword.split(" ").map((word) => ({ word, corrections: [] })),
        lang: "en" as const,
        deep,
        hiddenBrands: new Set<string>(),
        offset: 0,
        limit: 500,
      };
      const expected = await snapshot.find(q);
      expect(expected.total).toBeGreaterThan(0);
      expect(await batched.find(q)).toEqual(expected);
    }
  });

  it("does not apply again what its base holds when a transaction on another database holds the xmin back", async () => {
    const [disc] = await itemIds(sql`i.name = ${DISC}`);
    // A transaction with an xid, open on the server's maintenance database: every snapshot's xmin stays at or below it.
    const elsewhere = new pg.Client({ connectionString: inject("adminUrl") });
    await elsewhere.connect();
    try {
      await elsewhere.query("BEGIN");
      await elsewhere.query("SELECT pg_current_xact_id()");
      await state.db.db.execute(tag(disc!));
      const index = new SearchIndex(state.db.db);
      const snapshot = await index.current();
      // The change row is at or above the watermark, and the base already holds the change.
      expect(snapshot.overlay.size).toBe(0);
      expect(await index.current()).toBe(snapshot);
      expect(snapshot.overlay.size).toBe(0);
    } finally {
      await elsewhere.query("ROLLBACK").catch(() => {});
      await elsewhere.end();
      await state.db.db.execute(untag);
    }
  });

  it("rebuilds itself when many items changed, answering the same before, during and after", async () => {
    const index = new SearchIndex(state.db.db, () => {}, { overlayLimit: 3 });
    const find = async (word: string) => {
      const snapshot = await index.current();
      const found = await snapshot.find({
        partNumber: "",
        words: [{ word, corrections: [] }],
        lang: "en",
        deep: false,
        hiddenBrands: new Set(),
        offset: 0,
        limit: 100,
      });
      return found.ids.sort((a, b) => a - b);
    };
    const tagged = (await itemIds(sql`i.brand_id = 'whiteline'`)).slice(0, 6);
    expect(await find(WORD)).toEqual([]);
    try {
      const built = await index.current();
      for (const id of tagged) await state.db.db.execute(tag(id));
      expect(await find(WORD)).toEqual(tagged);
      await index.settled();
      expect(await find(WORD)).toEqual(tagged);
      // A new snapshot was swapped in, holding the changes in its base.
      const rebuilt = await index.current();
      expect(rebuilt).not.toBe(built);
      expect(rebuilt.overlay.size).toBe(0);
    } finally {
      await state.db.db.execute(untag);
    }
    expect(await find(WORD)).toEqual([]);
  });

  it("shows the same cards as the catalogue, following photos, texts, prices and stock at once", async () => {
    const erp = client("in-process");
    const cards = (ids: number[]) => loadItemSummaries(guestContext(), ids);
    const same = async (keyword: string) => {
      const found = await erp.search(keyword, { limit: 48 });
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items).toEqual(await cards(found.items.map((i) => i.id)));
      return found;
    };
    await same("dba");
    await same("hawk pads");
    const [disc] = await itemIds(sql`i.name = ${DISC}`);
    const before = (await same(DISC)).items[0]!;
    await state.db.db.execute(
      sql`UPDATE item_photos SET name = 'Changed view' WHERE item_id = ${disc} AND position = (SELECT min(position) FROM item_photos WHERE item_id = ${disc})`,
    );
    await state.db.db.execute(
      sql`UPDATE item_texts SET description = description || ' (new batch)' WHERE item_id = ${disc} AND lang = 'en'`,
    );
    await state.db.db.execute(sql`UPDATE prices SET baseprice = baseprice + 1 WHERE item_id = ${disc}`);
    await state.db.db.execute(sql`UPDATE stock SET quantityavailable = quantityavailable + 5 WHERE item_id = ${disc}`);
    try {
      const after = (await same(DISC)).items[0]!;
      expect(after.photos[0]!.name).toBe("Changed view");
      expect(after.description).toBe(`${before.description} (new batch)`);
      expect(after.price.baseprice).toBeCloseTo(before.price.baseprice + 1, 2);
    } finally {
      await state.db.db.execute(
        sql`UPDATE item_photos SET name = ${before.photos[0]!.name} WHERE item_id = ${disc} AND name = 'Changed view'`,
      );
      await state.db.db.execute(
        sql`UPDATE item_texts SET description = replace(description, ' (new batch)', '') WHERE item_id = ${disc} AND lang = 'en'`,
      );
      await state.db.db.execute(sql`UPDATE prices SET baseprice = baseprice - 1 WHERE item_id = ${disc}`);
      await state.db.db.execute(
        sql`UPDATE stock SET quantityavailable = quantityavailable - 5 WHERE item_id = ${disc}`,
      );
    }
    expect((await same(DISC)).items[0]).toEqual(before);
  });

  it("does not answer from trade facts read before another search's look applied a change of them", async () => {
    const index = new SearchIndex(state.db.db);
    const ctx = guestContext();
    await index.current();
    const [disc] = await itemIds(sql`i.name = ${DISC}`);
    await search(ctx, index, DISC, { limit: 24, offset: 0 });
    expect(index.trade.get(tradeList(ctx), [disc!]).missing).toEqual([]);
    // Two searches served the disc from memory; then its stock changes.
    const first = (await index.begin())!;
    const second = (await index.begin())!;
    const secondMark = index.trade.mark();
    const look = async (token: typeof first) =>
      (await preparedRows<LookRow>(state.db.db, "search-changes", index.lookSql(token)))[0];
    await state.db.db.execute(sql`UPDATE stock SET quantityavailable = quantityavailable + 1 WHERE item_id = ${disc}`);
    try {
      // The first one's look sees the change: it answers again after the catch-up, which applies it.
      expect(index.validate(first, await look(first), [{ id: disc! }], index.trade.mark())).toBe(false);
      await index.current();
      // The second one's look finds the change applied already, but its facts were read before.
      expect(index.validate(second, await look(second), [{ id: disc! }], secondMark)).toBe(false);
      // A search that starts now reads them again.
      const [card] = (await search(ctx, index, DISC, { limit: 24, offset: 0 })).items;
      expect(card).toEqual((await loadItemSummaries(ctx, [disc!]))[0]);
    } finally {
      await state.db.db.execute(
        sql`UPDATE stock SET quantityavailable = quantityavailable - 1 WHERE item_id = ${disc}`,
      );
    }
  });

  it("keeps the trade facts of the cards it served, and drops them at every kind of trade change", async () => {
    const index = new SearchIndex(state.db.db);
    const ctx = guestContext();
    const cards = async (keyword: string) => {
      const found = await search(ctx, index, keyword, { limit: 48, offset: 0 });
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items).toEqual(
        await loadItemSummaries(
          ctx,
          found.items.map((i) => i.id),
        ),
      );
      return found.items;
    };
    await index.current();
    const dba = await cards("dba");
    expect(index.trade.size).toBe(dba.length);
    expect(await cards("dba")).toEqual(dba);
    expect(index.trade.size).toBe(dba.length);

    const [disc] = await itemIds(sql`i.name = ${DISC}`);
    const stocked = await state.db.db
      .execute(sql`SELECT s.location_id, s.quantityavailable, b.id AS brand FROM stock s JOIN items i ON i.id = s.item_id
      JOIN brands b ON b.id = i.brand_id WHERE s.item_id = ${disc} AND s.quantityavailable > 0 ORDER BY s.location_id LIMIT 1`);
    const {
      location_id: location,
      quantityavailable: units,
      brand,
    } = stocked.rows[0] as { location_id: string; quantityavailable: number; brand: string };
    const promoted = await state.db.db
      .execute(sql`SELECT i.id, i.name, p.promotion, p.promotion_from FROM prices p JOIN items i ON i.id = p.item_id
      WHERE p.price_list_id = 'EU' AND p.currency = 'EUR' AND p.promotion IS NOT NULL ORDER BY i.id LIMIT 1`);
    const promo = promoted.rows[0] as { id: number; name: string; promotion: string; promotion_from: string };
    // Half the promotion in whole cents, as the price column keeps it, so that the undo finds the row.
    const halfPromotion = (Math.round(Number(promo.promotion) * 50) / 100).toFixed(2);
    const flipKind = sql`UPDATE locations SET kind = CASE kind WHEN 'warehouse' THEN 'dropship' ELSE 'warehouse' END WHERE id = ${location}`;
    const changes: [string, string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
      [
        "a delivery",
        DISC,
        sql`INSERT INTO deliveries (item_id, location_id, eta, quantity) VALUES (${disc}, ${location}, '2027-01-15', 7)`,
        sql`DELETE FROM deliveries WHERE item_id = ${disc} AND quantity = 7 AND eta = '2027-01-15'`,
      ],
      [
        "stock sold out",
        DISC,
        sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = ${disc} AND location_id = ${location}`,
        sql`UPDATE stock SET quantityavailable = ${units} WHERE item_id = ${disc} AND location_id = ${location}`,
      ],
      [
        "a stock row gone",
        DISC,
        sql`DELETE FROM stock WHERE item_id = ${disc} AND location_id = ${location}`,
        sql`INSERT INTO stock (item_id, location_id, quantityavailable) VALUES (${disc}, ${location}, ${units})`,
      ],
      [
        "the item's own flags",
        DISC,
        sql`UPDATE items SET deadstock = NOT deadstock, specialbackorder = NOT specialbackorder, manufacturerstock = manufacturerstock + 3 WHERE id = ${disc}`,
        sql`UPDATE items SET deadstock = NOT deadstock, specialbackorder = NOT specialbackorder, manufacturerstock = manufacturerstock - 3 WHERE id = ${disc}`,
      ],
      [
        "the brand's airfreight",
        DISC,
        sql`UPDATE brands SET airfreight = NOT airfreight WHERE id = ${brand}`,
        sql`UPDATE brands SET airfreight = NOT airfreight WHERE id = ${brand}`,
      ],
      ["the location's kind", DISC, flipKind, flipKind],
      [
        "a lower price in the 30 days before a promotion",
        promo.name,
        sql`INSERT INTO price_history (price_list_id, item_id, currency, price, valid_from)
          VALUES ('EU', ${promo.id}, 'EUR', ${halfPromotion}, ${promo.promotion_from}::timestamptz - interval '3 days')`,
        sql`DELETE FROM price_history WHERE item_id = ${promo.id} AND price = ${halfPromotion}`,
      ],
      [
        "a price",
        promo.name,
        sql`UPDATE prices SET promotion = NULL WHERE item_id = ${promo.id} AND price_list_id = 'EU' AND currency = 'EUR'`,
        sql`UPDATE prices SET promotion = ${promo.promotion} WHERE item_id = ${promo.id} AND price_list_id = 'EU' AND currency = 'EUR'`,
      ],
    ];
    for (const [what, keyword, change, undo] of changes) {
      const before = await cards(keyword);
      await state.db.db.execute(change);
      try {
        // Twice: the first answer may come from the database, the second from what it kept.
        expect(await cards(keyword), what).not.toEqual(before);
        await cards(keyword);
      } finally {
        await state.db.db.execute(undo);
      }
      expect(await cards(keyword), what).toEqual(before);
      expect(await cards(keyword), what).toEqual(before);
    }
  });
});
