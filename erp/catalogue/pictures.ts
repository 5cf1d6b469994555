/**
 * Pictures the ERP serves at their address (GET /media/parts/...): what the catalogue's loader
 * wrote into media_pictures (the demo catalogue's drawings, erp/seed/photos.ts) and the pictures of
 * the catalogue import (imported_pictures, WebP, erp/import/pictures.ts). A picture never changes
 * under its address, so the shop caches it for a year.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** Where the catalogue import's pictures live: /media/parts/imported/<sha-256 of the bytes>.webp. */
export const IMPORTED_PICTURES_PREFIX = "/media/parts/imported/";

/** The SVG stored at `path`, or null. */
export async function storedPicture(db: Database, path: string): Promise<string | null> {
  if (path.length > 300) return null;
  const result = await db.execute(sql`SELECT svg FROM media_pictures WHERE path = ${path}`);
  return (result.rows[0] as { svg: string } | undefined)?.svg ?? null;
}

/** The imported picture stored at `path` (its bytes and type), or null. */
export async function importedPicture(db: Database, path: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (path.length > 300 || !path.startsWith(IMPORTED_PICTURES_PREFIX)) return null;
  const { rows } = await db.execute<{ bytes: Buffer; type: string }>(
    sql`SELECT bytes, type FROM imported_pictures WHERE path = ${path}`,
  );
  return rows[0] ?? null;
}
