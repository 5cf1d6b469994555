/**
 * Fitment records (contract/import.ts RECORD_KINDS.fitment): the vehicles a part fits, one line per
 * application row with the drill-down's fields. A file gives the whole fitment of every part it
 * names: their rows are replaced where they differ from the file's, in the file's order. `axle`
 * (front, rear, both or empty) is the part's, so every line of a part says the same.
 */
import { sql } from "drizzle-orm";
import type { ImportCounts } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import { breathe, decimal, itemsByPart, maxYear, partsOf, wholeNumber, year } from "./fields.ts";
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

const AXLES: Record<string, "front" | "rear" | null> = { front: "front", rear: "rear", both: null, "": null };

/**
 * What a fitment file's check keeps from chunk to chunk: each part's axle (undefined: the file has
 * no axle column) and the line that first said it.
 */
export type FitmentSeen = Map<number, { axle: "front" | "rear" | null | undefined; line: number }>;

/** An application row of the file, for the staging table: its item, its line and the row. */
export type StagedRow = ApplicationRow & { item_id: number; line: number };

/** The application rows of the lines, or what is wrong with them; `seen` carries each part's axle across chunks. */
export async function checkFitment(
  db: Database,
  lines: readonly Line[],
  columns: readonly string[],
  now = new Date(),
  seen: FitmentSeen = new Map(),
) {
  const itemOf = await itemsByPart(db, partsOf(lines));
  const problems: Problem[] = [];
  const rows: StagedRow[] = [];
  for (const [i, current] of lines.entries()) {
    await breathe(i);
    const { fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    for (const column of ["part_number", "make", "model"]) if (!fields[column]) problem(column, "required");
    const itemId = itemOf.get(normalizePartNumber(fields.part_number ?? ""));
    if (fields.part_number && itemId === undefined) problem("part_number", "unknownPart");
    const row = { item_id: itemId ?? 0, line: current.line } as StagedRow;
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
    const first = seen.get(itemId);
    if (columns.includes("axle") && first && first.axle !== AXLES[axle])
      problem("axle", "axleDiffers", { first: first.line });
    if (!first) seen.set(itemId, { axle: columns.includes("axle") ? AXLES[axle] : undefined, line: current.line });
    rows.push(row);
  }
  return { rows, problems };
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

const STAGE = "import_fitment";

/**
 * Starts the staging of a fitment file: an empty table of this transaction (dropped at its end)
 * with the application columns' own types, so a staged row and a stored one print alike.
 */
export async function startFitment(db: Database) {
  await db.execute(
    sql.raw(`CREATE TEMP TABLE IF NOT EXISTS ${STAGE} ON COMMIT DROP AS
      SELECT item_id, 0 AS line, ${COLUMNS.join(", ")} FROM applications WITH NO DATA`),
  );
  await db.execute(sql.raw(`TRUNCATE ${STAGE}`));
}

/** Stages checked rows (in statements of 5,000). */
export async function stageFitment(db: Database, rows: readonly StagedRow[]) {
  const names = ["item_id", "line", ...COLUMNS];
  for (let k = 0; k < rows.length; k += 5_000)
    await db.execute(
      sql`INSERT INTO ${sql.raw(STAGE)} (${sql.raw(names.join(", "))})
          SELECT ${sql.raw(names.join(", "))} FROM json_to_recordset(${JSON.stringify(rows.slice(k, k + 5_000))}::json)
          AS r(item_id int, line int, ${sql.raw(COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(", "))})`,
    );
}

/**
 * After the file's last line: replaces the application rows of the parts whose staged rows (in the
 * file's order) differ from their stored ones, and sets the axles the file gives; counts parts:
 * new (no rows before), changed, unchanged. Compared and written in the database, set-based.
 */
export async function applyFitment(db: Database, axles: FitmentSeen, lines: number): Promise<ImportCounts> {
  const counts: ImportCounts = { kind: "fitment", lines, new: 0, changed: 0, unchanged: 0 };
  const row = `ROW(${COLUMNS.join(", ")})::text`;
  await db.execute(
    sql.raw(`CREATE TEMP TABLE IF NOT EXISTS ${STAGE}_parts ON COMMIT DROP AS
      SELECT 0 AS item_id, false AS fresh, false AS differs WITH NO DATA`),
  );
  await db.execute(sql.raw(`TRUNCATE ${STAGE}_parts`));
  await db.execute(
    sql.raw(`INSERT INTO ${STAGE}_parts
      SELECT f.item_id, a.item_id IS NULL, f.list IS DISTINCT FROM a.list
      FROM (SELECT item_id, string_agg(${row}, E'\n' ORDER BY line) AS list FROM ${STAGE} GROUP BY item_id) f
      LEFT JOIN (SELECT item_id, string_agg(${row}, E'\n' ORDER BY position, id) AS list FROM applications
        WHERE item_id IN (SELECT item_id FROM ${STAGE}) GROUP BY item_id) a ON a.item_id = f.item_id`),
  );
  await db.execute(
    sql.raw(
      `DELETE FROM applications WHERE item_id IN (SELECT item_id FROM ${STAGE}_parts WHERE differs AND NOT fresh)`,
    ),
  );
  await db.execute(
    sql.raw(`INSERT INTO applications (item_id, position, ${COLUMNS.join(", ")})
      SELECT item_id, row_number() OVER (PARTITION BY item_id ORDER BY line) - 1, ${COLUMNS.join(", ")}
      FROM ${STAGE} WHERE item_id IN (SELECT item_id FROM ${STAGE}_parts WHERE differs)
      ORDER BY item_id, line`),
  );
  const told = [...axles].filter(([, a]) => a.axle !== undefined).map(([id, a]) => ({ id, axle: a.axle }));
  const axleChanged = new Set<number>();
  for (let k = 0; k < told.length; k += 20_000) {
    const { rows } = await db.execute<{ id: number }>(
      sql`UPDATE items i SET axle = r.axle FROM json_to_recordset(${JSON.stringify(told.slice(k, k + 20_000))}::json)
          AS r(id int, axle text) WHERE i.id = r.id AND i.axle IS DISTINCT FROM r.axle RETURNING i.id`,
    );
    for (const r of rows) axleChanged.add(r.id);
  }
  const { rows: parts } = await db.execute<{ id: number; fresh: boolean; differs: boolean }>(
    sql.raw(`SELECT item_id AS id, fresh, differs FROM ${STAGE}_parts`),
  );
  for (const p of parts)
    if (p.fresh && p.differs) counts.new++;
    else if (p.differs || axleChanged.has(p.id)) counts.changed++;
    else counts.unchanged++;
  return counts;
}
