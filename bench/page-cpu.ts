/**
 * CPU per page in one process, pages asked one after another: the built storefront's Remix request
 * handler called directly (no HTTP, no compression, no load generator), with the in-process ERP on
 * the database under DATA_DIR (default .tmp/bench-data, given the demo catalogue if empty; for the
 * generated items of `npm run bench -- --items N`, DATA_DIR=.tmp/bench-data-N). Prints
 * one line per round: the milliseconds of this process's CPU (all its threads, PostgreSQL not
 * included) per search page, over the bench's 60 queries, and per content page (/imprint).
 *
 *   npx tsx bench/page-cpu.ts [--rounds N] [--pages N]
 *
 * Used to compare builds or installed packages side by side (docs/perf/patches.md): with nothing
 * else in flight, the differences that several processes and a load generator hide show.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { newNonce } from "../app/.server/nonce.ts";
import { openDatabase } from "../erp/db/client.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { createErp } from "../erp/server.ts";
import { inProcessTransport } from "../server/erp-transport.ts";
import { searchQueries } from "./search-erp.ts";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error("Usage: npx tsx bench/page-cpu.ts [--rounds N] [--pages N]");
    process.exit(2);
  }
  return value;
};
const rounds = option("--rounds", 5);
const pages = option("--pages", 600);

process.env.NODE_ENV = "production";
process.env.SHOP_URL ??= "http://127.0.0.1";
process.env.DATA_DIR ??= path.resolve(".tmp/bench-data");
process.env.SECURE_COOKIES = "false";

const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();
const database = await openDatabase({ log: () => {} });
try {
  await ensureDemoCatalogue(database.db, console.log);
  const erp = createErp({ db: database.db, info: () => {} });
  const transport = inProcessTransport(erp);
  await erp.warmUpSearch();
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const search = (await searchQueries(database.db)).map(
    (q) => `/search/${encodeURIComponent(q.keyword)}${q.deep ? "?deep=true" : ""}`,
  );

  /** CPU milliseconds per page over `count` pages of `paths`, in turn. */
  async function time(paths: string[], count: number): Promise<number> {
    const start = process.cpuUsage();
    for (let i = 0; i < count; i++) {
      const response = await handle(new Request(`http://127.0.0.1${paths[i % paths.length]}`), {
        erp: transport,
        cspNonce: newNonce(),
        clientAddress: "127.0.0.1",
      });
      if (response.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / count;
  }

  await time(search, pages * 2); // not timed: code compiled, caches and heap settled
  await time(["/imprint"], pages);
  console.log("round | search page, ms CPU | /imprint, ms CPU");
  for (let round = 1; round <= rounds; round++)
    console.log(
      `${round} | ${(await time(search, pages)).toFixed(3)} | ${(await time(["/imprint"], pages)).toFixed(3)}`,
    );
} finally {
  await database.close();
}
process.exit(0);
