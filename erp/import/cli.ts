/**
 * `npm run import -- FILE... [--dry-run] [--lang en|pl|de]`: the distributor's own data from files
 * (issue 39; README "Your own catalogue"). Each file holds one kind of record, named by its columns
 * (docs/import/ has an example of each); CSV (comma or semicolon, UTF-8 with or without BOM) or JSON
 * lines (.jsonl). Every file is checked first; with a problem in any, nothing is written and every
 * problem is printed, line by line. Otherwise all files are applied in one transaction. Uses
 * DATABASE_URL, else the embedded server of the running shop, else starts it for the command.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { openForCommand } from "../db/client.ts";
import { checkLines, readText, type ImportFormat } from "./run.ts";
import { applyStock } from "./stock.ts";

/** The largest file read: a catalogue of 100,000 items with its fitment is far below it. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
const USAGE = "usage: npm run import -- FILE... [--dry-run] [--lang en|pl|de]   (FILE: .csv or .jsonl)";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { "dry-run": { type: "boolean", default: false }, lang: { type: "string", default: "en" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
const lang = values.lang as Language;
if (!LANGUAGES.includes(lang)) fail(`--lang is one of ${LANGUAGES.join(", ")}\n${USAGE}`);
if (positionals.length === 0) fail(USAGE);

const files = positionals.map((file) => {
  const extension = path.extname(file).toLowerCase();
  const format: ImportFormat | null = extension === ".csv" ? "csv" : extension === ".jsonl" ? "jsonl" : null;
  if (!format) fail(`${file}: not a .csv or .jsonl file (XLSX is not read yet: save the sheet as CSV)`);
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) fail(`${file}: no such file`);
  if (size > MAX_FILE_BYTES)
    fail(`${file}: ${Math.round(size / 1024 / 1024)} MB, more than the 100 MB a file may have`);
  return { file, read: readText(fs.readFileSync(file, "utf8"), format) };
});

const database = await openForCommand();
try {
  let refused = false;
  await database.db.transaction(async (tx) => {
    // Every file checked before any is written: one bad line anywhere, and nothing is.
    const checked = [];
    for (const { file, read } of files) {
      const outcome = await checkLines(tx, read, { lang });
      if (outcome.ok) {
        checked.push({ file, records: outcome.records });
        continue;
      }
      refused = true;
      for (const p of outcome.problems)
        console.error(
          `${file}:${p.line}${p.column ? ` ${p.column}` : ""}: ${p.message}${p.value ? ` (${p.value})` : ""}`,
        );
    }
    if (refused) return;
    for (const { file, records } of checked) {
      const { kind, lines, new: added, changed, unchanged } = await applyStock(tx, records, values["dry-run"]);
      console.log(
        `${file}: ${lines} ${kind} lines, ${added} new, ${changed} changed, ${unchanged} unchanged${values["dry-run"] ? " (dry run: nothing written)" : ""}`,
      );
    }
  });
  if (refused) {
    console.error("Nothing was written.");
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
