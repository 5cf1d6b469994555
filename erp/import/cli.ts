/**
 * `npm run import -- FILE... [--dry-run] [--full] [--lang en|pl|de]`: the distributor's own catalogue
 * from files (issue 39; README "Your own catalogue"). Each file holds one kind of record, named by
 * its columns (docs/import/ has an example of each): CSV (comma or semicolon, UTF-8 with or without
 * BOM) JSON lines (.jsonl) or XLSX (the first sheet); a .zip given alongside holds the pictures an items file names. Every
 * file is checked and applied in one transaction; with a problem in any, nothing is written and every
 * problem is printed, line by line. `--full`: items the items files do not name become discontinued.
 * Uses DATABASE_URL, else the embedded server of the running shop, else starts it for the command.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { openForCommand } from "../db/client.ts";
import { listOf } from "./items.ts";
import type { PictureWanted } from "./pictures.ts";
import type { Line } from "./read.ts";
import { kindOf, openCsv, openJsonLines, ReadError } from "./read.ts";
import { CHUNK_LINES, importFiles, type ImportFile } from "./run.ts";

/** The largest file read: a catalogue of 100,000 items with its fitment is far below it. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
const USAGE =
  "usage: npm run import -- FILE... [--dry-run] [--full] [--lang en|pl|de]   (FILE: .csv, .jsonl, .xlsx, or .zip of pictures)";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean", default: false },
        full: { type: "boolean", default: false },
        lang: { type: "string", default: "en" },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
const lang = values.lang as Language;
if (!LANGUAGES.includes(lang)) fail(`--lang is one of ${LANGUAGES.join(", ")}\n${USAGE}`);
if (positionals.length === 0) fail(USAGE);

const sized = (file: string) => {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) fail(`${file}: no such file`);
  return size;
};
const zips = positionals.filter((file) => path.extname(file).toLowerCase() === ".zip");
if (zips.length > 1) fail(`Give the pictures in one ZIP, not ${zips.length}`);
zips.forEach(sized);
const files: ImportFile[] = [];
for (const file of positionals.filter((f) => !zips.includes(f))) {
  const extension = path.extname(file).toLowerCase();
  if (![".csv", ".jsonl", ".xlsx"].includes(extension)) fail(`${file}: not a .csv, .jsonl, .xlsx or .zip file`);
  const size = sized(file);
  if (size > MAX_FILE_BYTES)
    fail(`${file}: ${Math.round(size / 1024 / 1024)} MB, more than the 100 MB a file may have`);
  // CSV and JSON lines are read as they are imported, a chunk at a time: a whole catalogue is never held.
  const read =
    extension === ".xlsx"
      ? await (await import("./xlsx.ts")).readXlsx(file)
      : extension === ".csv"
        ? await openCsv(file)
        : await openJsonLines(file);
  files.push({ name: file, read });
}
if (values.full && !files.some((f) => f.read.ok && kindOf(f.read.columns) === "items"))
  fail("--full needs an items file: the items it does not name become discontinued");

/** The pictures each line of an items file names (read through once before the import). */
async function picturesWanted(read: Extract<ImportFile["read"], { ok: true }>): Promise<PictureWanted[]> {
  const named = (lines: readonly Line[]) =>
    lines.map((l) => ({ line: l.line, names: listOf(l.fields.image_files) })).filter((l) => l.names.length > 0);
  if ("lines" in read) return named(read.lines);
  const wanted: PictureWanted[] = [];
  try {
    for await (const lines of read.chunks(CHUNK_LINES)) wanted.push(...named(lines));
  } catch (error) {
    // The import reads the file again and reports the line it cannot read.
    if (!(error instanceof ReadError)) throw error;
  }
  return wanted;
}

const database = await openForCommand();
try {
  // The pictures an items file names, read (and fetched) before the transaction opens.
  for (const file of files)
    if (file.read.ok && file.read.columns.includes("image_files"))
      // Loaded only here: an import without pictures never loads sharp, yauzl and undici.
      file.pictures = await (
        await import("./pictures.ts")
      ).gatherPictures(await picturesWanted(file.read), zips[0] ?? null, { db: database.db });
  const outcome = await importFiles(database.db, files, { dryRun: values["dry-run"], full: values.full, lang });
  if (outcome.ok) {
    for (const { name, counts } of outcome.files)
      console.log(
        `${name}: ${counts.lines} ${counts.kind} lines, ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged` +
          `${counts.discontinued === undefined ? "" : `, ${counts.discontinued} discontinued`}` +
          `${values["dry-run"] ? " (dry run: nothing written)" : ""}`,
      );
  } else {
    for (const { name, problems } of outcome.files)
      for (const p of problems)
        console.error(
          `${name}:${p.line}${p.column ? ` ${p.column}` : ""}: ${p.message}${p.value ? ` (${p.value})` : ""}`,
        );
    console.error("Nothing was written.");
    process.exitCode = 1;
  }
} finally {
  await Promise.all(files.map((f) => f.pictures?.discard()));
  await database.close();
}
