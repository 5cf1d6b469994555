/**
 * readXlsx against workbooks written by exceljs itself (as Excel writes them: shared strings,
 * styles with number formats), and against hostile files: a row too long, too many rows, a ZIP
 * bomb, something that is not a workbook.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readCsv } from "./read.ts";
import { XLSX_LIMITS, dateText, plainDecimal, readXlsx } from "./xlsx.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xlsx-import-"));
let files = 0;

/** A workbook of `sheets` (name and rows, a row's cells as exceljs takes them) saved to a file. */
async function workbook(sheets: Record<string, unknown[][]>, edit?: (wb: ExcelJS.Workbook) => void) {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  edit?.(wb);
  const file = path.join(dir, `w${++files}.xlsx`);
  await wb.xlsx.writeFile(file);
  return file;
}

describe("cell texts", () => {
  it("numbers in plain decimal notation without float noise", () => {
    expect(plainDecimal(0.1 + 0.2)).toBe("0.3");
    expect(plainDecimal(12.340000000000002)).toBe("12.34");
    expect(plainDecimal(1.2e3)).toBe("1200");
    expect(plainDecimal(-0.5)).toBe("-0.5");
    expect(plainDecimal(1e21)).toBe("1000000000000000000000");
    expect(plainDecimal(1.5e-7)).toBe("0.00000015");
    expect(plainDecimal(123456789012345)).toBe("123456789012345");
    expect(plainDecimal(0)).toBe("0");
    expect(plainDecimal(-0)).toBe("0");
  });

  it("dates as YYYY-MM-DD, with a time only when there is one", () => {
    expect(dateText(new Date("2026-12-01T00:00:00.000Z"))).toBe("2026-12-01");
    // A serial day number's float noise: a millisecond before midnight is midnight.
    expect(dateText(new Date("2026-11-30T23:59:59.9995Z"))).toBe("2026-12-01");
    expect(dateText(new Date("2026-12-01T14:30:00Z"))).toBe("2026-12-01 14:30");
    expect(dateText(new Date("2026-12-01T14:30:05Z"))).toBe("2026-12-01 14:30:05");
  });
});

describe("reading an XLSX import file", () => {
  it("reads the first sheet as CSV would: header lowercased and trimmed, each cell as shown, empty rows skipped", async () => {
    const file = await workbook(
      {
        Stock: [
          [" Part_Number ", "Location ", "Quantity", "incoming_date", "orderable"],
          ['DBA "42"; XS', "TORUN", 0.1 + 0.2, new Date(Date.UTC(2026, 11, 1)), true],
          [],
          [null, null],
          ["  A,1  ", "BIRMINGHAM", 1.2e3, null, false],
          ["B"],
        ],
        Second: [["part_number"], ["NOT-READ"]],
      },
      (wb) => {
        const sheet = wb.getWorksheet("Stock")!;
        sheet.getCell("D2").numFmt = "dd.mm.yyyy"; // shown the German way, read as ISO
        sheet.getCell("C7").value = { formula: "C2*10", result: 3.0000000000000004 };
        sheet.getCell("D7").value = { formula: "D2+1", result: 46358 };
        sheet.getCell("D7").numFmt = "yyyy-mm-dd";
        sheet.getCell("A7").value = { richText: [{ text: "RICH" }, { text: "-1", font: { bold: true } }] };
        sheet.getCell("B7").value = { text: "TORUN", hyperlink: "https://example.com/" };
      },
    );
    expect(await readXlsx(file)).toEqual({
      ok: true,
      columns: ["part_number", "location", "quantity", "incoming_date", "orderable"],
      lines: [
        {
          line: 2,
          fields: {
            part_number: 'DBA "42"; XS',
            location: "TORUN",
            quantity: "0.3",
            incoming_date: "2026-12-01",
            orderable: "yes",
          },
        },
        {
          line: 5,
          fields: { part_number: "A,1", location: "BIRMINGHAM", quantity: "1200", incoming_date: "", orderable: "no" },
        },
        { line: 6, fields: { part_number: "B", location: "", quantity: "", incoming_date: "", orderable: "" } },
        {
          line: 7,
          fields: {
            part_number: "RICH-1",
            location: "TORUN",
            quantity: "3",
            incoming_date: "2026-12-02",
            orderable: "",
          },
        },
      ],
    });
  });

  it("gives the same lines as the same table saved as CSV", async () => {
    const rows = [
      ["part_number", "location", "quantity"],
      ["DBA4285", "TORUN", 5],
      ["SP1001", "BIRMINGHAM", 0],
    ];
    const csv = readCsv(rows.map((r) => r.join(",")).join("\r\n"));
    expect(await readXlsx(await workbook({ Sheet1: rows }))).toEqual(csv);
  });

  it("refuses a row with more cells than the header as CSV does, naming its line", async () => {
    const file = await workbook({
      Sheet1: [["part_number", "location", "quantity"], ["A", "TORUN", 1], [], ["B", "TORUN", 2, null, "extra"]],
    });
    const xlsx = await readXlsx(file);
    expect(xlsx).toEqual({ ok: false, line: 4, problem: "columns", reason: "", count: 5, expected: 3 });
    expect(readCsv("part_number,location,quantity\nA,TORUN,1\n\nB,TORUN,2,,extra\n")).toEqual(xlsx);
  });

  it("refuses a formula without a saved value, naming the cell", async () => {
    const file = await workbook(
      {
        Sheet1: [
          ["part_number", "quantity"],
          ["A", 1],
        ],
      },
      (wb) => {
        wb.getWorksheet("Sheet1")!.getCell("B3").value = { formula: "B2+1" };
        wb.getWorksheet("Sheet1")!.getCell("A3").value = "B";
      },
    );
    expect(await readXlsx(file)).toMatchObject({
      ok: false,
      line: 3,
      problem: "malformed",
      reason: expect.stringMatching(/^cell B3: its formula has no saved value/),
    });
  });

  it("refuses more lines than the limit (the same MAX_LINES as CSV)", async () => {
    expect(XLSX_LIMITS.lines).toBe(400_000);
    const rows = [["part_number"], ["A"], [], ["B"], ["C"], ["D"]];
    const file = await workbook({ Sheet1: rows });
    expect(await readXlsx(file, { ...XLSX_LIMITS, lines: 4 })).toMatchObject({ ok: true });
    expect(await readXlsx(file, { ...XLSX_LIMITS, lines: 3 })).toEqual({
      ok: false,
      line: 6,
      problem: "malformed",
      reason: "more than 3 lines after the header",
    });
  });

  it("refuses a sheet that unpacks to more than the limit before parsing it", async () => {
    const rows = [["part_number", "name_en"], ...Array.from({ length: 2000 }, (_, i) => [`P${i}`, "x".repeat(100)])];
    const file = await workbook({ Sheet1: rows });
    expect(fs.statSync(file).size).toBeLessThan(64 * 1024);
    expect(await readXlsx(file)).toMatchObject({ ok: true });
    expect(await readXlsx(file, { ...XLSX_LIMITS, partBytes: 64 * 1024 })).toEqual({
      ok: false,
      line: 1,
      problem: "malformed",
      reason: "xl/worksheets/sheet1.xml unpacks to more than 64 KB (a ZIP bomb?)",
    });
    expect(await readXlsx(file, { ...XLSX_LIMITS, parts: 3 })).toMatchObject({
      reason: "more than 3 parts in the file",
    });
  });

  it("refuses a ZIP bomb (a 300 MB sheet in a file of under 1 MB) with the real limits, in bounded memory", async () => {
    // A ZIP of one entry, as a streaming writer makes it: local header, deflated data, descriptor.
    // The reader takes entries in order from their local headers, so no central directory is needed.
    const name = Buffer.from("xl/worksheets/sheet1.xml");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0008, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(name.length, 26);
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const file = path.join(dir, "bomb.xlsx");
    const out = fs.createWriteStream(file);
    out.write(Buffer.concat([header, name]));
    deflate.pipe(out, { end: false });
    const mib = Buffer.alloc(2 ** 20, " ");
    for (let i = 0; i < 300; i++) if (!deflate.write(mib)) await new Promise((r) => deflate.once("drain", r));
    deflate.end();
    await new Promise((r) => deflate.once("end", r));
    await new Promise<void>((r) => out.end(Buffer.alloc(16), () => r()));
    expect(fs.statSync(file).size).toBeLessThan(2 ** 20);

    const before = process.memoryUsage().rss;
    expect(await readXlsx(file)).toEqual({
      ok: false,
      line: 1,
      problem: "malformed",
      reason: "xl/worksheets/sheet1.xml unpacks to more than 256 MB (a ZIP bomb?)",
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(128 * 2 ** 20);
  }, 60_000);

  it("refuses what is not a workbook or not there", async () => {
    const text = path.join(dir, "stock.xlsx");
    fs.writeFileSync(text, "part_number,location,quantity\nA,TORUN,1\n");
    expect(await readXlsx(text)).toMatchObject({ ok: false, line: 1, problem: "malformed" });
    expect(await readXlsx(path.join(dir, "missing.xlsx"))).toMatchObject({ ok: false, problem: "malformed" });
    const empty = await workbook({ Sheet1: [] });
    expect(await readXlsx(empty)).toEqual({ ok: true, columns: [], lines: [] });
  });
});
