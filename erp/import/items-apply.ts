/**
 * Writing items records (./items.ts) in set-based statements of BATCH lines: new items inserted,
 * existing ones updated where a column differs, texts and OE numbers replaced where they differ.
 * Only what changes is written, so a file imported twice writes nothing the second time and the
 * triggers that follow the catalogue (search index, summaries, cache version) see only real changes.
 */
import { intArray } from "../db/int-array.ts";
import { sql, type SQL } from "drizzle-orm";
import type { ImportCounts } from "../../contract/import.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import type { Database } from "../db/client.ts";
import { normalizePartNumber, slugOf } from "../catalogue/constants.ts";
import type { ItemRecord } from "./items.ts";
import { writePhotos } from "./photos.ts";
import type { GatheredPictures } from "./pictures.ts";

/** Lines per statement: large enough to amortise a round trip, small enough for one JSON parameter. */
export const BATCH = 2_000;

/** The SQL type of each items column an import may write (json_to_recordset needs them). */
const TYPES: Record<string, string> = {
  name: "text",
  number: "text",
  name_normalized: "text",
  brand_id: "text",
  manufacturer: "text",
  manufacturer_group_id: "int",
  category: "text",
  pricegroup: "text",
  weight: "numeric",
  ean: "text",
  orderable: "boolean",
  certificate: "text",
  safety_warnings: "jsonb",
  order_minimum: "int",
  order_increment: "int",
  order_maximum: "int",
};

const recordset = (rows: readonly object[], columns: readonly string[], extra: Record<string, string> = {}) => {
  const types = { ...TYPES, ...extra };
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(columns.map((c) => `${c} ${types[c]}`).join(", "))})`;
};

/** Addresses for new items: the part number's slug, or with the brand when another item has it. */
async function addresses(db: Database, records: readonly ItemRecord[]): Promise<Map<ItemRecord, string>> {
  // A part number of signs only has no words for an address: `part`, then with the brand and a number.
  const wanted = records.map((r) => slugOf(r.part) || "part");
  const candidates = [...wanted, ...records.map((r, i) => `${wanted[i]}-${r.brand}`)];
  const { rows } = await db.execute<{ url: string }>(
    sql`SELECT urlcomponent AS url FROM items WHERE urlcomponent IN (SELECT json_array_elements_text(${JSON.stringify(candidates)}::json))`,
  );
  const taken = new Set(rows.map((r) => r.url));
  const exists = async (url: string) =>
    (await db.execute(sql`SELECT 1 FROM items WHERE urlcomponent = ${url}`)).rows.length > 0;
  const out = new Map<ItemRecord, string>();
  for (const [i, r] of records.entries()) {
    let url = wanted[i]!;
    if (taken.has(url)) url = `${url}-${r.brand}`;
    // Rare (the brand's address taken too): each further address is looked up before it is given.
    for (let n = 2; taken.has(url); n++) {
      url = `${wanted[i]}-${r.brand}-${n}`;
      if (await exists(url)) taken.add(url);
    }
    taken.add(url);
    out.set(r, url);
  }
  return out;
}

/** Inserts the new items; sets their ids on the records. */
async function insertItems(db: Database, records: ItemRecord[]) {
  if (records.length === 0) return;
  const url = await addresses(db, records);
  const columns = [...new Set(records.flatMap((r) => Object.keys(r.columns)))].filter((c) => c in TYPES);
  const rows = records.map((r) => ({
    ...r.columns,
    urlcomponent: url.get(r),
    pricegroup: r.columns.pricegroup ?? `${r.brand.toUpperCase()}-${String(r.columns.category).toUpperCase()}`,
  }));
  const all = [...new Set([...columns, "pricegroup"])];
  const names = [...all, "urlcomponent"];
  const { rows: inserted } = await db.execute<{ id: number; url: string }>(
    sql`INSERT INTO items (${sql.raw(names.join(", "))})
        SELECT ${sql.raw(names.join(", "))} FROM ${recordset(rows, names, { urlcomponent: "text" })}
        RETURNING id, urlcomponent AS url`,
  );
  const idOf = new Map(inserted.map((r) => [r.url, r.id]));
  for (const r of records) r.id = idOf.get(url.get(r)!);
}

/** Updates the existing items where a column the file sets differs (and undoes a discontinuation); their ids. */
async function updateItems(db: Database, records: readonly ItemRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const columns = [...new Set(records.flatMap((r) => Object.keys(r.columns)))].filter((c) => c in TYPES);
  const rows = records.map((r) => ({ id: r.id, ...r.columns }));
  const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}.${c}`).join(", "));
  const { rows: updated } = await db.execute<{ id: number }>(
    sql`UPDATE items i SET ${sql.raw(columns.map((c) => `${c} = r.${c}`).join(", "))}, discontinued_at = NULL
        FROM ${recordset(rows, ["id", ...columns], { id: "int" })}
        WHERE i.id = r.id AND ((${list("i")}) IS DISTINCT FROM (${list("r")}) OR i.discontinued_at IS NOT NULL)
        RETURNING i.id`,
  );
  return updated.map((r) => r.id);
}

/** Writes the texts of the languages the file names (and removes those it empties); the items changed. */
async function writeTexts(db: Database, records: readonly ItemRecord[]): Promise<number[]> {
  const named: object[] = [];
  const described: object[] = [];
  const removals: object[] = [];
  for (const r of records)
    for (const lang of LANGUAGES) {
      const text = r.texts[lang];
      if (text === undefined) continue;
      if (text === null) removals.push({ item_id: r.id, lang });
      else if (text.description === undefined) named.push({ item_id: r.id, lang, name: text.name });
      else described.push({ item_id: r.id, lang, name: text.name, detail: text.description });
    }
  const changed: number[] = [];
  const write = async (statement: SQL) =>
    changed.push(...(await db.execute<{ id: number }>(statement)).rows.map((r) => r.id));
  const TEXT = { item_id: "int", lang: "text", name: "text", detail: "text" };
  // Without a description column the item's description stays as it is (a new item's is empty).
  if (named.length > 0)
    await write(sql`INSERT INTO item_texts AS t (item_id, lang, description)
          SELECT item_id, lang, name FROM ${recordset(named, ["item_id", "lang", "name"], TEXT)}
          ON CONFLICT (item_id, lang) DO UPDATE SET description = excluded.description
          WHERE t.description IS DISTINCT FROM excluded.description
          RETURNING t.item_id AS id`);
  if (described.length > 0)
    await write(sql`INSERT INTO item_texts AS t (item_id, lang, description, detaildescription)
          SELECT item_id, lang, name, detail FROM ${recordset(described, ["item_id", "lang", "name", "detail"], TEXT)}
          ON CONFLICT (item_id, lang) DO UPDATE SET description = excluded.description,
            detaildescription = excluded.detaildescription
          WHERE (t.description, t.detaildescription) IS DISTINCT FROM (excluded.description, excluded.detaildescription)
          RETURNING t.item_id AS id`);
  if (removals.length > 0)
    await write(sql`DELETE FROM item_texts t USING ${recordset(removals, ["item_id", "lang"], TEXT)}
          WHERE t.item_id = r.item_id AND t.lang = r.lang RETURNING t.item_id AS id`);
  return changed;
}

/** Replaces the OE numbers of the items whose list differs from the file's; the items changed. */
async function writeOeNumbers(db: Database, records: readonly ItemRecord[]): Promise<number[]> {
  const told = records.filter((r) => r.oe !== undefined);
  if (told.length === 0) return [];
  const { rows } = await db.execute<{ id: number; oe: string }>(
    sql`SELECT item_id AS id, string_agg(oe_number, '|' ORDER BY position) AS oe FROM item_oe_numbers
        WHERE item_id = ANY(${intArray(told.map((r) => r.id!))}) GROUP BY item_id`,
  );
  const had = new Map(rows.map((r) => [r.id, r.oe]));
  const differs = told.filter((r) => (had.get(r.id!) ?? "") !== uniqueOe(r.oe!).join("|"));
  if (differs.length === 0) return [];
  await db.execute(sql`DELETE FROM item_oe_numbers WHERE item_id = ANY(${intArray(differs.map((r) => r.id!))})`);
  const rowsIn = differs.flatMap((r) =>
    uniqueOe(r.oe!).map((oe, position) => ({ item_id: r.id, oe, normalized: normalizePartNumber(oe), position })),
  );
  if (rowsIn.length > 0)
    await db.execute(
      sql`INSERT INTO item_oe_numbers (item_id, oe_number, normalized, position)
          SELECT item_id, oe, normalized, position FROM ${recordset(rowsIn, ["item_id", "oe", "normalized", "position"], { item_id: "int", oe: "text", normalized: "text", position: "int" })}`,
    );
  return differs.map((r) => r.id!);
}

/** OE numbers each once however typed (the first spelling kept), empty ones dropped. */
function uniqueOe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((oe) => {
    const n = normalizePartNumber(oe);
    if (!n || seen.has(n)) return false;
    seen.add(n);
    return true;
  });
}

/** Writes items records in batches; counts them. Runs inside the caller's transaction. */
export async function applyItems(
  db: Database,
  records: readonly ItemRecord[],
  pictures?: GatheredPictures,
): Promise<ImportCounts> {
  const counts: ImportCounts = { kind: "items", lines: records.length, new: 0, changed: 0, unchanged: 0 };
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = records.slice(i, i + BATCH);
    const fresh = batch.filter((r) => r.id === undefined);
    await insertItems(db, fresh);
    const changed = new Set(
      await updateItems(
        db,
        batch.filter((r) => !fresh.includes(r)),
      ),
    );
    for (const id of [
      ...(await writeTexts(db, batch)),
      ...(await writeOeNumbers(db, batch)),
      ...(await writePhotos(db, batch, pictures)),
    ])
      changed.add(id);
    for (const r of fresh) changed.delete(r.id!);
    counts.new += fresh.length;
    counts.changed += changed.size;
  }
  counts.unchanged = counts.lines - counts.new - counts.changed;
  return counts;
}

/** The condition of items (i) a full import may discontinue: sold items it did not name. */
export const discontinuable = (named: readonly number[]): SQL =>
  sql`i.discontinued_at IS NULL AND i.recordtype <> 'service' AND NOT (i.id = ANY(${intArray(named)}))`;

/** Discontinues the items a full import did not name; how many. */
export async function discontinueOthers(db: Database, named: readonly number[]): Promise<number> {
  const result = await db.execute(sql`UPDATE items i SET discontinued_at = now() WHERE ${discontinuable(named)}`);
  return result.rowCount ?? 0;
}
