/**
 * The ERP's modules import each other in one direction (issue 44 item 2). A module is a folder
 * under erp/ (erp/cart, erp/catalogue, ...) or one loose file at erp/'s root (erp/server.ts, the
 * call context erp/context.ts, erp/errors.ts, ...), each file its own module: the root's server
 * imports every module and every module may import errors.ts, so counting the root's files as one
 * "core" would make a cycle of the wiring itself. The graph is read from the imports (type imports
 * included: a cycle of types is still two modules that know each other) of every .ts file under
 * erp/ that is not a test. And nothing in production imports the demo seed (erp/seed/).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every .ts file under `folder` (relative to the repository, with "/"), tests excluded. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".ts") && !rel.endsWith(".test.ts")) found.push(rel);
    }
  };
  walk(folder);
  return found.sort();
}

/** The repository files that `text`, the source of `file`, imports (static, dynamic, type and re-exports). */
function importsIn(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)));
}

const importsOf = (file: string) => importsIn(file, fs.readFileSync(path.join(ROOT, file), "utf8"));

/** The module of an erp/ file: its folder under erp/, or the file itself at erp/'s root. */
function moduleOf(file: string): string {
  const [, first, ...rest] = file.split("/");
  return rest.length === 0 ? `erp/${first}` : `erp/${first}/`;
}

/** Each group of modules that import each other, named with one cycle in it and one import for each step. */
function moduleCycles(files: string[], importsOf: (file: string) => string[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    for (const target of importsOf(file).filter((t) => t.startsWith("erp/"))) {
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (from === to) continue;
      const out = edges.get(from) ?? edges.set(from, new Map()).get(from)!;
      if (!out.has(to)) out.set(to, `${file} imports ${target}`);
    }
  }
  // Tarjan's strongly connected components: each with two or more modules holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    // One cycle through the component's first module: a shortest path back to it, step by step.
    const start = component[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length > 0 && last === undefined) {
      const node = queue.shift()!;
      for (const next of edges.get(node)?.keys() ?? []) {
        if (!component.includes(next)) continue;
        if (next === start) {
          last = node;
          break;
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const cycle = [start];
    for (let node = last!; node !== start; node = previous.get(node)!) cycle.splice(1, 0, node);
    cycle.push(start);
    const steps = cycle.slice(1).map((to, i) => edges.get(cycle[i]!)!.get(to)!);
    return `${component.join(", ")} import each other: ${cycle.join(" -> ")} (${steps.join("; ")})`;
  });
}

/**
 * The files outside erp/seed/ that may import it, and what: the start (in-process and the ERP
 * alone) asks erp/seed/ensure.ts whether to load the demo catalogue, which it does only into the
 * embedded database of a fresh clone or one already holding the demo (erp/ops/demo-guard.ts refuses
 * demo data in production). Scripts, benchmarks and tests load the demo on purpose and are not
 * scanned; the seed's own command line (erp/seed/cli.ts, `npm run seed`) lives inside it.
 */
const SEED_ENTRY_POINTS: Record<string, string[]> = {
  "server/backend.ts": ["erp/seed/ensure.ts"],
  "server/erp-main.ts": ["erp/seed/ensure.ts"],
};

/** Each import of erp/seed/ by production code (erp/ and server/) that SEED_ENTRY_POINTS does not allow. */
function seedImports(files: string[], importsOf: (file: string) => string[]): string[] {
  return files
    .filter((file) => !file.startsWith("erp/seed/"))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("erp/seed/") && !SEED_ENTRY_POINTS[file]?.includes(target))
        .map((target) => `${file} imports ${target}`),
    );
}

describe("ERP modules", () => {
  const erpFiles = sourceFiles("erp");

  it("import each other without a cycle", () => {
    expect(moduleCycles(erpFiles, importsOf)).toEqual([]);
  });

  it("names a cycle with one import for each step", () => {
    const graph: Record<string, string[]> = {
      "erp/cart/view.ts": ["erp/shipping/shipping.ts", "erp/errors.ts"],
      "erp/shipping/facts.ts": ["erp/tax/rule.ts"],
      "erp/tax/rule.ts": ["erp/cart/totals.ts"],
      "erp/server.ts": ["erp/cart/view.ts"],
    };
    expect(moduleCycles(Object.keys(graph), (f) => graph[f] ?? [])).toEqual([
      "erp/cart/, erp/shipping/, erp/tax/ import each other: erp/cart/ -> erp/shipping/ -> erp/tax/ -> erp/cart/ (erp/cart/view.ts imports erp/shipping/shipping.ts; " +
        "erp/shipping/facts.ts imports erp/tax/rule.ts; erp/tax/rule.ts imports erp/cart/totals.ts)",
    ]);
  });

  it("leave the demo seed to its entry point", () => {
    expect(seedImports([...erpFiles, ...sourceFiles("server")], importsOf)).toEqual([]);
  });

  it("reads dynamic imports, type imports and re-exports", () => {
    const text = [
      'import type { Database } from "../db/client.ts";',
      'export { photoUrl } from "../seed/photos.ts";',
      'const load = () => import("../seed/load.ts");',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsIn("erp/catalogue/pictures.ts", text)).toEqual([
      "erp/db/client.ts",
      "erp/seed/photos.ts",
      "erp/seed/load.ts",
    ]);
    expect(seedImports(["erp/catalogue/pictures.ts"], (f) => importsIn(f, text))).toEqual([
      "erp/catalogue/pictures.ts imports erp/seed/photos.ts",
      "erp/catalogue/pictures.ts imports erp/seed/load.ts",
    ]);
  });
});
