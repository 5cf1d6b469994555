/**
 * The streaming ZIP and XLSX writers, read back: the archive's own structure (every entry's CRC-32
 * and sizes against its inflated bytes, the central directory), then `unzip` and the sheet's XML.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Column, Row } from "./cells.ts";
import { columnName, sheetName, xlsxFile, xmlText } from "./xlsx.ts";
import { zipStream } from "./zip.ts";

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const all: Uint8Array[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

/** The entries of a ZIP, read from its central directory and checked against the local data. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  expect(at + size).toBe(end);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    expect(flags & 0x0008).toBe(0x0008);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const uncompressed = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(zip.subarray(dataAt, dataAt + compressed));
    expect(data.length, name).toBe(uncompressed);
    expect(zlib.crc32(data) >>> 0, name).toBe(crc);
    // The data descriptor after the data repeats them.
    const descriptor = dataAt + compressed;
    expect(zip.readUInt32LE(descriptor)).toBe(0x08074b50);
    expect(zip.readUInt32LE(descriptor + 4)).toBe(crc);
    expect(zip.readUInt32LE(descriptor + 12)).toBe(uncompressed);
    entries.set(name, data);
    at += 46 + nameLength;
  }
  return entries;
}

describe("the streaming ZIP writer", () => {
  it("writes entries that unzip reads back byte for byte", async () => {
    const big = Buffer.alloc(300_000, "price list ");
    async function* pieces() {
      for (let i = 0; i < big.length; i += 70_000) yield big.subarray(i, i + 70_000);
    }
    const zip = await bytesOf(
      zipStream([
        { name: "a.txt", data: "hello, zip" },
        { name: "dir/ż.bin", data: pieces() },
        { name: "empty", data: new Uint8Array() },
      ]),
    );
    const entries = readZip(zip);
    expect([...entries.keys()]).toEqual(["a.txt", "dir/ż.bin", "empty"]);
    expect(entries.get("dir/ż.bin")!.equals(big)).toBe(true);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "zip-")), "t.zip");
    fs.writeFileSync(file, zip);
    expect(execFileSync("unzip", ["-p", file, "a.txt"]).toString()).toBe("hello, zip");
    expect(execFileSync("unzip", ["-tq", file]).toString()).toMatch(/No errors/);
  });

  it("a failing source fails the archive (no silently short file)", async () => {
    async function* failing() {
      yield Buffer.from("start");
      throw new Error("the database went away");
    }
    await expect(bytesOf(zipStream([{ name: "x", data: failing() }]))).rejects.toThrow("the database went away");
  });
});

describe("the XLSX writer", () => {
  const columns: Column[] = [
    { header: "Teilenummer", kind: "text", width: 20 },
    { header: "Ihr Preis", kind: "money", width: 10 },
    { header: "Rabatt %", kind: "percent", width: 8 },
    { header: "Auf Lager", kind: "integer", width: 8 },
  ];

  it("a workbook with one sheet: inline strings, numeric cells, escaped text", async () => {
    async function* pages(): AsyncGenerator<Row[]> {
      yield [['DBA <4000> & "S"', 123.45, 20, 3]];
      yield [["=1+1", 0.5, 0, 0]];
    }
    const zip = await bytesOf(
      xlsxFile(columns, pages(), { sheet: "Preisliste", at: new Date("2026-11-26T10:00:00Z") }),
    );
    const entries = readZip(zip);
    expect([...entries.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(entries.get("xl/workbook.xml")!.toString()).toContain('<sheet name="Preisliste" sheetId="1" r:id="rId1"/>');
    const sheet = entries.get("xl/worksheets/sheet1.xml")!.toString();
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t>Teilenummer</t></is></c>');
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>DBA &lt;4000&gt; &amp; &quot;S&quot;</t></is></c><c r="B2" s="2"><v>123.45</v></c><c r="C2" s="3"><v>20</v></c><c r="D2"><v>3</v></c></row>',
    );
    // Inline strings are never formulas: no apostrophe in an XLSX.
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t>=1+1</t></is></c>');
    expect(sheet).not.toContain("<f>");
    expect(sheet.endsWith("</sheetData></worksheet>")).toBe(true);
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });

  it("helpers: column letters, XML text without forbidden characters, sheet names Excel accepts", () => {
    expect([1, 26, 27, 52, 703].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "AAA"]);
    expect(xmlText("a\u0000b\u0008c\td\uD800e")).toBe("abc\tde");
    expect(sheetName("a/b:c*d?[e]")).toBe("a b c d  e ");
    expect(sheetName("x".repeat(40))).toHaveLength(31);
  });
});
