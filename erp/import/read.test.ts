import { describe, expect, it } from "vitest";
import { MAX_LINES, kindOf, readCsv, readJsonLines } from "./read.ts";

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
});
