/**
 * React's HTML as one text per pass (scripts/patch-packages.ts, applied by npm install): the
 * installed server renderer carries the patch, and it writes the same text, pass by pass, as the
 * unpatched renderer npm installed (kept beside it), for pages with everything a renderer chunks
 * differently: text past its buffer sizes, characters of two to four bytes (also at the end of
 * its buffers), attributes, styles, and boundaries that resolve in later passes.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { createElement as h, Suspense, type ReactNode } from "react";
import type * as ReactDOMServer from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PATCHES, installedPaths, patchSource } from "../scripts/patch-packages.ts";

const patch = PATCHES.find((p) => p.pkg === "react-dom")!;
const paths = installedPaths(patch)!;
const require = createRequire(import.meta.url);
type Renderer = Pick<typeof ReactDOMServer, "renderToPipeableStream">;
const patched = require(paths.file) as Renderer;
const original = require(paths.original!) as Renderer;

/**
 * What a renderer wrote, as one string per pass (React calls flush() at the end of each). The
 * page's boundaries resolve when the test opens their gates, never by the clock: when piping at
 * shell-ready, gate n opens after pass n was written, so there is one pass per boundary however
 * slow the machine; when piping at all-ready, both open once the shell is ready.
 */
function render(renderer: Renderer, { node, gates }: Page, ready: "onShellReady" | "onAllReady"): Promise<string[]> {
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
        if (ready === "onShellReady") gates[passes.length - 1]?.();
      },
    });
    const { pipe } = renderer.renderToPipeableStream(node, {
      onShellReady() {
        if (ready === "onShellReady") pipe(sink);
        else for (const open of gates) open();
      },
      onAllReady() {
        if (ready === "onAllReady") pipe(sink);
      },
      onShellError: reject,
    });
  });
}

/** A component that suspends until its gate is opened, then shows its children. */
function gated() {
  let done = false;
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = () => ((done = true), resolve())));
  function Gated({ children }: { children: ReactNode }) {
    if (!done) throw wait;
    return h("div", { className: "later" }, children);
  }
  return { Gated, open };
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

function page(): Page {
  const { Gated: Slow, open: openSlow } = gated();
  const { Gated: Slower, open: openSlower } = gated();
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

describe("React's HTML as one text per pass", () => {
  it("is applied to the installed server renderer, the unpatched one kept beside it", () => {
    expect(patchSource(patch, fs.readFileSync(paths.file, "utf8"))).toBeNull();
    expect(patchSource(patch, fs.readFileSync(paths.original!, "utf8"))).toEqual({
      source: fs.readFileSync(paths.file, "utf8"),
    });
  });

  for (const ready of ["onShellReady", "onAllReady"] as const) {
    it(`writes the same text in the same passes as the unpatched renderer, without its NUL bytes (${ready})`, async () => {
      const unpatched = await render(original, page(), ready);
      const actual = await render(patched, page(), ready);
      expect(unpatched).toHaveLength(ready === "onShellReady" ? 3 : 1);
      // React 18.3 sends a full 2 KB buffer when a character of several bytes does not fit its
      // end, unused bytes and all (react/react#31134): NUL bytes in the page. The patch has none.
      expect(unpatched.join("")).toContain("\0");
      expect(actual.join("")).not.toContain("\0");
      expect(actual).toEqual(unpatched.map((pass) => pass.replaceAll("\0", "")));
      expect(actual.join("")).toContain("gotowe ✓");
      expect(actual.join("")).toContain("𝔘𝔫𝔦𝔠𝔬𝔡𝔢");
    });
  }

  it("leaves a renderer it does not recognise alone", () => {
    const source = fs.readFileSync(paths.original!, "utf8");
    expect(
      patchSource(patch, source.replace("function x(a){return u.encode(a)}", "function x(a){return v.encode(a)}")),
    ).toEqual({
      skipped: expect.stringContaining("function x(a)") as string,
    });
  });
});
