/**
 * Stock records (contract/import.ts RECORD_KINDS.stock): the quantity available at a location, and
 * the delivery on its way there. A line sets what the distributor's system knows, not a difference:
 * sent twice, it changes nothing the second time. `incoming_quantity` empty or 0 means no delivery
 * is expected; without the incoming columns in the file, the deliveries stay as they are.
 */
import { intArray } from "../db/int-array.ts";
import { sql } from "drizzle-orm";
import type { ImportCounts } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import { LOCATIONS, normalizePartNumber, type LocationId } from "../catalogue/constants.ts";
import type { Line } from "./read.ts";
import { breathe, isDay, itemsByPart, partsOf, wholeNumber } from "./fields.ts";
import { problemsOf, type Problem } from "./problems.ts";

export interface StockRecord {
  line: number;
  itemId: number;
  location: LocationId;
  quantity: number;
  /** The delivery on its way (null: none; undefined: the file does not say). */
  incoming: { quantity: number; date: string } | null | undefined;
}

/**
 * The stock records of the lines, or what is wrong with them; reads the items named, nothing else.
 * `firstLine` (part and location -> the line that named them) carries what was seen across chunks.
 */
export async function checkStock(
  db: Database,
  lines: readonly Line[],
  withIncoming: boolean,
  firstLine = new Map<string, number>(),
) {
  const itemOf = await itemsByPart(db, partsOf(lines));
  const problems: Problem[] = [];
  const records: StockRecord[] = [];
  for (const [i, current] of lines.entries()) {
    await breathe(i);
    const { line, fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    for (const column of ["part_number", "location", "quantity"]) if (!fields[column]) problem(column, "required");
    const itemId = itemOf.get(normalizePartNumber(fields.part_number ?? ""));
    if (fields.part_number && itemId === undefined) problem("part_number", "unknownPart");
    const location = (fields.location ?? "").toUpperCase();
    if (fields.location && !Object.hasOwn(LOCATIONS, location)) problem("location", "unknownLocation");
    const quantity = fields.quantity ? wholeNumber(fields.quantity) : 0;
    if (typeof quantity === "string") problem("quantity", quantity);
    let incoming: StockRecord["incoming"] = withIncoming ? null : undefined;
    const incomingQuantity = fields.incoming_quantity ? wholeNumber(fields.incoming_quantity) : 0;
    if (typeof incomingQuantity === "string") problem("incoming_quantity", incomingQuantity);
    const date = fields.incoming_date ?? "";
    if (date && !isDay(date)) problem("incoming_date", "date");
    if (typeof incomingQuantity === "number" && incomingQuantity > 0) {
      if (!date) problem("incoming_date", "incomingWithoutDate");
      else if (LOCATIONS[location as LocationId]?.kind === "dropship")
        problem("incoming_quantity", "incomingAtDropship");
      incoming = { quantity: incomingQuantity, date };
    }
    const key = `${itemId}:${location}`;
    if (itemId !== undefined && firstLine.has(key)) problem("part_number", "repeated", { first: firstLine.get(key)! });
    if (problems.length > before || itemId === undefined || typeof quantity === "string") continue;
    firstLine.set(key, line);
    records.push({ line, itemId, location: location as LocationId, quantity, incoming });
  }
  return { records, problems };
}

/** Rows per statement. */
const BATCH = 5_000;

/** Writes stock rows and, where the file tells them, the deliveries. */
async function writeStock(tx: Database, writes: readonly StockRecord[]) {
  const rows = JSON.stringify(
    writes.map((r) => ({ item_id: r.itemId, location_id: r.location, quantity: r.quantity })),
  );
  await tx.execute(
    sql`INSERT INTO stock (item_id, location_id, quantityavailable)
        SELECT item_id, location_id, quantity FROM json_to_recordset(${rows}::json) AS r(item_id int, location_id text, quantity int)
        ON CONFLICT (item_id, location_id) DO UPDATE SET quantityavailable = EXCLUDED.quantityavailable
        WHERE stock.quantityavailable IS DISTINCT FROM EXCLUDED.quantityavailable`,
  );
  const told = writes.filter((r) => r.incoming !== undefined);
  if (told.length === 0) return;
  const places = JSON.stringify(told.map((r) => ({ item_id: r.itemId, location_id: r.location })));
  await tx.execute(
    sql`DELETE FROM deliveries d USING json_to_recordset(${places}::json) AS r(item_id int, location_id text)
        WHERE d.item_id = r.item_id AND d.location_id = r.location_id`,
  );
  const incoming = JSON.stringify(
    told.flatMap((r) =>
      r.incoming
        ? [{ item_id: r.itemId, location_id: r.location, eta: r.incoming.date, quantity: r.incoming.quantity }]
        : [],
    ),
  );
  await tx.execute(
    sql`INSERT INTO deliveries (item_id, location_id, eta, quantity)
        SELECT item_id, location_id, eta, quantity FROM json_to_recordset(${incoming}::json) AS r(item_id int, location_id text, eta date, quantity int)`,
  );
}

/**
 * Writes the records in the caller's transaction and counts them: new (no stock row at the location
 * yet), changed, unchanged. Only what changes is written.
 */
export async function applyStock(tx: Database, records: readonly StockRecord[]): Promise<ImportCounts> {
  const ids = intArray([...new Set(records.map((r) => r.itemId))]);
  const [stock, deliveries] = await Promise.all([
    tx.execute<{ item: number; location: string; quantity: number }>(
      sql`SELECT item_id AS item, location_id AS location, quantityavailable AS quantity FROM stock
          WHERE item_id = ANY(${ids}) FOR UPDATE`,
    ),
    tx.execute<{ item: number; location: string; eta: string | null; quantity: number }>(
      sql`SELECT item_id AS item, location_id AS location, eta::text AS eta, quantity FROM deliveries
          WHERE item_id = ANY(${ids}) ORDER BY id`,
    ),
  ]);
  const had = new Map(stock.rows.map((r) => [`${r.item}:${r.location}`, r.quantity]));
  const coming = new Map<string, string>();
  for (const d of deliveries.rows) {
    const key = `${d.item}:${d.location}`;
    coming.set(key, `${coming.get(key) ?? ""}${d.quantity}@${d.eta};`);
  }
  const counts: ImportCounts = { kind: "stock", lines: records.length, new: 0, changed: 0, unchanged: 0 };
  const writes: StockRecord[] = [];
  for (const r of records) {
    const key = `${r.itemId}:${r.location}`;
    const sameDelivery =
      r.incoming === undefined ||
      (coming.get(key) ?? "") === (r.incoming ? `${r.incoming.quantity}@${r.incoming.date};` : "");
    if (!had.has(key)) counts.new++;
    else if (had.get(key) === r.quantity && sameDelivery) {
      counts.unchanged++;
      continue;
    } else counts.changed++;
    writes.push(r);
  }
  if (writes.length === 0) return counts;
  // In statements of BATCH rows: the triggers that follow stock (catalogue summaries, fits) work
  // per statement, and their cost grows faster than the rows of one statement.
  for (let i = 0; i < writes.length; i += BATCH) await writeStock(tx, writes.slice(i, i + BATCH));
  return counts;
}
