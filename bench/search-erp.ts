/**
 * Search inside the ERP: many timed calls of the ERP's POST /search (validation, query, item cards)
 * through its in-process call, 10 at a time, over a mix of exact, prefix, messy, typo, word and
 * deep queries drawn from the catalogue in the database. Used by `npm run bench`; alone:
 * `DATABASE_URL=... npx tsx bench/search-erp.ts` (or DATA_DIR for an embedded database).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../erp/db/client.ts";
import { postgresCpuSeconds } from "./cpu.ts";
import { createErp } from "../erp/server.ts";
import { prng } from "../erp/seed/catalogue.ts";

export interface SearchQuery {
  kind: "exact" | "prefix" | "messy" | "typo" | "word" | "deep";
  keyword: string;
  deep?: boolean;
}

/** The p-th percentile of ascending values (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A part number typed the messy way: lower case, with a space or dashes between letters and digits. */
function messy(name: string, n: number): string {
  const split = name.replace(/([A-Za-z])(?=\d)|(\d)(?=[A-Za-z])/g, (m) => `${m}${n % 2 ? " " : "-"}`);
  return n % 3 === 0 ? split.toLowerCase() : split;
}

/** Queries drawn (deterministically) from the items in the database. */
export async function searchQueries(db: Database, count = 60): Promise<SearchQuery[]> {
  const r = prng(4650);
  const total = Number(((await db.execute(sql`SELECT count(*) AS n FROM items`)).rows[0] as { n: string }).n);
  const sample = await db.execute(
    sql`SELECT name FROM items WHERE recordtype = 'inventoryitem' ORDER BY id OFFSET ${r.int(0, Math.max(0, total - 400))} LIMIT 400`,
  );
  const names = (sample.rows as { name: string }[]).map((row) => row.name);
  const words = [
    "brake disc",
    "clutch kit",
    "oil filter",
    "Turbosmart wastegate",
    "Whiteline sway bar",
    "heavy duty",
    "Hawk pads",
    "slotted",
    "inverter",
  ];
  const typos = ["whitline", "clutsh kit", "turbosmrat", "shackel", "wastegat", "redrac charger", "brkae disc"];
  const deep = ["hilux", "ranger 2.2", "golf", "patrol", "1kd"];
  const queries: SearchQuery[] = [];
  for (let n = 0; queries.length < count; n++) {
    const name = r.pick(names);
    const k = Math.floor(n / 6);
    switch (n % 6) {
      case 0:
        queries.push({ kind: "exact", keyword: name });
        break;
      case 1:
        queries.push({ kind: "prefix", keyword: name.replace(/[-.].*$/, "").slice(0, Math.max(4, name.length - 4)) });
        break;
      case 2:
        queries.push({ kind: "messy", keyword: messy(name, n) });
        break;
      case 3:
        queries.push({ kind: "typo", keyword: typos[k % typos.length]! });
        break;
      case 4:
        queries.push({ kind: "word", keyword: words[k % words.length]! });
        break;
      case 5:
        queries.push({ kind: "deep", keyword: deep[k % deep.length]!, deep: true });
        break;
    }
  }
  return queries;
}

const WARM_UP_CALLS = 1000;

/** Runs `calls` searches, `concurrency` at a time, after a warm-up; p50/p95/p99 per kind and overall, in ms. */
export async function benchErpSearch(db: Database, opts: { calls?: number; concurrency?: number } = {}) {
  const calls = opts.calls ?? 1200;
  const concurrency = opts.concurrency ?? 10;
  const erp = createErp({ db, info: (m) => console.log(m) });
  const queries = await searchQueries(db);
  const call = (q: SearchQuery) =>
    erp.call("POST", "/search", {
      action: "search",
      keyword: q.keyword,
      deep: q.deep,
      limit: 24,
      offset: 0,
      customer: "guest",
      source: "main",
      currency: "EUR",
      country: "PL",
      lang: "en",
    });
  const timings: { kind: SearchQuery["kind"]; ms: number; total: number }[] = [];
  const run = async (count: number, record: boolean) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const q = queries[next++ % queries.length]!;
          const t0 = performance.now();
          const result = await call(q);
          if (result.status !== 200)
            throw new Error(`search ${JSON.stringify(q)} answered ${result.status}: ${JSON.stringify(result.body)}`);
          if (record)
            timings.push({ kind: q.kind, ms: performance.now() - t0, total: (result.body as { total: number }).total });
        }
      }),
    );
  };
  // Warm-up, not timed: the index is built, statements prepared on every pooled connection, the
  // hot code compiled by the JIT (the first thousand calls run measurably slower).
  await run(WARM_UP_CALLS, false);
  // The embedded server is this process's child; a server named by DATABASE_URL is counted whole.
  const pgRoot = process.env.DATABASE_URL ? undefined : process.pid;
  const pg0 = postgresCpuSeconds(pgRoot);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  await run(calls, true);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const pg1 = postgresCpuSeconds(pgRoot);
  const summary = (kind: string, list: typeof timings) => {
    const sorted = list.map((t) => t.ms).sort((a, b) => a - b);
    const hits = list.filter((t) => t.total > 0).length;
    return {
      kind,
      calls: list.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      found: `${Math.round((hits / Math.max(1, list.length)) * 100)}%`,
    };
  };
  const kinds = [...new Set(queries.map((q) => q.kind))];
  return {
    rps: calls / seconds,
    /** CPU per call in ms: this process (ERP and load generator) and the local database server. */
    cpuPerCall: {
      erp: (cpu.user + cpu.system) / 1000 / calls,
      postgres: pg0 !== null && pg1 !== null ? ((pg1 - pg0) * 1000) / calls : null,
    },
    rows: [
      ...kinds.map((k) =>
        summary(
          k,
          timings.filter((t) => t.kind === k),
        ),
      ),
      summary("all", timings),
    ],
    queries,
  };
}

export function printErpSearch(result: Awaited<ReturnType<typeof benchErpSearch>>, items: number) {
  console.log(
    `\nERP search, ${items} items, 10 concurrent, ${result.rps.toFixed(0)} calls/s (after ${WARM_UP_CALLS} warm-up calls)\n`,
  );
  console.log("queries | calls | p50 | p95 | p99 | with results");
  console.log("---|---|---|---|---|---");
  for (const r of result.rows)
    console.log(
      [r.kind, r.calls, `${r.p50.toFixed(1)} ms`, `${r.p95.toFixed(1)} ms`, `${r.p99.toFixed(1)} ms`, r.found].join(
        " | ",
      ),
    );
  const { erp, postgres } = result.cpuPerCall;
  console.log(
    `\nCPU per call: ${erp.toFixed(2)} ms in the ERP's process (with the load generator), ${postgres === null ? "database not measurable here" : `${postgres.toFixed(2)} ms in PostgreSQL`}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import("../erp/db/client.ts");
  const database = await openDatabase();
  try {
    const items = Number(
      ((await database.db.execute(sql`SELECT count(*) AS n FROM items`)).rows[0] as { n: string }).n,
    );
    const result = await benchErpSearch(database.db, { calls: Number(process.env.BENCH_CALLS ?? 1200) });
    if (process.env.BENCH_VERBOSE) console.log(result.queries.map((q) => `${q.kind}: ${q.keyword}`).join("\n"));
    printErpSearch(result, items);
  } finally {
    await database.close();
  }
}
