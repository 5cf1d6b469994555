/**
 * The reliability scenarios' results as Markdown: one section per scenario in
 * docs/perf/reliability.md, replaced in place when the scenario runs again (other sections, such as
 * the fuzzing suite's, are left as they are).
 */
import fs from "node:fs";
import os from "node:os";

export interface Check {
  what: string;
  ok: boolean;
  value: string;
  /**
   * A bound on time: `npm run reliability` (alone on the machine) holds the scenario to it; the test
   * suite, sharing the cores with whatever else runs, reports it but does not fail on it (speed is
   * measured by benchmarks, not by timed tests).
   */
  timed?: true;
}

export interface ScenarioResult {
  checks: Check[];
  /** Measured figures, as label and value. */
  figures: [string, string][];
}

export const passed = (result: ScenarioResult) => result.checks.every((c) => c.ok);

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} at the start`;
}

export function section(heading: string, command: string, result: ScenarioResult, seconds: number): string {
  const lines = [
    `## ${heading}`,
    "",
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine()}; took ${Math.round(seconds)} s. ` +
      `Result: **${passed(result) ? "pass" : "FAIL"}**.`,
    "",
    "```sh",
    command,
    "```",
    "",
    "| check | result | measured |",
    "| --- | --- | --- |",
    ...result.checks.map((c) => `| ${cell(c.what)} | ${c.ok ? "pass" : "**FAIL**"} | ${cell(c.value)} |`),
    "",
    "| figure | value |",
    "| --- | --- |",
    ...result.figures.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`),
    "",
  ];
  return lines.join("\n");
}

/** Puts `text` (a "## heading" section) into the file: in place of the section of that heading, else at the end. */
export function writeSection(file: string, heading: string, text: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const marker = `## ${heading}\n`;
  const at = current.indexOf(marker);
  let next: string;
  if (at < 0) next = `${current.trimEnd()}\n\n${text}`;
  else {
    const after = current.indexOf("\n## ", at + marker.length);
    next = current.slice(0, at) + text + (after < 0 ? "" : current.slice(after + 1));
  }
  fs.writeFileSync(file, `${next.trimEnd()}\n`);
}
