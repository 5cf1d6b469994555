/**
 * Kits and related items records (contract/import.ts RECORD_KINDS.kits): a line names a part and
 * either one of its components with the quantity in the kit, or a part related to it. A file gives
 * the whole kit (and the whole list of related parts) of every part it names so: those are replaced
 * where they differ, in the file's order. A part with components is a kit (recordtype kititem).
 */
import { intArray } from "../db/int-array.ts";
import { sql } from "drizzle-orm";
import type { ImportCounts } from "../../contract/import.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import type { Database } from "../db/client.ts";
import { breathe, itemsByPart, partsOf, wholeNumber } from "./fields.ts";
import type { Line } from "./read.ts";
import { problemsOf, type Problem } from "./problems.ts";

export interface KitRecord {
  itemId: number;
  /** Components and their quantities (undefined: the file names none of this part). */
  components: { itemId: number; quantity: number }[] | undefined;
  related: number[] | undefined;
}

/** What a kits file's check gathers across its chunks: the kits and related parts by part, and the lines that first named each. */
export interface KitsSeen {
  byItem: Map<number, KitRecord>;
  firstLine: Map<string, number>;
}

/** The kits and related parts the lines give, by part (gathered into `seen`), or what is wrong with them. */
export async function checkKits(
  db: Database,
  lines: readonly Line[],
  { byItem, firstLine }: KitsSeen = { byItem: new Map(), firstLine: new Map() },
) {
  const itemOf = await itemsByPart(db, [
    ...new Set([...partsOf(lines), ...partsOf(lines, "component"), ...partsOf(lines, "related")]),
  ]);
  const problems: Problem[] = [];
  for (const [i, current] of lines.entries()) {
    await breathe(i);
    const { line, fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    if (!fields.part_number) problem("part_number", "required");
    const part = normalizePartNumber(fields.part_number ?? "");
    const itemId = itemOf.get(part);
    if (part && itemId === undefined) problem("part_number", "unknownPart");
    const column =
      fields.component && !fields.related ? "component" : fields.related && !fields.component ? "related" : null;
    if (!column) problem(fields.component ? "related" : "component", "kitLine");
    const other = column ? itemOf.get(normalizePartNumber(fields[column]!)) : undefined;
    if (column && other === undefined) problem(column, "unknownPart");
    if (column && other !== undefined && other === itemId) problem(column, "selfReference");
    let quantity = 1;
    if (column === "component") {
      const value = fields.quantity ? wholeNumber(fields.quantity, 10_000) : "required";
      if (value === 0) problem("quantity", "notWholeNumber");
      else if (typeof value === "string") problem("quantity", value);
      else quantity = value;
    }
    const key = `${itemId}:${column}:${other}`;
    if (other !== undefined && firstLine.has(key)) problem(column!, "repeated", { first: firstLine.get(key)! });
    if (problems.length > before || itemId === undefined || other === undefined) continue;
    firstLine.set(key, line);
    const record = byItem.get(itemId) ?? { itemId, components: undefined, related: undefined };
    byItem.set(itemId, record);
    if (column === "component") (record.components ??= []).push({ itemId: other, quantity });
    else (record.related ??= []).push(other);
  }
  return { problems };
}

/** Replaces the kits and related parts that differ from the file's; counts parts: new, changed, unchanged. */
export async function applyKits(db: Database, records: readonly KitRecord[], lines: number): Promise<ImportCounts> {
  const counts: ImportCounts = { kind: "kits", lines, new: 0, changed: 0, unchanged: 0 };
  if (records.length === 0) return counts;
  const idList = intArray(records.map((r) => r.itemId));
  const [components, related] = await Promise.all([
    db.execute<{ id: number; list: string }>(
      sql`SELECT kit_item_id AS id, string_agg(component_item_id || 'x' || quantity, ',' ORDER BY position) AS list
          FROM kit_components WHERE kit_item_id = ANY(${idList}) GROUP BY kit_item_id`,
    ),
    db.execute<{ id: number; list: string }>(
      sql`SELECT item_id AS id, string_agg(related_item_id::text, ',' ORDER BY position) AS list
          FROM related_items WHERE item_id = ANY(${idList}) GROUP BY item_id`,
    ),
  ]);
  const hadKit = new Map(components.rows.map((r) => [r.id, r.list]));
  const hadRelated = new Map(related.rows.map((r) => [r.id, r.list]));
  const kits = records.filter(
    (r) =>
      r.components && (hadKit.get(r.itemId) ?? "") !== r.components.map((c) => `${c.itemId}x${c.quantity}`).join(","),
  );
  const relatives = records.filter((r) => r.related && (hadRelated.get(r.itemId) ?? "") !== r.related.join(","));
  for (const r of records)
    if (!kits.includes(r) && !relatives.includes(r)) counts.unchanged++;
    else if (!hadKit.has(r.itemId) && !hadRelated.has(r.itemId)) counts.new++;
    else counts.changed++;
  if (kits.length > 0) {
    const ids = intArray(kits.map((r) => r.itemId));
    await db.execute(sql`DELETE FROM kit_components WHERE kit_item_id = ANY(${ids})`);
    const rows = kits.flatMap((r) =>
      r.components!.map((c, position) => ({ kit: r.itemId, component: c.itemId, quantity: c.quantity, position })),
    );
    await db.execute(
      sql`INSERT INTO kit_components (kit_item_id, component_item_id, quantity, position)
          SELECT kit, component, quantity, position FROM json_to_recordset(${JSON.stringify(rows)}::json)
          AS r(kit int, component int, quantity int, position smallint)`,
    );
    await db.execute(
      sql`UPDATE items SET recordtype = 'kititem' WHERE id = ANY(${ids}) AND recordtype = 'inventoryitem'`,
    );
  }
  if (relatives.length > 0) {
    const ids = intArray(relatives.map((r) => r.itemId));
    await db.execute(sql`DELETE FROM related_items WHERE item_id = ANY(${ids})`);
    const rows = relatives.flatMap((r) => r.related!.map((other, position) => ({ item: r.itemId, other, position })));
    await db.execute(
      sql`INSERT INTO related_items (item_id, related_item_id, position)
          SELECT item, other, position FROM json_to_recordset(${JSON.stringify(rows)}::json)
          AS r(item int, other int, position smallint)`,
    );
  }
  return counts;
}
