/**
 * Reading a file or a feed into lines of named fields: CSV (UTF-8 with or without BOM, comma or
 * semicolon, RFC 4180 quoting; csv-parse) or JSON lines (one object a line); XLSX in ./xlsx.ts.
 * Which kind of record it holds is named by its columns (contract/import.ts RECORD_KINDS).
 */
import fs from "node:fs";
import readline from "node:readline";
import { CsvError, parse as parseStream, type Options } from "csv-parse";
import { parse } from "csv-parse/sync";
import { RECORD_KINDS, type RecordKind } from "../../contract/import.ts";

/** A line of the file: its number (the CSV header is line 1) and its fields by column. */
export interface Line {
  line: number;
  fields: Record<string, string>;
}

/** Why a file cannot be read at all (the line and the reason). */
export type ReadFailure = {
  ok: false;
  line: number;
  problem: "malformed" | "columns";
  reason: string;
  count?: number;
  expected?: number;
};

/** What a file holds, or why it cannot be read at all. */
export type ReadResult = { ok: true; columns: string[]; lines: Line[] } | ReadFailure;

/**
 * A file read as it is imported, a chunk of lines at a time (a whole catalogue is never held at
 * once): its columns, about how many lines it has (for the choice of a bulk write), and its lines,
 * read anew each time `chunks` is called. Reading stops with a ReadError where the file cannot be read.
 */
export interface StreamedFile {
  ok: true;
  columns: string[];
  lineCount: number;
  chunks: (size: number) => AsyncIterable<Line[]>;
}

/** Thrown while a StreamedFile is read: the line that cannot be read, and why. */
export class ReadError extends Error {
  constructor(readonly failure: ReadFailure) {
    super(`line ${failure.line}: ${failure.reason || failure.problem}`);
  }
}

/**
 * The most lines a file may hold after its header, whatever its format: a catalogue of 100,000
 * items has 300,000 fitment rows (issue 39), so this leaves room while a hostile file cannot make
 * the import hold millions of lines.
 */
export const MAX_LINES = 400_000;

/** The failure of a file with more than MAX_LINES lines after its header (`line` the first one too many). */
export const tooManyLines = (line: number, max = MAX_LINES): ReadFailure => ({
  ok: false,
  line,
  problem: "malformed",
  reason: `more than ${max} lines after the header`,
});

/** A record under the header's columns as a Line, or the `columns` failure when their counts differ. */
export function lineOf(columns: readonly string[], record: readonly string[], line: number): Line | ReadFailure {
  if (record.length !== columns.length)
    return { ok: false, line, problem: "columns", reason: "", count: record.length, expected: columns.length };
  return { line, fields: Object.fromEntries(columns.map((c, i) => [c, record[i]!])) };
}

/** The delimiter of a CSV header: a semicolon when it has more of them than commas (a European spreadsheet's export). */
function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.indexOf("\n") < 0 ? text.length : text.indexOf("\n"));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/** csv-parse's options, the same for a text and a file. */
const csvOptions = (delimiter: "," | ";"): Options => ({
  bom: true,
  delimiter,
  relax_column_count: true,
  skip_empty_lines: true,
  info: true,
  trim: true,
  // The header, MAX_LINES lines and one more to know there are too many; nothing after is parsed.
  to: MAX_LINES + 2,
});
type CsvRecord = { record: string[]; info: { lines: number } };

/** The failure csv-parse's error describes. */
const csvFailure = (error: unknown): ReadFailure => ({
  ok: false,
  line: (error as { lines?: number }).lines ?? 1,
  problem: "malformed",
  reason: (error as Error).message.replace(/^.*?: /, ""),
});

/** A CSV text. */
export function readCsv(text: string): ReadResult {
  let records: CsvRecord[];
  try {
    records = parse(text, csvOptions(delimiterOf(text.replace(/^\uFEFF/, "")))) as unknown as CsvRecord[];
  } catch (error) {
    return csvFailure(error);
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
    const read = jsonLine(row, i + 1);
    if ("ok" in read) return read;
    for (const column of Object.keys(read.fields)) columns.add(column);
    lines.push(read);
  }
  return { ok: true, columns: [...columns], lines };
}

/** The first bytes of a file as text (its header is in them). */
function headOf(file: string, bytes = 64 * 1024): string {
  const handle = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer
      .subarray(0, fs.readSync(handle, buffer, 0, bytes, 0))
      .toString("utf8")
      .replace(/^\uFEFF/, "");
  } finally {
    fs.closeSync(handle);
  }
}

/** How many line breaks a file has (read as bytes, so fast): about its lines. */
async function lineBreaks(file: string): Promise<number> {
  let count = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>)
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

/** The lines of a CSV file, MAX_LINES at most, in chunks; the header's record first. */
async function* csvRecords(file: string, delimiter: "," | ";"): AsyncGenerator<CsvRecord> {
  const source = fs.createReadStream(file);
  const parser = source.pipe(parseStream(csvOptions(delimiter)));
  source.on("error", (error) => parser.destroy(error));
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new ReadError(csvFailure(error));
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** A CSV file (by its path), read as it is imported: its header now, its lines chunk by chunk. */
export async function openCsv(file: string): Promise<StreamedFile | ReadFailure> {
  const delimiter = delimiterOf(headOf(file));
  let columns: string[] = [];
  try {
    for await (const { record } of csvRecords(file, delimiter)) {
      columns = record.map((c) => c.toLowerCase());
      break;
    }
  } catch (error) {
    if (error instanceof ReadError) return error.failure;
    throw error;
  }
  return {
    ok: true,
    columns,
    lineCount: await lineBreaks(file),
    async *chunks(size) {
      let chunk: Line[] = [];
      let count = 0;
      let header = true;
      for await (const { record, info } of csvRecords(file, delimiter)) {
        if (header) {
          header = false;
          continue;
        }
        if (count++ === MAX_LINES) throw new ReadError(tooManyLines(info.lines));
        const line = lineOf(columns, record, info.lines);
        if ("ok" in line) throw new ReadError(line);
        chunk.push(line);
        if (chunk.length === size) {
          yield chunk;
          chunk = [];
        }
      }
      if (chunk.length > 0) yield chunk;
    },
  };
}

/** One line of a JSON lines file: its fields, or what is wrong with it. */
function jsonLine(row: string, line: number): Line | ReadFailure {
  let value: unknown;
  try {
    value = JSON.parse(row);
  } catch (error) {
    return { ok: false, line, problem: "malformed", reason: (error as Error).message };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, line, problem: "malformed", reason: "not an object" };
  const fields: Record<string, string> = {};
  for (const [key, member] of Object.entries(value))
    fields[key.toLowerCase()] = member === null || member === undefined ? "" : String(member).trim();
  return { line, fields };
}

/** The non-empty rows of a JSON lines file with their line numbers. */
async function* jsonRows(file: string): AsyncGenerator<{ row: string; line: number }> {
  const input = fs.createReadStream(file, "utf8");
  let line = 0;
  try {
    for await (const text of readline.createInterface({ input, crlfDelay: Infinity })) {
      line++;
      const row = text.trim();
      if (row) yield { row, line };
    }
  } finally {
    input.destroy();
  }
}

/**
 * A JSON lines file (by its path), read as it is imported. Its columns are every member any line
 * has, so the file is read once through first: that pass also finds a line that cannot be read
 * and counts the lines, before anything is imported.
 */
export async function openJsonLines(file: string): Promise<StreamedFile | ReadFailure> {
  const columns = new Set<string>();
  let count = 0;
  for await (const { row, line } of jsonRows(file)) {
    if (count++ === MAX_LINES) return tooManyLines(line);
    const read = jsonLine(row, line);
    if ("ok" in read) return read;
    for (const column of Object.keys(read.fields)) columns.add(column);
  }
  return {
    ok: true,
    columns: [...columns],
    lineCount: count,
    async *chunks(size) {
      let chunk: Line[] = [];
      for await (const { row, line } of jsonRows(file)) {
        const read = jsonLine(row, line);
        if ("ok" in read) throw new ReadError(read);
        chunk.push(read);
        if (chunk.length === size) {
          yield chunk;
          chunk = [];
        }
      }
      if (chunk.length > 0) yield chunk;
    },
  };
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
