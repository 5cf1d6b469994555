/**
 * Run after `npm install` (the root package's postinstall): makes React Router's route matching
 * (@remix-run/router, the CommonJS build that runs on the server) remember work that does not
 * change between requests. Unpatched, every `matchRoutes` call flattens and ranks the whole route
 * tree again and builds a new RegExp for every route it tries, and a document request calls it
 * several times (server match, static handler query, <RemixServer>'s router): about a sixth of the
 * server's CPU for a simple page. See docs/decisions/0016-page-cpu-and-workers.md.
 *
 * What is remembered is a pure function of its input (a route pattern's RegExp and score; the
 * ranked branches of one route array, which the server never changes once built). The browser
 * bundle is not touched. When the package's code no longer contains what this patch expects (a new
 * version), it says so and leaves the file alone: the shop works the same, only slower.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const MARK = "/* parts-shop: route matching memo */";

interface Edit {
  find: string;
  replace: string;
}

export const EDITS: Edit[] = [
  {
    // matchRoutesImpl: the ranked branches of a route array, once per array.
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;",
    replace: "  let branches = rankedBranches(routes);\n  let matches = null;",
  },
  {
    find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
    replace: [
      MARK,
      "const rankedBranchesOf = new WeakMap();",
      "function rankedBranches(routes) {",
      "  let branches = rankedBranchesOf.get(routes);",
      "  if (branches === undefined) {",
      "    branches = flattenRoutes(routes);",
      "    rankRouteBranches(branches);",
      "    rankedBranchesOf.set(routes, branches);",
      "  }",
      "  return branches;",
      "}",
      "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
    ].join("\n"),
  },
  {
    find: "function computeScore(path, index) {",
    replace: [
      "const scores = new Map();",
      "function computeScore(path, index) {",
      "  const key = (index ? \"i\" : \"-\") + path;",
      "  let score = scores.get(key);",
      "  if (score === undefined) {",
      "    score = computeScoreOnce(path, index);",
      "    if (scores.size < 5000) scores.set(key, score);",
      "  }",
      "  return score;",
      "}",
      "function computeScoreOnce(path, index) {",
    ].join("\n"),
  },
  {
    // The pattern's [RegExp, params]: callers only read them (no global flag, so no lastIndex).
    find: "function compilePath(path, caseSensitive, end) {",
    replace: [
      "const compiledPaths = new Map();",
      "function compilePath(path, caseSensitive, end) {",
      "  const key = (caseSensitive === true ? \"c\" : \"-\") + (end === false ? \"p\" : \"e\") + path;",
      "  let compiled = compiledPaths.get(key);",
      "  if (compiled === undefined) {",
      "    compiled = compilePathOnce(path, caseSensitive, end);",
      "    if (compiledPaths.size < 5000) compiledPaths.set(key, compiled);",
      "  }",
      "  return compiled;",
      "}",
      "function compilePathOnce(path, caseSensitive, end) {",
    ].join("\n"),
  },
];

/** The patched source, or a reason it cannot be patched; `null` when it already is. */
export function patchSource(source: string): { source: string } | { skipped: string } | null {
  if (source.includes(MARK)) return null;
  let out = source;
  for (const edit of EDITS) {
    const at = out.indexOf(edit.find);
    if (at < 0 || out.indexOf(edit.find, at + 1) >= 0) return { skipped: `expected exactly one "${edit.find.split("\n")[0]!.trim()}"` };
    out = out.slice(0, at) + edit.replace + out.slice(at + edit.find.length);
  }
  return { source: out };
}

function main() {
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = path.join(path.dirname(require.resolve("@remix-run/router/package.json")), "dist", "router.cjs.js");
  } catch {
    return; // not installed (yet): nothing to do
  }
  const result = patchSource(fs.readFileSync(file, "utf8"));
  if (result === null) return;
  if ("skipped" in result) {
    console.warn(`[patch-router] left ${file} as it is (${result.skipped}); route matching works, only without the memo.`);
    return;
  }
  fs.writeFileSync(file, result.source);
  console.log(`[patch-router] route matching memo applied to ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
