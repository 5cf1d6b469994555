/**
 * Pictures the ERP serves at their address (GET /media/parts/...): what the catalogue's loader
 * wrote into media_pictures, today the demo catalogue's drawings (erp/seed/photos.ts). A picture
 * never changes under its address, so the shop caches it for a year.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** The SVG stored at `path`, or null. */
export async function storedPicture(db: Database, path: string): Promise<string | null> {
  if (path.length > 300) return null;
  const result = await db.execute(sql`SELECT svg FROM media_pictures WHERE path = ${path}`);
  return (result.rows[0] as { svg: string } | undefined)?.svg ?? null;
}
