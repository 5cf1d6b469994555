/**
 * `npm run ci-time`: the slow-test report, docs/perf/ci-time.md, from the JSON reports the last
 * `npm test` wrote under .tmp (scripts/test.ts): the time of each phase, the 15 slowest spec files
 * and the 15 slowest tests. Reads only what is there; a phase without a report is left out.
 * `npm run ci-time -- --out FILE` writes elsewhere; `--note TEXT` adds a line saying which run it was.
 */
import fs from "node:fs";
import os from "node:os";
import * as prettier from "prettier";

const PHASES_FILE = ".tmp/test-phases.json";
const VITEST = [
  ["unit tests", ".tmp/vitest-unit.json"],
  ["ERP integration tests", ".tmp/vitest-erp.json"],
  ["checks of the server build", ".tmp/vitest-build.json"],
  ["reliability scenarios", ".tmp/vitest-reliability.json"],
] as const;
const PLAYWRIGHT = [
  ["browser, JavaScript-on half", ".tmp/playwright-results-js-on.json"],
  ["browser, JavaScript-off half", ".tmp/playwright-results-js-off.json"],
  ["browser (one run)", ".tmp/playwright-results.json"],
  ["browser, scaled out", ".tmp/playwright-scaleout-results.json"],
] as const;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const out = option("--out") ?? "docs/perf/ci-time.md";
const note = option("--note");

interface Test {
  suite: string;
  file: string;
  title: string;
  ms: number;
}
const tests: Test[] = [];
const phases: { name: string; seconds: number; tests: number; source: string }[] = [];

interface VitestReport {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}
for (const [name, file] of VITEST) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
  const end = Math.max(report.startTime, ...report.testResults.map((r) => r.endTime));
  let count = 0;
  for (const result of report.testResults) {
    const path = result.name.replace(`${process.cwd()}/`, "");
    for (const t of result.assertionResults) {
      count++;
      tests.push({ suite: name, file: path, title: t.fullName, ms: t.duration ?? 0 });
    }
  }
  phases.push({ name, seconds: (end - report.startTime) / 1000, tests: count, source: file });
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}
function walk(suite: PlaywrightSuite, phase: string, titles: string[], visit: (t: Test) => void) {
  for (const spec of suite.specs) {
    for (const t of spec.tests) {
      // Every try counts: a retried test cost the run all its tries.
      const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
      visit({
        suite: `${phase} [${t.projectName}]`,
        file: `tests/e2e/${spec.file}`,
        title: [...titles, spec.title].join(" › "),
        ms,
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child, phase, [...titles, child.title], visit);
}
for (const [name, file] of PLAYWRIGHT) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as PlaywrightReport;
  const s = report.stats;
  for (const suite of report.suites) walk(suite, name, [], (t) => tests.push(t));
  phases.push({
    name,
    seconds: s.duration / 1000,
    tests: s.expected + s.unexpected + s.flaky + s.skipped,
    source: file,
  });
}

/** The wall time of each step of `npm test`, as scripts/test.ts wrote it. */
const steps = fs.existsSync(PHASES_FILE)
  ? (JSON.parse(fs.readFileSync(PHASES_FILE, "utf8")) as { step: string; seconds: number }[])
  : [];

const min = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");

const byFile = new Map<string, { ms: number; tests: number; suites: Set<string> }>();
for (const t of tests) {
  const entry = byFile.get(t.file) ?? { ms: 0, tests: 0, suites: new Set<string>() };
  entry.ms += t.ms;
  entry.tests++;
  entry.suites.add(t.suite.replace(/ \[.*\]$/, ""));
  byFile.set(t.file, entry);
}
const files = [...byFile.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, 15);
const reportTimes = [...VITEST, ...PLAYWRIGHT]
  .map(([, file]) => file)
  .filter((file) => fs.existsSync(file))
  .map((file) => fs.statSync(file).mtime);
const when = reportTimes.length ? new Date(Math.max(...reportTimes.map((d) => d.getTime()))) : new Date();

const lines = [
  "# CI time: the slow-test report",
  "",
  `Written by \`npm run ci-time\` (scripts/ci-time.ts) from the JSON reports of the last \`npm test\` under .tmp/.`,
  `Reports of ${when.toISOString().slice(0, 16).replace("T", " ")} UTC; machine: ${os.cpus().length} cores ` +
    `(${cell(os.cpus()[0]?.model ?? "unknown")}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}.`,
  "Times are each test's own (every try of a retried one added up); the browser halves run side by side, so",
  "their phases overlap in wall time.",
  ...(note ? ["", note] : []),
  "",
];
if (steps.length) {
  lines.push("## The steps of `npm test` (wall time)", "", "| step | time |", "| --- | ---: |");
  for (const step of steps) lines.push(`| ${cell(step.step)} | ${min(step.seconds)} |`);
  lines.push(`| **total** | **${min(steps.reduce((s, p) => s + p.seconds, 0))}** |`, "");
}
lines.push("## Phases, from their reports", "", "| phase | tests | time | report |", "| --- | ---: | ---: | --- |");
for (const p of phases) lines.push(`| ${p.name} | ${p.tests} | ${min(p.seconds)} | ${p.source} |`);
lines.push(
  "",
  "## The 15 slowest spec files",
  "",
  "| file | suite | tests | time |",
  "| --- | --- | ---: | ---: |",
  ...files.map(([file, f]) => `| ${file} | ${[...f.suites].join(", ")} | ${f.tests} | ${sec(f.ms)} |`),
  "",
  "## The 15 slowest tests",
  "",
  "| test | file | suite | time |",
  "| --- | --- | --- | ---: |",
  ...slowest.map((t) => `| ${cell(t.title)} | ${t.file} | ${t.suite} | ${sec(t.ms)} |`),
  "",
);
// Formatted as the repository's check wants it (npx prettier --check . in .ci/run).
const options = (await prettier.resolveConfig(out)) ?? {};
fs.writeFileSync(out, await prettier.format(lines.join("\n"), { ...options, filepath: out }));
console.log(`[ci-time] ${out}: ${phases.length} phases, ${tests.length} tests`);
