/**
 * Migration 0045 made the end of a bulk load faster; these tests hold its search_refresh_bulk and
 * catalogue_summaries_rebuild against the definitions they replaced (kept under other names in
 * fixtures/bulk-refresh-reference.ts), run one after the other from the same state in one
 * transaction: the search documents (document and deep), the words and every catalogue summary
 * must come out the same. Beside the demo catalogue the texts include generated ones made of the
 * pieces the text search parser treats specially (tags, entities, paths, hyphens, numbers,
 * addresses, long repeats), for which the new function's shortcut (the deep document as the
 * shallow one followed by the rest's) does not hold and it must tokenise the joined text.
 */
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect } from "../../erp/db/client.ts";
import { fileDatabaseUrl } from "./file-database.ts";
import { REFERENCE_SQL } from "./fixtures/bulk-refresh-reference.ts";

const GENERATED = 600;

let db: ReturnType<typeof connect>;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "disc",
  "Brake",
  "żółw",
  "Straße",
  "pad",
  "1.5",
  "2.0.1",
  "-5",
  "+3",
  "12e3",
  "a-b-c",
  "x-1",
  ".",
  "..",
  "./path",
  "~/home",
  "~",
  "/usr/lib",
  "<",
  ">",
  "<p>",
  "</b>",
  "<br",
  "<!--",
  "-->",
  "&",
  "&amp;",
  "&nbsp;",
  "&x",
  ";",
  "@",
  "e@x.pl",
  "http://x.y/z",
  "www.dba.com.au",
  ":",
  "_",
  "#",
  "'",
  '"',
  ",",
  "(",
  ")",
  "-",
  "R-2",
  "5/8",
  "3.",
];

function text(next: () => number, max: number): string {
  const parts: string[] = [];
  const count = Math.floor(next() * max);
  for (let n = 0; n < count; n++) {
    parts.push(PIECES[Math.floor(next() * PIECES.length)]!);
    parts.push([" ", " ", "", "-", "  "][Math.floor(next() * 5)]!);
  }
  return parts.join("");
}

beforeAll(async () => {
  db = connect(await fileDatabaseUrl());
  await db.pool.query(REFERENCE_SQL);
  const next = random(45);
  const items: { description: string[]; detail: string[]; apps: string[][] }[] = [];
  for (let n = 0; n < GENERATED; n++) {
    // Every fourth item shares the texts of the one before (bulk loads share texts).
    const shared = n % 4 === 3 ? items[n - 1] : undefined;
    items.push(
      shared ?? {
        description: [0, 1, 2].map(() => text(next, 6)),
        detail: [0, 1, 2].map(() => text(next, 8)),
        apps: Array.from({ length: Math.floor(next() * 3) }, () => [text(next, 2), text(next, 2), text(next, 2)]),
      },
    );
  }
  // Lexemes near and past the 255 positions to_tsvector keeps of one lexeme.
  items.push({ description: ["disc ".repeat(130)], detail: ["disc ".repeat(130)], apps: [] });
  items.push({ description: ["disc ".repeat(120)], detail: ["disc ".repeat(134)], apps: [] });
  items.push({ description: ["pad ".repeat(300)], detail: [""], apps: [["pad", "pad", "pad"]] });
  const rows = items.flatMap((item, n) =>
    ["en", "pl", "de"].slice(0, item.description.length).map((lang, k) => ({
      n,
      lang,
      description: item.description[k]!,
      detail: item.detail[k]!,
    })),
  );
  await db.pool.query(
    `INSERT INTO items (urlcomponent, number, name, name_normalized, manufacturer, manufacturer_group_id, brand_id, pricegroup, category)
     SELECT 'bulk-refresh-' || n, 'BR' || n, 'BR-' || n, 'BR' || n, 'Saber',
       (SELECT manufacturer_group_id FROM brands WHERE id = 'saber'), 'saber', 'BULK', 'disc'
     FROM generate_series(0, $1::int - 1) n`,
    [items.length],
  );
  await db.pool.query(
    `INSERT INTO item_texts (item_id, lang, description, detaildescription)
     SELECT i.id, r.lang, r.description, r.detail
     FROM jsonb_to_recordset($1::jsonb) AS r(n int, lang text, description text, detail text)
     JOIN items i ON i.urlcomponent = 'bulk-refresh-' || r.n`,
    [JSON.stringify(rows)],
  );
  await db.pool.query(
    `INSERT INTO applications (item_id, make, model, engine, year_from, year_to)
     SELECT i.id, a.make, a.model, a.engine, 1990 + a.n % 20, CASE WHEN a.n % 3 = 0 THEN NULL ELSE 2000 + a.n % 20 END
     FROM jsonb_to_recordset($1::jsonb) AS a(n int, make text, model text, engine text)
     JOIN items i ON i.urlcomponent = 'bulk-refresh-' || a.n`,
    [
      JSON.stringify(
        items.flatMap((item, n) => item.apps.map(([make, model, engine]) => ({ n, make, model, engine }))),
      ),
    ],
  );
}, 120_000);

afterAll(() => db.pool.end());

/** Runs `work` in a transaction that is rolled back, with the triggers off as a bulk load has them. */
async function inBulk<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    return await work(client);
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

/** What `call` leaves in the tables `read` returns, then undone (a savepoint), for each function. */
async function both(client: pg.PoolClient, reference: string, current: string, read: () => Promise<unknown>) {
  const results = [];
  for (const call of [reference, current]) {
    await client.query("SAVEPOINT run");
    await client.query(call);
    results.push(await read());
    await client.query("ROLLBACK TO SAVEPOINT run");
  }
  return { reference: results[0], current: results[1] };
}

const ALL_IDS = "array(SELECT id FROM items)";

async function searchTables(client: pg.PoolClient) {
  const documents = await client.query(
    "SELECT item_id, lang, document::text, deep::text FROM search_documents ORDER BY item_id, lang",
  );
  const words = await client.query("SELECT word, shallow FROM search_words ORDER BY word");
  return { documents: documents.rows, words: words.rows };
}

it("the generated texts include rows where the deep document is not the shallow one followed by the rest's", async () => {
  // Without these the shortcut's exceptions would go untested.
  const { rows } = await db.pool.query<{ differ: number }>(`
    SELECT count(*)::int AS differ FROM items i JOIN item_texts t ON t.item_id = i.id
    WHERE i.urlcomponent LIKE 'bulk-refresh-%'
      AND to_tsvector('simple', concat_ws(' ', i.manufacturer, 'Saber', t.description, t.detaildescription))
        <> to_tsvector('simple', concat_ws(' ', i.manufacturer, 'Saber', t.description))
          || to_tsvector('simple', t.detaildescription)`);
  expect(rows[0]!.differ).toBeGreaterThan(20);
});

it("writes the same documents and words as before over the ones the items have", async () => {
  const result = await inBulk(async (client) => {
    // Every word deep only: the refresh marks again those of the normal documents.
    await client.query("UPDATE search_words SET shallow = false");
    return both(
      client,
      `SELECT reference_search_refresh_bulk(${ALL_IDS})`,
      `SELECT search_refresh_bulk(${ALL_IDS})`,
      () => searchTables(client),
    );
  });
  expect((result.current as { documents: unknown[] }).documents.length).toBeGreaterThan(GENERATED * 3);
  expect(result.current).toEqual(result.reference);
});

it("writes the same documents and words as before into empty tables, and reads the words of documents it leaves", async () => {
  const result = await inBulk(async (client) => {
    // One text of a generated item goes: its document stays, as both functions leave it, and its
    // words (in no other document) are read.
    const first = "(SELECT id FROM items WHERE urlcomponent = 'bulk-refresh-0')";
    await client.query(`UPDATE search_documents SET document = to_tsvector('simple', 'Zauberwort'),
      deep = to_tsvector('simple', 'Zauberwort Tiefwort') WHERE lang = 'de' AND item_id = ${first}`);
    await client.query(`DELETE FROM item_texts WHERE lang = 'de' AND item_id = ${first}`);
    await client.query(`DELETE FROM search_documents WHERE item_id NOT IN
      (SELECT id FROM items WHERE urlcomponent = 'bulk-refresh-0')`);
    await client.query("DELETE FROM search_words");
    return both(
      client,
      `SELECT reference_search_refresh_bulk(${ALL_IDS})`,
      `SELECT search_refresh_bulk(${ALL_IDS})`,
      () => searchTables(client),
    );
  });
  const words = (result.current as { words: { word: string; shallow: boolean }[] }).words;
  expect(words.length).toBeGreaterThan(50);
  expect(words.filter((w) => w.word.endsWith("wort"))).toEqual([
    { word: "tiefwort", shallow: false },
    { word: "zauberwort", shallow: true },
  ]);
  expect(result.current).toEqual(result.reference);
});

it("refreshes some of the items as before", async () => {
  const result = await inBulk(async (client) => {
    await client.query("DELETE FROM search_words");
    const some = "array(SELECT id FROM items WHERE id % 7 = 0)";
    return both(client, `SELECT reference_search_refresh_bulk(${some})`, `SELECT search_refresh_bulk(${some})`, () =>
      searchTables(client),
    );
  });
  expect(result.current).toEqual(result.reference);
});

it("rebuilds the same catalogue summaries as before", async () => {
  const result = await inBulk(async (client) => {
    // Changes the triggers did not follow: a new vehicle, an item discontinued, stock sold out.
    await client.query(`INSERT INTO applications (item_id, make, model, engine, year_from)
      SELECT id, 'Bulkmobile', 'Rebuild', 'V8', 2021 FROM items WHERE urlcomponent LIKE 'bulk-refresh-1%'`);
    await client.query("UPDATE items SET discontinued_at = now() WHERE id % 11 = 0");
    await client.query("UPDATE stock SET quantityavailable = 0 WHERE item_id % 5 = 0");
    await client.query("UPDATE prices SET promotion = baseprice / 2 WHERE item_id % 3 = 0");
    return both(
      client,
      "SELECT reference_catalogue_summaries_rebuild()",
      "SELECT catalogue_summaries_rebuild()",
      async () => {
        const read = async (query: string) => (await client.query(query)).rows;
        // Vehicles are compared by what they are: a vehicle added gets a new serial number each run.
        const vehicle = "v.make, v.model, v.first_year, v.last_year";
        return {
          items: await read("SELECT * FROM catalogue_items ORDER BY item_id"),
          facets: await read(
            "SELECT * FROM catalogue_facets ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19",
          ),
          vehicles: await read(`SELECT ${vehicle} FROM catalogue_vehicles v ORDER BY 1, 2, 3, 4`),
          fits: await read(`SELECT ${vehicle}, f.item_id, f.brand_id, f.category, f.deadstock, f.brand_position, f.name, f.sold_out
          FROM catalogue_fits f JOIN catalogue_vehicles v ON v.id = f.vehicle_id ORDER BY 1, 2, 3, 4, 5`),
          prices:
            await read(`SELECT ${vehicle}, p.price_list_id, p.currency, p.price, p.item_id, p.brand_id, p.category, p.deadstock
          FROM catalogue_fit_prices p JOIN catalogue_vehicles v ON v.id = p.vehicle_id ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`),
          indexes: await read(`SELECT indexname, indexdef FROM pg_indexes
          WHERE tablename IN ('catalogue_fits', 'catalogue_fit_prices') ORDER BY 1`),
        };
      },
    );
  });
  const current = result.current as { fits: unknown[]; vehicles: { make: string }[] };
  expect(current.fits.length).toBeGreaterThan(100);
  expect(current.vehicles.some((v) => v.make === "Bulkmobile")).toBe(true);
  expect(result.current).toEqual(result.reference);
});
