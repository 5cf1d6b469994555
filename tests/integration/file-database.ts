/**
 * Each ERP test file works on a database of its own: a copy of the seeded database the global setup
 * made (tests/integration/global-setup.ts), made on first use and dropped when the file ends
 * (tests/integration/file-database-setup.ts). A file may count whole tables, drain the mail outbox
 * or load generated items while the other files run beside it.
 */
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { withDatabase } from "./global-setup.ts";

/** A statement on the server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("adminUrl") });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The URL of a database `name` on the test server. */
export const databaseNamed = (name: string) => withDatabase(inject("adminUrl"), name);

/** A name for a database of a test's own, under the suite's prefix, so that the teardown drops it if the test cannot. */
export const scratchDatabaseName = (label: string) =>
  `${inject("templateDatabase")}_${label}_${crypto.randomBytes(4).toString("hex")}`;

let made: { name: string; url: Promise<string> } | null = null;

/** This file's own copy of the seeded demo database. */
export function fileDatabaseUrl(): Promise<string> {
  if (!made) {
    const name = scratchDatabaseName("file");
    made = {
      name,
      url: adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`).then(() => databaseNamed(name)),
    };
  }
  return made.url;
}

/** Drops this file's copy, if it made one (every connection to it is ended first). */
export async function dropFileDatabase(): Promise<void> {
  if (!made) return;
  const { name, url } = made;
  made = null;
  await url.catch(() => undefined);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
