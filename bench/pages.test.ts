/**
 * The bench's page table (issue 25 items 4 and 6): which scripts a page loads by the Remix
 * manifest, the shares of the bare page and B/A, and the Markdown it writes to docs/perf/.
 */
import { describe, expect, it } from "vitest";
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
  ratio,
  renderedRouteIds,
  reportFile,
  shopPages,
  type Run,
} from "./pages.ts";

// A manifest as Remix's Vite build writes it (bench/bare's, two routes plus one of the shop's).
const MANIFEST =
  'window.__remixManifest={"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/components-B.js"],' +
  '"css":[]},"routes":{"root":{"id":"root","path":"","module":"/assets/root-D.js","imports":' +
  '["/assets/components-B.js"],"css":[]},"routes/_index":{"id":"routes/_index","parentId":"root","index":true,' +
  '"module":"/assets/_index-N.js","imports":["/assets/components-B.js","/assets/slider-S.js"],"css":[]},' +
  '"routes/basket":{"id":"routes/basket","module":"/assets/route-R.js","imports":["/assets/forms-F.js"]}},' +
  '"url":"/assets/manifest-2b4d5acf.js","version":"2b4d5acf"};';

const PAGE = `<link rel="modulepreload" href="/assets/manifest-2b4d5acf.js"/><script type="module" async="">
import "/assets/manifest-2b4d5acf.js";
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/_index-N.js";
window.__remixRouteModules = {"root":route0,"routes/_index":route1};
import("/assets/entry.client-C.js");</script>`;

const run = (rps: number, p50 = 10, p99 = 40, statuses = "200", errors = 0): Run => ({
  rps,
  p50,
  p99,
  errors,
  statuses,
});

describe("the scripts a page loads", () => {
  it("reads the manifest script a page names and the routes it rendered", () => {
    expect(manifestPath(PAGE)).toBe("/assets/manifest-2b4d5acf.js");
    expect(renderedRouteIds(PAGE)).toEqual(["root", "routes/_index"]);
    expect(
      renderedRouteIds('window.__remixRouteModules = {"root":route0,"routes/catalogue.($brand)":route1};'),
    ).toEqual(["root", "routes/catalogue.($brand)"]);
    expect(htmlScripts(`${PAGE}<link rel="modulepreload" href="/assets/en-L.js"/>`)).toEqual([
      "/assets/manifest-2b4d5acf.js",
      "/assets/root-D.js",
      "/assets/_index-N.js",
      "/assets/entry.client-C.js",
      "/assets/en-L.js",
    ]);
    expect(manifestPath("<p>plain text</p>")).toBeNull();
    expect(renderedRouteIds("<p>plain text</p>")).toEqual([]);
  });

  it("reads the manifest a page carries inline (lazy route discovery), which loads no manifest file", () => {
    const routes = '{"root":{"module":"/assets/root-D.js","imports":[]}}';
    const html = `<script type="module">import * as route0 from "/assets/root-D.js";
window.__remixManifest = {"url":"/assets/manifest-2b4d5acf.js","entry":{"module":"/assets/entry.client-C.js"},"routes":${routes}};
window.__remixRouteModules = {"root":route0};</script>`;
    const inline = inlineManifest(html)!;
    expect(inline).toMatch(/^window\.__remixManifest = \{.*\};$/s);
    const manifest = parseManifest(inline);
    expect(pageScripts(manifest, renderedRouteIds(html), { inline: true })).toEqual([
      "/assets/entry.client-C.js",
      "/assets/root-D.js",
    ]);
    expect(inlineManifest(PAGE)).toBeNull();
  });

  it("counts the manifest, the entry and each rendered route's module and imports once", () => {
    const manifest = parseManifest(MANIFEST);
    expect(pageScripts(manifest, ["root", "routes/_index"])).toEqual([
      "/assets/manifest-2b4d5acf.js",
      "/assets/entry.client-C.js",
      "/assets/components-B.js",
      "/assets/root-D.js",
      "/assets/_index-N.js",
      "/assets/slider-S.js",
    ]);
    // Another page's chunks are not counted on this one.
    expect(pageScripts(manifest, ["root", "routes/basket"])).not.toContain("/assets/slider-S.js");
    expect(() => pageScripts(manifest, ["root", "routes/gone"])).toThrow(/routes\/gone/);
    expect(() => parseManifest("export {}")).toThrow(/manifest/);
    expect(() => parseManifest('window.__remixManifest={"routes":{}};')).toThrow(/manifest/);
  });
});

describe("the figures", () => {
  it("tells throughput as a share with two decimals, and '-' when it cannot", () => {
    expect(ratio(69, 100)).toBe("0.69");
    expect(ratio(130, 100)).toBe("1.30");
    expect(ratio(5, 0)).toBe("-");
    expect(ratio(NaN, 100)).toBe("-");
  });

  it("averages runs, adds their errors and joins their status codes", () => {
    expect(averageRuns([run(100, 10, 40), run(200, 20, 60, "200, 302", 3)])).toEqual({
      rps: 150,
      p50: 15,
      p99: 50,
      errors: 3,
      statuses: "200, 302",
    });
  });
});

describe("the tables", () => {
  it("pads a Markdown table as Prettier does, numbers to the right", () => {
    expect(
      markdownTable(
        ["page", "req/s"],
        [
          ["home", "12"],
          ["a | b", "1234"],
        ],
      ),
    ).toBe(["| page   | req/s |", "| ------ | ----: |", "| home   |    12 |", "| a \\| b |  1234 |"].join("\n"));
  });

  it("gives each page's throughput as a share of the bare page's and its JavaScript", () => {
    const table = bareTable(run(1000), [
      { page: "home", run: run(690, 12.4, 52), js: 131_072, gauge: 81 },
      { page: "floor", run: run(1500), js: null },
      { page: "search", run: run(300), js: 1024, bare: 600 },
    ]).split("\n");
    const cells = (line: string) => line.split("|").map((c) => c.trim());
    expect(cells(table[0]!)).toEqual([
      "",
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
      "",
    ]);
    expect(table[2]!.split("|").map((c) => c.trim())).toEqual([
      "",
      "home",
      "690",
      "12 ms",
      "52 ms",
      "1000",
      "0.69",
      "128.0 KB",
      "200",
      "0",
      "81 ms",
      "",
    ]);
    expect(table[3]!.split("|").map((c) => c.trim())).toContain("1.50");
    expect(table[3]!.split("|").map((c) => c.trim())[7]).toBe("-");
    // A page timed between two runs of the bare page is a share of those runs.
    expect(
      table[4]!
        .split("|")
        .map((c) => c.trim())
        .slice(5, 7),
    ).toEqual(["600", "0.50"]);
  });

  it("counts the item cards of a page, and nothing else", () => {
    const card = '<article class="item-card"><a href="/x">X</a></article>';
    expect(countCards(`<main>${card}${card}<article class="post">P</article></main>`)).toBe(2);
    expect(countCards('<p class="item-card-description">no card</p>')).toBe(0);
  });

  it("gives B/A of throughput and p50, and both sides' status codes when they differ", () => {
    const [, , row] = compareTable([
      { page: "/catalogue/dba", a: run(400, 20, 50), b: run(52, 435, 703, "200, 302"), cards: { a: 2, b: 24 } },
    ]).split("\n");
    expect(row!.split("|").map((c) => c.trim())).toEqual([
      "",
      "/catalogue/dba",
      "2 / 24",
      "400",
      "52",
      "0.13",
      "20 ms / 50 ms",
      "435 ms / 703 ms",
      "21.75",
      "-",
      "-",
      "A 200; B 200, 302",
      "0",
      "",
    ]);
  });

  it("gives each side's time alone and B/A of it when the pages were timed one at a time", () => {
    const [header, , row] = compareTable([
      { page: "/catalogue", a: run(300, 30, 60), b: run(280, 32, 64), single: { a: 20.04, b: 31.5 } },
    ]).split("\n");
    const cells = (line: string) => line.split("|").map((c) => c.trim());
    const column = cells(header!).indexOf("single A / B, no cache");
    expect(column).toBeGreaterThan(0);
    expect(cells(row!).slice(column, column + 2)).toEqual(["20.0 ms / 31.5 ms", "1.57"]);
  });
});

describe("the pages and where the table goes", () => {
  it("times the issue's pages: the basket and the signed-in pages with their cookies, the catalogue pages of the size comparison", () => {
    const pages = shopPages("dba-combo-x");
    expect(pages.map((p) => p.path)).toEqual([
      "/",
      "/catalogue/dba",
      "/catalogue/dba?make=Toyota&model=Hilux&year=2018",
      "/dba-combo-x",
      "/search/DBA",
      "/basket",
      "/dba-combo-x",
      "/catalogue/dba",
      "/basket",
      "/account",
    ]);
    expect(pages.filter((p) => p.cookie === "guest basket").map((p) => p.path)).toEqual(["/basket"]);
    expect(pages.filter((p) => p.cookie === "trade customer").map((p) => p.path)).toEqual([
      "/dba-combo-x",
      "/catalogue/dba",
      "/basket",
      "/account",
    ]);
    const compared = comparePages("dba-combo-x").map((p) => p.path);
    for (const path of ["/catalogue", "/catalogue?sort=price", "/catalogue?page=50", "/catalogue?page=1000"])
      expect(compared).toContain(path);
    expect(compared.some((p) => /make=Nosuch/.test(p))).toBe(true);
  });

  it("writes one fixed file per kind of run", () => {
    expect(reportFile({ items: 0, compare: false })).toBe("docs/perf/bench-latest.md");
    expect(reportFile({ items: 100000, compare: false })).toBe("docs/perf/bench-latest-100000.md");
    expect(reportFile({ items: 100000, compare: true })).toBe("docs/perf/bench-latest-compare-100000.md");
  });
});

describe("median", () => {
  it("is the middle run, or the mean of the two middle ones, whatever the order", () => {
    expect(median([2.4, 1.1, 1.6])).toBe(1.6);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
