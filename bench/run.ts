/**
 * `npm run bench`: autocannon against the built production server (a child process, so the load
 * generator does not steal the server's CPU; embedded database under .tmp/bench-data) for the product page, the search page and /healthz (the
 * framework floor), at 10 and 50 connections, without and with `Accept-Encoding: gzip, br`.
 * Prints requests/s, p50, p99 and each page's throughput as a share of the floor's.
 * BENCH_SECONDS sets the duration of each run (default 8).
 *
 * Search: before the server starts, many timed ERP search calls at 10 concurrent (bench/search-erp.ts);
 * with the server up, the whole search page for the same queries at 10 connections (p50/p95/p99).
 * `npm run bench -- --items 100000` runs on the demo catalogue plus 100,000 generated items in
 * its own data directory (.tmp/bench-data-100000), seeded once (several minutes) and kept.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../erp/db/client.ts";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { loadLargeCatalogue } from "../erp/seed/load.ts";
import { benchErpSearch, printErpSearch } from "./search-erp.ts";

const args = process.argv.slice(2);
const itemsAt = args.indexOf("--items");
const generated = itemsAt >= 0 ? Number(args[itemsAt + 1]) : 0;
if (itemsAt >= 0 && (!Number.isInteger(generated) || generated < 1 || generated > 5_000_000)) {
  console.error("Usage: npm run bench [-- --items N]   (N generated items besides the demo catalogue)");
  process.exit(2);
}
process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= path.resolve(generated ? `.tmp/bench-data-${generated}` : ".tmp/bench-data");
process.env.SECURE_COOKIES = "false";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const { ensureBuildForBench } = await import("./build.ts");
ensureBuildForBench();

// The catalogue (seeded once per data directory) and the ERP search, before the server owns the database.
const searchErp = await (async () => {
  const database = await openDatabase({ log: console.log });
  try {
    await ensureDemoCatalogue(database.db, console.log);
    const count = async () => Number(((await database.db.execute(sql`SELECT count(*) AS n FROM items WHERE number LIKE 'GEN-%'`)).rows[0] as { n: string }).n);
    const missing = generated - (await count());
    if (missing > 0) await loadLargeCatalogue(database.db, missing, { log: console.log });
    await database.db.execute(sql`VACUUM ANALYZE`);
    const items = Number(((await database.db.execute(sql`SELECT count(*) AS n FROM items`)).rows[0] as { n: string }).n);
    const result = await benchErpSearch(database.db, { calls: Number(process.env.BENCH_SEARCH_CALLS ?? 3000) });
    return { items, result };
  } finally {
    await database.close();
  }
})();
const port = Number(process.env.BENCH_PORT ?? 3399);
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("[shop] serving")) resolve();
  });
  server.on("exit", (code) => reject(new Error(`the shop exited (${code}) before serving`)));
});
const base = `http://127.0.0.1:${port}`;

const item = buildDemoCatalogue().items.find((i) => i.urlcomponent === DEMO_FIXTURES.inStock)!;
const pages = [
  { name: "floor (/healthz)", path: "/healthz" },
  { name: "product page", path: `/${item.urlcomponent}` },
  { name: "search page", path: "/search/DBA" },
];

async function measure(url: string, connections: number, compressed: boolean) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: compressed ? { "accept-encoding": "gzip, br" } : {},
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// Warm up caches and the JIT.
for (const page of pages) await autocannon({ url: base + page.path, connections: 4, amount: 200 });

const rows: string[] = [];
for (const compressed of [false, true]) {
  for (const connections of [10, 50]) {
    const results = [];
    for (const page of pages) results.push({ page, ...(await measure(base + page.path, connections, compressed)) });
    const floor = results[0]!.rps;
    for (const r of results) {
      rows.push(
        [compressed ? "gzip, br" : "identity", String(connections), r.page.name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, `${((r.rps / floor) * 100).toFixed(0)}%`, String(r.errors)].join(" | "),
      );
    }
  }
}
// The whole search page for the ERP bench's queries, 10 shoppers at a time, each request timed.
const searchPaths = searchErp.result.queries.map((q) => `/search/${encodeURIComponent(q.keyword)}${q.deep ? "?deep=true" : ""}`);
for (const p of searchPaths) await fetch(base + p).then((r) => r.arrayBuffer());
const pageTimings: number[] = [];
let pageErrors = 0;
let next = 0;
const pageCalls = Number(process.env.BENCH_SEARCH_PAGES ?? 1200);
const pageStarted = performance.now();
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (next < pageCalls) {
      const p = searchPaths[next++ % searchPaths.length]!;
      const t0 = performance.now();
      const response = await fetch(base + p);
      await response.arrayBuffer();
      if (response.status !== 200) pageErrors++;
      pageTimings.push(performance.now() - t0);
    }
  }),
);
const pageSeconds = (performance.now() - pageStarted) / 1000;
pageTimings.sort((a, b) => a - b);
const pct = (p: number) => pageTimings[Math.min(pageTimings.length - 1, Math.floor((p / 100) * pageTimings.length))]!.toFixed(1);

printErpSearch(searchErp.result, searchErp.items);
console.log(`\nSearch page (whole page, identity), ${searchErp.items} items, 10 connections, ${searchPaths.length} queries of the mix\n`);
console.log("requests | req/s | p50 | p95 | p99 | errors");
console.log("---|---|---|---|---|---");
console.log([pageTimings.length, (pageTimings.length / pageSeconds).toFixed(0), `${pct(50)} ms`, `${pct(95)} ms`, `${pct(99)} ms`, pageErrors].join(" | "));

console.log(`\n${seconds} s per run, ${item.name} as the product\n`);
console.log("encoding | connections | page | req/s | p50 | p99 | of floor | errors");
console.log("---|---|---|---|---|---|---|---");
for (const row of rows) console.log(row);
server.kill("SIGTERM");
await new Promise((resolve) => server.on("exit", resolve));
process.exit(0);
