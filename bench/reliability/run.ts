/**
 * `npm run reliability [-- scenario ...]`: runs the reliability scenarios against the production
 * build (run `npm run build` first) and writes each one's figures into docs/perf/reliability.md
 * under its own heading. Without names it runs them all. Ports from RELIABILITY_PORT (3430) to
 * ten above it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { passed, section, writeSection, type ScenarioResult } from "./report.ts";
import { SCENARIOS } from "./scenarios.ts";

const DOC = path.resolve("docs/perf/reliability.md");
const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in SCENARIOS));
if (unknown.length) {
  console.error(`Unknown scenario(s): ${unknown.join(", ")}. Known: ${Object.keys(SCENARIOS).join(", ")}`);
  process.exit(2);
}
const chosen = names.length ? names : Object.keys(SCENARIOS);
let failures = 0;
for (const name of chosen) {
  const scenario = SCENARIOS[name]!;
  console.log(`\n=== ${scenario.heading} ===`);
  const started = performance.now();
  let result: ScenarioResult;
  try {
    result = await scenario.run({ port: Number(process.env.RELIABILITY_PORT ?? 3430), tmp: os.tmpdir() });
  } catch (error) {
    result = {
      checks: [
        {
          what: "the scenario ran to its end",
          ok: false,
          value: String(error instanceof Error ? error.message : error),
        },
      ],
      figures: [],
    };
  }
  const seconds = (performance.now() - started) / 1000;
  const text = section(scenario.heading, `npm run reliability -- ${name}`, result, seconds);
  console.log(text);
  writeSection(DOC, scenario.heading, text);
  // Formatted as `npx prettier --check .` wants it (the tables aligned).
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  fs.writeFileSync(DOC, await prettier.format(fs.readFileSync(DOC, "utf8"), { ...options, filepath: DOC }));
  if (!passed(result)) failures++;
}
console.log(
  `\n[reliability] ${chosen.length - failures} passed, ${failures} failed; figures in ${path.relative(process.cwd(), DOC)}`,
);
process.exit(failures ? 1 : 0);
