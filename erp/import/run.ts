/**
 * One file or feed in: read it, name its kind by its columns, check every line, and apply it whole
 * or refuse it whole with every problem line by line (issue 39). A dry run checks and counts the
 * same and writes nothing. Used by `npm run import` (cli.ts) and POST /feed/{kind} (feed.ts).
 */
import type { ImportCounts, LineProblem, RecordKind } from "../../contract/import.ts";
import { problemText } from "../../contract/import.ts";
import type { Language } from "../../contract/languages.ts";
import type { Database } from "../db/client.ts";
import { kindOf, readCsv, readJsonLines, type ReadResult } from "./read.ts";
import { applyStock, checkStock, type StockRecord } from "./stock.ts";
import { inWords } from "./problems.ts";

export type ImportFormat = "csv" | "jsonl";
export type ImportOutcome = { ok: true; counts: ImportCounts } | { ok: false; problems: LineProblem[] };

export interface ImportOptions {
  dryRun: boolean;
  lang: Language;
  /** The kind the caller expects (a feed's path names it); a file of another kind is refused. */
  kind?: RecordKind;
}

/** The file's text read, or the problem that stops it being read. */
export function readText(text: string, format: ImportFormat): ReadResult {
  return format === "csv" ? readCsv(text) : readJsonLines(text);
}

/** A file checked: its records, ready to apply, or every problem in the options' language. */
export type Checked = { ok: true; records: StockRecord[] } | { ok: false; problems: LineProblem[] };

/** Checks a file already read: its kind, then every line (reading only the items it names). */
export async function checkLines(
  db: Database,
  read: ReadResult,
  options: Omit<ImportOptions, "dryRun">,
): Promise<Checked> {
  const whole = (line: number, problem: LineProblem["problem"], params: Record<string, string | number> = {}) => ({
    ok: false as const,
    problems: [{ line, column: "", problem, value: "", message: problemText(options.lang, problem, params) }],
  });
  if (!read.ok)
    return whole(read.line, read.problem, {
      reason: read.reason,
      count: read.count ?? 0,
      expected: read.expected ?? 0,
    });
  const kind = kindOf(read.columns);
  if (kind === null || (options.kind && kind !== options.kind)) return whole(1, "kind");
  const { records, problems } = await checkStock(db, read.lines, read.columns.includes("incoming_quantity"));
  return problems.length > 0 ? { ok: false, problems: inWords(problems, options.lang) } : { ok: true, records };
}

/** Checks and (unless a dry run) applies a file already read. */
export async function importLines(db: Database, read: ReadResult, options: ImportOptions): Promise<ImportOutcome> {
  const checked = await checkLines(db, read, options);
  return checked.ok ? { ok: true, counts: await applyStock(db, checked.records, options.dryRun) } : checked;
}
