/**
 * The demo comes through the catalogue import (issue 39; erp/seed/demo-import.ts): loaded from its
 * committed files by importFiles plus what the format does not carry, it leaves every table as the
 * demo written straight into the tables does (loadDemoCatalogue's `via: "direct"`, the way it was
 * loaded before): the same ids, rows and values, the price history and promotions of "today"
 * included. Only what a write stamps by itself may differ: serial ids of rows nothing refers to,
 * random ids (uuid: the demo's customers, staff, ...), salted password hashes, the moment a row was written, and the change
 * logs the writes leave for the search index and caches.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { loadDemoCatalogue } from "../../erp/seed/load.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

const TODAY = new Date("2026-11-22T09:00:00Z");
/** The logs of changes (each write appends), not state. */
const LOGS = new Set(["search_changes", "cache_changes", "audit_log", "__drizzle_migrations"]);
/** Serial ids the two ways may number otherwise: rows of a table whose id no other row refers to. */
const FREE_IDS = new Set(["applications.id", "price_history.id", "deliveries.id"]);

/** Every table's rows, each as JSON without the columns a write stamps itself, sorted. */
async function contents(url: string): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table: string; column: string; stamp: boolean }>(`
      SELECT c.table_name AS table, c.column_name AS column,
        (c.column_default LIKE 'now()%' OR c.column_default LIKE 'CURRENT_TIMESTAMP%'
          OR c.column_default LIKE '%clock_timestamp()%' OR c.column_default LIKE 'pg_current_xact_id()%' OR c.data_type = 'uuid' OR c.column_name LIKE '%password%') AS stamp
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`);
    const byTable = new Map<string, string[]>();
    for (const c of columns)
      if (!c.stamp && !FREE_IDS.has(`${c.table}.${c.column}`) && !LOGS.has(c.table))
        byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.column]);
    const out = new Map<string, string[]>();
    for (const [table, names] of byTable) {
      const list = names.map((n) => `"${n}"`).join(", ");
      const { rows } = await client.query<{ row: string }>(
        `SELECT json_build_array(${list})::text AS row FROM "${table}"`,
      );
      out.set(table, rows.map((r) => r.row).sort());
    }
    return out;
  } finally {
    await client.end();
  }
}

describe("the demo loaded through the import", () => {
  const names = { direct: scratchDatabaseName("direct"), imported: scratchDatabaseName("imported") };
  const loaded = {} as Record<keyof typeof names, Map<string, string[]>>;

  beforeAll(async () => {
    for (const [way, name] of Object.entries(names) as [keyof typeof names, string][]) {
      await adminQuery(`CREATE DATABASE ${name}`);
      const { db, pool } = connect(databaseNamed(name));
      try {
        await runMigrations(db);
        await loadDemoCatalogue(db, { today: TODAY, via: way === "direct" ? "direct" : "import" });
      } finally {
        await pool.end();
      }
      loaded[way] = await contents(databaseNamed(name));
    }
  }, 120_000);

  afterAll(async () => {
    for (const name of Object.values(names)) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("leaves every table as the direct load does", () => {
    const { direct, imported } = loaded;
    expect([...imported.keys()]).toEqual([...direct.keys()]);
    expect(direct.get("items")!.length).toBeGreaterThan(300);
    expect(direct.get("price_history")!.length).toBeGreaterThan(direct.get("prices")!.length);
    const differences = [...direct].flatMap(([table, rows]) => {
      const other = imported.get(table)!;
      const [had, got] = [new Set(rows), new Set(other)];
      const missing = rows.filter((r) => !got.has(r));
      const extra = other.filter((r) => !had.has(r));
      return missing.length + extra.length > 0 || rows.length !== other.length
        ? [{ table, rows: [rows.length, other.length], missing: missing.slice(0, 3), extra: extra.slice(0, 3) }]
        : [];
    });
    expect(differences).toEqual([]);
  });
});
