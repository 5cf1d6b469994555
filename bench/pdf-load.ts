/**
 * `npm run bench:pdf`: what order PDFs in flight do to the pages (issue 24, item 9). Starts the
 * built production shop as `npm start` does (one worker process per core; SHOP_WORKERS overrides)
 * on a fresh embedded database under .tmp/pdf-bench-data, places ORDERS orders through the
 * in-process ERP before the server starts, then times `/imprint` one request at a time:
 *
 * 1. idle;
 * 2. "first fetch": the PDFs of 40 different orders requested at once, each once (every one
 *    must be rendered), timed while they are in flight;
 * 3. "sustained": 40 PDF requests kept in flight for BENCH_SECONDS (default 10), cycling over
 *    the orders (as a client hammering the PDF URL would).
 *
 * The rate limit of the PDF route is raised for the run (PDF_RATE_LIMIT, unless set), so every
 * request reaches the PDF itself; with the default limit a single address gets 429 after a few.
 * The load generator runs in this process and shares the machine's cores with the shop.
 *
 *   npm run bench:pdf            (or: npx tsx bench/pdf-load.ts)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { erpClient } from "../app/.server/erp.ts";
import { ensureContent } from "../erp/content/load.ts";
import { openDatabase } from "../erp/db/client.ts";
import { DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { createErp } from "../erp/server.ts";
import { inProcessTransport } from "../server/erp-transport.ts";
import { speedGauge } from "./cpu.ts";
import { percentile } from "./search-erp.ts";

const IN_FLIGHT = 40;
const ORDERS = Number(process.env.BENCH_PDF_ORDERS ?? IN_FLIGHT);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3410);

process.env.NODE_ENV = "production";
process.env.SHOP_URL = `http://127.0.0.1:${port}`;
process.env.DATA_DIR = path.resolve(".tmp/pdf-bench-data");
process.env.SECURE_COOKIES = "false";
process.env.PDF_RATE_LIMIT ??= "100000";
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();

// The orders, placed before the server owns the database: one item with stock enough for all.
const orderIds = await (async () => {
  const database = await openDatabase({ log: () => {} });
  try {
    await ensureDemoCatalogue(database.db, console.log);
    await ensureContent(database.db, console.log);
    const item = (await database.db.execute(sql`SELECT id FROM items WHERE urlcomponent = ${DEMO_FIXTURES.inStock}`))
      .rows[0] as { id: number };
    await database.db.execute(
      sql`UPDATE stock SET quantityavailable = 100000 WHERE item_id = ${item.id} AND location_id = 'TORUN'`,
    );
    const erp = erpClient(
      {
        lang: "pl",
        currency: "PLN",
        country: "PL",
        taxCountry: null,
        source: "main",
        variant: "eu",
        cartId: null,
        basketCount: 0,
      },
      inProcessTransport(createErp({ db: database.db, info: () => {}, vies: null })),
    );
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 + (i % 3) });
      await erp.setShipCountry(cart_id, "PL");
      await erp.updateCartFields(cart_id, [
        { field: "shippingmethod", value: "intl-standard" },
        { field: "paymentmethod", value: "bank" },
      ]);
      const shipping = await erp.updateAddress(cart_id, {
        addressee: `Anna Nowak ${i + 1}`,
        address: "ul. Szeroka 5",
        address2: "m. 2",
        city: "Toruń",
        zip: "87-100",
        country: "PL",
        phone: "+48 600 100 200",
      });
      await erp.updateCartFields(cart_id, [
        { field: "shippingaddress", value: shipping._id },
        { field: "shipemail", value: "anna@example.com" },
      ]);
      ids.push((await erp.addOrder(cart_id))._id);
    }
    return ids;
  } finally {
    await database.close();
  }
})();
console.log(`[bench] ${orderIds.length} orders placed`);

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
let output = "";
const processes = await new Promise<number>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const serving = /\[shop\] serving on \S+(?: \((\d+) worker processes)?/.exec(output);
    if (serving) resolve(Number(serving[1] ?? 1));
  });
  server.on("exit", (code) => reject(new Error(`the shop exited (${code}) before serving`)));
});
await new Promise<void>((resolve) => {
  const check = () => (output.split("[search] index warmed").length > processes ? resolve() : setTimeout(check, 200));
  check();
});
const base = `http://127.0.0.1:${port}`;

async function get(p: string): Promise<{ status: number; bytes: number; ms: number }> {
  const start = performance.now();
  const response = await fetch(base + p);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - start };
}

/** /imprint, one request at a time, each started before `until` resolved. */
async function timeImprint(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const r = await get("/imprint");
    if (r.status !== 200) throw new Error(`/imprint answered ${r.status}`);
    times.push(r.ms);
  }
  return times.sort((a, b) => a - b);
}

const pdfPath = (id: string) => `/api/pdf/transactions/${id}`;
const statuses = new Map<number, number>();
const pdfTimes: number[] = [];
async function pdf(id: string) {
  const r = await get(pdfPath(id));
  statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  if (r.status === 200) pdfTimes.push(r.ms);
}
const summary = (label: string, times: number[], idleP50?: number) =>
  [
    label,
    times.length,
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
    times[times.length - 1]!.toFixed(1),
    idleP50 ? `${(percentile(times, 50) / idleP50).toFixed(2)}x` : "1x",
  ].join(" | ");

// Warm-up (not timed): code compiled, connections open.
for (let i = 0; i < 200; i++) await get("/imprint");
const gauge0 = speedGauge();
const idle = await timeImprint(new Promise((r) => setTimeout(r, 3000)));
const idleP50 = percentile(idle, 50);

// 2. First fetch of 40 different orders, all at once.
statuses.clear();
pdfTimes.length = 0;
const firstStart = performance.now();
const first = Promise.all(orderIds.slice(0, IN_FLIGHT).map((id) => pdf(id)));
const duringFirst = await timeImprint(first);
await first;
const firstSeconds = (performance.now() - firstStart) / 1000;
const firstStatuses = new Map(statuses);
const firstPdfTimes = [...pdfTimes].sort((a, b) => a - b);

// 3. Sustained: 40 requests in flight for `seconds`.
statuses.clear();
pdfTimes.length = 0;
const end = performance.now() + seconds * 1000;
let next = 0;
const sustained = Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (performance.now() < end) await pdf(orderIds[next++ % orderIds.length]!);
  }),
);
const duringSustained = await timeImprint(sustained);
await sustained;
const sustainedPdfTimes = [...pdfTimes].sort((a, b) => a - b);
const gauge1 = speedGauge();

server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));

const counts = (m: Map<number, number>) =>
  [...m.entries()]
    .sort()
    .map(([s, n]) => `${n}x ${s}`)
    .join(", ");
console.log(`\n${processes} shop worker process(es); speed gauge ${gauge0} ms before, ${gauge1} ms after`);
console.log("\n/imprint while ... | requests | p50 ms | p95 ms | max ms | p50 vs idle");
console.log("--- | --- | --- | --- | --- | ---");
console.log(summary("idle", idle));
console.log(summary(`${IN_FLIGHT} different PDFs, first fetch`, duringFirst, idleP50));
console.log(summary(`${IN_FLIGHT} PDFs in flight for ${seconds} s`, duringSustained, idleP50));
console.log("\nPDF requests | answers | p50 ms | p95 ms | PDFs/s");
console.log("--- | --- | --- | --- | ---");
console.log(
  `first fetch of ${IN_FLIGHT} | ${counts(firstStatuses)} | ${percentile(firstPdfTimes, 50).toFixed(0)} | ${percentile(firstPdfTimes, 95).toFixed(0)} | ${(firstPdfTimes.length / firstSeconds).toFixed(1)}`,
);
console.log(
  `sustained, ${IN_FLIGHT} in flight | ${counts(statuses)} | ${percentile(sustainedPdfTimes, 50).toFixed(0)} | ${percentile(sustainedPdfTimes, 95).toFixed(0)} | ${(sustainedPdfTimes.length / seconds).toFixed(1)}`,
);
process.exit(0);
