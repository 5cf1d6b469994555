/**
 * The end of a bulk load (erp/catalogue/bulk.ts finishBulk) timed before and after migration 0045:
 * search_refresh_bulk over every item and catalogue_summaries_rebuild, against the definitions they
 * replaced (tests/integration/fixtures/bulk-refresh-reference.ts), back to back on one database,
 * each in a transaction rolled back, with the triggers off as a bulk load has them. Two cases for the
 * documents: written over the ones the items have ("again") and written afresh (the table emptied
 * first in the transaction but for the demo catalogue's 316 items, with fresh statistics, as a
 * first import finds it). Needs a database that holds a catalogue,
 * e.g. a copy of the one `npm run bench:import` leaves:
 *   cp -a .tmp/import-bench-data .tmp/bulk-copy && DATA_DIR=.tmp/bulk-copy npx tsx bench/bulk-refresh.ts [rounds]
 * (a copy: opening it applies this branch's migrations). Prints one line a run and the medians.
 */
import type pg from "pg";
import { openDatabase } from "../erp/db/client.ts";
import { speedGauge } from "./cpu.ts";
import { REFERENCE_SQL } from "../tests/integration/fixtures/bulk-refresh-reference.ts";

const ROUNDS = Number(process.argv[2] ?? 3);

type Case = "documents again" | "documents afresh" | "summaries";
const STATEMENTS: Record<Case, { before?: string; call: (fn: string) => string }> = {
  "documents again": { call: (fn) => `SELECT ${fn}(array(SELECT id FROM items))` },
  "documents afresh": {
    before: `CREATE TEMP TABLE demo_documents ON COMMIT DROP AS SELECT * FROM search_documents WHERE item_id <= 316;
      TRUNCATE search_documents;
      INSERT INTO search_documents SELECT * FROM demo_documents;
      ANALYZE search_documents`,
    call: (fn) => `SELECT ${fn}(array(SELECT id FROM items))`,
  },
  summaries: { call: (fn) => `SELECT ${fn}()` },
};
const FUNCTIONS: Record<Case, { old: string; new: string }> = {
  "documents again": { old: "reference_search_refresh_bulk", new: "search_refresh_bulk" },
  "documents afresh": { old: "reference_search_refresh_bulk", new: "search_refresh_bulk" },
  summaries: { old: "reference_catalogue_summaries_rebuild", new: "catalogue_summaries_rebuild" },
};

async function timed(client: pg.PoolClient, which: Case, version: "old" | "new"): Promise<number> {
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    const { before, call } = STATEMENTS[which];
    if (before) await client.query(before);
    const started = performance.now();
    await client.query(call(FUNCTIONS[which][version]));
    return (performance.now() - started) / 1000;
  } finally {
    await client.query("ROLLBACK");
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await openDatabase({ log: () => {} });
const client = await database.pool.connect();
try {
  const { rows } = await client.query<{ items: number }>("SELECT count(*)::int AS items FROM items");
  console.log(`${rows[0]!.items} items; speed gauge ${speedGauge()} ms`);
  // The reference functions are made once here and dropped at the end.
  await client.query(REFERENCE_SQL);
  const figures = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const which of Object.keys(STATEMENTS) as Case[]) {
      // Alternate which goes first, so a drift of the machine's speed weighs on both alike.
      const order: ("old" | "new")[] = round % 2 === 0 ? ["old", "new"] : ["new", "old"];
      for (const version of order) {
        const s = await timed(client, which, version);
        const key = `${which} ${version}`;
        figures.set(key, [...(figures.get(key) ?? []), s]);
        console.log(`round ${round + 1}: ${key}: ${s.toFixed(1)} s`);
      }
    }
  console.log("\n| case | before (s) | after (s) | runs |\n| --- | --- | --- | --- |");
  for (const which of Object.keys(STATEMENTS) as Case[]) {
    const [old, now] = [figures.get(`${which} old`)!, figures.get(`${which} new`)!];
    console.log(`| ${which} | ${median(old).toFixed(1)} | ${median(now).toFixed(1)} | ${old.length} |`);
  }
  console.log(`speed gauge ${speedGauge()} ms`);
} finally {
  await client
    .query("DROP FUNCTION IF EXISTS reference_search_refresh_bulk(integer[]), reference_catalogue_summaries_rebuild()")
    .catch(() => {});
  client.release();
  await database.close();
}
