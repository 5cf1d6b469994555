/**
 * `npm run bench`: autocannon against the built production server, started as `npm start` starts
 * it (one worker process per core; SHOP_WORKERS overrides) on an embedded database under
 * .tmp/bench-data. The load generator shares this machine's cores with the shop and the database.
 *
 * Search: before the server starts, many timed ERP search calls at 10 concurrent (bench/search-erp.ts);
 * with the server up, the whole search page for the same queries (in BENCH_SEARCH_ROUNDS rounds,
 * default 3, each followed by the machine's speed gauge) and a content page at 10 connections
 * (p50/p95/p99, and CPU per page in the shop, PostgreSQL and the load generator).
 *
 * Then the page table (issue 25 item 6): a bare Remix 2 page (bench/bare: React 18, one loader,
 * built here into .tmp/bench-bare and served on its own port by as many processes as the shop
 * has) timed before each page and after the last, the pages being home, catalogue (DBA and a vehicle filter), product
 * (a combo kit), search and basket (one line, added by the product page's form post; its cookie
 * kept) at 10 connections with `Accept-Encoding: gzip, br`: requests/s, p50, p99, throughput as a
 * share of the bare page's runs around it, and the JavaScript gzip each page loads (from the build's Remix
 * manifest). BENCH_SECONDS sets the duration of each run (default 8).
 *
 * `npm run bench -- --items 100000` runs on the demo catalogue plus 100,000 generated items in
 * its own data directory (.tmp/bench-data-100000), seeded once (several minutes) and kept.
 * `npm run bench -- --compare 100000` runs two shops, the demo catalogue (A) and the demo catalogue
 * plus 100,000 items (B), and times each catalogue page A B A B: B/A of throughput and latency
 * (issue 25 item 4). Each writes its table to docs/perf/ (bench/pages.ts's reportFile).
 * `npm run bench -- --office-orders` times only the office's order list at 100,000 orders
 * (bench/office-orders.ts); `npm run bench -- --import` only the import of 100,000 items with
 * 300,000 fitment rows (bench/import-catalogue.ts, also `npm run bench:import`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import prettier from "prettier";
import { DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { gzipBytesSent } from "../server/precompressed.ts";
import { postgresCpuSeconds, speedGauge, treeCpuSeconds } from "./cpu.ts";
import {
  averageRuns,
  bareTable,
  comparePages,
  compareTable,
  countCards,
  htmlScripts,
  inlineManifest,
  manifestPath,
  markdownTable,
  median,
  pageScripts,
  parseManifest,
  renderedRouteIds,
  reportFile,
  shopPages,
  SINGLE_REQUESTS,
  type BareRow,
  type BenchPage,
  type BenchSession,
  type CompareRow,
  type Run,
} from "./pages.ts";
import { benchErpSearch, percentile, printErpSearch } from "./search-erp.ts";
import { ensureStockBare, STOCK_CLIENT, STOCK_DIR, STOCK_SERVER } from "./bare-stock.ts";
import { timeCheckout } from "./checkout.ts";
import { basketCookie, seed, signInCookie, startServer, startShop, stopServer, TRADE_CUSTOMER } from "./servers.ts";

const USAGE =
  "Usage: npm run bench [-- --items N | --compare N | --office-orders | --import]   (N generated items besides the demo catalogue)";
const args = process.argv.slice(2);
// The office's order list at 100,000 orders, alone (bench/office-orders.ts).
if (args.includes("--office-orders")) {
  await import("./office-orders.ts");
  process.exit(0);
}
// The import of a whole catalogue (100,000 items) through `npm run import`, alone (bench/import-catalogue.ts).
if (args.includes("--import")) {
  await import("./import-catalogue.ts");
  process.exit(0);
}
function count(flag: string): number {
  const at = args.indexOf(flag);
  if (at < 0) return 0;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  return n;
}
const compareItems = count("--compare");
const generated = compareItems || count("--items");
if (compareItems && args.includes("--items")) {
  console.error(USAGE);
  process.exit(2);
}
process.env.NODE_ENV = "production";
process.env.SHOP_URL ??= "http://127.0.0.1";
process.env.SECURE_COOKIES = "false";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const firstPort = Number(process.env.BENCH_PORT ?? 3399);
const started = new Date();

const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();
const gaugeBefore = speedGauge();

/** One timed run of a page at 10 connections, compressed as a browser asks. */
type Cookies = Partial<Record<BenchSession, string>>;

async function measure(base: string, page: BenchPage, cookies: Cookies = {}): Promise<Run> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, br" };
  const cookie = page.cookie && cookies[page.cookie];
  if (cookie) headers.cookie = cookie;
  const result = await autocannon({ url: base + page.path, connections: 10, duration: seconds, headers });
  const stats = (result as { statusCodeStats?: Record<string, { count?: number }> }).statusCodeStats ?? {};
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result["4xx"] + result["5xx"],
    statuses: Object.keys(stats).sort().join(", "),
  };
}

/** The item cards of a page's answer (0 for a redirect, which is not followed). */
async function cardsOf(base: string, page: BenchPage): Promise<number> {
  const response = await fetch(base + page.path, { redirect: "manual" });
  return response.status === 200 ? countCards(await response.text()) : 0;
}

/** Milliseconds of one request, its whole answer read (a redirect answered, not followed). */
async function singleRequest(base: string, page: BenchPage): Promise<number> {
  const start = performance.now();
  const response = await fetch(base + page.path, { redirect: "manual", headers: { "accept-encoding": "gzip, br" } });
  await response.arrayBuffer();
  return performance.now() - start;
}

async function warmUp(base: string, pages: readonly BenchPage[], cookies: Cookies = {}) {
  for (const page of pages) {
    const cookie = page.cookie && cookies[page.cookie];
    await autocannon({ url: base + page.path, connections: 4, amount: 200, headers: cookie ? { cookie } : {} });
  }
}

/**
 * The JavaScript a page loads, in the bytes sent to a client that accepts gzip: its rendered routes'
 * scripts by the manifest, and any other script its HTML names. A script counts as its .gz file
 * (`npm run build` writes them, scripts/precompress.ts); a build without them (the bare page's) is
 * gzipped here at level 9; the inline manifest too.
 */
async function pageJs(base: string, page: BenchPage, clientDir: string, cookies: Cookies = {}): Promise<number | null> {
  const cookie = page.cookie && cookies[page.cookie];
  const html = await (await fetch(base + page.path, { headers: cookie ? { cookie } : {} })).text();
  const file = (p: string) => path.join(clientDir, p);
  const gzip = (code: string | Buffer) => zlib.gzipSync(code, { level: 9 }).length;
  // With lazy route discovery the page carries its routes' manifest inline and loads no manifest file.
  const inline = inlineManifest(html);
  const manifestAt = manifestPath(html);
  if (!inline && !manifestAt) return null;
  const manifest = parseManifest(inline ?? fs.readFileSync(file(manifestAt!), "utf8"));
  const scripts = new Set([
    ...pageScripts(manifest, renderedRouteIds(html), { inline: inline !== null }),
    ...htmlScripts(html).filter((script) => !inline || script !== manifest.url),
  ]);
  return [...scripts].reduce((sum, script) => sum + gzipBytesSent(file(script)), inline ? gzip(inline) : 0);
}

const comboKit = DEMO_FIXTURES.comboKit;
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.versions.node}`;
const markdown: string[] = [];

if (compareItems) {
  // A and B, each seeded once in its own data directory, served side by side.
  const a = await seed(0);
  const b = await seed(compareItems);
  const shopA = await startShop("shop A", 0, firstPort);
  const shopB = await startShop("shop B", compareItems, firstPort + 1);
  const pages = comparePages(comboKit);
  await warmUp(shopA.base, pages);
  await warmUp(shopB.base, pages);
  const rows: CompareRow[] = [];
  for (const page of pages) {
    const runs = { a: [] as Run[], b: [] as Run[] };
    for (let round = 0; round < 2; round++) {
      runs.a.push(await measure(shopA.base, page));
      runs.b.push(await measure(shopB.base, page));
    }
    const cards = { a: await cardsOf(shopA.base, page), b: await cardsOf(shopB.base, page) };
    rows.push({ page: page.name, a: averageRuns(runs.a), b: averageRuns(runs.b), cards });
    console.log(`[bench] ${page.path}: A ${rows.at(-1)!.a.rps.toFixed(0)} req/s, B ${rows.at(-1)!.b.rps.toFixed(0)}`);
  }
  await stopServer(shopA);
  await stopServer(shopB);
  // Each page alone, the loader cache off: what one request costs the shop and the ERP at each size.
  const coldA = await startShop("shop A, no loader cache", 0, firstPort, { LOADER_CACHE: "off" });
  const coldB = await startShop("shop B, no loader cache", compareItems, firstPort + 1, { LOADER_CACHE: "off" });
  for (const [index, page] of pages.entries()) {
    const times = { a: [] as number[], b: [] as number[] };
    for (let i = 0; i < 2 + SINGLE_REQUESTS; i++) {
      const a = await singleRequest(coldA.base, page);
      const b = await singleRequest(coldB.base, page);
      if (i < 2) continue;
      times.a.push(a);
      times.b.push(b);
    }
    rows[index]!.single = { a: median(times.a), b: median(times.b) };
    console.log(`[bench] ${page.path} alone: A ${median(times.a).toFixed(1)} ms, B ${median(times.b).toFixed(1)} ms`);
  }
  await stopServer(coldA);
  await stopServer(coldB);
  const table = compareTable(rows);
  markdown.push(
    `A is the demo catalogue (${a.items} items), B the demo catalogue plus ${compareItems} generated items ` +
      `(${b.items} items), each served by its own shop (${shopA.workers} each) on its own embedded database. ` +
      `Each page was timed A B A B, ${seconds} s per run, 10 connections, \`Accept-Encoding: gzip, br\`; ` +
      "the figures are the means of the two runs. `answers` are the status codes (a URL with unknown filter " +
      "values is answered with a redirect, not followed). `cards` are the item cards each side's page shows: " +
      "where A shows fewer than B, the two answers differ in content as well as in catalogue size. `single` is " +
      `one request at a time with the loader cache off (\`LOADER_CACHE=off\`, both shops restarted so), A and B ` +
      `alternating, two untimed and ${SINGLE_REQUESTS} timed each: the median, the whole answer read.`,
    "",
    table,
  );
  console.log(`\n${table}`);
} else {
  // The catalogue (seeded once per data directory) and the ERP search, before the server owns the database.
  const searchErp = await seed(generated, async (db) => {
    // The checkout run's part never runs out: every order takes one from the warehouse that serves Poland.
    await db.execute(sql`UPDATE stock SET quantityavailable = 1000000
      WHERE item_id = (SELECT id FROM items WHERE urlcomponent = ${DEMO_FIXTURES.inStock})`);
    return benchErpSearch(db, { calls: Number(process.env.BENCH_SEARCH_CALLS ?? 3000) });
  });
  const erpResult = searchErp.result!;
  // Orders of the checkout run come from one address: its limit is lifted for the bench.
  const shop = await startShop("the shop", generated, firstPort, { ORDER_RATE_LIMIT: "100000" });
  ensureStockBare();
  const bare = await startServer(
    "the bare page",
    STOCK_SERVER.join(" "),
    firstPort + 2,
    { NODE_ENV: "production" },
    (output) => output.includes("[remix-serve] http"),
    { cwd: STOCK_DIR },
  );

  // Whole pages, 10 shoppers at a time, each response timed: the search page over the ERP bench's
  // queries (each connection walks the list), and a content page that asks the ERP nothing, as the
  // storefront's own floor for a rendered page. Autocannon, because a fetch() load generator costs
  // this 2-core machine about 2 ms of CPU per request, more than the ERP's search.
  const searchPaths = erpResult.queries.map(
    (q) => `/search/${encodeURIComponent(q.keyword)}${q.deep ? "?deep=true" : ""}`,
  );
  const pageCalls = Number(process.env.BENCH_SEARCH_PAGES ?? 3000);
  // This machine's speed moves by a third within minutes (see the gauge), so one round of the search
  // page can look much better or worse than the shop is: it is timed in rounds, each with the gauge.
  const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
  const timePages = async (label: string, paths: string[], warm = true) => {
    const requests = paths.map((p) => ({ method: "GET" as const, path: p }));
    const options = { url: shop.base, connections: 10, headers: { "accept-encoding": "gzip, br" }, requests };
    if (warm) await autocannon({ ...options, amount: Math.max(600, paths.length * 10) }); // not timed
    const timings: number[] = [];
    const server0 = treeCpuSeconds(shop.process.pid!);
    const pg0 = postgresCpuSeconds(shop.process.pid);
    const self0 = process.cpuUsage();
    // Without a callback autocannon returns its instance, which is also a promise of the result.
    const run = autocannon({ ...options, amount: pageCalls }) as unknown as autocannon.Instance &
      Promise<autocannon.Result>;
    run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => timings.push(ms));
    const result = await run;
    const self = process.cpuUsage(self0);
    const server1 = treeCpuSeconds(shop.process.pid!);
    const pg1 = postgresCpuSeconds(shop.process.pid);
    timings.sort((x, y) => x - y);
    const pct = (p: number) => `${percentile(timings, p).toFixed(1)} ms`;
    const perPage = (x: number | null, y: number | null) =>
      x === null || y === null ? "?" : (((y - x) * 1000) / timings.length).toFixed(2);
    return [
      label,
      String(timings.length),
      result.requests.average.toFixed(0),
      pct(50),
      pct(95),
      pct(99),
      perPage(server0, server1),
      perPage(pg0, pg1),
      ((self.user + self.system) / 1000 / timings.length).toFixed(2),
      String(result.errors + result.non2xx),
    ];
  };
  const pageRows: string[][] = [];
  for (let round = 1; round <= searchRounds; round++) {
    const row = await timePages(
      `search page (${searchPaths.length} queries), round ${round}`,
      searchPaths,
      round === 1,
    );
    pageRows.push([...row, `${speedGauge()} ms`]);
  }
  pageRows.push([...(await timePages("content page (/imprint)", ["/imprint"])), `${speedGauge()} ms`]);

  // The page table: the shop's pages, the bare page timed around each.
  const trade = await signInCookie(shop.base, TRADE_CUSTOMER.email, TRADE_CUSTOMER.password);
  const cookies: Cookies = {
    "guest basket": await basketCookie(shop.base, comboKit),
    "trade customer": await basketCookie(shop.base, comboKit, trade),
  };
  const pages = shopPages(comboKit);
  const barePage: BenchPage = { name: "bare Remix page", path: "/" };
  const floor: BenchPage = { name: "shop floor (/healthz, no page)", path: "/healthz" };
  await warmUp(bare.base, [barePage]);
  await warmUp(shop.base, [floor, ...pages], cookies);
  const bareJs = await pageJs(bare.base, barePage, STOCK_CLIENT);
  // The bare page before every page and after the last: each page is a share of the runs around it.
  const bareRuns: Run[] = [await measure(bare.base, barePage)];
  const rows: BareRow[] = [];
  for (const page of [floor, ...pages]) {
    const run = await measure(shop.base, page, cookies);
    const gauge = speedGauge();
    bareRuns.push(await measure(bare.base, barePage));
    rows.push({
      page: `${page.name}${page === floor ? "" : ` \`${page.path}\``}`,
      run,
      gauge,
      bare: (bareRuns.at(-2)!.rps + bareRuns.at(-1)!.rps) / 2,
      js: await pageJs(shop.base, page, path.resolve("build/client"), cookies),
    });
  }
  // The checkout submission: guests place orders of one line, 10 at a time, each from a basket of its own.
  const checkout = await timeCheckout(shop.base, Number(process.env.BENCH_ORDERS ?? 300));
  const checkoutGauge = speedGauge();
  bareRuns.push(await measure(bare.base, barePage));
  rows.push({
    page: `checkout submission (${checkout.orders} orders placed) \`POST /basket\``,
    run: checkout.run,
    gauge: checkoutGauge,
    bare: (bareRuns.at(-2)!.rps + bareRuns.at(-1)!.rps) / 2,
    js: null,
  });
  const bareMean = averageRuns(bareRuns);
  const bareRow: BareRow = { page: `bare Remix page (mean of ${bareRuns.length} runs)`, run: bareMean, js: bareJs };
  await stopServer(bare);
  await stopServer(shop);

  printErpSearch(erpResult, searchErp.items);
  const header = [
    "page",
    "requests",
    "req/s",
    "p50",
    "p95",
    "p99",
    "CPU shop",
    "CPU PostgreSQL",
    "CPU load generator",
    "errors",
    "speed gauge after",
  ];
  const searchTable = markdownTable(header, pageRows);
  console.log(
    `\nWhole pages (gzip, br), ${searchErp.items} items, 10 connections, ${shop.workers}; CPU in ms per page\n`,
  );
  console.log(searchTable);
  const table = bareTable(bareMean, [bareRow, ...rows]);
  console.log(`\n${table}`);
  markdown.push(
    `The shop on ${searchErp.items} items (${shop.workers}) beside a bare Remix 2 page (bench/bare: React 18, ` +
      `one loader, on stock packages installed from the registry, served by \`remix-serve\` in one process as a new ` +
      "Remix app's `npm start` serves it: bench/bare-stock.ts), both on this " +
      `machine at the same time. ${seconds} s per run, 10 connections, \`Accept-Encoding: gzip, br\`. The bare ` +
      "page is timed before each page and after the last (the machine's speed drifts within minutes); " +
      "`bare page req/s` is the mean of the two runs around a page, `of bare page` the page's requests/s over it. " +
      "`JS gzip` is every script the page loads before it is interactive (the Remix manifest, the client " +
      "entry and the rendered routes' modules with their imports, as the build's manifest names them, and any " +
      "other script the page's HTML names), each as the shop sends it to a client that accepts gzip (its .gz file, " +
      "written by Zopfli at build time; the bare page's build has none, and its scripts are gzipped here at level " +
      "9); a script imported later on demand is not " +
      "counted. `speed gauge after` is the machine's speed right after the run (lower is faster). The basket holds one line " +
      "(the combo kit), added through the product page's form post, its session cookie sent with every request; " +
      `the signed-in pages are asked with the session of ${TRADE_CUSTOMER.email} (signed in through the form, ` +
      "one line in their basket). The checkout submission is guests placing orders (one line, bank transfer, " +
      "every field as a buyer fills it), 10 at a time, each from a basket of its own made beforehand; its " +
      "`req/s` is orders placed per second, its answers the order page's redirect.",
    "",
    table,
    "",
    `### Search and content pages (${pageCalls} requests per round, CPU in ms per page)`,
    "",
    searchTable,
  );
}

const gaugeAfter = speedGauge();
const file = reportFile({ items: generated, compare: compareItems > 0 });
const command = `npm run bench${compareItems ? ` -- --compare ${compareItems}` : generated ? ` -- --items ${generated}` : ""}`;
const text = [
  `# Bench: ${compareItems ? `demo catalogue against ${compareItems} more items` : "the shop beside a bare Remix page"}`,
  "",
  `Written by \`${command}\` (BENCH_SECONDS=${seconds}) at ${started.toISOString().slice(0, 16).replace("T", " ")} UTC ` +
    `on ${machine}; the load generator shares the machine with the servers and the databases. Speed gauge ` +
    `(a fixed loop of 1e8 additions, lower is faster): ${gaugeBefore} ms before, ${gaugeAfter} ms after.`,
  "",
  ...markdown,
  "",
].join("\n");
fs.writeFileSync(file, await prettier.format(text, { parser: "markdown", printWidth: 120 }));
console.log(
  `\nMachine speed: a fixed loop of 1e8 additions took ${gaugeBefore} ms before and ${gaugeAfter} ms after (lower is faster).`,
);
console.log(`[bench] the table is in ${file}`);
process.exit(0);
