/**
 * No source file under contract/, erp/ or app/routes/ is over 400 lines (issue 44), tests aside,
 * except declarative data: the demo seed and the SQL migrations.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAX_LINES = 400;
const FOLDERS = ["contract", "erp", "app/routes"];

/** Paths (or folders ending in "/") that may be longer, each for its reason. */
const LONGER: string[] = [
  // The demo catalogue, its customers, pictures and loader: demo data, not the ERP (erp/seed/).
  "erp/seed/",
  // SQL as applied, never edited after release.
  "erp/db/migrations/",
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(rel) && !/\.test\.tsx?$/.test(rel) ? [rel] : [];
  });
}

describe("source files", () => {
  it(`are at most ${MAX_LINES} lines`, () => {
    const long = FOLDERS.flatMap(sourceFiles)
      .filter(
        (file) => !LONGER.some((allowed) => (allowed.endsWith("/") ? file.startsWith(allowed) : file === allowed)),
      )
      .map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
