/**
 * The office's catalogue import (issue 39, importCatalogue) through the contract over HTTP, in staff
 * sessions: only the owner and the content role may make it; a good stock file is checked (nothing
 * written), then applied with its audit entry in the same transaction; a file with bad lines is
 * refused whole, every line named in the page's language, nothing written and nothing audited; a
 * file that is no CSV, JSON lines or XLSX is refused by its name, a text file by its bytes.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../contract/staff.ts";
import { IMPORT_FILE_MAX_BYTES } from "../../contract/office-import-constants.ts";
import { useErp } from "./harness.ts";
import { officeImport } from "./office-import-helpers.ts";

const { state } = useErp();
const db = () => state.db.db;
const { staff, importFile, importAudits } = officeImport(state);

/** The example file's part at its three locations: quantity and deliveries, as the database holds them. */
async function stockOf(part: string) {
  const { rows } = await db().execute<{ location: string; quantity: number; incoming: string | null }>(
    sql`SELECT s.location_id AS location, s.quantityavailable AS quantity,
          (SELECT string_agg(d.quantity || '@' || d.eta, ';') FROM deliveries d
            WHERE d.item_id = s.item_id AND d.location_id = s.location_id) AS incoming
        FROM stock s JOIN items i ON i.id = s.item_id WHERE i.name = ${part} ORDER BY s.location_id`,
  );
  return rows;
}
const PART = "DBA4285XS";
/** The example's lines of the demo's part (its others name the example items, imported elsewhere). */
const example = fs
  .readFileSync("docs/import/stock.csv", "utf8")
  .split("\n")
  .filter((line, n) => n === 0 || line.startsWith(`${PART},`))
  .join("\n");

describe("the office's catalogue import", () => {
  it("is the owner's and the content role's: others get the office's refusal, nothing written", async () => {
    for (const roles of [["sales"], ["warehouse"]] as StaffRole[][]) {
      const { token } = await staff(roles);
      const answer = await importFile(token, { filename: "stock.csv", content: example, dryrun: true });
      expect(answer, roles.join()).toMatchObject({ status: 403, body: { code: "STAFF_FORBIDDEN" } });
    }
    const none = await importFile("no-such-session", { filename: "stock.csv", content: example, dryrun: false });
    expect(none).toMatchObject({ status: 401, body: { code: "STAFF_AUTH" } });
    for (const roles of [["owner"], ["content"]] as StaffRole[][]) {
      const { token } = await staff(roles);
      const answer = await importFile(token, { filename: "stock.csv", content: example, dryrun: true });
      expect(answer, roles.join()).toMatchObject({ status: 200, body: { ok: true, dryrun: true } });
    }
    expect(await importAudits()).toEqual([]);
  });

  it("checks a good stock file without writing, then applies it with its audit entry", async () => {
    const { token, email } = await staff(["content"]);
    // The example's quantities differ from the demo's by one, so that every line changes.
    const before = await stockOf(PART);
    const file = example.replace(/^(DBA4285XS,(\w+),)(\d+)/gm, (_, head: string, location: string) => {
      const had = before.find((r) => r.location === location)?.quantity ?? 0;
      return `${head}${had + 1}`;
    });
    const audited = (await importAudits()).length;

    const dry = await importFile(token, { filename: "stock.csv", content: file, dryrun: true });
    expect(dry).toMatchObject({ status: 200, body: { ok: true, dryrun: true, counts: { kind: "stock", lines: 3 } } });
    const counts = (dry.body as { counts: { new: number; changed: number; unchanged: number } }).counts;
    expect(counts.new + counts.changed).toBe(3);
    expect(await stockOf(PART)).toEqual(before);
    expect(await importAudits()).toHaveLength(audited);

    const applied = await importFile(token, { filename: "stock.csv", content: file, dryrun: false });
    expect(applied).toEqual({
      status: 200,
      body: { ok: true, dryrun: false, counts: (dry.body as { counts: unknown }).counts },
    });
    const after = await stockOf(PART);
    expect(after.find((r) => r.location === "TORUN")).toMatchObject({ incoming: "20@2027-01-15" });
    for (const row of after.filter((r) => before.some((b) => b.location === r.location)))
      expect(row.quantity).toBe(before.find((b) => b.location === row.location)!.quantity + 1);
    const entries = await importAudits();
    expect(entries).toHaveLength(audited + 1);
    expect(entries.at(-1)).toMatchObject({
      actor: email,
      entity_id: "stock.csv",
      action: "importCatalogue",
      after: { file: "stock.csv", kind: "stock", lines: 3, ...counts },
    });

    // The same file again changes nothing, and says so.
    const again = await importFile(token, { filename: "stock.csv", content: file, dryrun: false });
    expect(again.body).toMatchObject({ ok: true, counts: { lines: 3, new: 0, changed: 0, unchanged: 3 } });
  });

  it("refuses a file with bad lines whole, each named in the page's language, and writes nothing", async () => {
    const { token } = await staff(["owner"]);
    const before = await stockOf(PART);
    const audited = (await importAudits()).length;
    const file = [
      "part_number;location;quantity",
      `${PART};BIRMINGHAM;${(before.find((r) => r.location === "BIRMINGHAM")?.quantity ?? 0) + 5}`,
      "NO-SUCH-PART-9;TORUN;1",
      `${PART};WARSAW;1`,
      `${PART};TORUN;-4`,
    ].join("\n");
    for (const dryrun of [true, false]) {
      const answer = await importFile(token, { filename: "bad.csv", content: file, dryrun, lang: "de" });
      expect(answer).toEqual({
        status: 200,
        body: {
          ok: false,
          dryrun,
          problemcount: 3,
          problems: [
            {
              line: 3,
              column: "part_number",
              problem: "unknownPart",
              value: "NO-SUCH-PART-9",
              message: "Kein Artikel hat diese Teilenummer",
            },
            { line: 4, column: "location", problem: "unknownLocation", value: "WARSAW", message: expect.any(String) },
            { line: 5, column: "quantity", problem: "negative", value: "-4", message: "Negativer Wert" },
          ],
        },
      });
    }
    expect(await stockOf(PART)).toEqual(before);
    expect(await importAudits()).toHaveLength(audited);
  });

  it("lists the first thousand problems of a file and says how many there are", async () => {
    const { token } = await staff(["content"]);
    const lines = Array.from({ length: 1_500 }, (_, n) => `${PART},TORUN,x${n}`);
    const answer = await importFile(token, {
      filename: "many.csv",
      content: ["part_number,location,quantity", ...lines].join("\n"),
      dryrun: true,
    });
    expect(answer.body).toMatchObject({ ok: false, problemcount: 1_500 });
    expect((answer.body.problems as unknown[]).length).toBe(1_000);
  });

  it("reads JSON lines, and refuses a file that is no CSV, JSON lines or XLSX by its name or its bytes", async () => {
    const { token } = await staff(["content"]);
    const jsonl = `{"part_number":"${PART}","location":"TORUN","quantity":1}\n`;
    const read = await importFile(token, { filename: "stock.JSONL", content: jsonl, dryrun: true });
    expect(read.body).toMatchObject({ ok: true, counts: { kind: "stock", lines: 1 } });
    for (const filename of ["stock.xls", "stock.csv.zip", "stock", ".csv.txt"]) {
      const answer = await importFile(token, { filename, content: example, dryrun: true });
      expect(answer, filename).toMatchObject({
        status: 400,
        body: { code: "BAD_REQUEST", fields: { filename: [expect.any(String)] } },
      });
    }
    const binary = await importFile(token, {
      filename: "stock.csv",
      content: "PK\u0003\u0004\u0000\u0000",
      dryrun: true,
    });
    expect(binary).toMatchObject({ status: 400, body: { fields: { content: [expect.any(String)] } } });
    // A file just over the limit, and a file of no kind of record.
    const large = await importFile(token, {
      filename: "large.csv",
      content: `part_number,location,quantity\n${"x".repeat(IMPORT_FILE_MAX_BYTES)}`,
      dryrun: true,
    });
    expect(large).toMatchObject({
      status: 400,
      body: { fields: { content: expect.arrayContaining(["Larger than 8 MB"]) } },
    });
    const kindless = await importFile(token, { filename: "parts.csv", content: "part,qty\nA,1\n", dryrun: true });
    expect(kindless.body).toMatchObject({ ok: false, problems: [{ line: 1, problem: "kind" }] });
  });
});
