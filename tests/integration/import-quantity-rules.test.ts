/**
 * Quantity rules through the items import (issue 41 item 5): a file with `order_minimum`,
 * `order_increment` and `order_maximum` sets each item's rule, which the ERP then answers with the
 * item; empty columns are 1, 1 and no maximum; a file without the columns leaves the rules as they
 * are; a line that breaks the rule's own rules is named and the file writes nothing.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importFiles, type ImportFile } from "../../erp/import/run.ts";
import { readCsv } from "../../erp/import/read.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const run = (files: ImportFile[]) => importFiles(state.db.db, files, { dryRun: false, lang: "en" });
const csv = (lines: string[]): ImportFile => ({ name: "items.csv", read: readCsv(lines.join("\n")) });

async function rules(): Promise<Record<string, [number, number, number | null]>> {
  const { rows } = await state.db.db.execute<{ n: string; min: number; inc: number; max: number | null }>(
    sql`SELECT number AS n, order_minimum AS min, order_increment AS inc, order_maximum AS max FROM items
      WHERE number LIKE 'QR-%' ORDER BY number`,
  );
  return Object.fromEntries(rows.map((r) => [r.n, [r.min, r.inc, r.max]]));
}

describe("quantity rules in the items import", () => {
  it("sets each item's rule from the columns, and the ERP answers it with the item", async () => {
    const outcome = await run([
      csv([
        "part_number,brand,category,name_en,order_minimum,order_increment,order_maximum",
        "QR-PADS,hawk,pad,Pads per axle set,2,2,20",
        "QR-FILTER,dba,disc,Filters in boxes of 12,12,12,",
        "QR-PLAIN,dba,disc,No rule,,,",
      ]),
    ]);
    expect(outcome.ok).toBe(true);
    expect(await rules()).toEqual({
      "QR-FILTER": [12, 12, null],
      "QR-PADS": [2, 2, 20],
      "QR-PLAIN": [1, 1, null],
    });
    const erp = client("in-process");
    expect((await erp.getItem("qr-pads")).item.quantityrule).toEqual({ min: 2, max: 20, increment: 2 });
    expect((await erp.getItem("qr-filter")).item.quantityrule).toEqual({ min: 12, max: null, increment: 12 });

    // A file without the columns leaves the rules as they are; one with them changes them.
    expect((await run([csv(["part_number,brand,category,name_en", "QR-PADS,hawk,pad,Pads renamed"])])).ok).toBe(true);
    expect((await rules())["QR-PADS"]).toEqual([2, 2, 20]);
    const changed = await run([csv(["part_number,brand,category,name_en,order_maximum", "QR-PADS,hawk,pad,Pads,8"])]);
    expect(changed.ok && changed.files[0]!.counts).toMatchObject({ changed: 1 });
    // The columns go together: the one the file lacks is taken as empty.
    expect((await rules())["QR-PADS"]).toEqual([1, 1, 8]);
  });

  it("names each line whose rule breaks its own rules, and writes nothing", async () => {
    const before = await rules();
    const outcome = await run([
      csv([
        "part_number,brand,category,name_en,order_minimum,order_increment,order_maximum",
        "QR-NEW-1,dba,disc,Fine,4,4,40",
        "QR-NEW-2,dba,disc,Minimum off the step,5,2,",
        "QR-NEW-3,dba,disc,Maximum off the step,2,2,9",
        "QR-NEW-4,dba,disc,Maximum below minimum,12,6,6",
        "QR-NEW-5,dba,disc,Not a number,zwei,1,",
        "QR-NEW-6,dba,disc,Too large a step,,10001,",
        "QR-PADS,hawk,pad,Zero,0,,",
      ]),
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.files[0]!.problems.map((p) => [p.line, p.column, p.problem, p.message])).toEqual([
      [3, "order_minimum", "notMultipleOfIncrement", "5 is not a multiple of the order increment 2"],
      [4, "order_maximum", "notMultipleOfIncrement", "9 is not a multiple of the order increment 2"],
      [5, "order_maximum", "maximumBelowMinimum", "The order maximum 6 is below the order minimum 12"],
      [6, "order_minimum", "quantityRule", "An order quantity rule is a whole number from 1 to 100000"],
      [7, "order_increment", "quantityRule", "An order quantity rule is a whole number from 1 to 10000"],
      [8, "order_minimum", "quantityRule", "An order quantity rule is a whole number from 1 to 100000"],
    ]);
    expect(await rules()).toEqual(before);
  });
});
