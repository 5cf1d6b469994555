/**
 * Where the shop under test keeps what a spec reads behind its back: the database and the mail
 * written as .eml files. The normal suite's shop (scripts/e2e-server.ts) has an embedded PostgreSQL
 * under .tmp/e2e-data-<port> (tests/e2e/e2e-data.ts); a scaled-out project (playwright.scaleout.config.ts) names its database and
 * the mail folders of its instances in the project's metadata.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createPool, type Database } from "../../erp/db/client.ts";
import { terminalSafe } from "../../erp/db/command-line.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { markPaidByOffice, ORDER_PAID_USAGE, parseOrderPaidArgs } from "../../erp/ops/order-paid.ts";
import { runOrdersCommand } from "../../erp/orders/office.ts";
import { runStaffCommand } from "../../erp/staff/office.ts";
import { E2E_DATA_DIR as DATA_DIR } from "./e2e-data.ts";

const metadata = () => test.info().project.metadata as { databaseUrl?: string; mailDirs?: string[] };

export function shopDatabaseUrl(): string {
  return (
    metadata().databaseUrl ??
    `postgres://postgres:postgres@localhost/shop?host=${encodeURIComponent(path.join(DATA_DIR, "pg"))}`
  );
}

/**
 * The office's command lines, by their npm script's name, each the function its command-line file
 * runs with the words typed after it (erp/customers/cli.ts, erp/staff/cli.ts, erp/orders/cli.ts,
 * erp/ops/order-paid-cli.ts).
 */
const OFFICE_COMMANDS = {
  customers: (db: Database, args: string[], shopUrl?: string) =>
    runCustomersCommand(db, args, { now: () => new Date(), shopUrl }),
  staff: (db: Database, args: string[], shopUrl?: string) =>
    runStaffCommand(db, args, { now: () => new Date(), shopUrl }),
  orders: (db: Database, args: string[]) => runOrdersCommand(db, args, { now: () => new Date() }),
  "order:paid": (db: Database, args: string[]) => {
    const command = parseOrderPaidArgs(args);
    if (!command) return Promise.resolve({ ok: false, message: ORDER_PAID_USAGE });
    return markPaidByOffice(db, command.ref, command.reference, command.amount);
  },
} satisfies Record<
  string,
  (db: Database, args: string[], shopUrl?: string) => Promise<{ ok: boolean; message: string }>
>;

/** One pool per database for the test process (a worker runs many specs against the same shop). */
const officeDatabases = new Map<string, Database>();

/**
 * An office command (`npm run customers -- ...`, `npm run orders -- ...`) against the shop under
 * test's database: what its command line runs, in the test's own process; answers what it would
 * print and fails the test when it would fail. A command line of its own each time cost 3.4 s of
 * CPU on the 2-core machine (Node.js starting and compiling the ERP), and a new trade customer
 * takes two; the command lines themselves are tested in the ERP suite.
 */
export async function officeCommand(command: keyof typeof OFFICE_COMMANDS, ...args: string[]): Promise<string> {
  const url = shopDatabaseUrl();
  let db = officeDatabases.get(url);
  if (!db) {
    db = drizzle(createPool(url, 2));
    officeDatabases.set(url, db);
  }
  const answer = await OFFICE_COMMANDS[command](db, args, test.info().project.use.baseURL);
  expect(answer.ok, `${command} ${args.join(" ")}: ${answer.message}`).toBe(true);
  return terminalSafe(answer.message);
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
