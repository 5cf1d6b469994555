import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_LINES,
  ReadError,
  kindOf,
  openCsv,
  openJsonLines,
  readCsv,
  readJsonLines,
  type Line,
  type StreamedFile,
} from "./read.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const written = (text: string) => {
  const file = path.join(dir, `f${++files}`);
  fs.writeFileSync(file, text);
  return file;
};
/** Every chunk of a streamed file, or the ReadError that stopped it. */
async function chunks(read: StreamedFile, size: number): Promise<Line[][] | ReadError> {
  const out: Line[][] = [];
  try {
    for await (const chunk of read.chunks(size)) out.push(chunk);
  } catch (error) {
    if (error instanceof ReadError) return error;
    throw error;
  }
  return out;
}

describe("reading an import file", () => {
  it("reads CSV with a BOM, comma or semicolon, and RFC 4180 quoting, numbering lines as a spreadsheet does", () => {
    const comma = readCsv(
      '\uFEFFpart_number,location,quantity\r\nDBA4285,TORUN,5\r\n"DBA ""42"", XS",BIRMINGHAM,0\r\n',
    );
    expect(comma).toEqual({
      ok: true,
      columns: ["part_number", "location", "quantity"],
      lines: [
        { line: 2, fields: { part_number: "DBA4285", location: "TORUN", quantity: "5" } },
        { line: 3, fields: { part_number: 'DBA "42", XS', location: "BIRMINGHAM", quantity: "0" } },
      ],
    });
    const semicolon = readCsv('Part_Number;Location;Quantity\n"A;1";TORUN;7\n\nB;TORUN;"multi\nline"\nC;TORUN;1\n');
    expect(semicolon.ok && semicolon.lines.map((l) => [l.line, l.fields.part_number])).toEqual([
      [2, "A;1"],
      [5, "B"],
      [6, "C"],
    ]);
  });

  it("names the line whose field count differs from the header's, and a line it cannot read", () => {
    expect(readCsv("part_number,location,quantity\nA,TORUN,1\nB,TORUN\n")).toMatchObject({
      ok: false,
      line: 3,
      problem: "columns",
      count: 2,
      expected: 3,
    });
    expect(readCsv('part_number,location,quantity\nA,"TORUN,1\n')).toMatchObject({ ok: false, problem: "malformed" });
  });

  it("refuses more than MAX_LINES lines after the header, naming the first one too many", () => {
    const rows = (n: number) => `part_number,location,quantity\n${"A,TORUN,1\n".repeat(n)}`;
    expect(readCsv(rows(MAX_LINES + 1))).toEqual({
      ok: false,
      line: MAX_LINES + 2,
      problem: "malformed",
      reason: `more than ${MAX_LINES} lines after the header`,
    });
    expect(readJsonLines('{"a":1}\n'.repeat(MAX_LINES + 1))).toMatchObject({ ok: false, line: MAX_LINES + 1 });
  }, 30_000);

  it("reads JSON lines, numbers and all, and names a line that is not an object", () => {
    expect(
      readJsonLines('{"part_number":"A","location":"TORUN","quantity":5}\n\n{"part_number":"B","quantity":0}'),
    ).toEqual({
      ok: true,
      columns: ["part_number", "location", "quantity"],
      lines: [
        { line: 1, fields: { part_number: "A", location: "TORUN", quantity: "5" } },
        { line: 3, fields: { part_number: "B", quantity: "0" } },
      ],
    });
    expect(readJsonLines('{"a":1}\n[1]')).toMatchObject({ ok: false, line: 2, problem: "malformed" });
    expect(readJsonLines('{"a":1}\n{oops')).toMatchObject({ ok: false, line: 2, problem: "malformed" });
  });

  it("names the kind of record by its columns, refusing unknown columns", () => {
    expect(kindOf(["part_number", "location", "quantity"])).toBe("stock");
    expect(kindOf(["quantity", "part_number", "location", "incoming_quantity", "incoming_date"])).toBe("stock");
    expect(kindOf(["part_number", "location"])).toBeNull();
    expect(kindOf(["part_number", "location", "quantity", "colour"])).toBeNull();
  });

  it("reads a CSV file as it is imported: the same lines as the text, in chunks, read anew each time", async () => {
    const text =
      '\uFEFFPart_Number;Location;Quantity\r\n"A;1";TORUN;7\r\n\r\nB;TORUN;"multi\nline"\r\nC;TORUN;1\r\nD;TORUN;2\r\n';
    const whole = readCsv(text);
    const read = await openCsv(written(text));
    if (!read.ok || !whole.ok) throw new Error("unread");
    expect(read.columns).toEqual(whole.columns);
    expect(read.lineCount).toBe(7);
    const first = await chunks(read, 2);
    expect(first).toEqual([whole.lines.slice(0, 2), whole.lines.slice(2, 4)]);
    expect(await chunks(read, 10)).toEqual([whole.lines]);
  });

  it("stops a CSV file at the line it cannot read, as reading its text would", async () => {
    const bad = "part_number,location,quantity\nA,TORUN,1\nB,TORUN,2\nC,TORUN\nD,TORUN,4\n";
    const read = await openCsv(written(bad));
    if (!read.ok) throw new Error("unread");
    const stopped = await chunks(read, 1);
    expect(stopped).toBeInstanceOf(ReadError);
    expect((stopped as ReadError).failure).toEqual(readCsv(bad));
    const unquoted = 'part_number,location,quantity\nA,TORUN,1\nB,"TORUN,2\n';
    const open = await openCsv(written(unquoted));
    if (!open.ok) throw new Error("unread");
    expect(((await chunks(open, 1)) as ReadError).failure).toMatchObject({ ok: false, problem: "malformed" });
    expect(await openCsv(written('part_number,"location\n'))).toMatchObject({ ok: false, problem: "malformed" });
  });

  it("reads a JSON lines file as it is imported: every line's members are its columns, a bad line refused before", async () => {
    const text = '{"part_number":"A","location":"TORUN"}\n\n{"part_number":"B","quantity":0}\n{"Quantity":3}\n';
    const read = await openJsonLines(written(text));
    const whole = readJsonLines(text);
    if (!read.ok || !whole.ok) throw new Error("unread");
    expect(read.columns).toEqual(whole.columns);
    expect(read.lineCount).toBe(3);
    expect(await chunks(read, 2)).toEqual([whole.lines.slice(0, 2), whole.lines.slice(2)]);
    expect(await openJsonLines(written('{"a":1}\n[1]\n'))).toEqual(readJsonLines('{"a":1}\n[1]\n'));
  });
});
