/**
 * The photos of imported items: the pictures an items line names in image_files (gathered and
 * checked beforehand by ./pictures.ts), stored and set as the item's photos in the line's order.
 * An item's photos are replaced only where the list differs; an empty image_files removes them.
 */
import { intArray } from "../db/int-array.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { ItemRecord } from "./items.ts";
import type { GatheredPictures } from "./pictures.ts";

/** Sets the photos of the records that name pictures; the items whose photos changed. */
export async function writePhotos(
  db: Database,
  records: readonly ItemRecord[],
  gathered: GatheredPictures | undefined,
): Promise<number[]> {
  const told = records.filter((r) => r.pictures !== undefined);
  if (told.length === 0) return [];
  const photos = new Map(
    told.map((r) => [
      r.id!,
      r.pictures!.flatMap((ref) => {
        const picture = gathered?.pictures.get(ref);
        return picture ? [picture] : [];
      }),
    ]),
  );
  const idList = intArray(told.map((r) => r.id!));
  const { rows } = await db.execute<{ id: number; urls: string }>(
    sql`SELECT item_id AS id, string_agg(url, '|' ORDER BY position) AS urls FROM item_photos
        WHERE item_id = ANY(${idList}) GROUP BY item_id`,
  );
  const had = new Map(rows.map((r) => [r.id, r.urls]));
  const differs = told.filter(
    (r) =>
      (had.get(r.id!) ?? "") !==
      photos
        .get(r.id!)!
        .map((p) => p.path)
        .join("|"),
  );
  if (differs.length === 0) return [];
  await gathered?.save(
    db,
    differs.flatMap((r) => photos.get(r.id!)!),
  );
  await db.execute(sql`DELETE FROM item_photos WHERE item_id = ANY(${intArray(differs.map((r) => r.id!))})`);
  const rowsIn = differs.flatMap((r) =>
    photos
      .get(r.id!)!
      .map((p, position) => ({ item: r.id, position, url: p.path, name: `${r.part} (${position + 1})` })),
  );
  if (rowsIn.length > 0)
    await db.execute(
      sql`INSERT INTO item_photos (item_id, position, url, name)
          SELECT item, position, url, name FROM json_to_recordset(${JSON.stringify(rowsIn)}::json)
          AS r(item int, position smallint, url text, name text)`,
    );
  return differs.map((r) => r.id!);
}
