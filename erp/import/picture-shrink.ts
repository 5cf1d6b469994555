/**
 * One picture of the catalogue import checked and re-encoded as it streams in (from the ZIP or an
 * https address): its type read from its first bytes (never its name), its bytes counted as they
 * arrive, then sharp turns it upright by its EXIF orientation, shrinks it to PICTURE_LONGEST_SIDE
 * and writes it as WebP without its metadata. The result goes to a file of the gather's work folder
 * named by the hash of its bytes, which is also its address: the same picture is stored once.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { pictureType } from "../../contract/warranty.ts";
import { IMPORTED_PICTURES_PREFIX } from "../catalogue/pictures.ts";

/** The longest side of a stored picture, in pixels (the product page shows 600, twice that on a dense screen). */
export const PICTURE_LONGEST_SIDE = 1600;
/** WebP quality of a stored picture. */
export const PICTURE_QUALITY = 82;
/** Larger pictures are refused before they are decoded (a 48 MP camera photo passes). */
export const PICTURE_INPUT_PIXELS_MAX = 50_000_000;
/** The type of every stored picture. */
export const PICTURE_TYPE = "image/webp";

/** Types read (decoded, whatever the name says); sharp would read more (SVG, TIFF, GIF), which are refused first. */
const READ_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
/** Enough first bytes to tell the type (a WebP's signature takes 12). */
const HEAD_BYTES = 16;

export interface Shrunk {
  /** Its address: /media/parts/imported/<sha-256 of the bytes>.webp */
  path: string;
  /** The WebP file in the work folder. */
  file: string;
  width: number;
  height: number;
}
export type ShrinkRefusal = "notPicture" | "tooLarge";

/** The source's bytes counted (at most maxBytes) and its first bytes checked for a JPEG, PNG or WebP signature. */
class Guard extends Transform {
  size = 0;
  refused: ShrinkRefusal | null = null;
  private head: Buffer | null = Buffer.alloc(0);
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(this.refuse("tooLarge"));
    if (this.head === null) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < HEAD_BYTES) return done();
    return this.passHead(done);
  }
  override _flush(done: (error?: Error | null, data?: Buffer) => void) {
    if (this.head === null) return done();
    return this.passHead(done);
  }
  private passHead(done: (error?: Error | null, data?: Buffer) => void) {
    const head = this.head ?? Buffer.alloc(0);
    this.head = null;
    if (!READ_TYPES.has(pictureType(head) ?? "")) return done(this.refuse("notPicture"));
    return done(null, head);
  }
  private refuse(reason: ShrinkRefusal) {
    this.refused = reason;
    return new Error(`picture refused: ${reason}`);
  }
}

/**
 * Reads `source` to its end (or to maxBytes) and writes the picture into `folder`. A refusal is
 * answered; an error of the source itself (a broken archive, a connection lost, a time limit) is
 * thrown, for the caller to name.
 */
export async function shrinkPicture(
  source: Readable,
  maxBytes: number,
  folder: string,
): Promise<Shrunk | ShrinkRefusal> {
  let sourceError: unknown = null;
  source.once("error", (error) => (sourceError ??= error));
  const guard = new Guard(maxBytes);
  const image = sharp({ limitInputPixels: PICTURE_INPUT_PIXELS_MAX, sequentialRead: true, failOn: "error" })
    .rotate()
    .resize({ width: PICTURE_LONGEST_SIDE, height: PICTURE_LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: PICTURE_QUALITY });
  const output = image.toBuffer({ resolveWithObject: true });
  // Read below; until then its rejection must not count as unhandled.
  output.catch(() => undefined);
  let decodeError: unknown = null;
  try {
    await pipeline(source, guard, image);
  } catch (error) {
    if (guard.refused) return guard.refused;
    if (sourceError) throw sourceError;
    decodeError = error;
  }
  let result: Awaited<typeof output>;
  try {
    if (decodeError) throw decodeError;
    result = await output;
  } catch (error) {
    if (sourceError) throw sourceError;
    // A picture of more pixels than are decoded is too large; anything else sharp cannot read is no picture.
    return /pixel limit/i.test(String(error)) ? "tooLarge" : "notPicture";
  }
  const hash = crypto.createHash("sha256").update(result.data).digest("hex");
  const file = path.join(folder, `${hash}.webp`);
  await fs.writeFile(file, result.data);
  return {
    path: `${IMPORTED_PICTURES_PREFIX}${hash}.webp`,
    file,
    width: result.info.width,
    height: result.info.height,
  };
}
