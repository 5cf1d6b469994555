/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated slow-4G throttling) on the
 * pages of issue 25 (home, catalogue, product, search, basket with one line), three runs each, the
 * median of each figure written to docs/perf/lighthouse-latest.md.
 *
 * The production build is served as `npm start` serves it (bench/servers.ts, the demo catalogue
 * in .tmp/bench-data). Lighthouse simulates the network from the protocol the page came over:
 * straight from Node that is HTTP/1.1, six connections per host, so a page of twenty small
 * scripts waits on round trips a deployed shop does not have; a deployed shop sits behind a TLS
 * proxy speaking HTTP/2. So each page is measured twice: over HTTP/2 through a TLS front made
 * here (node:http2, a self-signed certificate made by openssl for the run, every request passed
 * to the shop unchanged) and straight over HTTP/1.1.
 *
 * Lighthouse is not a dependency of the shop: the pinned version (12, the last for Node 20) is
 * run with `npm exec`, which fetches it from the npm registry once. The browser is the browser suite's
 * (tests/e2e/chromium.ts: CHROMIUM_PATH, else Debian's headless shell, else a full Chromium), which
 * `npm test` installs. A full Chromium runs in its new headless mode; that mode, Chromium 156 on this
 * machine, presented a page's first frame up to 0.9 s after its main thread had gone idle in 28 of
 * 30 runs (the headless shell in 13 of 30), which Lighthouse's simulation then counts four times over
 * (docs/perf/2026-11-30-first-paint.md). LIGHTHOUSE_RUNS sets the runs per page (default 3).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";
import { DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import { markdownTable, median, shopPages } from "./pages.ts";
import { basketCookie, seed, startShop, stopServer } from "./servers.ts";
import { selfSignedCertificate } from "../tests/fakes/certificate.ts";
import { chromiumPath, HEADLESS_SHELL } from "../tests/e2e/chromium.ts";

export const LIGHTHOUSE_VERSION = "12.2.3";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = chromiumPath();
const shopPort = Number(process.env.BENCH_PORT ?? 3399);
const frontPort = shopPort + 44;
const work = path.resolve(".tmp/lighthouse");

if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
process.env.NODE_ENV = "production";
process.env.SECURE_COOKIES = "false";
const { ensureBuild } = await import("../scripts/build.ts");
ensureBuild();

/** An HTTP/2 TLS front passing every request to the shop unchanged (what a deployment's proxy does). */
function startFront(target: number): Promise<http2.Http2SecureServer> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(work), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":")) headers[name] = value;
    headers.host = req.headers[":authority"] ?? req.headers.host;
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers },
      (answer) => {
        const passed: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!["connection", "keep-alive", "transfer-encoding"].includes(name)) passed[name] = value;
        res.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(frontPort, "127.0.0.1", () => resolve(server)));
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** SEO, accessibility and best-practice audits that did not pass. */
  failed: string[];
  /** The run's first frame was presented more than HELD_MS after the page's load event (see the header). */
  held: boolean;
}

/**
 * A first paint this long after the load event is the browser holding its first frame: the traces of
 * such runs show the page's main thread idle and the compositor drawing nothing until then.
 */
const HELD_MS = 300;

/** One Lighthouse run of a URL: its scores and metrics. */
async function lighthouse(url: string, cookie?: string): Promise<Figures> {
  const out = path.join(work, "report.json");
  const args = ["exec", "--yes", `--package=lighthouse@${LIGHTHOUSE_VERSION}`, "--", "lighthouse", url];
  args.push("--quiet", "--output=json", `--output-path=${out}`);
  args.push("--only-categories=performance,accessibility,best-practices,seo");
  const headless = chromium === HEADLESS_SHELL ? "" : "--headless=new ";
  args.push(`--chrome-flags=${headless}--no-sandbox --disable-gpu --ignore-certificate-errors`);
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  // A run that fails (Chromium started slowly on a busy machine: "NO_FCP") is tried once more.
  // Not spawnSync: the TLS front lives in this process and must answer while Lighthouse runs.
  for (let attempt = 1; ; attempt++) {
    const child = spawn("npm", args, { env: { ...process.env, CHROME_PATH: chromium }, stdio: "inherit" });
    const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    if (status === 0) break;
    if (attempt === 2) throw new Error(`lighthouse ${url} exited with ${status}`);
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number; auditRefs: { id: string }[] }>;
    audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  };
  const observed = (report.audits.metrics as unknown as { details: { items: Record<string, number>[] } }).details
    .items[0]!;
  const score = (category: string) => Math.round(report.categories[category]!.score * 100);
  const metric = (audit: string) => report.audits[audit]!.numericValue ?? NaN;
  const failed = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    report.categories[category]!.auditRefs.map((ref) => ref.id).filter((id) => {
      const audit = report.audits[id];
      return audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1;
    }),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbt: metric("total-blocking-time"),
    failed,
    held: observed.observedFirstContentfulPaint! - observed.observedLoad! > HELD_MS,
  };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const loadBefore = load();
await seed(0);
const shop = await startShop("the shop", 0, shopPort, { SHOP_URL: `https://127.0.0.1:${frontPort}` });
const front = await startFront(shopPort);
const rows: string[][] = [];
try {
  const cookie = await basketCookie(shop.base, DEMO_FIXTURES.comboKit);
  // The guest pages (the signed-in ones are the same pages at other prices).
  const pages = shopPages(DEMO_FIXTURES.comboKit).filter(
    (p) => !p.name.includes("Hilux") && p.cookie !== "trade customer",
  );
  for (const [protocol, base] of [
    ["HTTP/2 (TLS front)", `https://127.0.0.1:${frontPort}`],
    ["HTTP/1.1 (straight)", shop.base],
  ] as const) {
    for (const page of pages) {
      const url = `${base}${page.path}${page.path.includes("?") ? "&" : "?"}lng=en`;
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run++) figures.push(await lighthouse(url, page.cookie ? cookie : undefined));
      const m = (pick: (f: Figures) => number) => median(figures.map(pick));
      const failed = [...new Set(figures.flatMap((f) => f.failed))];
      rows.push([
        `${page.name} \`${page.path}\``,
        protocol,
        String(m((f) => f.performance)),
        String(m((f) => f.accessibility)),
        String(m((f) => f.bestPractices)),
        String(m((f) => f.seo)),
        `${(m((f) => f.fcp) / 1000).toFixed(2)} s`,
        `${(m((f) => f.lcp) / 1000).toFixed(2)} s`,
        m((f) => f.cls).toFixed(3),
        `${Math.round(m((f) => f.tbt))} ms`,
        `${figures.filter((f) => f.held).length} of ${runs}`,
        failed.join(", ") || "-",
      ]);
      console.log(`[lighthouse] ${protocol} ${page.path}: ${rows.at(-1)!.slice(2).join(" | ")}`);
    }
  }
} finally {
  front.close();
  await stopServer(shop);
}

const table = markdownTable(
  [
    "page",
    "protocol",
    "performance",
    "accessibility",
    "best practices",
    "SEO",
    "FCP",
    "LCP",
    "CLS",
    "TBT",
    "first frame held",
    "audits not passed",
  ],
  rows,
);
const now = new Date();
const text = [
  "# Lighthouse, mobile: home, catalogue, product, search, basket",
  "",
  `Written by \`npm run bench:lighthouse\` at ${now.toISOString().slice(0, 16).replace("T", " ")} UTC on ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.versions.node}, Lighthouse ` +
    `${LIGHTHOUSE_VERSION} with ${chromium}; load average before ${loadBefore}, after ${load()}.`,
  "",
  `The production build on the demo catalogue (${shop.workers}), Lighthouse's mobile form factor and its simulated ` +
    `throttling (slow 4G, 4x CPU slowdown), in English. Each figure is the median of ${runs} runs; "audits not passed" ` +
    "lists every accessibility, best-practice and SEO audit that failed in any run. The basket holds one line (the " +
    "combo kit, added through the product page's form post), its session cookie sent with every request. Search " +
    "results and the basket are `noindex` on purpose, which is the SEO audit they fail (`is-crawlable`).",
  "",
  "HTTP/2 is the shop behind a TLS front (as deployed behind a proxy); HTTP/1.1 is the shop straight from Node, where " +
    "Lighthouse's simulation gives the browser six connections and a round trip per script.",
  "",
  `"First frame held" counts the runs whose first paint came more than ${HELD_MS} ms after the page's load event: ` +
    "the headless browser held the frame with the page's main thread idle (docs/perf/2026-11-30-first-paint.md), and " +
    "Lighthouse's simulation then counts everything the page did before that paint as delaying it.",
  "",
  table,
  "",
].join("\n");
const file = path.resolve("docs/perf/lighthouse-latest.md");
fs.writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
console.log(`\n${table}\n[lighthouse] written to ${path.relative(process.cwd(), file)}`);
