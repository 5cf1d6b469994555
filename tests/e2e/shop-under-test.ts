/**
 * Where the shop under test keeps what a spec reads behind its back: the database and the mail
 * written as .eml files. The normal suite's shop (scripts/e2e-server.ts) has an embedded PostgreSQL
 * under .tmp/e2e-data-<port> (tests/e2e/e2e-data.ts); a scaled-out project (playwright.scaleout.config.ts) names its database and
 * the mail folders of its instances in the project's metadata.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_DATA_DIR as DATA_DIR } from "./e2e-data.ts";

const metadata = () => test.info().project.metadata as { databaseUrl?: string; mailDirs?: string[] };

export function shopDatabaseUrl(): string {
  return (
    metadata().databaseUrl ??
    `postgres://postgres:postgres@localhost/shop?host=${encodeURIComponent(path.join(DATA_DIR, "pg"))}`
  );
}

/**
 * An office command line (`npm run customers -- ...`, `npm run orders -- ...`) against the shop
 * under test's database, as the office runs it; answers its output and fails the test when it
 * fails. Node with tsx straight away: through npx each call took 5 s more of CPU on the 2-core
 * machine (8.5 s against 3.4 s), and a new trade customer takes two.
 */
export function officeCommand(script: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: shopDatabaseUrl(), SHOP_URL: test.info().project.use.baseURL },
    encoding: "utf8",
  });
  expect(run.status, `${script} ${args.join(" ")}: ${run.stderr}`).toBe(0);
  return run.stdout;
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
