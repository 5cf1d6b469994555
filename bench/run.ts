/**
 * `npm run bench`: autocannon against the built production server (a child process, so the load
 * generator does not steal the server's CPU; embedded database under .tmp/bench-data) for the product page, the search page and /healthz (the
 * framework floor), at 10 and 50 connections, without and with `Accept-Encoding: gzip, br`.
 * Prints requests/s, p50, p99 and each page's throughput as a share of the floor's.
 * BENCH_SECONDS sets the duration of each run (default 8).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../erp/seed/catalogue.ts";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= path.resolve(".tmp/bench-data");
process.env.SECURE_COOKIES = "false";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const { ensureBuildForBench } = await import("./build.ts");
ensureBuildForBench();
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
console.log(`\n${seconds} s per run, ${item.name} as the product\n`);
console.log("encoding | connections | page | req/s | p50 | p99 | of floor | errors");
console.log("---|---|---|---|---|---|---|---");
for (const row of rows) console.log(row);
server.kill("SIGTERM");
await new Promise((resolve) => server.on("exit", resolve));
process.exit(0);
