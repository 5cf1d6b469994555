/**
 * `npm run bench`: autocannon against the built production server, started as `npm start` starts
 * it (one worker process per core; SHOP_WORKERS overrides) on an embedded database under
 * .tmp/bench-data. The load generator shares this machine's cores with the shop and the database.
 *
 * Search: before the server starts, many timed ERP search calls at 10 concurrent (bench/search-erp.ts);
 * with the server up, the whole search page for the same queries (in BENCH_SEARCH_ROUNDS rounds,
 * default 3, each followed by the machine's speed gauge) and a content page at 10 connections
 * (p50/p95/p99, and CPU per page in the shop, PostgreSQL and the load generator).
 * Then the product page, the search page and /healthz (the framework floor), at 10 and 50
 * connections, without and with `Accept-Encoding: gzip, br`: requests/s, p50, p99 and each page's
 * throughput as a share of the floor's. BENCH_SECONDS sets the duration of each run (default 8).
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
import { postgresCpuSeconds, speedGauge, treeCpuSeconds } from "./cpu.ts";
import { benchErpSearch, percentile, printErpSearch } from "./search-erp.ts";

const args = process.argv.slice(2);
const itemsAt = args.indexOf("--items");
const generated = itemsAt >= 0 ? Number(args[itemsAt + 1]) : 0;
if (itemsAt >= 0 && (!Number.isInteger(generated) || generated < 1 || generated > 5_000_000)) {
  console.error("Usage: npm run bench [-- --items N]   (N generated items besides the demo catalogue)");
  process.exit(2);
}
process.env.NODE_ENV = "production";
process.env.SHOP_URL ??= "http://127.0.0.1";
process.env.DATA_DIR ??= path.resolve(generated ? `.tmp/bench-data-${generated}` : ".tmp/bench-data");
process.env.SECURE_COOKIES = "false";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();
const gaugeBefore = speedGauge();

// The catalogue (seeded once per data directory) and the ERP search, before the server owns the database.
const searchErp = await (async () => {
  const database = await openDatabase({ log: console.log });
  try {
    await ensureDemoCatalogue(database.db, console.log);
    const count = async () =>
      Number(
        (
          (await database.db.execute(sql`SELECT count(*) AS n FROM items WHERE number LIKE 'GEN-%'`)).rows[0] as {
            n: string;
          }
        ).n,
      );
    const missing = generated - (await count());
    if (missing > 0) await loadLargeCatalogue(database.db, missing, { log: console.log });
    await database.db.execute(sql`VACUUM ANALYZE`);
    const items = Number(
      ((await database.db.execute(sql`SELECT count(*) AS n FROM items`)).rows[0] as { n: string }).n,
    );
    const result = await benchErpSearch(database.db, { calls: Number(process.env.BENCH_SEARCH_CALLS ?? 3000) });
    return { items, result };
  } finally {
    await database.close();
  }
})();
const port = Number(process.env.BENCH_PORT ?? 3399);
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
let started = "";
const workers = await new Promise<string>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    started += chunk.toString();
    const serving = /\[shop\] serving on \S+(?: \((\d+) worker processes)?/.exec(started);
    if (serving) resolve(serving[1] ? `${serving[1]} shop worker processes` : "the shop in one process");
  });
  server.on("exit", (code) => reject(new Error(`the shop exited (${code}) before serving`)));
});
const base = `http://127.0.0.1:${port}`;
// Measure once every process has warmed its search index (it builds in the background at start).
await new Promise<void>((resolve, reject) => {
  const processes = Number(/^(\d+)/.exec(workers)?.[1] ?? 1);
  const check = () => {
    if (started.includes("[search] warming the index failed"))
      reject(new Error("a shop process could not warm its search index"));
    else if (started.split("[search] index warmed").length > processes) resolve();
    else setTimeout(check, 200);
  };
  check();
});

// Whole pages, 10 shoppers at a time, each response timed: the search page over the ERP bench's
// queries (each connection walks the list), and a content page that asks the ERP nothing, as the
// storefront's own floor for a rendered page. Autocannon, because a fetch() load generator costs
// this 2-core machine about 2 ms of CPU per request, more than the ERP's search.
const searchPaths = searchErp.result.queries.map(
  (q) => `/search/${encodeURIComponent(q.keyword)}${q.deep ? "?deep=true" : ""}`,
);
const pageCalls = Number(process.env.BENCH_SEARCH_PAGES ?? 3000);
// This machine's speed moves by a third within minutes (see the gauge), so one round of the search
// page can look much better or worse than the shop is: it is timed in rounds, each with the gauge.
const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
async function timePages(label: string, paths: string[], warmUp = true) {
  const requests = paths.map((p) => ({ method: "GET" as const, path: p }));
  const options = { url: base, connections: 10, headers: { "accept-encoding": "gzip, br" }, requests };
  if (warmUp) await autocannon({ ...options, amount: Math.max(600, paths.length * 10) }); // not timed
  const timings: number[] = [];
  const server0 = treeCpuSeconds(server.pid!);
  const pg0 = postgresCpuSeconds();
  const self0 = process.cpuUsage();
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const run = autocannon({ ...options, amount: pageCalls }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => timings.push(ms));
  const result = await run;
  const self = process.cpuUsage(self0);
  const server1 = treeCpuSeconds(server.pid!);
  const pg1 = postgresCpuSeconds();
  timings.sort((a, b) => a - b);
  const pct = (p: number) => `${percentile(timings, p).toFixed(1)} ms`;
  const perPage = (a: number | null, b: number | null) =>
    a === null || b === null ? "?" : (((b - a) * 1000) / timings.length).toFixed(2);
  return [
    label,
    timings.length,
    result.requests.average.toFixed(0),
    pct(50),
    pct(95),
    pct(99),
    perPage(server0, server1),
    perPage(pg0, pg1),
    ((self.user + self.system) / 1000 / timings.length).toFixed(2),
    result.errors + result.non2xx,
  ].join(" | ");
}
const pageRows: string[] = [];
for (let round = 1; round <= searchRounds; round++) {
  const row = await timePages(`search page (${searchPaths.length} queries), round ${round}`, searchPaths, round === 1);
  pageRows.push(`${row} | ${speedGauge()} ms`);
}
pageRows.push(`${await timePages("content page (/imprint)", ["/imprint"])} | ${speedGauge()} ms`);

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
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
        [
          compressed ? "gzip, br" : "identity",
          String(connections),
          r.page.name,
          r.rps.toFixed(0),
          `${r.p50} ms`,
          `${r.p99} ms`,
          `${((r.rps / floor) * 100).toFixed(0)}%`,
          String(r.errors),
        ].join(" | "),
      );
    }
  }
}
printErpSearch(searchErp.result, searchErp.items);
console.log(`\nWhole pages (gzip, br), ${searchErp.items} items, 10 connections, ${workers}; CPU in ms per page\n`);
console.log(
  "page | requests | req/s | p50 | p95 | p99 | CPU shop | CPU PostgreSQL | CPU load generator | errors | speed gauge after",
);
console.log("---|---|---|---|---|---|---|---|---|---|---");
for (const row of pageRows) console.log(row);

console.log(`\n${seconds} s per run, ${item.name} as the product\n`);
console.log("encoding | connections | page | req/s | p50 | p99 | of floor | errors");
console.log("---|---|---|---|---|---|---|---");
for (const row of rows) console.log(row);
console.log(
  `\nMachine speed: a fixed loop of 1e8 additions took ${gaugeBefore} ms before and ${speedGauge()} ms after (lower is faster).`,
);
server.kill("SIGTERM");
await new Promise((resolve) => server.on("exit", resolve));
process.exit(0);
