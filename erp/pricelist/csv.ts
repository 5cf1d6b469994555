/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break (quotes doubled), UTF-8 with a byte order mark so that Excel reads the
 * umlauts and Polish letters right. Numbers use a dot (see plainNumber).
 *
 * Why a comma and not the semicolon of Polish and German Excel: the CSV is the machine-readable
 * file (ERP and shop-system imports expect RFC 4180), and with dot decimals a semicolon would not
 * make it open cleanly in those Excels anyway; the XLSX is the file for spreadsheets.
 *
 * Formula injection (OWASP "CSV Injection"): a text field starting with = + - @ tab or CR gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
import { plainNumber, type Column, type Row } from "./cells.ts";

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text field, guarded against formulas and quoted when it must be. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record (with its CRLF) of a row under `columns`. */
export function csvLine(columns: readonly Column[], row: Row): string {
  return `${columns
    .map((column, i) => {
      const value = row[i];
      if (value === null || value === undefined) return "";
      if (column.kind === "text" || typeof value === "string") return csvText(String(value));
      return plainNumber(value, column.kind);
    })
    .join(",")}\r\n`;
}

/** The whole file, page by page of rows: the BOM and the header first. */
export async function* csvFile(columns: readonly Column[], pages: AsyncIterable<readonly Row[]>) {
  const encoder = new TextEncoder();
  yield encoder.encode(
    CSV_BOM +
      csvLine(
        columns,
        columns.map((c) => c.header),
      ),
  );
  for await (const rows of pages) {
    let chunk = "";
    for (const row of rows) chunk += csvLine(columns, row);
    if (chunk) yield encoder.encode(chunk);
  }
}
