/**
 * The office's content pictures (issue 38 item 3): a post's photo or a slide, uploaded through the
 * office page, which shrinks it first (app/.server/office-upload.ts). The ERP trusts nothing of
 * that: it reads the type from the first bytes (never a name or a declared type), refuses more than
 * it keeps, and has the image library read the picture's size, which a file that only starts like
 * a picture fails. The address names the bytes' hash, so it never shows another picture and may be
 * cached for good; the same picture uploaded twice is stored once.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import {
  CONTENT_KEPT_PICTURE_MAX_BYTES,
  CONTENT_PICTURE_LONGEST_SIDE,
} from "../../contract/office-content-constants.ts";
import { pictureType } from "../../contract/warranty.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import * as schema from "./schema.ts";

const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
type KeptType = keyof typeof EXTENSIONS;
export const CONTENT_MEDIA_PREFIX = "/media/content/";

const notPicture = () =>
  new ErpError(400, "CONTENT_PICTURE_TYPE", "The file is no JPEG, PNG or WebP picture", {
    picture: ["Not a JPEG, PNG or WebP picture"],
  });
const tooLarge = () =>
  new ErpError(413, "CONTENT_PICTURE_SIZE", "The picture is larger than the shop keeps", {
    picture: ["The picture is too large"],
  });

/** Checks and stores a picture (base64); its address, width and height. */
export async function storeContentPicture(
  db: Database,
  actor: OfficeActor,
  base64: string,
): Promise<{ path: string; width: number; height: number }> {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.byteLength > CONTENT_KEPT_PICTURE_MAX_BYTES) throw tooLarge();
  const type = pictureType(bytes);
  if (!type || !(type in EXTENSIONS)) throw notPicture();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { failOn: "error" }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw notPicture();
  }
  if (!width || !height) throw notPicture();
  // The storefront shrinks every picture to this; a larger one did not come through the office page.
  if (Math.max(width, height) > CONTENT_PICTURE_LONGEST_SIDE) throw tooLarge();
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const path = `${CONTENT_MEDIA_PREFIX}${hash}.${EXTENSIONS[type as KeptType]}`;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(schema.contentPictures)
      .values({ path, type, bytes, width, height })
      .onConflictDoNothing()
      .returning({ path: schema.contentPictures.path });
    if (inserted.length) {
      await recordAudit(tx, actor, {
        entity: "content_picture",
        entityId: path,
        action: "uploadContentPicture",
        before: null,
        after: { path, type, width, height, bytes: bytes.byteLength },
      });
    }
  });
  return { path, width, height };
}

/** A stored picture by its address, or null. */
export async function contentPicture(db: Database, path: string): Promise<{ bytes: Buffer; type: string } | null> {
  const { rows } = await db.execute<{ bytes: Buffer; type: string }>(
    sql`SELECT bytes, type FROM content_pictures WHERE path = ${path}`,
  );
  return rows[0] ?? null;
}
