/**
 * Reading a file or a feed into lines of named fields: CSV (UTF-8 with or without BOM, comma or
 * semicolon, RFC 4180 quoting; csv-parse) or JSON lines (one object a line); XLSX in ./xlsx.ts.
 * Which kind of record it holds is named by its columns (contract/import.ts RECORD_KINDS).
 */
import { parse } from "csv-parse/sync";
import { RECORD_KINDS, type RecordKind } from "../../contract/import.ts";

/** A line of the file: its number (the CSV header is line 1) and its fields by column. */
export interface Line {
  line: number;
  fields: Record<string, string>;
}

/** What a file holds, or why it cannot be read at all (the line and the reason). */
export type ReadResult =
  | { ok: true; columns: string[]; lines: Line[] }
  | { ok: false; line: number; problem: "malformed" | "columns"; reason: string; count?: number; expected?: number };

/**
 * The most lines a file may hold after its header, whatever its format: a catalogue of 100,000
 * items has 300,000 fitment rows (issue 39), so this leaves room while a hostile file cannot make
 * the import hold millions of lines.
 */
export const MAX_LINES = 400_000;

/** The failure of a file with more than MAX_LINES lines after its header (`line` the first one too many). */
export const tooManyLines = (line: number, max = MAX_LINES): ReadResult => ({
  ok: false,
  line,
  problem: "malformed",
  reason: `more than ${max} lines after the header`,
});

/** A record under the header's columns as a Line, or the `columns` failure when their counts differ. */
export function lineOf(columns: readonly string[], record: readonly string[], line: number): Line | ReadResult {
  if (record.length !== columns.length)
    return { ok: false, line, problem: "columns", reason: "", count: record.length, expected: columns.length };
  return { line, fields: Object.fromEntries(columns.map((c, i) => [c, record[i]!])) };
}

/** The delimiter of a CSV header: a semicolon when it has more of them than commas (a European spreadsheet's export). */
function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.indexOf("\n") < 0 ? text.length : text.indexOf("\n"));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/** A CSV text. */
export function readCsv(text: string): ReadResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
      // The header, MAX_LINES lines and one more to know there are too many; nothing after is parsed.
      to: MAX_LINES + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 1;
    return { ok: false, line: lines, problem: "malformed", reason: (error as Error).message.replace(/^.*?: /, "") };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: true, columns: [], lines: [] };
  const columns = header.record.map((c) => c.toLowerCase());
  const lines: Line[] = [];
  for (const { record, info } of rows) {
    if (lines.length === MAX_LINES) return tooManyLines(info.lines);
    const line = lineOf(columns, record, info.lines);
    if ("ok" in line) return line;
    lines.push(line);
  }
  return { ok: true, columns, lines };
}

/** JSON lines: one object a line, its members the columns (numbers and booleans as written). */
export function readJsonLines(text: string): ReadResult {
  const lines: Line[] = [];
  const columns = new Set<string>();
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!.trim();
    if (!row) continue;
    if (lines.length === MAX_LINES) return tooManyLines(i + 1);
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch (error) {
      return { ok: false, line: i + 1, problem: "malformed", reason: (error as Error).message };
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { ok: false, line: i + 1, problem: "malformed", reason: "not an object" };
    const fields: Record<string, string> = {};
    for (const [key, member] of Object.entries(value)) {
      const column = key.toLowerCase();
      columns.add(column);
      fields[column] = member === null || member === undefined ? "" : String(member).trim();
    }
    lines.push({ line: i + 1, fields });
  }
  return { ok: true, columns: [...columns], lines };
}

/** The kind of record the columns name: every required column there, none unknown; null when none fits. */
export function kindOf(columns: readonly string[]): RecordKind | null {
  for (const [kind, { required, optional }] of Object.entries(RECORD_KINDS) as [
    RecordKind,
    (typeof RECORD_KINDS)[RecordKind],
  ][]) {
    const known = new Set<string>([...required, ...optional]);
    if (required.every((c) => columns.includes(c)) && columns.every((c) => known.has(c))) return kind;
  }
  return null;
}
