/**
 * The page table of `npm run bench` (issue 25 items 4 and 6), the pure part: which pages, the
 * JavaScript a page loads according to the build's Remix manifest, and the tables as Markdown.
 * bench/run.ts does the measuring.
 */

/** One timed run of one page: autocannon's figures. */
export interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and answers 400 or above. */
  errors: number;
  /** The status codes answered, e.g. "200" or "302" (a redirect is the expected answer of some URLs). */
  statuses: string;
}

/** Whose session a page is asked with: a guest with one line in the basket, or a signed-in trade customer with one. */
export type BenchSession = "guest basket" | "trade customer";

export interface BenchPage {
  name: string;
  path: string;
  /** The session cookie sent with the page's requests; none: a new visitor. */
  cookie?: BenchSession;
}

/**
 * The pages of the bare-page table: home, catalogue, product, search and basket (issue 25 item 6),
 * and the pages a signed-in trade customer asks at their own prices (issue 40 item 2).
 */
export function shopPages(comboKit: string): BenchPage[] {
  return [
    { name: "home", path: "/" },
    { name: "catalogue (DBA)", path: "/catalogue/dba" },
    { name: "catalogue (Toyota Hilux 2018)", path: "/catalogue/dba?make=Toyota&model=Hilux&year=2018" },
    { name: "product (a combo kit)", path: `/${comboKit}` },
    { name: "search", path: "/search/DBA" },
    { name: "basket (one line)", path: "/basket", cookie: "guest basket" },
    { name: "signed in: product", path: `/${comboKit}`, cookie: "trade customer" },
    { name: "signed in: catalogue (DBA)", path: "/catalogue/dba", cookie: "trade customer" },
    { name: "signed in: basket (one line)", path: "/basket", cookie: "trade customer" },
    { name: "signed in: account overview", path: "/account", cookie: "trade customer" },
  ];
}

/** The pages of the catalogue-size comparison (issue 25 item 4's second table). */
export function comparePages(comboKit: string): BenchPage[] {
  return [
    { name: "home", path: "/" },
    { name: "product (a combo kit)", path: `/${comboKit}` },
    { name: "search", path: "/search/DBA" },
    { name: "/catalogue/dba", path: "/catalogue/dba" },
    // A vehicle filter as the issue's table names it: the demo catalogue has 2 DBA parts for it, so
    // A shows 2 cards and B a full page of 24. The same vehicle across all brands fills a page on both.
    { name: "Toyota Hilux 2018", path: "/catalogue/dba?make=Toyota&model=Hilux&year=2018" },
    { name: "Toyota Hilux 2018, all brands", path: "/catalogue?make=Toyota&model=Hilux&year=2018" },
    { name: "/catalogue (no filter)", path: "/catalogue" },
    { name: "/catalogue?sort=price", path: "/catalogue?sort=price" },
    // The deepest page listed (decision 0041 stops the catalogue at page 50; the demo catalogue has
    // 14 pages, so A answers it with an empty list), the demo's last full page, and one beyond both.
    { name: "deep page (50)", path: "/catalogue?page=50" },
    { name: "page 13", path: "/catalogue?page=13" },
    { name: "page 1000", path: "/catalogue?page=1000" },
    { name: "unknown filter values", path: "/catalogue/dba?make=Nosuchmake&model=Nosuchmodel&year=1901" },
  ];
}

/** Remix's manifest (build/client/assets/manifest-*.js), as far as the bench reads it. */
export interface RemixManifest {
  url: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** The manifest's JSON out of its script (`window.__remixManifest={...};`). */
export function parseManifest(script: string): RemixManifest {
  const start = script.indexOf("{", script.indexOf("__remixManifest"));
  const end = script.lastIndexOf("}");
  const manifest = (
    script.includes("__remixManifest") && start >= 0 && end > start ? JSON.parse(script.slice(start, end + 1)) : null
  ) as Partial<RemixManifest> | null;
  if (!manifest?.entry?.module || !manifest.routes || !manifest.url) throw new Error("not a Remix manifest script");
  return manifest as RemixManifest;
}

/**
 * The route manifest a page carries in its HTML when lazy route discovery is on
 * (`window.__remixManifest = {...};` in its inline module script: the entry and the page's own
 * routes), or null when the page loads the manifest file instead.
 */
export function inlineManifest(html: string): string | null {
  const start = html.indexOf("window.__remixManifest");
  if (start < 0) return null;
  const end = html.indexOf("window.__remixRouteModules", start);
  const close = html.indexOf("</script>", start);
  const stop = end >= 0 && (close < 0 || end < close) ? end : close;
  return stop < 0 ? null : html.slice(start, stop).trim();
}

/** The manifest script a page names, e.g. /assets/manifest-2b4d5acf.js. */
export function manifestPath(html: string): string | null {
  return /["'](\/assets\/manifest-[\w-]+\.js)["']/.exec(html)?.[1] ?? null;
}

/**
 * The ids of the routes a page rendered, in order, from the module script Remix writes into the
 * page: `window.__remixRouteModules = {"root":route0,"routes/_index":route1};`.
 */
export function renderedRouteIds(html: string): string[] {
  const body = /window\.__remixRouteModules\s*=\s*\{([^}]*)\}/.exec(html)?.[1];
  if (body === undefined) return [];
  return [...body.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*route\d+/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
}

/**
 * The scripts a page's HTML names itself (module preloads, script sources, imports in its inline
 * module): a chunk the page preloads beyond the manifest's lists (one language's translations) counts too.
 */
export function htmlScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)].map((m) => m[1]!))];
}

/**
 * Every script a page loads before it is interactive: the manifest (unless the page carries it
 * inline), the client entry with its imports and each rendered route's module with its imports, once each.
 */
export function pageScripts(
  manifest: RemixManifest,
  routeIds: readonly string[],
  opts: { inline?: boolean } = {},
): string[] {
  const scripts = new Set<string>([
    ...(opts.inline ? [] : [manifest.url]),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`the manifest has no route ${id}`);
    scripts.add(route.module);
    for (const i of route.imports ?? []) scripts.add(i);
  }
  return [...scripts];
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;

/** A ratio with two decimals ("0.69"); "-" when it cannot be told. */
export function ratio(value: number, of: number): string {
  return Number.isFinite(value) && Number.isFinite(of) && of > 0 ? (value / of).toFixed(2) : "-";
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

/** Runs of the same page averaged: mean requests/s, p50 and p99; errors added up; statuses joined. */
export function averageRuns(runs: readonly Run[]): Run {
  return {
    rps: mean(runs.map((r) => r.rps)),
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    statuses: [...new Set(runs.flatMap((r) => r.statuses.split(", ")).filter(Boolean))].sort().join(", "),
  };
}

/** A Markdown table, its columns padded (as Prettier writes them). Numbers' columns align right. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = (row: readonly string[]) => header.map((_, i) => (row[i] ?? "").replace(/\|/g, "\\|"));
  const all = [cells(header), ...rows.map(cells)];
  const widths = header.map((_, i) => Math.max(3, ...all.map((r) => r[i]!.length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.,]+( \w+)?$|^-$/.test(r[i] ?? "")));
  const line = (r: readonly string[]) =>
    `| ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (numeric[i] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join("\n");
}

export interface BareRow {
  page: string;
  run: Run;
  /** JavaScript gzip the page loads, in bytes; null when it was not measured (a plain-text page). */
  js: number | null;
  /** The machine's speed gauge right after the run, in ms (bench/cpu.ts speedGauge). */
  gauge?: number;
  /** The bare page's requests/s timed around this page's run (the mean of the runs just before and after). */
  bare?: number;
}

/**
 * The bare-page table: each page's throughput as a share of the bare page's, timed around it when
 * it was (the machine's speed drifts within minutes), else of `bare`.
 */
export function bareTable(bare: Run, rows: readonly BareRow[]): string {
  return markdownTable(
    [
      "page",
      "req/s",
      "p50",
      "p99",
      "bare page req/s",
      "of bare page",
      "JS gzip",
      "answers",
      "errors",
      "speed gauge after",
    ],
    rows.map(({ page, run, js, gauge, bare: around }) => [
      page,
      run.rps.toFixed(0),
      ms(run.p50),
      ms(run.p99),
      (around ?? bare.rps).toFixed(0),
      ratio(run.rps, around ?? bare.rps),
      js === null ? "-" : kb(js),
      run.statuses,
      String(run.errors),
      gauge === undefined ? "-" : ms(gauge),
    ]),
  );
}

export interface CompareRow {
  page: string;
  a: Run;
  b: Run;
  /** The item cards each side's answer shows (a page's cost is mostly its cards). */
  cards?: { a: number; b: number };
  /** Milliseconds of one request alone, the loader cache off: the median of SINGLE_REQUESTS on each side. */
  single?: { a: number; b: number };
}

/** Requests timed one at a time per page and side (after two untimed ones) for CompareRow.single. */
export const SINGLE_REQUESTS = 5;

/** The item cards in a page's HTML (app/components/item-card.tsx renders each as an <article>). */
export function countCards(html: string): number {
  return html.match(/<article class="item-card"/g)?.length ?? 0;
}

/** The catalogue-size table: B's figures beside A's and B/A of throughput and latency. */
export function compareTable(rows: readonly CompareRow[]): string {
  return markdownTable(
    [
      "page",
      "cards A / B",
      "A req/s",
      "B req/s",
      "B/A throughput",
      "A p50 / p99",
      "B p50 / p99",
      "B/A p50",
      "single A / B, no cache",
      "B/A single",
      "answers",
      "errors",
    ],
    rows.map(({ page, a, b, cards, single }) => [
      page,
      cards ? `${cards.a} / ${cards.b}` : "-",
      a.rps.toFixed(0),
      b.rps.toFixed(0),
      ratio(b.rps, a.rps),
      `${ms(a.p50)} / ${ms(a.p99)}`,
      `${ms(b.p50)} / ${ms(b.p99)}`,
      ratio(b.p50, a.p50),
      single ? `${single.a.toFixed(1)} ms / ${single.b.toFixed(1)} ms` : "-",
      single ? ratio(single.b, single.a) : "-",
      a.statuses === b.statuses ? a.statuses : `A ${a.statuses}; B ${b.statuses}`,
      String(a.errors + b.errors),
    ]),
  );
}

/** Where the bench writes its table: one fixed file per kind of run (git keeps the earlier ones). */
export function reportFile(mode: { items: number; compare: boolean }): string {
  if (mode.compare) return `docs/perf/bench-latest-compare-${mode.items}.md`;
  return mode.items ? `docs/perf/bench-latest-${mode.items}.md` : "docs/perf/bench-latest.md";
}
