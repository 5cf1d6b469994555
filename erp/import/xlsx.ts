/**
 * Reading an XLSX workbook into lines of named fields, as read.ts reads CSV: the first worksheet,
 * its first non-empty row the header (columns lowercased and trimmed), every later row a line
 * numbered as the sheet numbers it. Each cell becomes the text a person sees in the sheet and a CSV
 * export would hold: numbers in plain decimal notation with a point and at most 15 significant
 * digits (no float noise, no exponent), dates as YYYY-MM-DD, booleans as yes/no, formulas by their
 * saved result. Empty rows are skipped; a row with more cells than the header is refused as CSV
 * refuses it (decision 0060).
 *
 * The sheet is read as a stream by exceljs's WorkbookReader. An XLSX is a ZIP, so before it is
 * parsed every part is unpacked once and counted (with unzipper, the reader exceljs itself uses,
 * so both see the same parts): a part or a whole that unpacks to an absurd size (a ZIP bomb) is
 * refused as malformed before any XML is parsed or any shared string held in memory.
 */
import fs from "node:fs";
import ExcelJS from "exceljs";
import unzipper from "unzipper";
import { MAX_LINES, lineOf, tooManyLines, type Line, type ReadResult } from "./read.ts";

/** The largest a workbook may unpack to: one part (a sheet, the shared strings), all parts, how many parts. */
export const XLSX_LIMITS = {
  /** 400,000 rows of a wide sheet with shared strings stay far below it; a 100 MB CSV of the same is refused anyway. */
  partBytes: 256 * 2 ** 20,
  totalBytes: 512 * 2 ** 20,
  parts: 10_000,
  lines: MAX_LINES,
};
export type XlsxLimits = typeof XLSX_LIMITS;

const sizeText = (bytes: number) =>
  bytes < 2 ** 20 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 2 ** 20)} MB`;
const malformed = (reason: string, line = 1): ReadResult => ({ ok: false, line, problem: "malformed", reason });

/** Why the ZIP cannot be read safely (too large unpacked, too many parts), or null when it can. */
async function unpackedTooLarge(file: string, limits: XlsxLimits): Promise<string | null> {
  const source = fs.createReadStream(file);
  const zip = unzipper.Parse({ forceStream: true });
  source.on("error", (error) => zip.destroy(error));
  source.pipe(zip);
  let total = 0;
  let parts = 0;
  try {
    for await (const entry of zip as AsyncIterable<unzipper.Entry>) {
      if (++parts > limits.parts) return `more than ${limits.parts} parts in the file`;
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.partBytes)
          return `${entry.path} unpacks to more than ${sizeText(limits.partBytes)} (a ZIP bomb?)`;
        if (total > limits.totalBytes)
          return `the file unpacks to more than ${sizeText(limits.totalBytes)} (a ZIP bomb?)`;
      }
    }
    return null;
  } finally {
    source.destroy();
    zip.destroy();
  }
}

/**
 * A number as plain decimal text: rounded to the 15 significant digits a spreadsheet keeps (so
 * 0.1 + 0.2 is 0.3), with a point, never an exponent (1.2e3 is 1200).
 */
export function plainDecimal(value: number): string {
  if (value === 0) return "0";
  const [mantissa, exponent] = value.toExponential(14).split("e") as [string, string];
  const sign = value < 0 ? "-" : "";
  const digits = mantissa.replace(/[-.]/g, "").replace(/0+$/, "");
  const point = Number(exponent) + 1; // digits before the decimal point
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + "0".repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A date as YYYY-MM-DD; with its time (to the second) only when it has one. */
export function dateText(date: Date): string {
  const at = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  const time = at.slice(11, 19).replace(/:00$/, "");
  return time === "00:00" ? at.slice(0, 10) : `${at.slice(0, 10)} ${time}`;
}

/** Whether a number format shows a date or time (exceljs's own test: a y m d h s b outside quotes and brackets). */
const isDateFormat = (format: string | undefined) =>
  !!format && /[ymdhsb]/i.test(format.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

/** An Excel serial day number as a date (1900 system, or 1904 when the workbook says so). */
const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

class CellProblem extends Error {}

/** A cell's value as its text; a formula without a saved result (never calculated, or an error) is refused. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined, date1904: boolean): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? plainDecimal(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : dateText(value);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    const result = value.result;
    if (result === undefined || (typeof result === "number" && !Number.isFinite(result)))
      throw new CellProblem("its formula has no saved value (an error, or never calculated)");
    if (typeof result === "number" && isDateFormat(numFmt)) return dateText(serialDate(result, date1904));
    if (typeof result === "object" && "error" in result) throw new CellProblem(`its formula gives ${result.error}`);
    return cellText(result as ExcelJS.CellValue, numFmt, date1904);
  }
  if ("hyperlink" in value) return cellText(value.text as ExcelJS.CellValue, numFmt, date1904);
  if ("error" in value) return value.error;
  return "";
}

/** A row's cells as texts (trimmed, as CSV fields are), up to its last non-empty one. */
function rowTexts(row: ExcelJS.Row, date1904: boolean): string[] {
  const texts: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    let text: string;
    try {
      text = cellText(cell.value, cell.numFmt, date1904).trim();
    } catch (error) {
      if (error instanceof CellProblem) throw new CellProblem(`cell ${cell.address}: ${error.message}`);
      throw error;
    }
    if (text === "") return;
    while (texts.length < column - 1) texts.push("");
    texts[column - 1] = text;
  });
  return texts;
}

/** What exceljs's streaming reader knows and its types do not say. */
interface ReaderInternals {
  model?: { sheets?: { id: number }[] };
  properties?: { date1904?: boolean };
}

/** The workbook's first worksheet as lines (lines past `limits.lines` refused). */
async function readFirstSheet(file: string, limits: XlsxLimits): Promise<ReadResult> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache", // number formats: which numbers are dates
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const internals = reader as unknown as ReaderInternals;
  let result: ReadResult | null = null;
  for await (const sheet of reader) {
    const first = internals.model?.sheets?.[0]?.id;
    const wanted = result === null && (first === undefined || (sheet as unknown as { id: number }).id === first);
    let columns: string[] | null = null;
    const lines: Line[] = [];
    // Every sheet is read to its end (the others only drained), so no part of the file stays open.
    for await (const row of sheet) {
      if (!wanted || result) continue;
      if (!Number.isInteger(row.number) || row.number < 1) {
        result = malformed("a row without its number");
        continue;
      }
      let texts: string[];
      try {
        texts = rowTexts(row, internals.properties?.date1904 ?? false);
      } catch (error) {
        if (!(error instanceof CellProblem)) throw error;
        result = malformed(error.message, row.number);
        continue;
      }
      if (texts.length === 0) continue;
      if (!columns) {
        columns = texts.map((c) => c.toLowerCase());
        continue;
      }
      if (lines.length === limits.lines) {
        result = tooManyLines(row.number, limits.lines);
        continue;
      }
      while (texts.length < columns.length) texts.push(""); // a sheet keeps no empty cells at a row's end
      const line = lineOf(columns, texts, row.number);
      if ("ok" in line) result = line;
      else lines.push(line);
    }
    if (wanted && !result) result = { ok: true, columns: columns ?? [], lines };
  }
  return result ?? malformed("the workbook has no worksheet");
}

/**
 * An XLSX file (by its path): the same contract as readCsv. `limits` are XLSX_LIMITS unless a test
 * sets smaller ones.
 */
export async function readXlsx(file: string, limits: XlsxLimits = XLSX_LIMITS): Promise<ReadResult> {
  try {
    const tooLarge = await unpackedTooLarge(file, limits);
    if (tooLarge) return malformed(tooLarge);
    try {
      return await readFirstSheet(file, limits);
    } catch (error) {
      // Rarely (seen once in hundreds of CI runs, on Node.js 26) exceljs's reader meets an empty
      // xl/workbook.xml in a well-formed file and fails with a TypeError: a stream race between it
      // and unzipper (exceljs issue 962). The file is read once more; a file that is really
      // broken fails the same way again and is refused below.
      if (!(error instanceof TypeError)) throw error;
      return await readFirstSheet(file, limits);
    }
  } catch (error) {
    const message = (error as Error).message;
    return malformed(`not a readable XLSX workbook (${message})`);
  }
}
