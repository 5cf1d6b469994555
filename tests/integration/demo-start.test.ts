/**
 * Demo data and the start (issue 37 item 2, erp/ops/demo-guard.ts): the embedded database of a
 * fresh clone gets the demo by itself; a database named by DATABASE_URL never does (`npm run seed
 * -- --demo` loads it on purpose); a production start without a seller record refuses, naming the
 * office's page and `npm run company` that set it (decision 0057); and in production a database
 * holding demo customers, demo promo codes, demo bank accounts or a wallet sandbox is refused with
 * the commands that fix it, whether or not the demo marker exists, unless DEMO_SHOP=true serves
 * the demo catalogue on purpose.
 * The real commands run here: `npm run erp` (server/erp-main.ts, the same start-up as the shop's
 * server/backend.ts), `npm run seed`, and the fixes the refusal names.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { DEMO_COMPANIES, DEMO_OFFICES } from "../../erp/seed/demo-seller.ts";
import { prepareDemoData } from "../../erp/seed/ensure.ts";
import { freePort, runCommandLine } from "./processes.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = scratchDatabaseName(prefix);
  await adminQuery(`CREATE DATABASE ${name}`);
  return { name, url: databaseNamed(name) };
}

async function dropDatabase(name: string) {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** How many rows of demo data the database holds, and whether it has a catalogue at all. */
async function demoRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*)::int FROM items) AS items,
      (SELECT count(*)::int FROM demo_catalogue) AS marker,
      (SELECT count(*)::int FROM customers) AS customers,
      (SELECT count(*)::int FROM promo_codes) AS promo_codes,
      (SELECT count(*)::int FROM bank_accounts) AS bank_accounts`);
    return rows[0] as Record<"items" | "marker" | "customers" | "promo_codes" | "bank_accounts", number>;
  } finally {
    await client.end();
  }
}

/** The seller record's rows: companies, offices, those of the demo, and the audit entries of `npm run company`. */
async function sellerRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*)::int FROM seller_companies) AS companies,
      (SELECT count(*)::int FROM seller_offices) AS offices,
      (SELECT count(*)::int FROM seller_companies WHERE demo) + (SELECT count(*)::int FROM seller_offices WHERE demo) AS demo,
      (SELECT count(*)::int FROM audit_log WHERE entity = 'seller' AND starts_with(actor, 'company (')) AS audited`);
    return rows[0] as Record<"companies" | "offices" | "demo" | "audited", number>;
  } finally {
    await client.end();
  }
}

describe("a start on a database named by DATABASE_URL, with NODE_ENV=production", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-demo-start-"));
  let database: { name: string; url: string };

  beforeAll(async () => {
    database = await createDatabase("shop_demo_start");
  });
  afterAll(async () => {
    await dropDatabase(database.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const baseEnv = (over: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SHOP_URL: "https://shop.example",
      ERP_SECRET: "demo-start-test-secret-0123456789",
      ...over,
    };
    for (const name of ["DEMO_SHOP", "PAYPAL_CLIENT_ID", "REVOLUT_SECRET_KEY", "ERP_URL"])
      if (!(name in over)) delete env[name];
    return env;
  };

  /** `npm run erp` until it listens (then stopped) or exits: its output and exit code (null: it served). */
  async function startErp(over: Record<string, string> = {}): Promise<{ output: string; code: number | null }> {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/erp-main.ts"], {
      env: baseEnv({ ERP_PORT: String(port), ERP_HOST: "127.0.0.1", ...over }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const served = await new Promise<boolean>((resolve) => {
      const poll = setInterval(() => {
        if (output.includes("[erp] listening")) {
          clearInterval(poll);
          resolve(true);
        } else if (child.exitCode !== null) {
          clearInterval(poll);
          resolve(false);
        }
      }, 50);
    });
    if (served) {
      child.kill("SIGTERM");
      await exited;
      return { output, code: null };
    }
    return { output, code: await exited };
  }

  /** One of the shop's command-line tools on this database, as `npm run <script> -- ...` runs it. */
  function command(script: string, args: string[], over: Record<string, string> = {}) {
    const run = runCommandLine(script, args, baseEnv(over));
    return { code: run.status, output: run.stdout + run.stderr };
  }

  it("refuses an empty database without a seller record, naming the page and the command that set it", async () => {
    const { output, code } = await startErp();
    expect(code, output).toBe(1);
    expect(output).toContain(
      "[seed] the database named by DATABASE_URL has no catalogue; the demo is never loaded into it by itself. " +
        "To load the demo shop on purpose, run `npm run seed -- --demo` " +
        "(with NODE_ENV=production it then starts only with DEMO_SHOP=true, for a public demo without real customers).",
    );
    expect(output).toContain("the seller record is not set (company nl, company pl, office EU, office NL, office UK)");
    expect(output).toContain("the office's company page (/office/company)");
    expect(output).toContain("`npm run company -- set --file FILE.json`");
    expect(output).not.toContain("[erp] listening");
  });

  it("`npm run company` fills in the seller record (nothing written while a field is wrong), then it starts", async () => {
    const template = command("erp/company/cli.ts", ["template"]);
    expect(template.code, template.output).toBe(0);
    const file = path.join(dataDir, "company.json");
    // The template as printed: every field empty, refused field by field, nothing written.
    fs.writeFileSync(file, template.output.slice(template.output.indexOf("{")));
    const empty = command("erp/company/cli.ts", ["set", "--file", file]);
    expect(empty.code, empty.output).toBe(1);
    expect(empty.output).toContain("companies.pl.name: This field is required");
    expect(empty.output).toContain("offices.UK.phone");
    expect((await sellerRows(database.url)).companies).toBe(0);
    // Filled in (here with the demo's values under another name), it is set and audited.
    const filled = {
      companies: Object.fromEntries(DEMO_COMPANIES.map((c) => [c.id, { ...c, name: `${c.name} (real)` }])),
      offices: DEMO_OFFICES,
    };
    fs.writeFileSync(file, JSON.stringify(filled));
    const set = command("erp/company/cli.ts", ["set", "--file", file]);
    expect(set.code, set.output).toBe(0);
    expect(set.output).toContain("Set: company pl (4x4 Performance Parts sp. z o.o. (real))");
    expect(await sellerRows(database.url)).toEqual({ companies: 2, offices: 3, demo: 0, audited: 5 });
    const shown = command("erp/company/cli.ts", ["show"]);
    expect(JSON.parse(shown.output.slice(shown.output.indexOf("{"))).companies.nl.name).toBe(
      "4x4 Performance Parts Europe B.V. (real)",
    );
    const { output, code } = await startErp();
    expect(code, output).toBeNull();
    expect(await demoRows(database.url)).toEqual({
      items: 0,
      marker: 0,
      customers: 0,
      promo_codes: 0,
      bank_accounts: 0,
    });
  });

  it("`npm run seed` without --demo leaves it empty; with --demo loads the demo on purpose", async () => {
    const plain = command("erp/seed/cli.ts", []);
    expect(plain.code, plain.output).toBe(0);
    expect(plain.output).toContain("`npm run seed -- --demo`");
    expect((await demoRows(database.url)).items).toBe(0);
    const demo = command("erp/seed/cli.ts", ["--demo"]);
    expect(demo.code, demo.output).toBe(0);
    expect(demo.output).toContain("demo catalogue loaded");
    const rows = await demoRows(database.url);
    expect(rows.marker).toBe(1);
    expect(rows.customers).toBeGreaterThan(0);
  });

  it("refuses the demo catalogue in production, though it carries the demo marker, with the commands to fix it", async () => {
    const { output, code } = await startErp();
    expect(code, output).toBe(1);
    expect(output).toContain("NODE_ENV=production on the database named by DATABASE_URL");
    expect(output).toContain("werkstatt@demo-customer.example");
    expect(output).toContain("`npm run customers -- delete-demo`");
    expect(output).toContain(`psql "$DATABASE_URL" -c 'UPDATE promo_codes SET active = false WHERE demo'`);
    expect(output).toMatch(/`npm run bank -- remove --seller \w+ --currency [A-Z]{3}`/);
    expect(output).toContain(`UPDATE payment_methods SET enabled = false WHERE id = 'demo'`);
    expect(output).toContain("start it with DEMO_SHOP=true");
    expect(output).not.toContain("[erp] listening");
  });

  it("refuses a PayPal sandbox there too, with the live settings to use", async () => {
    const { output, code } = await startErp({
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_WEBHOOK_ID: "hook",
    });
    expect(code, output).toBe(1);
    expect(output).toContain("set PAYPAL_API_URL=https://api-m.paypal.com with the live app's PAYPAL_CLIENT_ID");
  });

  it("serves it as a public demo only with DEMO_SHOP=true", async () => {
    const { output, code } = await startErp({ DEMO_SHOP: "true" });
    expect(code, output).toBeNull();
  });

  it("starts once the named fixes are done (the demo marker alone is no refusal)", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const accounts = (
      await client.query<{ seller: string; currency: string }>("SELECT seller, currency FROM bank_accounts WHERE demo")
    ).rows;
    await client.query("UPDATE promo_codes SET active = false WHERE demo");
    await client.query("DELETE FROM vat_registrations WHERE demo");
    await client.query("UPDATE payment_methods SET enabled = false WHERE id = 'demo'");
    await client.end();
    const customers = command("erp/customers/cli.ts", ["delete-demo"]);
    expect(customers.code, customers.output).toBe(0);
    const staff = command("erp/staff/cli.ts", ["delete-demo"]);
    expect(staff.code, staff.output).toBe(0);
    for (const { seller, currency } of accounts) {
      const removed = command("erp/bank/cli.ts", ["remove", "--seller", seller, "--currency", currency]);
      expect(removed.code, removed.output).toBe(0);
    }
    const { output, code } = await startErp();
    expect(code, output).toBeNull();
    // Six command lines (each a new tsx process) and a start: 31 s in a CI run on a loaded machine.
  }, 120_000);
});

describe("the start's decision in one process (prepareDemoData)", () => {
  let database: { name: string; url: string };
  let opened: ReturnType<typeof connect>;

  beforeAll(async () => {
    database = await createDatabase("shop_demo_decision");
    opened = connect(database.url);
    await runMigrations(opened.db);
  });
  afterAll(async () => {
    await opened.pool.end();
    await dropDatabase(database.name);
  });

  it("outside production, an empty DATABASE_URL database stays empty and no check runs", async () => {
    const log: string[] = [];
    const outcome = await prepareDemoData({ db: opened.db, embedded: false }, (m) => log.push(m), {
      NODE_ENV: "development",
    });
    expect(outcome).toBe("empty");
    expect(log.join("\n")).toContain("run `npm run seed -- --demo`.");
    expect((await demoRows(database.url)).items).toBe(0);
  });

  it("the embedded database gets the demo by itself, in production too, and starts", async () => {
    const log: string[] = [];
    const outcome = await prepareDemoData({ db: opened.db, embedded: true }, (m) => log.push(m), {
      NODE_ENV: "production",
    });
    expect(outcome).toBe("loaded");
    expect(log.join("\n")).toContain("[seed] empty database: loading the demo catalogue");
    expect((await demoRows(database.url)).marker).toBe(1);
  });

  it("the same database named by DATABASE_URL is refused in production", async () => {
    await expect(
      prepareDemoData({ db: opened.db, embedded: false }, () => {}, { NODE_ENV: "production" }),
    ).rejects.toThrow(/npm run customers -- delete-demo/);
    await expect(
      prepareDemoData({ db: opened.db, embedded: false }, () => {}, { NODE_ENV: "development" }),
    ).resolves.toBe("present");
  });
});
