/**
 * Files or a feed in (issue 39): read each, name its kind by its columns, check every line, and
 * apply them all in one transaction, or none with every problem line by line. The files are
 * applied in KIND_ORDER (items first, so that the prices, stock, fitment and kits of new parts are
 * checked against them); a bad line anywhere, or a dry run, rolls the transaction back, so a dry
 * run counts exactly what the import would do. Used by `npm run import` (cli.ts), POST /feed/{kind}
 * (feed.ts) and the office's import page.
 */
import { KIND_ORDER, type ImportCounts, type LineProblem, type RecordKind } from "../../contract/import.ts";
import type { Language } from "../../contract/languages.ts";
import type { Database } from "../db/client.ts";
import { bulkTriggers, finishBulk } from "../catalogue/bulk.ts";
import { discontinueOthers } from "./items-apply.ts";
import { kindImport, type ImportContext } from "./kinds.ts";
import type { GatheredPictures } from "./pictures.ts";
import { inWords, type Problem } from "./problems.ts";
import {
  ReadError,
  kindOf,
  readCsv,
  readJsonLines,
  type Line,
  type ReadFailure,
  type ReadResult,
  type StreamedFile,
} from "./read.ts";

export type ImportFormat = "csv" | "jsonl";

export interface ImportOptions {
  dryRun: boolean;
  lang: Language;
  /** The kind the caller expects (a feed's path names it); a file of another kind is refused. */
  kind?: RecordKind;
  /** Items the items files do not name become discontinued. */
  full?: boolean;
  now?: Date;
  /** From how many lines in all the import is a bulk write (BULK_LINES; a test may set it lower). */
  bulkLines?: number;
  /** Lines checked and written at a time (CHUNK_LINES; a test may set it lower). */
  chunkLines?: number;
}

/**
 * From this many lines in all, an import writes with the catalogue's triggers off and rebuilds what
 * they keep once at the end (erp/catalogue/bulk.ts): the triggers cost more per row the more rows
 * one transaction writes. Below it, the triggers keep everything current row by row.
 */
export const BULK_LINES = 20_000;

/** Lines checked, and written, at a time: a chunk of a file is all of it the import holds. */
export const CHUNK_LINES = 5_000;

/** A file to import: its name (for the report), what reading it gave (whole, or as it is imported) and, for items, their pictures. */
export interface ImportFile {
  name: string;
  read: ReadResult | StreamedFile;
  pictures?: GatheredPictures;
}

export type FilesOutcome =
  | { ok: true; files: { name: string; counts: ImportCounts }[] }
  | { ok: false; files: { name: string; problems: LineProblem[] }[] };
export type ImportOutcome = { ok: true; counts: ImportCounts } | { ok: false; problems: LineProblem[] };

/** The file's text read, or the problem that stops it being read. */
export function readText(text: string, format: ImportFormat): ReadResult {
  return format === "csv" ? readCsv(text) : readJsonLines(text);
}

/** Thrown to roll the transaction back after a dry run or a refused file. */
class RolledBack extends Error {}

/** The problem of a whole file (unreadable, or no kind of record). */
function wholeFile(read: ImportFile["read"], expected: RecordKind | undefined): { kind: RecordKind } | Problem {
  if (!read.ok) return fileProblem(read);
  const kind = kindOf(read.columns);
  if (kind === null || (expected && kind !== expected)) return { line: 1, column: "", problem: "kind", value: "" };
  return { kind };
}

const fileProblem = (read: ReadFailure): Problem => ({
  line: read.line,
  column: "",
  problem: read.problem,
  value: "",
  params: { reason: read.reason, count: read.count ?? 0, expected: read.expected ?? 0 },
});

/** The file's lines, a chunk at a time. */
async function* chunksOf(read: Extract<ImportFile["read"], { ok: true }>, size: number): AsyncIterable<Line[]> {
  if ("chunks" in read) yield* read.chunks(size);
  else for (let i = 0; i < read.lines.length; i += size) yield read.lines.slice(i, i + size);
}

/**
 * Checks one file chunk by chunk and writes each chunk's good lines (the transaction decides
 * whether they stay). While the database writes a chunk, the next one is read and checked.
 */
async function checkAndApply(
  kind: RecordKind,
  { read, pictures }: ImportFile & { read: Extract<ImportFile["read"], { ok: true }> },
  context: Omit<ImportContext, "columns" | "pictures">,
  chunkLines: number,
): Promise<{ counts?: ImportCounts; problems: Problem[] }> {
  const file = kindImport(kind, { ...context, columns: read.columns, pictures });
  let writing: Promise<{ error: unknown } | null> = Promise.resolve(null);
  const written = async () => {
    const failed = await writing;
    if (failed) throw failed.error;
  };
  try {
    for await (const lines of chunksOf(read, chunkLines)) {
      const write = await file.check(lines);
      await written();
      writing = write().then(
        () => null,
        (error: unknown) => ({ error }),
      );
    }
    await written();
  } catch (error) {
    // A write that failed first (the next chunk's check then fails in the aborted transaction) is the cause.
    const failed = await writing;
    if (failed) throw failed.error;
    if (!(error instanceof ReadError)) throw error;
    return { problems: [...file.problems, fileProblem(error.failure)] };
  }
  return { counts: await file.end(), problems: file.problems };
}

/** How many lines the file has (about, while it is read as it is imported). */
const linesOf = (read: ImportFile["read"]) => (!read.ok ? 0 : "lines" in read ? read.lines.length : read.lineCount);

/** Imports files in one transaction: all applied, or (a bad line anywhere, or a dry run) none. */
export async function importFiles(
  db: Database,
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<FilesOutcome> {
  const kinds = files.map((f) => wholeFile(f.read, options.kind));
  const order = files.map((file, i) => ({ file, found: kinds[i]! })).sort((a, b) => rank(a.found) - rank(b.found));
  const report: { name: string; counts?: ImportCounts; problems: Problem[] }[] = [];
  const bulk = files.reduce((n, f) => n + linesOf(f.read), 0) >= (options.bulkLines ?? BULK_LINES);
  try {
    await db.transaction(async (tx) => {
      if (bulk) await bulkTriggers(tx, "DISABLE");
      const context = { tx, now: options.now ?? new Date(), named: [], touched: [] };
      for (const { file, found } of order) {
        if (!("kind" in found) || !file.read.ok) {
          report.push({ name: file.name, problems: [found as Problem] });
          continue;
        }
        const read = file.read;
        report.push({
          name: file.name,
          ...(await checkAndApply(found.kind, { ...file, read }, context, options.chunkLines ?? CHUNK_LINES)),
        });
      }
      const items = report.find((r) => r.counts?.kind === "items");
      if (options.full && items?.counts) items.counts.discontinued = await discontinueOthers(tx, context.named);
      if (options.dryRun || report.some((r) => r.problems.length > 0)) throw new RolledBack();
      const wrote = report.some((r) => r.counts && r.counts.new + r.counts.changed + (r.counts.discontinued ?? 0) > 0);
      if (bulk && wrote) await finishBulk(tx, [...new Set(context.touched)]);
      else if (bulk) await bulkTriggers(tx, "ENABLE");
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (report.some((r) => r.problems.length > 0))
    return {
      ok: false,
      files: report
        .filter((r) => r.problems.length > 0)
        .map((r) => ({ name: r.name, problems: inWords(r.problems.sort(byLine), options.lang) })),
    };
  return { ok: true, files: report.map((r) => ({ name: r.name, counts: r.counts! })) };
}

const rank = (found: { kind: RecordKind } | Problem) => ("kind" in found ? KIND_ORDER.indexOf(found.kind) : -1);
const byLine = (a: Problem, b: Problem) => a.line - b.line;

/** Checks and (unless a dry run) applies one file already read (a feed, the office's page). */
export async function importLines(db: Database, read: ReadResult, options: ImportOptions): Promise<ImportOutcome> {
  const outcome = await importFiles(db, [{ name: "", read }], options);
  return outcome.ok
    ? { ok: true, counts: outcome.files[0]!.counts }
    : { ok: false, problems: outcome.files.flatMap((f) => f.problems) };
}
