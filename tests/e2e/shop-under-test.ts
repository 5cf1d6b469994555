/**
 * Where the shop under test keeps what a spec reads behind its back: the database and the mail
 * written as .eml files. The normal suite's shop (scripts/e2e-server.ts) has an embedded PostgreSQL
 * under .tmp/e2e-data-<port> (tests/e2e/e2e-data.ts); a scaled-out project (playwright.scaleout.config.ts) names its database and
 * the mail folders of its instances in the project's metadata.
 */
import path from "node:path";
import { test } from "@playwright/test";
import pg from "pg";
import { E2E_DATA_DIR as DATA_DIR } from "./e2e-data.ts";

const metadata = () => test.info().project.metadata as { databaseUrl?: string; mailDirs?: string[] };

export function shopDatabaseUrl(): string {
  return (
    metadata().databaseUrl ??
    `postgres://postgres:postgres@localhost/shop?host=${encodeURIComponent(path.join(DATA_DIR, "pg"))}`
  );
}

/** Runs `use` with a connection to the shop's database, closed afterwards whatever happens. */
export async function withShopDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The folders an outbox sender writes .eml files to (one per process that runs a sender). */
export function shopMailDirs(): string[] {
  return metadata().mailDirs ?? [path.join(DATA_DIR, "mail")];
}
