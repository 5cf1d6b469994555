/**
 * The office's content forms with a picture (issue 38 item 3): a multipart body, read after the
 * staff session was found (server/body-limit.ts hands it on unread, RouteLimit.streamed), counted
 * as it arrives (past CONTENT_FORM_BODY_LIMIT: 413, the rest unread). The picture's type is read
 * from its first bytes, never from its name or declared type; a picture over
 * CONTENT_PICTURE_MAX_BYTES or not a JPEG, PNG or WebP one is a field error. sharp turns it
 * upright, shrinks it to CONTENT_PICTURE_LONGEST_SIDE pixels and re-encodes it as WebP without
 * its metadata; the ERP checks the result again and stores it (uploadContentPicture).
 */
import sharp from "sharp";
import {
  CONTENT_FORM_BODY_LIMIT,
  CONTENT_PICTURE_INPUT_PIXELS_MAX,
  CONTENT_PICTURE_LONGEST_SIDE,
  CONTENT_PICTURE_MAX_BYTES,
} from "../../contract/office-content-constants.ts";
import { pictureType } from "../../contract/warranty.ts";
import { CountedBody } from "./counted-body.ts";

/** The form's file input. */
export const UPLOAD_FIELD = "upload";
const SHRINKABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
/** WebP quality of a kept picture. */
export const CONTENT_PICTURE_QUALITY = 82;

/** The body was larger than the form may be, or no form: answered 413 or 400 by the route. */
export class ContentBodyRefused extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? "The body is too large" : "The body is no form");
    this.name = "ContentBodyRefused";
  }
}

/** The form's fields, read with at most `limit` bytes of body. */
export async function readContentForm(request: Request, limit = CONTENT_FORM_BODY_LIMIT): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new ContentBodyRefused(413);
  if (!request.body) throw new ContentBodyRefused(400);
  const body = new CountedBody(request, request.body, limit, () => new ContentBodyRefused(413));
  try {
    return await body.request.formData();
  } catch (error) {
    if (body.over) throw new ContentBodyRefused(413);
    throw error instanceof ContentBodyRefused ? error : new ContentBodyRefused(400);
  }
}

export type PictureProblem = "pictureType" | "pictureTooLarge";

/**
 * The picture chosen in the form, shrunk, as base64 for the ERP; null when none was chosen; a
 * problem (a translation key under office:content.errors) when it cannot be kept.
 */
export async function uploadedPicture(
  formData: FormData,
  maxBytes = CONTENT_PICTURE_MAX_BYTES,
): Promise<{ base64: string } | { problem: PictureProblem } | null> {
  const file = formData.get(UPLOAD_FIELD);
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > maxBytes) return { problem: "pictureTooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = pictureType(bytes.subarray(0, 16));
  if (!type || !SHRINKABLE.has(type)) return { problem: "pictureType" };
  try {
    const kept = await sharp(bytes, { limitInputPixels: CONTENT_PICTURE_INPUT_PIXELS_MAX, failOn: "error" })
      .rotate()
      .resize({
        width: CONTENT_PICTURE_LONGEST_SIDE,
        height: CONTENT_PICTURE_LONGEST_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: CONTENT_PICTURE_QUALITY })
      .toBuffer();
    return { base64: kept.toString("base64") };
  } catch (error) {
    // Past the pixel limit sharp says so; anything else it cannot read is no picture.
    return { problem: /pixel limit/i.test(String(error)) ? "pictureTooLarge" : "pictureType" };
  }
}
