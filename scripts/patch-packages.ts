/**
 * Run after `npm install` (the root package's postinstall): edits of server-side builds of
 * dependencies, each for CPU per page. See docs/decisions/0016-page-cpu-and-workers.md.
 *
 * - React Router's route matching (@remix-run/router, the CommonJS build that runs on the server)
 *   remembers work that does not change between requests. Unpatched, every `matchRoutes` call
 *   flattens and ranks the whole route tree again and builds a new RegExp for every route it tries,
 *   and a document request calls it several times (server match, static handler query,
 *   <RemixServer>'s router): about a sixth of the server's CPU for a simple page. What is
 *   remembered is a pure function of its input (a route pattern's RegExp and score; the ranked
 *   branches of one route array, which the server never changes once built; which of those
 *   branches a pathname matches, decision 0018).
 * - React's streaming HTML renderer for Node (react-dom/server, production build) collects the
 *   pieces of one pass as one JavaScript string and encodes it once. Unpatched, it encodes each of
 *   the thousands of small pieces of a page into a 2 KB byte buffer of its own (a typed-array view
 *   and a TextEncoder call per piece): about a sixth of a search page's CPU. The text written, and
 *   the moments React hands it on (each pass ends with the same flush), are the same, except that
 *   React 18.3 also sends the unused end of a buffer when a character of several bytes does not
 *   fit in it: NUL bytes in the page (react/react#31134), which the patch does not make. The
 *   original file is kept beside it (`*.original.js`) so a test can compare the two renderers.
 *
 * - Remix's <RemixServer> and React Router's createStaticRouter make the app's route objects and
 *   data routes once per build instead of once per page, and Remix's server runtime hands a loader
 *   the request itself instead of a copy when it has no parameter of Remix's own to strip.
 *
 * Browser bundles are not touched. When a package's code no longer contains what a patch expects
 * (a new version), the script says so and leaves that file alone: the shop works the same, only
 * slower, and the unit tests of the patches fail, which is the signal to look again.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

interface Edit {
  find: string;
  replace: string;
}

export interface Patch {
  name: string;
  /** The package, and the file's path inside it. */
  pkg: string;
  file: string;
  /** Put in the patched source, so a second run knows it is done. */
  mark: string;
  edits: Edit[];
  /** Keep the unpatched file beside the patched one, under this suffix in place of ".js". */
  original?: string;
}

const ROUTER_MARK = "/* parts-shop: route matching memo */";

/**
 * Function `fn` answering from a map by `key` (an expression of its parameters), computed by the
 * original, renamed `fnOnce`, the first time; at most 5,000 answers are kept.
 */
function boundedMemo(fn: string, params: string, store: string, value: string, key: string): Edit {
  return {
    find: `function ${fn}(${params}) {`,
    replace: [
      `const ${store} = new Map();`,
      `function ${fn}(${params}) {`,
      `  const key = ${key};`,
      `  let ${value} = ${store}.get(key);`,
      `  if (${value} === undefined) {`,
      `    ${value} = ${fn}Once(${params});`,
      `    if (${store}.size < 5000) ${store}.set(key, ${value});`,
      "  }",
      `  return ${value};`,
      "}",
      `function ${fn}Once(${params}) {`,
    ].join("\n"),
  };
}

const ROUTER_EDITS: Edit[] = [
  {
    // matchRoutesImpl: the ranked branches of a route array, once per array.
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;",
    replace: "  let branches = rankedBranches(routes);\n  let matches = null;",
  },
  {
    find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
    replace: [
      ROUTER_MARK,
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
  boundedMemo("computeScore", "path, index", "scores", "score", '(index ? "i" : "-") + path'),
  // The pattern's [RegExp, params]: callers only read them (no global flag, so no lastIndex).
  boundedMemo(
    "compilePath",
    "path, caseSensitive, end",
    "compiledPaths",
    "compiled",
    '(caseSensitive === true ? "c" : "-") + (end === false ? "p" : "e") + path',
  ),
];

/**
 * Which branch a pathname matches, remembered per ranked branch list (itself kept per route
 * array): a request's several `matchRoutes` calls for the same path tried every branch ranked
 * before the winner, each a RegExp run, again each time. Only the winner's index is kept, so every
 * call still builds its own match objects. At most 5,000 paths per list; when full it starts over.
 */
const ROUTER_WINNER_MARK = "/* parts-shop: winning branch per pathname */";
const ROUTER_WINNER_EDITS: Edit[] = [
  {
    // matchRoutesImpl's loop over the branches, as React Router 1.23 writes it.
    find: [
      "  let matches = null;",
      "  let decoded = decodePath(pathname);",
      "  for (let i = 0; matches == null && i < branches.length; ++i) {",
      "    // Incoming pathnames are generally encoded from either window.location",
      "    // or from router.navigate, but we want to match against the unencoded",
      "    // paths in the route definitions.  Memory router locations won't be",
      "    // encoded here but there also shouldn't be anything to decode so this",
      "    // should be a safe operation.  This avoids needing matchRoutes to be",
      "    // history-aware.",
      "    matches = matchRouteBranch(branches[i], decoded, allowPartial);",
      "  }",
      "  return matches;",
      "}",
    ].join("\n"),
    replace: [
      "  let decoded = decodePath(pathname);",
      "  return matchWinningBranch(branches, decoded, allowPartial);",
      "}",
    ].join("\n"),
  },
  {
    find: "function convertRouteMatchToUiMatch(match, loaderData) {",
    replace: [
      ROUTER_WINNER_MARK,
      "const winningBranchOf = new WeakMap();",
      "function matchWinningBranch(branches, decoded, allowPartial) {",
      "  let winners = winningBranchOf.get(branches);",
      "  if (winners === undefined) {",
      "    winners = new Map();",
      "    winningBranchOf.set(branches, winners);",
      "  }",
      '  let key = (allowPartial ? "p" : "-") + decoded;',
      "  let known = winners.get(key);",
      "  if (known !== undefined) return known < 0 ? null : matchRouteBranch(branches[known], decoded, allowPartial);",
      "  let matches = null;",
      "  let i = 0;",
      "  for (; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);",
      "  if (winners.size >= 5000) winners.clear();",
      "  winners.set(key, matches == null ? -1 : i - 1);",
      "  return matches;",
      "}",
      "function convertRouteMatchToUiMatch(match, loaderData) {",
    ].join("\n"),
  },
];

/** The minified production build's writeChunk (r), completeWriting (ca) and precomputed chunks (x). */
const REACT_DOM_MARK = "/* parts-shop: one text per pass */";
const REACT_DOM_EDITS: Edit[] = [
  {
    // writeChunk: text is appended to the pass's string; a byte chunk (none are made once x() keeps
    // text) first sends the text before it. Past 8 KB of text, the text so far is sent on.
    find: 'function r(a,b){if("string"===typeof b){if(0!==b.length)if(2048<3*b.length)0<l&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=0),t(a,u.encode(b));else{var c=k;0<l&&(c=k.subarray(l));c=u.encodeInto(b,c);var d=c.read;l+=c.written;d<b.length&&(t(a,k),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written);2048===l&&(t(a,k),k=new Uint8Array(2048),l=0)}}else 0!==b.byteLength&&(2048<b.byteLength?(0<l&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=0),t(a,b)):(c=k.length-l,c<b.byteLength&&(0===c?t(a,\nk):(k.set(b.subarray(0,c),l),l+=c,t(a,k),b=b.subarray(c)),k=new Uint8Array(2048),l=0),k.set(b,l),l+=b.byteLength,2048===l&&(t(a,k),k=new Uint8Array(2048),l=0)))}',
    replace: [
      REACT_DOM_MARK,
      'var partsShopText="";',
      'function partsShopSendText(a){0<partsShopText.length&&(t(a,Buffer.from(partsShopText,"utf8")),partsShopText="")}',
      'function r(a,b){"string"===typeof b?(partsShopText+=b,8192<=partsShopText.length&&partsShopSendText(a)):0!==b.byteLength&&(partsShopSendText(a),t(a,b))}',
    ].join(""),
  },
  {
    // completeWriting, at the end of every pass: what is left of the pass's text is written.
    find: "function ca(a){k&&0<l&&a.write(k.subarray(0,l));k=null;l=0;q=!0}",
    replace:
      'function ca(a){0<partsShopText.length&&(a.write(Buffer.from(partsShopText,"utf8")),partsShopText="");k=null;l=0;q=!0}',
  },
  {
    // Precomputed chunks stay text, so they join the pass's string like every other piece.
    find: "function x(a){return u.encode(a)}",
    replace: "function x(a){return a}",
  },
];

/**
 * <RemixServer> (@remix-run/react, CommonJS build) makes the route objects of the whole app on every
 * render, and React Router's createStaticRouter (react-router-dom/server) converts them to data
 * routes on every render: a new route array per request, so route matching flattened and ranked it
 * again each time. Both are pure functions of the build (its route manifest and route modules), so
 * each is made once per build and kept.
 */
const REMIX_SERVER_MARK = "/* parts-shop: server routes once per build */";
const REMIX_SERVER_EDITS: Edit[] = [
  {
    find: "function RemixServer({",
    replace: [
      REMIX_SERVER_MARK,
      "const partsShopServerRoutesOf = new WeakMap();",
      "function partsShopServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {",
      "  let made = partsShopServerRoutesOf.get(manifestRoutes);",
      "  // The build's manifest, route modules (a new object per request, the same modules in it), future flags.",
      "  if (made === undefined || made.future !== future || made.isSpaMode !== isSpaMode || Object.keys(manifestRoutes).some((id) => made.routeModules[id] !== routeModules[id])) {",
      "    made = { routeModules: { ...routeModules }, future, isSpaMode, routes: routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };",
      "    partsShopServerRoutesOf.set(manifestRoutes, made);",
      "  }",
      "  return made.routes;",
      "}",
      "function RemixServer({",
    ].join("\n"),
  },
  {
    find: "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    replace:
      "  let routes$1 = partsShopServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
  },
];

const STATIC_ROUTER_MARK = "/* parts-shop: data routes once per route array */";
const STATIC_ROUTER_EDITS: Edit[] = [
  {
    find: "function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);",
    replace: [
      STATIC_ROUTER_MARK,
      "const partsShopDataRoutesOf = new WeakMap();",
      "function createStaticRouter(routes, context, opts = {}) {",
      "  // The converted routes only depend on the route array, which a static render does not change.",
      "  let converted = partsShopDataRoutesOf.get(routes);",
      "  if (converted === undefined) {",
      "    let manifest = {};",
      "    converted = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };",
      "    partsShopDataRoutesOf.set(routes, converted);",
      "  }",
      "  let { manifest, dataRoutes } = converted;",
    ].join("\n"),
  },
];

/**
 * Remix's server runtime hands each loader and action a copy of the request without its `index`,
 * `_routes` or `_data` search parameter: a new URL, a new Request and a new AbortSignal per route,
 * two per loader, even when the URL has no such parameter. Then the request itself is handed on.
 */
const STRIP_PARAMS_MARK = "/* parts-shop: the request itself when there is nothing to strip */";
const stripEdit = (fn: string, param: string): Edit => ({
  find: `function ${fn}(request) {\n  let url = new URL(request.url);\n`,
  replace: `function ${fn}(request) {\n  let url = new URL(request.url);\n  if (!url.searchParams.has(${JSON.stringify(param)})) return request;\n`,
});
const STRIP_PARAMS_EDITS: Edit[] = [
  { find: "function stripIndexParam(request) {", replace: `${STRIP_PARAMS_MARK}\nfunction stripIndexParam(request) {` },
  stripEdit("stripIndexParam", "index"),
  stripEdit("stripDataParam", "_data"),
  stripEdit("stripRoutesParam", "_routes"),
];

export const PATCHES: Patch[] = [
  {
    name: "route matching memo",
    pkg: "@remix-run/router",
    file: "dist/router.cjs.js",
    mark: ROUTER_MARK,
    edits: ROUTER_EDITS,
  },
  {
    name: "winning route branch per pathname",
    pkg: "@remix-run/router",
    file: "dist/router.cjs.js",
    mark: ROUTER_WINNER_MARK,
    edits: ROUTER_WINNER_EDITS,
  },
  {
    name: "React's HTML as one text per pass",
    pkg: "react-dom",
    file: "cjs/react-dom-server.node.production.min.js",
    mark: REACT_DOM_MARK,
    edits: REACT_DOM_EDITS,
    original: ".original.js",
  },
  {
    name: "server routes once per build",
    pkg: "@remix-run/react",
    file: "dist/server.js",
    mark: REMIX_SERVER_MARK,
    edits: REMIX_SERVER_EDITS,
  },
  {
    name: "data routes once per route array",
    pkg: "react-router-dom",
    file: "server.js",
    mark: STATIC_ROUTER_MARK,
    edits: STATIC_ROUTER_EDITS,
  },
  {
    name: "request copies only when a parameter is stripped",
    pkg: "@remix-run/server-runtime",
    file: "dist/data.js",
    mark: STRIP_PARAMS_MARK,
    edits: STRIP_PARAMS_EDITS,
  },
];

/** The patched source, or a reason it cannot be patched; `null` when it already is. */
export function patchSource(
  patch: Pick<Patch, "mark" | "edits">,
  source: string,
): { source: string } | { skipped: string } | null {
  if (source.includes(patch.mark)) return null;
  let out = source;
  for (const edit of patch.edits) {
    const at = out.indexOf(edit.find);
    if (at < 0 || out.indexOf(edit.find, at + 1) >= 0)
      return { skipped: `expected exactly one "${edit.find.split("\n")[0]!.trim().slice(0, 60)}"` };
    out = out.slice(0, at) + edit.replace + out.slice(at + edit.find.length);
  }
  return { source: out };
}

/** Where the installed file of a patch is, and where its unpatched copy is kept (if it is). */
export function installedPaths(patch: Patch): { file: string; original: string | null } | null {
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = path.join(path.dirname(require.resolve(`${patch.pkg}/package.json`)), patch.file);
  } catch {
    return null; // not installed (yet): nothing to do
  }
  return { file, original: patch.original ? file.replace(/\.js$/, patch.original) : null };
}

function apply(patch: Patch) {
  const paths = installedPaths(patch);
  if (!paths) return;
  const source = fs.readFileSync(paths.file, "utf8");
  const result = patchSource(patch, source);
  if (result === null) return;
  if ("skipped" in result) {
    console.warn(
      `[patch-packages] left ${paths.file} as it is (${result.skipped}); it works, only without the ${patch.name}.`,
    );
    return;
  }
  if (paths.original) fs.writeFileSync(paths.original, source);
  fs.writeFileSync(paths.file, result.source);
  console.log(`[patch-packages] ${patch.name} applied to ${path.relative(process.cwd(), paths.file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  for (const patch of PATCHES) apply(patch);
