/**
 * The reliability scenarios that take under a minute, as tests (`npm test` runs them after the
 * build; `npm run reliability` runs them all and writes their figures to docs/perf/reliability.md).
 * Each starts the production shop on its own data directory. A check of time is printed, not held:
 * `npm run reliability`, alone on the machine, holds it (report.ts Check.timed).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "./scenarios.ts";

const port = Number(process.env.RELIABILITY_PORT ?? 3430);

describe("reliability", () => {
  for (const [name, scenario] of Object.entries(SCENARIOS).filter(([, s]) => s.fast)) {
    it(`${scenario.heading} (npm run reliability -- ${name})`, async () => {
      // Data directories of their own, apart from those of `npm run reliability`.
      const tmp = path.join(os.tmpdir(), "reliability-tests");
      fs.mkdirSync(tmp, { recursive: true });
      const result = await scenario.run({ port, tmp });
      for (const check of result.checks)
        if (check.timed)
          console.log(`[reliability] ${check.what}: ${check.value}${check.ok ? "" : " (over its bound)"}`);
        else expect(check.ok, `${check.what}: ${check.value}`).toBe(true);
    });
  }
});
