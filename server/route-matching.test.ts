/**
 * The route matching memo (patches/@remix-run+router+*.patch, applied by patch-package at npm
 * install): the installed server build of @remix-run/router carries it, and matching still answers
 * as React Router documents.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isApplied, patchFor } from "./dependency-patches.ts";

const require = createRequire(import.meta.url);
const routerFile = path.join(path.dirname(require.resolve("@remix-run/router/package.json")), "dist", "router.cjs.js");
const router = require(routerFile) as typeof import("@remix-run/router");

type TestRoute = import("@remix-run/router").AgnosticRouteObject;

/** The shape of the shop's route tree (a root layout over flat routes). */
const tree = (): TestRoute[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "imprint", path: "imprint" },
      { id: "search", path: "search/:phrase" },
      { id: "catalogue", path: "catalogue/:brand?" },
      { id: "item", path: ":id" },
      { id: "item-enquiry", path: ":id/enquiry" },
      { id: "splat", path: "*" },
    ],
  },
];

const leaf = (routes: TestRoute[], pathname: string) => {
  const matches = router.matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  return last ? { route: last.route, params: last.params } : null;
};

describe("route matching with the memo", () => {
  it("is applied to the installed server build (npm install ran patch-package)", () => {
    const patch = patchFor("@remix-run/router");
    expect(isApplied(patch.text)).toBe(true);
    expect(patch.text).toContain("dist/router.cjs.js");
  });

  it("ranks and matches as React Router does", () => {
    const routes = tree();
    for (let round = 0; round < 2; round++) {
      expect(leaf(routes, "/")?.route.id).toBe("index");
      expect(leaf(routes, "/imprint")?.route.id).toBe("imprint");
      expect(leaf(routes, "/IMPRINT")?.route.id).toBe("imprint");
      expect(leaf(routes, "/search/DBA%204650")).toMatchObject({
        route: { id: "search" },
        params: { phrase: "DBA 4650" },
      });
      expect(leaf(routes, "/catalogue")).toMatchObject({ route: { id: "catalogue" }, params: {} });
      expect(leaf(routes, "/catalogue/toyota")).toMatchObject({
        route: { id: "catalogue" },
        params: { brand: "toyota" },
      });
      expect(leaf(routes, "/dba4433")).toMatchObject({ route: { id: "item" }, params: { id: "dba4433" } });
      expect(leaf(routes, "/dba4433/enquiry")?.route.id).toBe("item-enquiry");
      expect(leaf(routes, "/a/b/c")).toMatchObject({ route: { id: "splat" }, params: { "*": "a/b/c" } });
    }
  });

  it("answers each route array with its own route objects", () => {
    const first = tree();
    const second = tree();
    expect(leaf(first, "/imprint")?.route).toBe(first[0]!.children![1]);
    expect(leaf(second, "/imprint")?.route).toBe(second[0]!.children![1]);
    // A different tree under the same paths is not answered from the first one's branches.
    const other: TestRoute[] = [{ id: "other-root", path: "", children: [{ id: "only", path: "only" }] }];
    expect(leaf(other, "/imprint")).toBeNull();
    expect(leaf(other, "/only")?.route.id).toBe("only");
  });

  it("makes new match objects on every call, with the winning branch of a path remembered", () => {
    const routes = tree();
    const first = router.matchRoutes(routes, "/search/DBA%204650")!;
    const again = router.matchRoutes(routes, "/search/DBA%204650")!;
    expect(again).not.toBe(first);
    expect(again[1]).not.toBe(first[1]);
    expect(again[1]!.params).not.toBe(first[1]!.params);
    expect(again).toEqual(first);
    // A caller changing its matches does not change the next caller's.
    (first[1]!.params as Record<string, string>).phrase = "changed";
    expect(router.matchRoutes(routes, "/search/DBA%204650")![1]!.params.phrase).toBe("DBA 4650");
  });

  it("remembers a path that matches nothing, and tells paths apart by their decoded text only", () => {
    const routes: TestRoute[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "imprint", path: "imprint" },
          { id: "item", path: ":id" },
        ],
      },
    ];
    for (let round = 0; round < 2; round++) {
      expect(router.matchRoutes(routes, "/a/b")).toBeNull();
      expect(leaf(routes, "/imprint")?.route.id).toBe("imprint");
      expect(leaf(routes, "/imprin")).toMatchObject({ route: { id: "item" }, params: { id: "imprin" } });
      expect(leaf(routes, "/dba%204433")).toMatchObject({ route: { id: "item" }, params: { id: "dba 4433" } });
      expect(leaf(routes, "/dba 4433")).toMatchObject({ route: { id: "item" }, params: { id: "dba 4433" } });
    }
  });

  it("answers the same after many more distinct paths than it keeps", () => {
    const routes = tree();
    for (let i = 0; i < 12_000; i++) expect(leaf(routes, `/search/part-${i}`)?.params.phrase).toBe(`part-${i}`);
    expect(leaf(routes, "/imprint")?.route.id).toBe("imprint");
    expect(leaf(routes, "/search/part-3")?.params.phrase).toBe("part-3");
  });

  it("keeps patterns apart by case sensitivity and end", () => {
    expect(router.matchPath({ path: "/Imprint", caseSensitive: true }, "/imprint")).toBeNull();
    expect(router.matchPath({ path: "/Imprint" }, "/imprint")).not.toBeNull();
    expect(router.matchPath({ path: "/Imprint", caseSensitive: true }, "/Imprint")).not.toBeNull();
    expect(router.matchPath({ path: "/search", end: false }, "/search/dba")?.pathnameBase).toBe("/search");
    expect(router.matchPath({ path: "/search" }, "/search/dba")).toBeNull();
    expect(router.matchPath({ path: "/search", end: false }, "/searching")).toBeNull();
  });
});
