/**
 * `tsx scripts/catalogue-timing.ts`: times the catalogue call (erp.catalogue, in process, as the
 * storefront's loader makes it) for the pages of docs/perf/2026-11-26-catalogue-100k.md against the
 * database of DATABASE_URL, sequentially: p50, p99 and the fastest of RUNS calls each after a
 * warm-up (on a busy machine the fastest call is the least disturbed by other processes).
 */
import { erpClient, guestContext } from "../app/.server/erp.ts";
import { connect } from "../erp/db/client.ts";
import { createErp } from "../erp/server.ts";
import { inProcessTransport } from "../server/erp-transport.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the database to time");
const runs = Number(process.env.RUNS ?? 40);
const database = connect(url);
const erp = createErp({ db: database.db, log: () => {} });
const client = erpClient(guestContext(), inProcessTransport(erp));

const pages: [string, Parameters<typeof client.catalogue>[0]][] = [
  ["/catalogue/dba", { filters: { brand: "dba" } }],
  [
    "/catalogue/dba?make=Toyota&model=Hilux&year=2018",
    { filters: { brand: "dba", make: "Toyota", model: "Hilux", year: "2018" } },
  ],
  ["/catalogue", { filters: {} }],
  ["/catalogue?sort=price", { filters: {}, sort: "price" }],
  ["/catalogue?page=50", { filters: {}, offset: 49 * 24 }],
  ["/catalogue?page=1000", { filters: {}, offset: 999 * 24 }],
  [
    "/catalogue?make=Toyota&model=Hilux&year=2018&sort=price&page=50",
    { filters: { make: "Toyota", model: "Hilux", year: "2018" }, sort: "price", offset: 49 * 24 },
  ],
  ["unknown values (make=Nomake&model=X&year=1901)", { filters: { make: "Nomake", model: "X", year: "1901" } }],
  [
    "unknown values (dba, Toyota, Corolla, engine=junk)",
    { filters: { brand: "dba", make: "Toyota", model: "Corolla", engine: "junk" } },
  ],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
for (const [name, query] of pages) {
  for (let k = 0; k < 3; k++) await client.catalogue(query);
  const times: number[] = [];
  let result: Awaited<ReturnType<typeof client.catalogue>> | undefined;
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    result = await client.catalogue(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${result!.items.length} | ${result!.total} | ${times[0]!.toFixed(1)} |`,
  );
}
await database.pool.end();
process.exit(0);
