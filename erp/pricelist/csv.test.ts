import { describe, expect, it } from "vitest";
import type { Column } from "./cells.ts";
import { CSV_BOM, csvFile, csvLine, csvText } from "./csv.ts";

const columns: Column[] = [
  { header: "Part", kind: "text", width: 10 },
  { header: "Price", kind: "money", width: 10 },
  { header: "Discount %", kind: "percent", width: 10 },
  { header: "Stock", kind: "integer", width: 10 },
];

describe("CSV fields (RFC 4180)", () => {
  it("quotes a field with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvText("plain")).toBe("plain");
    expect(csvText("a,b")).toBe('"a,b"');
    expect(csvText('15" wheel')).toBe('"15"" wheel"');
    expect(csvText("two\nlines")).toBe('"two\nlines"');
    expect(csvText("Łódź Straße")).toBe("Łódź Straße");
  });

  it("puts an apostrophe before what a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvText(`${start}1+1`)).toBe(`'${start}1+1`);
    // A CR also needs quotes: the apostrophe goes inside them.
    expect(csvText("\r1+1")).toBe(`"'\r1+1"`);
    expect(csvText('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvText("DBA4000-10")).toBe("DBA4000-10");
  });

  it("writes numbers with a dot: money with two decimals, percent with up to two", () => {
    expect(csvLine(columns, ["-X,1", 1234.5, 12.5, 7])).toBe(`"'-X,1",1234.50,12.5,7\r\n`);
    expect(csvLine(columns, ["a", 0.1 + 0.2, 100 / 3, 0])).toBe("a,0.30,33.33,0\r\n");
    expect(csvLine(columns, ["a", null, null, null])).toBe("a,,,\r\n");
  });

  it("a file is the BOM, the header and the rows of every page", async () => {
    async function* pages() {
      yield [["A1", 1, 0, 1]];
      yield [];
      yield [["B2", 2.5, 10, 0]];
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of csvFile(columns, pages())) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.concat(chunks).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.slice(1).split("\r\n")).toEqual(["Part,Price,Discount %,Stock", "A1,1.00,0,1", "B2,2.50,10,0", ""]);
  });
});
