/**
 * The loader cache measured side by side (docs/perf/2026-11-26-loader-cache.md, decision 0042): the
 * production server on the bench's data directory, started with LOADER_CACHE=off and on in turns
 * (AB_ROUNDS rounds, default 2), each page warmed, then timed with autocannon at 10 connections for
 * AB_SECONDS (default 8) with gzip, br; CPU per page of the shop's processes and of its own embedded
 * PostgreSQL, read from /proc. Run `npm run bench` once first (it builds and seeds .tmp/bench-data).
 *
 *   npx tsx scripts/loader-cache-ab.ts [port]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { parseStat, treeCpuSeconds } from "../bench/cpu.ts";

const port = Number(process.argv[2] ?? 3399);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".tmp/bench-data");
const rounds = Number(process.env.AB_ROUNDS ?? 2);
const seconds = Number(process.env.AB_SECONDS ?? 8);
const product = buildDemoCatalogue().items.find((i) => i.urlcomponent === DEMO_FIXTURES.inStock)!;
const pages = ["/healthz", `/${product.urlcomponent}`, "/catalogue/dba"];

/** The embedded PostgreSQL of the data directory: its postmaster's pid. */
function postmaster(): number | null {
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, "utf8");
      if (cmd.startsWith("/") && cmd.includes(`${dataDir}/pg\0`)) return Number(name);
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

/** CPU seconds of the postmaster, its backends and the backends that ended. */
function postgresSeconds(pm: number): number {
  let total = 0;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const p = parseStat(fs.readFileSync(`/proc/${name}/stat`, "utf8"));
      if (p.pid === pm) total += p.seconds + p.endedChildren;
      else if (p.ppid === pm) total += p.seconds;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
console.log("round | cache | page | req/s | p50 | p99 | CPU shop ms/page | CPU PostgreSQL ms/page | errors | load");
console.log("---|---|---|---|---|---|---|---|---|---");
for (let round = 1; round <= rounds; round++) {
  for (const mode of ["off", "on"]) {
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        LOADER_CACHE: mode,
        DATA_DIR: dataDir,
        PORT: String(port),
        SHOP_WORKERS: process.env.SHOP_WORKERS ?? "2",
        NODE_ENV: "production",
        SECURE_COOKIES: "false",
        SHOP_URL: process.env.SHOP_URL ?? "http://127.0.0.1",
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 120; i++) {
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(1000);
    }
    for (const page of pages) await autocannon({ url: base + page, connections: 4, amount: 300 });
    const pm = postmaster();
    for (const page of pages) {
      const shop0 = treeCpuSeconds(server.pid!) ?? 0; // PostgreSQL's processes are left out
      const pg0 = pm ? postgresSeconds(pm) : 0;
      const result = await autocannon({
        url: base + page,
        connections: 10,
        duration: seconds,
        headers: { "accept-encoding": "gzip, br" },
      });
      const n = result.requests.total;
      const shopMs = (((treeCpuSeconds(server.pid!) ?? 0) - shop0) * 1000) / n;
      const pgMs = pm ? ((postgresSeconds(pm) - pg0) * 1000) / n : Number.NaN;
      console.log(
        [
          round,
          mode,
          page,
          result.requests.average.toFixed(0),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          shopMs.toFixed(2),
          pgMs.toFixed(2),
          result.errors + result.non2xx,
          os.loadavg()[0]!.toFixed(1),
        ].join(" | "),
      );
    }
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await sleep(2000);
  }
}
