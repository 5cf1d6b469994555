/**
 * Fitment records (contract/import.ts RECORD_KINDS.fitment): the vehicles a part fits, one line per
 * application row with the drill-down's fields. A file gives the whole fitment of every part it
 * names: their rows are replaced where they differ from the file's, in the file's order. `axle`
 * (front, rear, both or empty) is the part's, so every line of a part says the same.
 */
import { intArray } from "../db/int-array.ts";
import { sql } from "drizzle-orm";
import type { ImportCounts } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import { decimal, itemsByPart, maxYear, partsOf, wholeNumber, year } from "./fields.ts";
import type { Line } from "./read.ts";
import { problemsOf, type Problem } from "./problems.ts";

/** The text columns of an application row, by the file's column. */
const TEXT_COLUMNS = {
  make: "make",
  model: "model",
  engine: "engine",
  variant: "variant",
  transmission: "transmission",
  note: "note",
  description: "description",
  parameter: "parameter",
  parameter2: "parameter2",
  parameter3: "parameter3",
  category_description: "categorydescription",
  group_description: "groupdescription",
  class_description: "classdescription",
} as const;
const MAX_TEXT = 200;

/** An application row as the table holds it. */
export interface ApplicationRow extends Record<(typeof TEXT_COLUMNS)[keyof typeof TEXT_COLUMNS], string> {
  year: string;
  year_from: number | null;
  year_to: number | null;
  peryear: number[];
  capacity: number | null;
  cylinders: number | null;
  stroke: string | null;
  bore: string | null;
}

export interface FitmentRecord {
  itemId: number;
  /** The part's axle (undefined: the file has no axle column). */
  axle: "front" | "rear" | null | undefined;
  rows: ApplicationRow[];
}

const AXLES: Record<string, "front" | "rear" | null> = { front: "front", rear: "rear", both: null, "": null };

/** The fitment of each part the lines name, or what is wrong with them. */
export async function checkFitment(db: Database, lines: readonly Line[], columns: readonly string[], now = new Date()) {
  const itemOf = await itemsByPart(db, partsOf(lines));
  const problems: Problem[] = [];
  const byItem = new Map<number, FitmentRecord & { axleLine: number }>();
  for (const current of lines) {
    const { fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    for (const column of ["part_number", "make", "model"]) if (!fields[column]) problem(column, "required");
    const itemId = itemOf.get(partsOf([current])[0] ?? "");
    if (fields.part_number && itemId === undefined) problem("part_number", "unknownPart");
    const row = {} as ApplicationRow;
    for (const [column, name] of Object.entries(TEXT_COLUMNS)) {
      row[name] = fields[column] ?? "";
      if (row[name].length > MAX_TEXT) problem(column, "tooLong", { max: MAX_TEXT });
    }
    const yearOf = (column: string) => {
      if (!fields[column]) return null;
      const value = year(fields[column]!, now);
      if (typeof value === "string") problem(column, value, { max: maxYear(now) });
      return typeof value === "number" ? value : null;
    };
    row.year_from = yearOf("year_from");
    row.year_to = yearOf("year_to");
    if (row.year_to !== null && row.year_from === null) problem("year_from", "required");
    if (row.year_from !== null && row.year_to !== null && row.year_to < row.year_from) problem("year_to", "yearOrder");
    const last = row.year_to ?? Math.min(maxYear(now) - 1, Math.max(row.year_from ?? 0, now.getUTCFullYear()));
    row.year = row.year_from === null ? "" : `${row.year_from}-${row.year_to ?? ""}`;
    row.peryear =
      row.year_from === null
        ? []
        : Array.from({ length: Math.max(0, last - row.year_from + 1) }, (_, i) => row.year_from! + i);
    const whole = (column: string, max: number) => {
      if (!fields[column]) return null;
      const value = wholeNumber(fields[column]!, max);
      if (typeof value === "string") problem(column, value);
      return typeof value === "number" ? value : null;
    };
    row.capacity = whole("capacity_cm3", 20_000);
    row.cylinders = whole("cylinders", 32);
    const mm = (column: string) => {
      if (!fields[column]) return null;
      const value = decimal(fields[column]!, 1, 999);
      if (typeof value === "string") problem(column, value, { max: 1 });
      return typeof value === "object" ? (value.scaled / 10).toFixed(1) : null;
    };
    row.stroke = mm("stroke_mm");
    row.bore = mm("bore_mm");
    const axle = (fields.axle ?? "").toLowerCase();
    if (!(axle in AXLES)) problem("axle", "unknownAxle");
    if (problems.length > before || itemId === undefined) continue;
    const record = byItem.get(itemId) ?? { itemId, axle: undefined, axleLine: current.line, rows: [] };
    byItem.set(itemId, record);
    if (columns.includes("axle")) {
      if (record.rows.length > 0 && record.axle !== AXLES[axle])
        problem("axle", "axleDiffers", { first: record.axleLine });
      record.axle = AXLES[axle];
    }
    record.rows.push(row);
  }
  const records = [...byItem.values()].map(({ axleLine: _line, ...r }) => r);
  return { records, problems, lines: lines.length };
}

/** The columns compared and written, in the table's names. */
const COLUMNS = [
  ...Object.values(TEXT_COLUMNS),
  "year",
  "year_from",
  "year_to",
  "peryear",
  "capacity",
  "cylinders",
  "stroke",
  "bore",
] as const;
const TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.values(TEXT_COLUMNS).map((c) => [c, "text"])),
  year: "text",
  year_from: "smallint",
  year_to: "smallint",
  peryear: "integer[]",
  capacity: "integer",
  cylinders: "smallint",
  stroke: "numeric",
  bore: "numeric",
};

/** A row as one comparable string (stroke and bore as the table prints numeric(5,1)). */
const key = (row: object) => JSON.stringify(COLUMNS.map((c) => (row as Record<string, unknown>)[c] ?? null));

/**
 * Replaces the application rows of the parts whose rows differ from the file's, and sets their
 * axle; counts parts: new (no rows before), changed, unchanged.
 */
export async function applyFitment(
  db: Database,
  records: readonly FitmentRecord[],
  lines: number,
): Promise<ImportCounts> {
  const counts: ImportCounts = { kind: "fitment", lines, new: 0, changed: 0, unchanged: 0 };
  for (let i = 0; i < records.length; i += 2_000) {
    const batch = records.slice(i, i + 2_000);
    const idList = intArray(batch.map((r) => r.itemId));
    const { rows } = await db.execute<Record<string, unknown> & { item_id: number }>(
      sql`SELECT item_id, ${sql.raw(COLUMNS.join(", "))} FROM applications WHERE item_id = ANY(${idList}) ORDER BY item_id, position, id`,
    );
    const had = new Map<number, string[]>();
    for (const row of rows) (had.get(row.item_id) ?? had.set(row.item_id, []).get(row.item_id)!).push(key(row));
    const { rows: axles } = await db.execute<{ id: number; axle: string | null }>(
      sql`SELECT id, axle FROM items WHERE id = ANY(${idList})`,
    );
    const axleOf = new Map(axles.map((r) => [r.id, r.axle]));
    const differs = batch.filter((r) => (had.get(r.itemId) ?? []).join("\n") !== r.rows.map(key).join("\n"));
    const axleDiffers = batch.filter((r) => r.axle !== undefined && axleOf.get(r.itemId) !== r.axle);
    for (const r of batch)
      if (!had.has(r.itemId) && differs.includes(r)) counts.new++;
      else if (differs.includes(r) || axleDiffers.includes(r)) counts.changed++;
      else counts.unchanged++;
    if (differs.length > 0) {
      await db.execute(sql`DELETE FROM applications WHERE item_id = ANY(${intArray(differs.map((r) => r.itemId))})`);
      const insert = differs.flatMap((r) => r.rows.map((row, position) => ({ item_id: r.itemId, position, ...row })));
      for (let k = 0; k < insert.length; k += 5_000) {
        const names = ["item_id", "position", ...COLUMNS];
        await db.execute(
          sql`INSERT INTO applications (${sql.raw(names.join(", "))})
              SELECT ${sql.raw(names.join(", "))} FROM json_to_recordset(${JSON.stringify(insert.slice(k, k + 5_000))}::json)
              AS r(item_id int, position smallint, ${sql.raw(COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(", "))})`,
        );
      }
    }
    if (axleDiffers.length > 0)
      await db.execute(
        sql`UPDATE items i SET axle = r.axle FROM json_to_recordset(${JSON.stringify(axleDiffers.map((r) => ({ id: r.itemId, axle: r.axle })))}::json)
            AS r(id int, axle text) WHERE i.id = r.id`,
      );
  }
  return counts;
}
