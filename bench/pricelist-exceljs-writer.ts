/**
 * The candidate of decision 0060, kept for bench/pricelist-xlsx.ts: the price-list workbook written
 * by exceljs's streaming WorkbookWriter, with the same columns, widths, number formats, bold and
 * frozen header as erp/pricelist/xlsx.ts, text without shared strings (nothing held
 * for the whole file). exceljs writes a row as soon as it is committed and does not wait for the
 * reader, so the rows are handed over page by page and the next page is taken only when the bytes
 * written so far have been read (HIGH_WATER).
 */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { Column, Row } from "../erp/pricelist/cells.ts";
import { sheetName } from "../erp/pricelist/xlsx.ts";

/** Bytes of the ZIP that may wait for the reader before the next page of rows is written. */
const HIGH_WATER = Number(process.env.XLSX_HIGH_WATER ?? 256 * 1024);

const FORMATS = { money: "0.00", percent: "0.00", integer: undefined, text: undefined } as const;

export function xlsxFileExceljs(
  columns: readonly Column[],
  pages: AsyncIterable<readonly Row[]>,
  options: { sheet: string; at?: Date },
): AsyncGenerator<Uint8Array> {
  const out = new PassThrough({ highWaterMark: HIGH_WATER });
  let cancelled = false;
  const drained = () =>
    out.writableLength < HIGH_WATER || cancelled
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            out.off("drain", done);
            out.off("close", done);
            resolve();
          };
          out.on("drain", done);
          out.on("close", done);
        });

  async function write() {
    const at = options.at ?? new Date();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
      zip: { zlib: { level: 6 } },
    });
    workbook.created = workbook.modified = at;
    const sheet = workbook.addWorksheet(sheetName(options.sheet), {
      views: [{ state: "frozen", ySplit: 1, topLeftCell: "A2", activeCell: "A2" }],
    });
    sheet.columns = columns.map((c) => ({ width: c.width, style: { numFmt: FORMATS[c.kind] } }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of pages) {
      if (cancelled) return;
      for (const row of rows)
        sheet
          .addRow(
            columns.map((column, i) => {
              const value = row[i];
              if (value === null || value === undefined || value === "") return null;
              if (column.kind === "text" || typeof value === "string") return String(value);
              return Number.isFinite(value) ? value : null;
            }),
          )
          .commit();
      await drained();
    }
    sheet.commit();
    await workbook.commit();
  }

  return (async function* () {
    const writing = write().catch((error: unknown) => out.destroy(error as Error));
    try {
      for await (const chunk of out as AsyncIterable<Buffer>) yield chunk;
      await writing;
    } finally {
      cancelled = true;
      out.destroy();
    }
  })();
}
