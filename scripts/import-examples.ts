/**
 * `npx tsx scripts/import-examples.ts`: the example import files as workbooks, made from the CSV
 * ones of docs/import/ (stock.csv -> stock.xlsx), so both say the same. Numbers go in numeric
 * cells and YYYY-MM-DD in date cells, as a person's sheet holds them; readXlsx reads them back as
 * the CSV's texts (erp/import/xlsx.ts), which this script checks before it writes.
 */
import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { readCsv } from "../erp/import/read.ts";
import { readXlsx } from "../erp/import/xlsx.ts";

const DIR = "docs/import";
const FIXED = new Date("2026-11-30T00:00:00Z");

/** A CSV field as the value a person would type into the cell. */
function cellOf(text: string): ExcelJS.CellValue {
  // A number the cell shows as the file writes it (103.0 stays text: the sheet would show 103).
  if (/^-?\d+(\.\d+)?$/.test(text) && String(Number(text)) === text && text.length < 16) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T00:00:00Z`);
  return text === "" ? null : text;
}

for (const name of fs.readdirSync(DIR).filter((f) => f.endsWith(".csv"))) {
  const read = readCsv(fs.readFileSync(path.join(DIR, name), "utf8"));
  if (!read.ok) throw new Error(`${name}: line ${read.line} ${read.problem} ${read.reason}`);
  const workbook = new ExcelJS.Workbook();
  workbook.created = workbook.modified = FIXED;
  const sheet = workbook.addWorksheet(name.replace(/\.csv$/, ""));
  sheet.addRow(read.columns).font = { bold: true };
  for (const { fields } of read.lines) {
    const row = sheet.addRow(read.columns.map((c) => cellOf(fields[c] ?? "")));
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = "yyyy-mm-dd";
    });
  }
  sheet.columns.forEach((column) => (column.width = 18));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const target = path.join(DIR, name.replace(/\.csv$/, ".xlsx"));
  await workbook.xlsx.writeFile(target);
  const back = await readXlsx(target);
  if (JSON.stringify(back) !== JSON.stringify(read)) throw new Error(`${target} does not read back as ${name}`);
  console.log(`${target}: ${read.lines.length} lines, the same as ${name}`);
}
