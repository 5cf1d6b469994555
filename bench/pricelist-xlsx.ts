/**
 * `npx tsx bench/pricelist-xlsx.ts [ROWS] [RUNS]`: the price-list XLSX writers on 100,000 rows
 * (the shape of erp/pricelist/export.ts's rows, made here without a database, in pages of
 * PAGE_SIZE), each run in a child process of its own, the file read as fast as it comes and
 * thrown away. Prints, per writer and run: time, file size, peak RSS of the process (getrusage)
 * and peak live heap (sampled after a collection every 100 ms). Figures: docs/perf/pricelist-xlsx.md.
 */
import { execFileSync } from "node:child_process";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { priceListColumns, PAGE_SIZE } from "../erp/pricelist/export.ts";
import type { Row } from "../erp/pricelist/cells.ts";

const WRITERS = ["own", "exceljs"] as const;
type Writer = (typeof WRITERS)[number];

async function* pages(count: number): AsyncGenerator<Row[]> {
  for (let start = 0; start < count; start += PAGE_SIZE) {
    const page: Row[] = [];
    for (let i = start; i < Math.min(count, start + PAGE_SIZE); i++) {
      const list = 10 + (i % 900) + 0.99;
      page.push([
        `BULK-${String(i).padStart(6, "0")}`,
        "Saber",
        `Brake disc ${i % 97} mm, slotted & drilled "S" <front>`,
        list,
        Math.round(list * 80) / 100,
        20,
        "EUR",
        "net, excl. VAT",
        "In stock",
        i % 7,
      ]);
    }
    await new Promise((resolve) => setImmediate(resolve)); // a database round trip gives the loop a turn
    yield page;
  }
}

/** With `heap`, a collection before each sample (the live heap; costs time); without, time and RSS alone. */
async function child(writer: Writer, rows: number, heap: boolean) {
  v8.setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const collect = () => heap && gc();
  const { xlsxFile } = await import("../erp/pricelist/xlsx.ts");
  const { xlsxFileExceljs } = await import("./pricelist-exceljs-writer.ts").catch(() => ({
    xlsxFileExceljs: null,
  }));
  const make = writer === "own" ? xlsxFile : xlsxFileExceljs;
  if (!make) throw new Error(`no ${writer} writer here`);
  collect();
  const { heapUsed: start, rss: rssStart } = process.memoryUsage();
  let peakHeap = start;
  let peakRss = rssStart;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    collect();
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 100);
  const began = performance.now();
  let bytes = 0;
  for await (const chunk of make(priceListColumns("en"), pages(rows), { sheet: "Price list" })) bytes += chunk.length;
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  console.log(
    JSON.stringify({
      writer,
      heapSampled: heap,
      rows,
      seconds,
      bytes,
      rssStartMb: rssStart / 2 ** 20,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      rssGrowthMb: (Math.max(peakRss, process.resourceUsage().maxRSS * 1024) - rssStart) / 2 ** 20,
      heapMb: heap ? (peakHeap - start) / 2 ** 20 : null,
    }),
  );
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--child") await child(rest[0] as Writer, Number(rest[1]), rest[2] === "heap");
else {
  const rows = Number(mode ?? 100_000);
  const runs = Number(rest[0] ?? 3);
  console.log(
    `node ${process.version}, ${rows} rows, ${runs} timed runs each, alternating, then one with the live heap`,
  );
  for (let run = 0; run <= runs; run++)
    for (const writer of WRITERS)
      process.stdout.write(
        execFileSync(
          "npx",
          ["tsx", "bench/pricelist-xlsx.ts", "--child", writer, String(rows), run === runs ? "heap" : "time"],
          { encoding: "utf8" },
        ),
      );
}
