/**
 * Several instances starting at once on one empty database (two storefronts behind a proxy, each
 * with its ERP in-process): migrations and the demo catalogue's first load take turns instead of
 * colliding (withStartupLock in erp/db/client.ts).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { ensureDemoCatalogue } from "../../erp/seed/ensure.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

const name = scratchDatabaseName("start");

beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

it("three processes migrate and seed one empty database at once; the catalogue is loaded once", async () => {
  const url = databaseNamed(name);
  const processes = [connect(url), connect(url), connect(url)];
  try {
    const logs: string[] = [];
    await Promise.all(
      processes.map(async ({ db }) => {
        await runMigrations(db);
        await ensureDemoCatalogue(db, (m) => logs.push(m));
      }),
    );
    expect(logs.filter((m) => m.includes("empty database: loading"))).toHaveLength(1);
    const { rows } = await processes[0]!.pool.query("SELECT count(*)::int AS n FROM items");
    expect(rows[0].n).toBe(buildDemoCatalogue().items.length);
  } finally {
    await Promise.all(processes.map((p) => p.pool.end()));
  }
}, 120_000);
