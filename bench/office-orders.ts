/**
 * The office's order list at 100,000 orders (issue 38): `npm run bench -- --office-orders`. Seeds
 * its own data directory (.tmp/bench-office-orders: the demo catalogue plus BENCH_ORDERS generated
 * orders, default 100,000, made by one INSERT ... SELECT generate_series, kept for the next run),
 * then times listOfficeOrders through the ERP's in-process call in a sales staff session (the
 * session check included) for filtered and searched queries: p50 and p99 of BENCH_ROUNDS calls
 * each (default 200) after 10 warm-up calls; then streams the CSV export of every order (time, size,
 * heap). Writes the figures to docs/perf/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import prettier from "prettier";
import { OFFICE_PATH } from "../contract/staff.ts";
import { openDatabase, type Database } from "../erp/db/client.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { createErp } from "../erp/server.ts";
import { startStaffSession } from "../erp/staff/sessions.ts";
import { percentile } from "./search-erp.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

/** Generated orders over the last two years: names, e-mails, countries, statuses and methods in a realistic mix. */
async function seedOrders(db: Database, count: number) {
  const have = Number(
    ((await db.execute(sql`SELECT count(*) AS n FROM orders WHERE number LIKE 'BEN-%'`)).rows[0] as { n: string }).n,
  );
  if (have >= count) return;
  const started = Date.now();
  await db.execute(sql`INSERT INTO orders (id, number, created_at, lang, source, customer, region, currency, status,
      paymentstatus, paymentmethod, shippingmethod, email, sendtogether, reqpayment, taxclass, taxrate, taxtreatment,
      taxcountry, itemsamount, discountamount, shippingcost, grossshippingcost, taxamount, grossamount,
      backorderquantity, billaddressee, billcompany, billaddress, billzip, billcity, billcountry,
      shipaddressee, shipaddress, shipzip, shipcity, shipcountry)
    SELECT md5('bench-order-' || g), 'BEN-' || (2025 + g % 2) || '-' || lpad(g::text, 6, '0'),
      now() - (g * interval '10 minutes'),
      (ARRAY['en', 'pl', 'de'])[1 + g % 3], 'main',
      CASE WHEN g % 5 = 0 THEN 'C-' || lpad((g % 2000)::text, 6, '0') ELSE 'guest' END,
      'EU', CASE WHEN g % 4 = 0 THEN 'PLN' ELSE 'EUR' END,
      (ARRAY['pendingPayment', 'pendingFulfillment', 'partiallyFulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'cancelled'])[1 + g % 7],
      (ARRAY['unpaid', 'paid', 'paid', 'partiallyPaid'])[1 + g % 4],
      (ARRAY['bank', 'paypal', 'revolut', 'invoice'])[1 + g % 4], 'intl-standard',
      lower(first.n || '.' || last.n || g || '@' || (ARRAY['example.com', 'example.de', 'example.pl'])[1 + g % 3]),
      false, false, 'standard', 0.23, 'domestic', 'PL',
      100 + g % 900, 0, 12, 14.76, 23, 149.76 + g % 900, 0,
      first.n || ' ' || last.n, CASE WHEN g % 3 = 0 THEN last.n || ' Offroad GmbH' ELSE '' END,
      'Street ' || g, '00-' || lpad((g % 1000)::text, 3, '0'), 'City', c.code,
      first.n || ' ' || last.n, 'Street ' || g, '00-' || lpad((g % 1000)::text, 3, '0'), 'City', c.code
    FROM generate_series(1, ${count}) g,
      LATERAL (SELECT (ARRAY['Anna', 'Jan', 'Piotr', 'Katarzyna', 'Hans', 'Eva', 'Lukas', 'Marta', 'Tom', 'Olivia',
        'Jakub', 'Zofia', 'Felix', 'Lena', 'Oskar', 'Maja', 'Noah', 'Emma', 'Adam', 'Ida'])[1 + g % 20] AS n) first,
      LATERAL (SELECT (ARRAY['Nowak', 'Kowalski', 'Wisniewski', 'Mueller', 'Schmidt', 'Schneider', 'Smith', 'Jones',
        'Taylor', 'Brown', 'Wojcik', 'Kaminski', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Evans', 'Walker', 'Lewandowski',
        'Zielinski', 'Becker', 'Hoffmann', 'Wright', 'Green', 'Baker', 'Hall', 'Krawczyk', 'Piotrowski', 'Koch', 'Richter',
        'Wood', 'King', 'Grabowski', 'Nowakowski', 'Pawlowski'])[1 + (g * 13) % 35] AS n) last,
      LATERAL (SELECT (ARRAY['PL', 'DE', 'DE', 'GB', 'NL', 'FR', 'AT', 'CZ', 'IT', 'SE'])[1 + (g * 3) % 10] AS code) c
    WHERE g > ${have}
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`VACUUM ANALYZE orders`);
  console.log(`seeded ${count - have} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Case {
  name: string;
  fields: Record<string, unknown>;
}

const CASES: Case[] = [
  { name: "newest 50, no filter", fields: {} },
  { name: "status to ship + country DE, 50", fields: { status: "pendingFulfillment", country: "DE" } },
  { name: "search an e-mail part (`wagner12`)", fields: { q: "wagner12" } },
  { name: "search a name + paid + a month", fields: { q: "eva nowak", paymentstatus: "paid", from: "", to: "" } },
  { name: "search a company + payment method", fields: { q: "offroad", paymentmethod: "invoice" } },
  { name: "an order number", fields: { q: "BEN-2026-054321" } },
  { name: "one customer's orders", fields: { customer: "C-000120" } },
  {
    name: "unpaid bank transfers, page of 500",
    fields: { paymentstatus: "unpaid", paymentmethod: "bank", pagesize: 500 },
  },
  { name: "status + search, the 20th page (keyset)", fields: { status: "fulfilled", q: "schmidt" } },
];

async function main() {
  process.env.DATA_DIR = path.resolve(".tmp/bench-office-orders");
  const database = await openDatabase({ log: console.log });
  const db = database.db;
  try {
    await ensureDemoCatalogue(db, console.log);
    await seedOrders(db, ORDERS);
    const total = Number(((await db.execute(sql`SELECT count(*) AS n FROM orders`)).rows[0] as { n: string }).n);
    const staff = (
      await db.execute<{ id: string }>(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status)
        VALUES ('bench-sales@office.example', 'Bench', '{sales}', 'scrypt$bench', 'JBSWY3DPEHPK3PXP', 'active')
        ON CONFLICT (email) DO UPDATE SET status = 'active' RETURNING id`)
    ).rows[0]!;
    const { token } = await startStaffSession(db, staff.id, new Date());
    const erp = createErp({ db, log: () => {}, vies: null, renderPdf: async () => Buffer.from("") });
    const month = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 8);
    const call = async (fields: Record<string, unknown>) => {
      const result = await erp.call("POST", OFFICE_PATH, { action: "listOfficeOrders", staff: token, ...fields });
      if (result.status !== 200) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
      return result.body as { orders: unknown[]; next: string | null };
    };
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ");
    const rows: string[][] = [];
    for (const c of CASES) {
      const fields = { ...c.fields };
      if ("from" in fields) Object.assign(fields, { from: `${month}01`, to: `${month}28` });
      if (c.name.includes("20th page")) {
        let next: string | null = null;
        for (let i = 0; i < 19; i++) next = (await call({ ...fields, ...(next ? { after: next } : {}) })).next;
        if (next) fields.after = next;
      }
      let found = 0;
      for (let i = 0; i < 10; i++) found = (await call(fields)).orders.length;
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        await call(fields);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      rows.push([c.name, String(found), p50.toFixed(1), p99.toFixed(1)]);
      console.log(`${c.name}: ${found} rows, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    }
    // The export of every order, streamed: its time and the heap it keeps.
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const exportStarted = performance.now();
    const file = await erp.download(OFFICE_PATH, { action: "exportOfficeOrders", staff: token });
    if (!file.file) throw new Error(`export: ${file.status} ${JSON.stringify(file.body)}`);
    let bytes = 0;
    let lines = 0;
    const reader = file.file.stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const chunk = next.value;
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) lines++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const exported = `The CSV export of all of them (\`exportOfficeOrders\`, keyset pages of 2,000 streamed through
\`ErpTransport.download\`): ${(lines - 1).toLocaleString("en")} rows, ${(bytes / 2 ** 20).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s,
peak heap growth ${((heapPeak - heapBefore) / 2 ** 20).toFixed(1)} MB (garbage included).`;
    console.log(exported);
    const pg = ((await db.execute(sql`SHOW server_version`)).rows[0] as { server_version: string }).server_version;
    const day = new Date().toISOString().slice(0, 10);
    const report = path.resolve(`docs/perf/${day}-office-order-list.md`);
    const table = [
      "| query | rows | p50 ms | p99 ms |",
      "| --- | --- | --- | --- |",
      ...rows.map((r) => `| ${r.join(" | ")} |`),
    ].join("\n");
    const text = `# The office's order list at ${total.toLocaleString("en")} orders

Date: ${day}. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB,
Node ${process.version}, embedded PostgreSQL ${pg}; the machine shared with other work (load average
${load} at the start of the timings, on ${os.cpus().length} cores: the p99 figures carry that noise).

Command: \`npm run bench -- --office-orders\` (bench/office-orders.ts; BENCH_ORDERS=${ORDERS}, BENCH_ROUNDS=${ROUNDS}).

${ORDERS.toLocaleString("en")} generated orders (one \`INSERT ... SELECT generate_series\`) besides the demo's, in
their own data directory. Each query is the ERP's \`listOfficeOrders\` call in-process, in a sales staff
session (its check included), one at a time: ${ROUNDS} timed calls after 10 warm-up calls. The search uses
the trigram index \`orders_search_trgm_idx\`, the list the keyset (created_at, number) of
\`orders_created_number_idx\` (migration 0037). The budget is 100 ms for a filtered, searched page.

${table}

${exported}
`;
    fs.writeFileSync(report, await prettier.format(text, { parser: "markdown", proseWrap: "preserve" }));
    console.log(`wrote ${path.relative(process.cwd(), report)}`);
  } finally {
    await database.close();
  }
}

await main();
process.exit(0);
