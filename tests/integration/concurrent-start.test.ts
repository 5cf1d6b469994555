/**
 * Several instances starting at once on one empty database (two storefronts behind a proxy, each
 * with its ERP in-process): migrations and the demo catalogue's first load take turns instead of
 * colliding (withStartupLock in erp/db/client.ts).
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { ensureDemoCatalogue } from "../../erp/seed/ensure.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { withDatabase } from "./global-setup.ts";

const name = `shop_start_${crypto.randomBytes(4).toString("hex")}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

beforeAll(() => admin(`CREATE DATABASE ${name}`));
afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

it("three processes migrate and seed one empty database at once; the catalogue is loaded once", async () => {
  const url = withDatabase(inject("databaseUrl"), name);
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
