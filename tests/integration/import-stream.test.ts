/**
 * The import of files read as they are imported (erp/import/read.ts openCsv): checked and written a
 * chunk at a time in one transaction, with what a check needs from earlier chunks carried across
 * them (issue 39: a whole catalogue is never held in memory).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openCsv } from "../../erp/import/read.ts";
import { importFiles, type ImportFile } from "../../erp/import/run.ts";
import { useErp } from "./harness.ts";

const { state } = useErp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-stream-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A CSV file written and opened as the command opens it. */
async function file(name: string, text: string): Promise<ImportFile> {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return { name, read: await openCsv(at) };
}
/** Imports in chunks of two lines, so every file here spans several. */
const run = async (files: Promise<ImportFile>[], options: { dryRun?: boolean } = {}) =>
  importFiles(state.db.db, await Promise.all(files), { dryRun: false, lang: "en", chunkLines: 2, ...options });

const ITEMS = [
  "part_number,brand,category,name_en,description_en",
  ...["ST-1", "ST-2", "ST-3", "ST-4", "ST-5"].map((p) => `${p},dba,disc,Streamed disc ${p},<p>Disc ${p}</p>`),
].join("\n");
/** ST-1's rows are lines 2, 5 and 7: not next to each other, in three chunks. */
const FITMENT = [
  "part_number,make,model,year_from,year_to,axle",
  "ST-1,Toyota,Hilux,2016,2020,front",
  "ST-2,Nissan,Navara,2015,,rear",
  "ST-3,Ford,Ranger,2012,2019,",
  "ST-1,Toyota,Land Cruiser 150,2010,,front",
  "ST-4,Isuzu,D-Max,2012,2020,",
  "ST-1,Mitsubishi,L200,2015,2019,front",
].join("\n");

async function rowsOf(part: string) {
  const { rows } = await state.db.db.execute<{ model: string; position: number; axle: string | null }>(
    sql`SELECT a.model, a.position, i.axle FROM applications a JOIN items i ON i.id = a.item_id
        WHERE i.name_normalized = ${part} ORDER BY a.position`,
  );
  return rows;
}
const itemCount = async () =>
  (await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM items`)).rows[0]!.n;

describe("an import read as it is imported, a chunk at a time", () => {
  it("writes a part's fitment from lines far apart in the file's order, and nothing the second time", async () => {
    const first = await run([file("items.csv", ITEMS), file("fitment.csv", FITMENT)]);
    expect(first.ok && first.files.map((f) => f.counts)).toEqual([
      { kind: "items", lines: 5, new: 5, changed: 0, unchanged: 0 },
      { kind: "fitment", lines: 6, new: 4, changed: 0, unchanged: 0 },
    ]);
    expect(await rowsOf("ST1")).toEqual([
      { model: "Hilux", position: 0, axle: "front" },
      { model: "Land Cruiser 150", position: 1, axle: "front" },
      { model: "L200", position: 2, axle: "front" },
    ]);
    const again = await run([file("items.csv", ITEMS), file("fitment.csv", FITMENT)]);
    expect(again.ok && again.files.map((f) => [f.counts.new, f.counts.changed, f.counts.unchanged])).toEqual([
      [0, 0, 5],
      [0, 0, 4],
    ]);
    const moved = FITMENT.replace("ST-1,Mitsubishi,L200,2015,2019,front", "ST-1,Mitsubishi,L200,2015,2019,rear");
    const refused = await run([file("fitment.csv", moved)]);
    expect(refused.ok || refused.files[0]!.problems.map((p) => [p.line, p.column, p.problem])).toEqual([
      [7, "axle", "axleDiffers"],
    ]);
    const reordered = FITMENT.replace("ST-1,Toyota,Hilux,2016,2020,front\n", "").concat(
      "\nST-1,Toyota,Hilux,2016,2020,rear",
    );
    const changed = await run([file("fitment.csv", reordered.replaceAll(",front", ",rear"))]);
    expect(changed.ok && changed.files[0]!.counts).toMatchObject({ new: 0, changed: 1, unchanged: 3 });
    expect((await rowsOf("ST1")).map((r) => [r.model, r.axle])).toEqual([
      ["Land Cruiser 150", "rear"],
      ["L200", "rear"],
      ["Hilux", "rear"],
    ]);
  });

  it("names a line it cannot read after chunks were written, and writes nothing", async () => {
    const items = await itemCount();
    const broken = [ITEMS.replaceAll("ST-", "SB-"), "SB-6,dba,disc", "SB-7,dba,disc,Disc,<p>7</p>"].join("\n");
    const outcome = await run([file("items.csv", broken)]);
    expect(outcome.ok || outcome.files[0]!.problems.map((p) => [p.line, p.problem])).toEqual([[7, "columns"]]);
    expect(await itemCount()).toBe(items);
  });

  it("takes the latest day that has come of one price, whichever chunk names it", async () => {
    const prices = [
      "part_number,price_list,currency,price,valid_from",
      "ST-2,EU,EUR,30.00,2026-03-01",
      "ST-3,EU,EUR,20.00,2026-01-01",
      "ST-4,EU,EUR,21.00,2026-01-01",
      "ST-2,EU,EUR,10.00,2026-01-01",
      "ST-5,EU,EUR,22.00,2026-01-01",
      "ST-2,EU,EUR,20.00,2026-02-01",
    ].join("\n");
    const outcome = await run([file("prices.csv", prices)]);
    expect(outcome.ok && outcome.files[0]!.counts).toMatchObject({ lines: 6, new: 4 });
    const { rows } = await state.db.db.execute<{ price: string }>(
      sql`SELECT p.baseprice::text AS price FROM prices p JOIN items i ON i.id = p.item_id
          WHERE i.name_normalized = 'ST2' AND p.price_list_id = 'EU' AND p.currency = 'EUR'`,
    );
    expect(rows.map((r) => Number(r.price))).toEqual([30]);
  });

  it("sanitises a description that changed, though the one stored is not sanitised again", async () => {
    const changed = ITEMS.replace(
      "<p>Disc ST-3</p>",
      '"<p>Disc ST-3</p><script>alert(1)</script><p onclick=""x"">3</p>"',
    );
    const outcome = await run([file("items.csv", changed)]);
    expect(outcome.ok && outcome.files[0]!.counts).toMatchObject({ changed: 1, unchanged: 4 });
    const { rows } = await state.db.db.execute<{ html: string }>(
      sql`SELECT t.detaildescription AS html FROM item_texts t JOIN items i ON i.id = t.item_id
          WHERE i.name_normalized = 'ST3' AND t.lang = 'en'`,
    );
    expect(rows[0]!.html).toBe("<p>Disc ST-3</p><p>3</p>");
  });
});
