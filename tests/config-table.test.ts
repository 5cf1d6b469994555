/**
 * README.md's table of environment variables against the schemas that read them: the ERP's and the
 * server's (erp/config.ts) and the storefront's (app/.server/env.ts). Every variable read is in the
 * table, every row names a variable read, and a default the table gives in backticks is the schema's.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema } from "../app/.server/env.ts";
import { ConfigSchema, parseConfig } from "../erp/config.ts";

/** Read by the storefront outside its EnvSchema (each by the module it tunes). */
const STOREFRONT_OTHERS = [
  "LOADER_CACHE", // app/.server/loader-cache.ts
  "LOADER_CACHE_CHECK_MS",
  "LOADER_CACHE_MAX_AGE_MS",
  "LOADER_CACHE_MB",
  "PDF_RATE_LIMIT", // app/.server/pdf-limit.ts
  "PDF_RATE_WINDOW_SECONDS",
  "WARRANTY_UPLOADS_PER_PROCESS", // app/.server/warranty-upload.ts
];
/** Read by the test suites, not by the shop. */
const TOOLS = ["CHROMIUM_PATH", "XMLLINT_PATH"];
/** Set by the scripts that start the shop (`npm start` sets production), not a setting of its own. */
const NOT_IN_TABLE = ["NODE_ENV"];

/** The table under "## Configuration": each row's variables and, when all are in backticks, their defaults. */
function readmeTable() {
  const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"));
  const rows = new Map<string, string | null>();
  for (const line of section.split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const [names, defaults] = [cells[1] ?? "", cells[2] ?? ""];
    if (!/^`[A-Z0-9_]+`/.test(names)) continue;
    const variables = names.split(",").map((n) => n.trim().replace(/^`|`$/g, ""));
    const values = defaults.split(/,\s*/).map((d) => /^`([^`]*)`$/.exec(d.trim())?.[1] ?? null);
    variables.forEach((name, i) => rows.set(name, values.length === variables.length ? (values[i] ?? null) : null));
  }
  return rows;
}

describe("README.md's environment variables", () => {
  const table = readmeTable();
  const read = [...Object.keys(ConfigSchema.shape), ...Object.keys(EnvSchema.shape), ...STOREFRONT_OTHERS, ...TOOLS];

  it("names every variable the shop reads, and only those", () => {
    const expected = new Set(read.filter((name) => !NOT_IN_TABLE.includes(name)));
    expect([...table.keys()].filter((name) => !expected.has(name))).toEqual([]);
    expect([...expected].filter((name) => !table.has(name))).toEqual([]);
  });

  it("gives the schemas' defaults", () => {
    const defaults: Record<string, unknown> = { ...EnvSchema.parse({}), ...parseConfig({}) };
    const differing = [...table]
      .filter(([name, value]) => value !== null && defaults[name] !== undefined && String(defaults[name]) !== value)
      .map(([name, value]) => `${name}: README ${value}, schema ${String(defaults[name])}`);
    expect(differing).toEqual([]);
    // Each default of erp/config.ts is in the table (a row without one in backticks says it in words).
    const ownDefaults = Object.entries(parseConfig({})).filter(([, value]) => value !== undefined);
    expect(ownDefaults.filter(([name]) => table.get(name) === null).map(([name]) => name)).toEqual([]);
  });
});
