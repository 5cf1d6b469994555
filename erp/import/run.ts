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
import { applyFitment, checkFitment } from "./fitment.ts";
import { applyItems, discontinueOthers } from "./items-apply.ts";
import { checkItems } from "./items.ts";
import { applyKits, checkKits } from "./kits.ts";
import type { GatheredPictures } from "./pictures.ts";
import { applyPrices, checkPrices } from "./prices.ts";
import { inWords, type Problem } from "./problems.ts";
import { kindOf, readCsv, readJsonLines, type ReadResult } from "./read.ts";
import { applyStock, checkStock } from "./stock.ts";

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
}

/**
 * From this many lines in all, an import writes with the catalogue's triggers off and rebuilds what
 * they keep once at the end (erp/catalogue/bulk.ts): the triggers cost more per row the more rows
 * one transaction writes. Below it, the triggers keep everything current row by row.
 */
export const BULK_LINES = 20_000;

/** A file to import: its name (for the report), what reading it gave and, for items, their pictures. */
export interface ImportFile {
  name: string;
  read: ReadResult;
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
function wholeFile(read: ReadResult, expected: RecordKind | undefined): { kind: RecordKind } | Problem {
  if (!read.ok)
    return {
      line: read.line,
      column: "",
      problem: read.problem,
      value: "",
      params: { reason: read.reason, count: read.count ?? 0, expected: read.expected ?? 0 },
    };
  const kind = kindOf(read.columns);
  if (kind === null || (expected && kind !== expected)) return { line: 1, column: "", problem: "kind", value: "" };
  return { kind };
}

/** Checks one file of a kind and writes its good lines (the transaction decides whether they stay). */
async function checkAndApply(
  tx: Database,
  kind: RecordKind,
  { read, pictures }: ImportFile & { read: Extract<ReadResult, { ok: true }> },
  options: ImportOptions,
  named: number[],
  touched: number[],
): Promise<{ counts: ImportCounts; problems: Problem[] }> {
  const now = options.now ?? new Date();
  switch (kind) {
    case "items": {
      const { records, problems } = await checkItems(tx, read.lines, read.columns);
      problems.push(...(pictures?.problems ?? []));
      const counts = await applyItems(tx, records, pictures);
      // After the writes: a new item has its id only once inserted.
      named.push(...records.map((r) => r.id!));
      touched.push(...records.map((r) => r.id!));
      return { counts, problems };
    }
    case "prices": {
      const { records, problems } = await checkPrices(tx, read.lines);
      return { counts: await applyPrices(tx, records, now), problems };
    }
    case "stock": {
      const { records, problems } = await checkStock(tx, read.lines, read.columns.includes("incoming_quantity"));
      return { counts: await applyStock(tx, records), problems };
    }
    case "fitment": {
      const { records, problems, lines } = await checkFitment(tx, read.lines, read.columns, now);
      touched.push(...records.map((r) => r.itemId));
      return { counts: await applyFitment(tx, records, lines), problems };
    }
    case "kits": {
      const { records, problems, lines } = await checkKits(tx, read.lines);
      return { counts: await applyKits(tx, records, lines), problems };
    }
  }
}

/** Imports files in one transaction: all applied, or (a bad line anywhere, or a dry run) none. */
export async function importFiles(
  db: Database,
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<FilesOutcome> {
  const kinds = files.map((f) => wholeFile(f.read, options.kind));
  const order = files.map((file, i) => ({ file, found: kinds[i]! })).sort((a, b) => rank(a.found) - rank(b.found));
  const report: { name: string; counts?: ImportCounts; problems: Problem[] }[] = [];
  const lines = files.reduce((n, f) => n + (f.read.ok ? f.read.lines.length : 0), 0);
  const bulk = lines >= (options.bulkLines ?? BULK_LINES);
  try {
    await db.transaction(async (tx) => {
      if (bulk) await bulkTriggers(tx, "DISABLE");
      const named: number[] = [];
      const touched: number[] = [];
      for (const { file, found } of order) {
        if (!("kind" in found) || !file.read.ok) {
          report.push({ name: file.name, problems: [found as Problem] });
          continue;
        }
        const read = file.read;
        report.push({
          name: file.name,
          ...(await checkAndApply(tx, found.kind, { ...file, read }, options, named, touched)),
        });
      }
      const items = report.find((r) => r.counts?.kind === "items");
      if (options.full && items?.counts) items.counts.discontinued = await discontinueOthers(tx, named);
      if (options.dryRun || report.some((r) => r.problems.length > 0)) throw new RolledBack();
      const wrote = report.some((r) => r.counts && r.counts.new + r.counts.changed + (r.counts.discontinued ?? 0) > 0);
      if (bulk && wrote) await finishBulk(tx, [...new Set(touched)]);
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
