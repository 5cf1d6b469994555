/**
 * `npm run bench:import` (also `npm run bench -- --import`): the distributor's whole catalogue
 * through the import (issue 39: `npm run import -- --full` of 100,000 items with 300,000 fitment
 * rows in under 120 s and under 400 MB resident memory; the same files again in under 60 s with
 * nothing written). Generates, deterministically, into a temporary folder: an items file of
 * BENCH_IMPORT_ITEMS parts (default 100,000: the 13 brands, every category, names and descriptions
 * in three languages, OE numbers and EANs for some), a fitment file of three rows per part on
 * average, a prices file (EU in EUR and PLN, some promotions) and a stock file (Toruń, Birmingham
 * for half the parts, some deliveries). On a fresh database with the demo catalogue (embedded under
 * .tmp/import-bench-data, or a database of its own on DATABASE_URL's server) it runs the real
 * command as a child process, `npm run import -- FILES --full`, then the same command again, and
 * times each (wall clock) with the peak resident memory of the largest process of the child's tree
 * (GNU time's maximum resident set size: the import's Node process, not npm or tsx around it).
 * Writes docs/perf/import-catalogue.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import prettier from "prettier";
import { BRANDS } from "../contract/catalogue.ts";
import { CATEGORIES } from "../erp/catalogue/constants.ts";
import { openDatabase, type Database } from "../erp/db/client.ts";
import { prng } from "../erp/seed/catalogue.ts";
import { loadDemoCatalogue } from "../erp/seed/load.ts";
import { VEHICLES } from "../erp/seed/vehicles.ts";
import { speedGauge } from "./cpu.ts";

const ITEMS = Number(process.env.BENCH_IMPORT_ITEMS ?? 100_000);
const BUDGET = { firstSeconds: 120, againSeconds: 60, rssMb: 400 };
const REPORT = "docs/perf/import-catalogue.md";

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Writes a CSV file line by line (the bench itself holds no whole file); its size in bytes. */
async function writeCsv(file: string, columns: readonly string[], rows: Iterable<(string | number)[]>) {
  const out = fs.createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", () => resolve()));
  await write(`${columns.join(",")}\n`);
  for (const row of rows) await write(`${row.map(field).join(",")}\n`);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return fs.statSync(file).size;
}

/** The GS1 check digit completing 12 digits to an EAN-13. */
function ean13(twelve: string) {
  const sum = [...twelve].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const WORDS = {
  en: { front: "front", rear: "rear", for: "for", fits: "Fits", made: "Made for daily driving and off-road use." },
  pl: { front: "przód", rear: "tył", for: "do", fits: "Pasuje do", made: "Do jazdy codziennej i w terenie." },
  de: { front: "vorne", rear: "hinten", for: "für", fits: "Passend für", made: "Für Alltag und Gelände gemacht." },
} as const;
const KIND = {
  en: ["Performance", "Heavy duty", "Street", "Sport", "Touring"],
  pl: ["Sportowy", "Wzmocniony", "Uliczny", "Sport", "Turystyczny"],
  de: ["Performance", "Verstärkt", "Straße", "Sport", "Touring"],
} as const;

/** The generated catalogue: each part's number, brand, category, vehicles and axle. */
function parts(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const brand = BRANDS[n % BRANDS.length]!;
    const category = CATEGORIES[Math.floor(n / BRANDS.length) % CATEGORIES.length]!;
    const vehicles = Array.from({ length: 1 + (n % 5) }, (_, k) => VEHICLES[(n * 7 + k * 3) % VEHICLES.length]!);
    return { n, brand, category, part: `${brand.id.toUpperCase()}-IB${String(n).padStart(6, "0")}`, vehicles };
  });
}
type Part = ReturnType<typeof parts>[number];

function* itemRows(list: readonly Part[]) {
  const r = prng(39);
  for (const p of list) {
    const axle = p.n % 3 === 0 ? "rear" : "front";
    const v = p.vehicles[0]!;
    const kind = (lang: keyof typeof KIND) => KIND[lang][p.n % KIND[lang].length]!;
    const name = (lang: keyof typeof WORDS) =>
      `${p.brand.name} ${kind(lang)} ${p.category} ${WORDS[lang][axle]} ${WORDS[lang].for} ${v.make} ${v.model} ${p.part}`;
    const description = (lang: keyof typeof WORDS) =>
      `<p>${kind(lang)} ${p.category}, ${p.brand.name}. ${WORDS[lang].made}</p>` +
      `<ul>${p.vehicles.map((x) => `<li>${WORDS[lang].fits} ${x.make} ${x.model} ${x.from}-${x.to}</li>`).join("")}</ul>`;
    const oe = p.n % 5 < 2 ? [`${10_000 + (p.n % 89_999)}-${60_000 + (p.n % 999)}`, `OE${p.n}`].join("|") : "";
    yield [
      p.part,
      p.brand.id,
      p.category,
      name("en"),
      name("pl"),
      name("de"),
      description("en"),
      description("pl"),
      description("de"),
      p.n % 4 === 0 ? `${p.brand.id.toUpperCase()}-${p.category.toUpperCase()}-A` : "",
      `${r.int(0, 30)},${String(r.int(0, 999)).padStart(3, "0")}`,
      p.n % 10 < 6 ? ean13(`590${String(p.n).padStart(9, "0")}`) : "",
      oe,
      p.n % 50 === 0 ? "no" : "yes",
    ];
  }
}

function* fitmentRows(list: readonly Part[]) {
  for (const p of list) {
    const axle = p.category === "disc" || p.category === "pad" ? (p.n % 3 === 0 ? "rear" : "front") : "";
    for (const v of p.vehicles)
      yield [p.part, v.make, v.model, v.from, p.n % 4 === 0 ? "" : v.to, v.engine, v.variant, axle];
  }
}

function* priceRows(list: readonly Part[]) {
  const r = prng(40);
  for (const p of list) {
    const eur = r.int(1_500, 250_000);
    const promotion = p.n % 20 === 0;
    for (const [currency, cents] of [
      ["EUR", eur],
      ["PLN", Math.round(eur * 4.27)],
    ] as const)
      yield [
        p.part,
        "EU",
        currency,
        `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
        "2026-01-01",
        promotion ? `${Math.floor((cents * 0.9) / 100)}.00` : "",
        promotion ? "2030-12-31" : "",
      ];
  }
}

function* stockRows(list: readonly Part[]) {
  const r = prng(41);
  for (const p of list) {
    const incoming = p.n % 7 === 0;
    yield [p.part, "TORUN", r.int(0, 60), incoming ? r.int(1, 40) : "", incoming ? "2027-03-01" : ""];
    if (p.n % 2 === 0) yield [p.part, "BIRMINGHAM", r.int(0, 12), "", ""];
  }
}

/** Writes the four files into `dir`; their paths and line counts. */
async function generate(dir: string) {
  const list = parts(ITEMS);
  const files = [
    {
      kind: "items",
      columns: ["part_number", "brand", "category", "name_en", "name_pl", "name_de", "description_en"].concat([
        "description_pl",
        "description_de",
        "price_group",
        "weight_kg",
        "ean",
        "oe_numbers",
        "orderable",
      ]),
      rows: itemRows(list),
      lines: ITEMS,
    },
    {
      kind: "fitment",
      columns: ["part_number", "make", "model", "year_from", "year_to", "engine", "variant", "axle"],
      rows: fitmentRows(list),
      lines: list.reduce((sum, p) => sum + p.vehicles.length, 0),
    },
    {
      kind: "prices",
      columns: ["part_number", "price_list", "currency", "price", "valid_from", "promotion_price", "promotion_until"],
      rows: priceRows(list),
      lines: ITEMS * 2,
    },
    {
      kind: "stock",
      columns: ["part_number", "location", "quantity", "incoming_quantity", "incoming_date"],
      rows: stockRows(list),
      lines: ITEMS + Math.ceil(ITEMS / 2),
    },
  ];
  const out = [];
  for (const f of files) {
    const file = path.join(dir, `${f.kind}.csv`);
    out.push({ kind: f.kind, file, lines: f.lines, bytes: await writeCsv(file, f.columns, f.rows) });
  }
  return out;
}

/** A database of the bench's own, with the demo catalogue: its URL for the child, and how to end it. */
async function freshDatabase(): Promise<{ db: Database; env: Record<string, string>; close: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dir = path.resolve(".tmp/import-bench-data");
    fs.rmSync(dir, { recursive: true, force: true });
    process.env.DATA_DIR = dir;
    // The embedded server stays up while the bench runs: the command finds it by its socket (openForCommand).
    const database = await openDatabase({ log: () => {} });
    await loadDemoCatalogue(database.db);
    return { db: database.db, env: { DATA_DIR: dir }, close: database.close };
  }
  const name = "import_bench";
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const database = await openDatabase({ log: () => {} });
  await loadDemoCatalogue(database.db);
  return { db: database.db, env: { DATABASE_URL: url.toString() }, close: database.close };
}

interface Run {
  seconds: number;
  rssMb: number | null;
  output: string;
}

/**
 * Runs `npm run import -- ARGS` and measures it: wall time, and the largest maximum resident set
 * size of its processes (GNU time's %M, from the kernel's accounting of every waited-for
 * descendant), or, without /usr/bin/time, the largest VmHWM seen by polling the tree's /proc.
 */
function runImport(args: string[], env: Record<string, string>): Promise<Run> {
  const timeFile = path.join(os.tmpdir(), `import-bench-time-${process.pid}`);
  const gnuTime = fs.existsSync("/usr/bin/time");
  const command = gnuTime
    ? ["/usr/bin/time", "-f", "%M", "-o", timeFile, "npm", "run", "--silent", "import", "--", ...args]
    : ["npm", "run", "--silent", "import", "--", ...args];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: "pipe" });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let polled = 0;
  const poll = setInterval(() => (polled = Math.max(polled, treePeakKb(child.pid!))), 100);
  return new Promise((resolve, reject) =>
    child.on("close", (code) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`npm run import exited with ${code}:\n${output}`));
      const kb = gnuTime ? Number(fs.readFileSync(timeFile, "utf8").trim().split("\n").at(-1)) : polled;
      fs.rmSync(timeFile, { force: true });
      resolve({ seconds, rssMb: kb > 0 ? kb / 1024 : null, output });
    }),
  );
}

/** The largest VmHWM (kB) among `root` and its descendants now. */
function treePeakKb(root: number): number {
  let peak = 0;
  const below = new Set([root]);
  for (const name of fs
    .readdirSync("/proc")
    .filter((n) => /^\d+$/.test(n))
    .sort((a, b) => Number(a) - Number(b)))
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, "utf8");
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      if (!below.has(Number(name)) && !below.has(ppid)) continue;
      below.add(Number(name));
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process ended meanwhile
    }
  return peak;
}

/** The counts the command printed per file: "FILE: N kind lines, X new, Y changed, Z unchanged[, D discontinued]". */
function countsOf(output: string) {
  return [
    ...output.matchAll(/: (\d+) (\w+) lines, (\d+) new, (\d+) changed, (\d+) unchanged(?:, (\d+) discontinued)?/g),
  ].map((m) => ({
    kind: m[2]!,
    lines: Number(m[1]),
    new: Number(m[3]),
    changed: Number(m[4]),
    unchanged: Number(m[5]),
    discontinued: m[6] === undefined ? null : Number(m[6]),
  }));
}

/** What the change logs hold: any write to the catalogue's tables adds to them. */
async function changeLogs(db: Database) {
  const { rows } = await db.execute<{ cache: string; search: string }>(
    sql`SELECT (SELECT count(*) FROM cache_changes)::text AS cache, (SELECT coalesce(max(id), 0) FROM search_changes)::text AS search`,
  );
  return `${rows[0]!.cache}/${rows[0]!.search}`;
}

// `-- --files DIR`: only write the files into DIR (to run the command on them by hand).
const filesOnly = process.argv.indexOf("--files");
if (filesOnly > 0) {
  const into = path.resolve(process.argv[filesOnly + 1] ?? ".");
  fs.mkdirSync(into, { recursive: true });
  for (const f of await generate(into)) console.log(`${f.file}: ${f.lines} lines`);
  process.exit(0);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-bench-"));
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`;
const gaugeBefore = speedGauge();
const started = new Date();
console.log(`[bench] generating ${ITEMS} items into ${dir}`);
const files = await generate(dir);
for (const f of files) console.log(`[bench] ${f.kind}: ${f.lines} lines, ${(f.bytes / 2 ** 20).toFixed(1)} MB`);
const database = await freshDatabase();
try {
  const { rows } = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM items`);
  const demoItems = rows[0]!.n;
  const args = [...files.map((f) => f.file), "--full"];
  console.log(`[bench] demo catalogue loaded (${demoItems} items); npm run import -- ${args.join(" ")}`);
  const first = await runImport(args, database.env);
  console.log(first.output.trim());
  const logsBefore = await changeLogs(database.db);
  const again = await runImport(args, database.env);
  console.log(again.output.trim());
  const logsAfter = await changeLogs(database.db);
  const firstCounts = countsOf(first.output);
  const againCounts = countsOf(again.output);
  const wroteAgain = againCounts.some((c) => c.new + c.changed + (c.discontinued ?? 0) > 0) || logsBefore !== logsAfter;
  if (firstCounts.length !== files.length || againCounts.length !== files.length)
    throw new Error("the command did not report every file");
  const gaugeAfter = speedGauge();
  const mb = (run: Run) => (run.rssMb === null ? "?" : run.rssMb.toFixed(0));
  const within = (ok: boolean) => (ok ? "yes" : "**no**");
  const countsText = (c: ReturnType<typeof countsOf>[number]) =>
    `${c.new} new, ${c.changed} changed, ${c.unchanged} unchanged${c.discontinued === null ? "" : `, ${c.discontinued} discontinued`}`;
  const report = [
    "# Import of the whole catalogue: 100,000 items, 300,000 fitment rows (issue 39)",
    "",
    `Written by \`npm run bench:import\` at ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; ` +
      `PostgreSQL ${process.env.DATABASE_URL ? "named by DATABASE_URL (a database of the bench's own)" : "embedded"}, ` +
      `on the same machine. Speed gauge (a fixed loop of 1e8 additions, lower is faster): ${gaugeBefore} ms before, ` +
      `${gaugeAfter} ms after.`,
    "",
    `The bench generates the files (deterministically) and loads the demo catalogue (${demoItems} items) into a fresh ` +
      "database, then runs the real command as a child process, `npm run import -- items.csv fitment.csv prices.csv " +
      "stock.csv --full`, twice. Time is the wall clock of the whole command (npm, tsx, reading, checking, one " +
      "transaction, commit); memory is the largest maximum resident set size among the command's processes (GNU " +
      "time's `%M`: the import's Node process).",
    "",
    "| file | lines | MB |",
    "| --- | --- | --- |",
    ...files.map((f) => `| ${f.kind}.csv | ${f.lines} | ${(f.bytes / 2 ** 20).toFixed(1)} |`),
    "",
    "| run | seconds | budget | peak RSS (MB) | budget | within |",
    "| --- | --- | --- | --- | --- | --- |",
    `| first import (\`--full\`) | ${first.seconds.toFixed(1)} | ${BUDGET.firstSeconds} | ${mb(first)} | ${BUDGET.rssMb} | ` +
      `${within(first.seconds < BUDGET.firstSeconds && (first.rssMb ?? Infinity) < BUDGET.rssMb)} |`,
    `| the same files again | ${again.seconds.toFixed(1)} | ${BUDGET.againSeconds} | ${mb(again)} | ${BUDGET.rssMb} | ` +
      `${within(again.seconds < BUDGET.againSeconds && !wroteAgain)} |`,
    "",
    "| file | first import | again |",
    "| --- | --- | --- |",
    ...firstCounts.map(
      (c, i) => `| ${c.kind} (${c.lines} lines) | ${countsText(c)} | ${countsText(againCounts[i]!)} |`,
    ),
    "",
    `The second run wrote ${wroteAgain ? "**something**" : "nothing"}: it counted no new, changed or discontinued ` +
      `line, and the change logs the catalogue's triggers append to (cache_changes rows / last search_changes id) ` +
      `read ${logsBefore} before it and ${logsAfter} after.`,
    "",
  ].join("\n");
  fs.writeFileSync(REPORT, await prettier.format(report, { parser: "markdown", printWidth: 120 }));
  console.log(`\n${report}\n[bench] written to ${REPORT}`);
  if (wroteAgain) process.exitCode = 1;
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
