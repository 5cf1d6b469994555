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
 *    the orders (as clients hammering the PDF URL would);
 * 4. 16 PDF requests a second for BENCH_SECONDS, answered or not (the stalling rate);
 * 5. for comparison, 40 requests of /imprint itself kept in flight.
 *
 * Each of the 40 streams of PDF requests is its own client (X-Forwarded-For, with TRUST_PROXY=true),
 * as 40 shoppers would be, and the PDF route's rate limit is raised for the run (PDF_RATE_LIMIT,
 * unless set), so every request reaches the PDF itself; with the default limit one address gets
 * 429 after 20. The load generator runs in a thread of this process (the /imprint timer has the
 * main thread to itself) and shares the machine's cores with the shop.
 *
 *   npm run bench:pdf            (or: npx tsx bench/pdf-load.ts)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { erpClient, guestContext } from "../app/.server/erp.ts";
import { openDatabase } from "../erp/db/client.ts";
import { DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { createErp } from "../erp/server.ts";
import { inProcessTransport } from "../server/erp-transport.ts";
import { speedGauge } from "./cpu.ts";
import { percentile } from "./search-erp.ts";

const IN_FLIGHT = 40;
/** The "about 16 PDF requests a second stall the shop". */
const RATE = 16;
const ORDERS = Number(process.env.BENCH_PDF_ORDERS ?? IN_FLIGHT);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3410);

process.env.NODE_ENV = "production";
process.env.SHOP_URL = `http://127.0.0.1:${port}`;
process.env.DATA_DIR = path.resolve(".tmp/pdf-bench-data");
process.env.SECURE_COOKIES = "false";
process.env.PDF_RATE_LIMIT ??= "100000";
process.env.TRUST_PROXY = "true";
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();

// The orders, placed before the server owns the database: one item with stock enough for all.
const orderIds = await (async () => {
  const database = await openDatabase({ log: () => {} });
  try {
    await ensureDemoCatalogue(database.db, console.log);
    const item = (await database.db.execute(sql`SELECT id FROM items WHERE urlcomponent = ${DEMO_FIXTURES.inStock}`))
      .rows[0] as { id: number };
    await database.db.execute(
      sql`UPDATE stock SET quantityavailable = 100000 WHERE item_id = ${item.id} AND location_id = 'TORUN'`,
    );
    const erp = erpClient(
      guestContext({ lang: "pl", currency: "PLN" }),
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

/**
 * The load: `streams` clients, each asking for one path after another, in a thread of its own, so
 * this thread's event loop, which times /imprint, does not also handle 40 streams of answers.
 * With `seconds` each stream goes on until then; without, each asks once. Plain JavaScript (eval).
 */
const LOAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, paths, seconds, rate } = workerData;
const statuses = {};
const times = [];
const end = performance.now() + (seconds ?? 0) * 1000;
let next = 0;
async function ask(path, client) {
  const start = performance.now();
  const response = await fetch(base + path, { headers: { "X-Forwarded-For": "10.0.0." + client } });
  await response.arrayBuffer();
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  if (response.status === 200) times.push(performance.now() - start);
}
const started = performance.now();
const report = () => parentPort.postMessage({ statuses, times, seconds: (performance.now() - started) / 1000 });
if (rate) {
  // Open loop: a request every 1/rate s, answered or not.
  const asked = [];
  const timer = setInterval(() => {
    if (performance.now() >= end) {
      clearInterval(timer);
      Promise.all(asked).then(report);
    } else asked.push(ask(paths[next % paths.length], next++ % paths.length));
  }, 1000 / rate);
} else
  Promise.all(paths.map(async (first, client) => {
    if (seconds === undefined) return ask(first, client);
    while (performance.now() < end) await ask(paths[next++ % paths.length], client);
  })).then(report);
`;
interface LoadResult {
  statuses: Record<string, number>;
  times: number[];
  seconds: number;
}
function load(paths: string[], seconds?: number, rate?: number): Promise<LoadResult> {
  const worker = new Worker(LOAD_CODE, { eval: true, workerData: { base, paths, seconds, rate } });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once("message", (result: LoadResult) => resolve(result));
    worker.once("error", reject);
  }).finally(() => void worker.terminate());
}

const mean = (times: number[]) => times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
const summary = (label: string, times: number[], idle?: number[]) =>
  [
    label,
    times.length,
    mean(times).toFixed(1),
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
    times[times.length - 1]!.toFixed(1),
    idle ? `${(percentile(times, 50) / percentile(idle, 50)).toFixed(2)}x` : "1x",
    idle ? `${(mean(times) / mean(idle)).toFixed(2)}x` : "1x",
  ].join(" | ");

// Warm-up (not timed): code compiled, connections open.
for (let i = 0; i < 200; i++) await get("/imprint");
const gauge0 = speedGauge();
const idle = await timeImprint(new Promise((r) => setTimeout(r, 3000)));
const pdfPaths = orderIds.slice(0, IN_FLIGHT).map((id) => `/api/pdf/transactions/${id}`);

/** /imprint timed while `paths` are asked for. */
async function during(paths: string[], seconds?: number, rate?: number) {
  const loading = load(paths, seconds, rate);
  const imprint = await timeImprint(loading);
  const result = await loading;
  return { imprint, ...result, times: result.times.sort((a, b) => a - b) };
}
// 2. The first fetch of 40 different orders' PDFs, all at once; 3. 40 PDF requests in flight for
// `seconds`; 4. for comparison, 40 requests of /imprint itself in flight for `seconds`.
const first = await during(pdfPaths);
const sustained = await during(pdfPaths, seconds);
const steady = await during(pdfPaths, seconds, RATE);
const pages = await during(
  pdfPaths.map(() => "/imprint"),
  seconds,
);
const gauge1 = speedGauge();

server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));

const counts = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n}x ${status}`)
    .join(", ");
const loadRow = (label: string, r: LoadResult) =>
  `${label} | ${counts(r.statuses)} | ${percentile(r.times, 50).toFixed(0)} | ${percentile(r.times, 95).toFixed(0)} | ${(r.times.length / r.seconds).toFixed(1)}`;
console.log(`\n${processes} shop worker process(es); speed gauge ${gauge0} ms before, ${gauge1} ms after`);
console.log("\n/imprint while ... | requests | mean ms | p50 ms | p95 ms | max ms | p50 vs idle | mean vs idle");
console.log("--- | --- | --- | --- | --- | --- | --- | ---");
console.log(summary("idle", idle));
console.log(summary(`${IN_FLIGHT} different PDFs, first fetch`, first.imprint, idle));
console.log(summary(`${IN_FLIGHT} PDFs in flight for ${seconds} s`, sustained.imprint, idle));
console.log(summary(`${RATE} PDF requests a second for ${seconds} s`, steady.imprint, idle));
console.log(summary(`${IN_FLIGHT} /imprint in flight for ${seconds} s (comparison)`, pages.imprint, idle));
console.log("\nload | answers | p50 ms | p95 ms | answers/s");
console.log("--- | --- | --- | --- | ---");
console.log(loadRow(`first fetch of ${IN_FLIGHT} PDFs`, first));
console.log(loadRow(`${IN_FLIGHT} PDF requests in flight`, sustained));
console.log(loadRow(`${RATE} PDF requests a second`, steady));
console.log(loadRow(`${IN_FLIGHT} /imprint in flight`, pages));
process.exit(0);
