/**
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run with the machine's Java) for the
 * browser specs: the errors it finds in HTML files, one line each ("file:line: message extract").
 * Specs that check served HTML are tagged SERVED_HTML and run in the js-off project only
 * (playwright.config.ts): the HTML a server sends is the same whether the browser runs scripts.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export const SERVED_HTML = "@served-html";

/** Pages kept as files in a new temporary folder for htmlErrors: `save(name, html)`, then `files`. */
export function savedPages(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files: string[] = [];
  const save = (name: string, html: string | Buffer) => {
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, html);
    files.push(file);
  };
  return { dir, files, save };
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export function htmlErrors(files: string[]): string[] {
  const jar = path.join(
    path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
    "build/dist/vnu.jar",
  );
  const run = spawnSync(
    process.env.JAVA ?? "java",
    ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error || run.status !== 0) {
    throw new Error(
      `The W3C HTML checker could not run (${run.error?.message ?? run.stderr}). It needs Java 11 or later: ` +
        "`sudo apt-get install -y default-jre-headless` on Debian/Ubuntu, or point JAVA at a java binary.",
    );
  }
  const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ?? ""}`.trim());
}
