import { describe, expect, it } from "vitest";
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";
import { decodeItems, encodeItems, parseQuickOrder } from "./quick-order.ts";

const parts = (text: string) => parseQuickOrder(text).lines.map((l) => [l.part, l.quantity]);

describe("parseQuickOrder", () => {
  it("splits at a tab, a semicolon, a comma or spaces", () => {
    expect(parts("DBA4433\t2\nDBA4434;3\nDBA4435,4\nDBA4436 5\nDBA4437   6")).toEqual([
      ["DBA4433", 2],
      ["DBA4434", 3],
      ["DBA4435", 4],
      ["DBA4436", 5],
      ["DBA4437", 6],
    ]);
  });

  it("keeps spaces inside a part number when another separator is used, and quotes are removed", () => {
    expect(parts('DBA 4433;2\n"DBA-4434","3"\nDBA 4435\t 1 ')).toEqual([
      ["DBA 4433", 2],
      ["DBA-4434", 3],
      ["DBA 4435", 1],
    ]);
  });

  it("a line without a quantity means 1; extra columns are ignored", () => {
    expect(parts("DBA4433\nDBA4434;\nDBA4435;2;front axle")).toEqual([
      ["DBA4433", 1],
      ["DBA4434", 1],
      ["DBA4435", 2],
    ]);
  });

  it("a line split at a space also offers the whole line as a part number", () => {
    const [line] = parseQuickOrder("DBA 4433").lines;
    expect(line).toEqual({ line: 1, part: "DBA", quantity: 4433, whole: "DBA 4433" });
  });

  it("refuses decimal, negative, zero, too large and non-numeric quantities line by line", () => {
    const parsed = parseQuickOrder("DBA1;2,5\nDBA2;-1\nDBA3;0\nDBA4;10000\nDBA5;two\nDBA6\t1.5\nDBA7;3\n;4");
    expect(parsed.refused.map((r) => [r.line, r.problem])).toEqual([
      [1, "decimal"],
      [2, "negative"],
      [3, "zero"],
      [4, "tooLarge"],
      [5, "notNumber"],
      [6, "decimal"],
      [8, "noPart"],
    ]);
    expect(parsed.lines).toEqual([{ line: 7, part: "DBA7", quantity: 3 }]);
  });

  it("refuses a part number longer than 60 characters", () => {
    expect(parseQuickOrder(`${"X1".repeat(31)};1`).refused[0]?.problem).toBe("partTooLong");
  });

  it("skips a header line, empty lines and rows of separators; reads a BOM, CRLF and CR", () => {
    const parsed = parseQuickOrder("\uFEFFpart;qty\r\n\r\nDBA4433;2\r\n;;\rDBA4434;1\r\n");
    expect(parsed.header).toBe(true);
    expect(parsed.lines).toEqual([
      { line: 3, part: "DBA4433", quantity: 2 },
      { line: 5, part: "DBA4434", quantity: 1 },
    ]);
    expect(parseQuickOrder("Artikelnummer\tMenge\nDBA4433\t1").header).toBe(true);
    // Only the first line can be a header: a later one is read as a line (here with a wrong quantity).
    expect(parseQuickOrder("DBA4433\npart;qty").refused).toEqual([{ line: 2, text: "part;qty", problem: "notNumber" }]);
    expect(parseQuickOrder("\uFEFFDBA4433").header).toBe(false);
  });

  it("ends a line at any line break and drops control characters", () => {
    expect(parts("DBA1;1\u2028DBA2;2\u0085DBA3\u0000;3\u2029DBA\u00074")).toEqual([
      ["DBA1", 1],
      ["DBA2", 2],
      ["DBA3", 3],
      ["DBA4", 1],
    ]);
  });

  it("refuses more than 500 lines as a whole", () => {
    const ok = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `DBA${i};1`).join("\n");
    expect(parseQuickOrder(`part;qty\n${ok}\n\n`).lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    const over = parseQuickOrder(`${ok}\nDBA9999;1`);
    expect(over.tooMany).toBe(true);
    expect(over.lines).toEqual([]);
  });
});

describe("the add step's field", () => {
  it("round-trips and refuses anything this page did not write", () => {
    const items = [
      { record: 12, quantity: 2 },
      { record: 7, quantity: 9999 },
    ];
    expect(decodeItems(encodeItems(items))).toEqual(items);
    for (const bad of ["", "12", "12:0", "12:10000", "0:1", "a:1", "12:1,", "12:1;7:2", null, 5]) {
      expect(decodeItems(bad)).toBeNull();
    }
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `${i + 1}:1`).join(",");
    expect(decodeItems(tooMany)).toBeNull();
  });
});
