/**
 * React's streaming HTML renderer for Node as the shop installs it (patches/react-dom+*.patch,
 * applied by patch-package at npm install). Unpatched, React 18.3.1 sends a whole 2 KB buffer when
 * a character of several bytes does not fit at its end, unused bytes and all: NUL bytes in the
 * page (react/react#31134). That happens on the shop's path too: the page is rendered whole into
 * one buffer (app/.server/whole-document.ts), but the buffer keeps what React writes, NUL bytes
 * included. The page here has what a renderer chunks differently: text past its buffer sizes,
 * characters of two to four bytes (also at the end of its buffers), attributes, styles, and
 * boundaries that resolve in later passes. Both tests fail on the unpatched renderer.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement as h, Suspense, type ReactNode } from "react";
import type * as ReactDOMServer from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeDocument } from "../app/.server/whole-document.ts";
import { isApplied, patchFor } from "./dependency-patches.ts";

// The production builds, which the shop's server runs (react-dom/server picks them by NODE_ENV,
// and the tests do not run with NODE_ENV=production).
const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve("react-dom/package.json"));
type Renderer = Pick<typeof ReactDOMServer, "renderToPipeableStream" | "renderToString">;
const { renderToPipeableStream } = require(`${reactDom}/cjs/react-dom-server.node.production.min.js`) as Renderer;
const { renderToString } = require(`${reactDom}/cjs/react-dom-server-legacy.node.production.min.js`) as Renderer;

/** A component that suspends until its gate is opened (or is open from the start), then shows its children. */
function gated(open = false) {
  let done = open;
  let openGate!: () => void;
  const wait = new Promise<void>((resolve) => (openGate = () => ((done = true), resolve())));
  function Gated({ children }: { children: ReactNode }) {
    if (!done) throw wait;
    return h("div", { className: "later" }, children);
  }
  return { Gated, open: openGate };
}

interface Page {
  node: ReactNode;
  /** Opens each Suspense boundary of the page, in the order they are to resolve. */
  gates: (() => void)[];
}

const words = [
  "Tarcze hamulcowe ąęłńóśźż",
  "Bremsscheiben Größe ß",
  "emoji 🚗🔧 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "a < b & c > d \"quoted\" 'single'",
];

/** The page; with `ready`, nothing on it suspends. */
function page(ready = false): Page {
  const { Gated: Slow, open: openSlow } = gated(ready);
  const { Gated: Slower, open: openSlower } = gated(ready);
  const long = "x".repeat(700) + "ł".repeat(900) + "🚗".repeat(600); // past both 2 KB and 8 KB pieces
  const node = h(
    "html",
    { lang: "pl" },
    h("head", null, h("title", null, "Części ąę 🚗"), h("meta", { name: "description", content: long.slice(0, 300) })),
    h(
      "body",
      null,
      h("main", { style: { color: "#333", marginTop: 4 }, "data-x": long }, long),
      h(
        "ul",
        null,
        Array.from({ length: 400 }, (_, i) =>
          h(
            "li",
            { key: i, id: `item-${i}`, className: i % 2 ? "odd" : "even", hidden: i % 7 === 0 },
            words[i % words.length],
            " ",
            i,
            h("a", { href: `/p/${i}?q=ą&x=1` }, "🚗"),
          ),
        ),
      ),
      h(Suspense, { fallback: h("p", null, "ładowanie…") }, h(Slow, null, "gotowe ✓ ", long)),
      h(
        Suspense,
        { fallback: h("p", null, "wird geladen…") },
        h(Slower, null, h(Suspense, { fallback: "…" }, words.join(" | "))),
      ),
    ),
  );
  return { node, gates: [openSlow, openSlower] };
}

/** The page as app/entry.server.tsx renders it: whole, into a WholeDocument, once all is ready. */
function renderWhole({ node, gates }: Page): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onShellReady() {
        for (const open of gates) open();
      },
      onAllReady() {
        const body = new WholeDocument();
        body.done.then((html) => resolve(html.toString("utf8")), reject);
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

/**
 * The page streamed from the shell on, as one string per pass (React calls flush() at the end of
 * each). Gate n opens after pass n was written, so there is one pass per boundary however slow
 * the machine.
 */
function renderStreamed({ node, gates }: Page): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const passes: string[] = [];
    let pending: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        pending.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        (sink as unknown as { flush(): void }).flush();
        resolve(passes);
        callback();
      },
    });
    Object.assign(sink, {
      flush() {
        if (pending.length === 0) return;
        passes.push(Buffer.concat(pending).toString("utf8"));
        pending = [];
        gates[passes.length - 1]?.();
      },
    });
    const { pipe } = renderToPipeableStream(node, { onShellReady: () => pipe(sink), onShellError: reject });
  });
}

describe("React's streaming HTML renderer", () => {
  it("is patched in the installed react-dom", () => {
    expect(isApplied(patchFor("react-dom").text)).toBe(true);
  });

  it("renders a whole page with characters of several bytes without NUL bytes, as renderToString does", async () => {
    const html = await renderWhole(page());
    expect(html).not.toContain("\0");
    // renderToString is React's other server renderer (a build of its own, which writes one string):
    // the same markup, without the doctype that the streaming renderer puts before <html>.
    expect(html).toBe(`<!DOCTYPE html>${renderToString(page(true).node)}`);
    expect(html).toContain("gotowe ✓");
    expect(html).toContain("𝔘𝔫𝔦𝔠𝔬𝔡𝔢");
  });

  it("streams such a page in one pass per boundary without NUL bytes", async () => {
    const passes = await renderStreamed(page());
    expect(passes).toHaveLength(3);
    for (const pass of passes) expect(pass).not.toContain("\0");
    expect(passes[0]).toContain("ładowanie…");
    expect(passes[1]).toContain("gotowe ✓");
    expect(passes[2]).toContain("𝔘𝔫𝔦𝔠𝔬𝔡𝔢");
  });
});
