/**
 * The warranty claim's body, read once as a stream (issue 37 item 3): the text fields into memory
 * (each at most FIELD_BYTES_MAX), every picture straight from the request into sharp, which shrinks
 * it to KEPT_LONGEST_SIDE pixels and re-encodes it as a JPEG without its metadata, so only the small
 * result is ever held. A picture's type is read from its first bytes before sharp sees it; what is
 * not a JPEG, PNG or WebP picture is dropped unread. The body is read to its end whatever happens
 * (up to its limit), so the browser, still sending, always gets the page's answer, and no claim
 * upload holds more than one picture's bytes at a time. UploadSlots caps the uploads a process
 * reads at once; the route refuses the rest before it reads a byte of them.
 */
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import sharp from "sharp";
import { pictureType } from "../../contract/warranty.ts";
import { WARRANTY_PICTURE_MAX_BYTES, WARRANTY_PICTURES_MAX } from "../../contract/warranty-constants.ts";
import { WARRANTY_FORM_BODY_LIMIT } from "../lib/warranty.ts";
import { CountedBody } from "./counted-body.ts";

// One libvips thread per picture and no cache of decoded images: pages keep the other core.
sharp.cache(false);
sharp.concurrency(1);

/** The longest side of a kept picture, in pixels (a part's fault is plain at this size). */
export const KEPT_LONGEST_SIDE = 2000;
/** JPEG quality of a kept picture. */
export const KEPT_QUALITY = 80;
/** Larger pictures are refused as too large before they are decoded (a 48 MP phone photo passes). */
export const INPUT_PIXELS_MAX = 50_000_000;
/** A text field of the claim (the fault: 5,000 characters) at most this many bytes; longer is cut and refused by the schema. */
export const FIELD_BYTES_MAX = 32 * 1024;
/** The claim form has about 20 parts; a body of many more is not the form's. */
export const PARTS_MAX = 64;

/** The body could not be read as the claim form: too large (only a chunked body can be) or not multipart. */
export class ClaimBodyRefused extends Error {
  constructor(readonly reason: "size" | "malformed") {
    super(`The claim's body was refused: ${reason}`);
    this.name = "ClaimBodyRefused";
  }
}

export interface ClaimForm {
  /** The fields as posted, the pictures as the shrunk JPEGs (an extra picture as an empty placeholder). */
  formData: FormData;
  /** What was wrong with a picture that was dropped (its bytes never kept), or null. */
  pictureProblem: "notPicture" | "tooLarge" | null;
}

/** Picture types sharp can read here (its prebuilt libvips has no HEIC decoder). */
const SHRINKABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Reads and drops what is left of a part. */
async function skip(data: AsyncIterable<Uint8Array>) {
  for await (const _chunk of data);
}

/** Reads and drops the rest of a body, up to `limit` bytes; false when it was longer. */
export async function discardBody(body: ReadableStream<Uint8Array> | null, limit = WARRANTY_FORM_BODY_LIMIT) {
  if (!body || body.locked) return true;
  const reader = body.getReader();
  return discardReader(reader, limit);
}

async function discardReader(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

/** A picture shrunk and re-encoded by sharp from its chunks; throws when sharp cannot read it. */
async function shrink(head: Uint8Array, rest: AsyncIterator<Uint8Array>, limit: number) {
  const pipeline = sharp({ limitInputPixels: INPUT_PIXELS_MAX, sequentialRead: true, failOn: "error" })
    .rotate()
    .resize({ width: KEPT_LONGEST_SIDE, height: KEPT_LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: KEPT_QUALITY });
  const output = pipeline.toBuffer();
  // The rejection is read below; until then it must not count as unhandled.
  output.catch(() => undefined);
  let size = head.byteLength;
  try {
    if (size > limit) throw new RangeError("picture too large");
    pipeline.write(head);
    for (;;) {
      const { done, value } = await rest.next();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new RangeError("picture too large");
      if (!pipeline.write(value)) {
        await new Promise((resolve) => {
          pipeline.once("drain", resolve);
          pipeline.once("close", resolve);
        });
      }
    }
  } catch (error) {
    pipeline.destroy();
    if (error instanceof RangeError) {
      // Over the limit: the rest of it is read and dropped.
      for (;;) if ((await rest.next()).done) break;
      return "tooLarge" as const;
    }
    // The body broke off (or passed its limit) in the middle of the picture.
    throw error;
  }
  pipeline.end();
  try {
    return await output;
  } catch {
    return "notPicture" as const;
  }
}

/**
 * Reads the claim form from `request`'s body. Throws ClaimBodyRefused when the body is larger
 * than `bodyLimit` or no multipart form; either way what was sent has been read to its end (a body
 * over the limit: its reading stopped there).
 */
export async function readClaimForm(
  request: Request,
  opts: {
    bodyLimit?: number;
    pictureLimit?: number;
    /**
     * Asked once, with the fields read so far, when the first picture arrives: false drops every
     * picture unread (the captcha, whose token the form sends before its pictures).
     */
    beforePictures?: (fields: FormData) => Promise<boolean>;
  } = {},
): Promise<ClaimForm> {
  const bodyLimit = opts.bodyLimit ?? WARRANTY_FORM_BODY_LIMIT;
  const pictureLimit = opts.pictureLimit ?? WARRANTY_PICTURE_MAX_BYTES;
  if (!request.body) throw new ClaimBodyRefused("malformed");
  // The body as the parser reads it, counted; past the limit it ends in an error.
  const body = new CountedBody(request, request.body, bodyLimit, () => new ClaimBodyRefused("size"));
  let parts = 0;
  let pictures = 0;
  // The text fields as they arrive, for beforePictures.
  const fields = new FormData();
  let admitted: Promise<boolean> | undefined;
  let pictureProblem: ClaimForm["pictureProblem"] = null;
  try {
    const formData = await parseMultipartFormData(body.request, async ({ name, filename, data }) => {
      if (++parts > PARTS_MAX) throw new ClaimBodyRefused("malformed");
      if (filename === undefined) {
        const chunks: Uint8Array[] = [];
        let length = 0;
        for await (const chunk of data) {
          if (length < FIELD_BYTES_MAX) chunks.push(chunk.subarray(0, FIELD_BYTES_MAX - length));
          length += chunk.byteLength;
        }
        const value = Buffer.concat(chunks).toString("utf8");
        fields.append(name, value);
        return value;
      }
      if (name !== "pictures") {
        await skip(data);
        return null;
      }
      const it = data[Symbol.asyncIterator]();
      // Enough of the first bytes to tell the type (a WebP's and a HEIC's signature take 12).
      let head = new Uint8Array(0);
      while (head.byteLength < 16) {
        const next = await it.next();
        if (next.done) break;
        head = Buffer.concat([head, next.value]);
      }
      // No file chosen: the browser sends the part empty.
      if (head.byteLength === 0) return null;
      admitted ??= opts.beforePictures ? opts.beforePictures(fields) : Promise.resolve(true);
      if (!(await admitted)) {
        for (;;) if ((await it.next()).done) break;
        return null;
      }
      if (++pictures > WARRANTY_PICTURES_MAX) {
        for (;;) if ((await it.next()).done) break;
        // Counted by the schema, which says "at most 3".
        return new File([], "extra");
      }
      const type = pictureType(head);
      if (!type || !SHRINKABLE.has(type)) {
        for (;;) if ((await it.next()).done) break;
        pictureProblem ??= "notPicture";
        return null;
      }
      const kept = await shrink(head, it, pictureLimit);
      if (typeof kept === "string") {
        pictureProblem ??= kept;
        return null;
      }
      // eslint-disable-next-line no-control-regex -- the name is a line of the office's mail
      const safeName = filename.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").slice(0, 200);
      return new File([kept], safeName, { type: "image/jpeg" });
    });
    return { formData, pictureProblem };
  } catch (error) {
    if (body.over) throw new ClaimBodyRefused("size");
    if (error instanceof ClaimBodyRefused) throw error;
    throw new ClaimBodyRefused("malformed");
  } finally {
    // What the parser left (a part after an error, the epilogue) is read and dropped.
    if (!body.over) await discardReader(body.source, bodyLimit - body.size);
  }
}

/**
 * A per-process cap on claim uploads read at once. take() answers a release function, or null
 * when every slot is taken (the route refuses that post with 503 and Retry-After).
 */
export class UploadSlots {
  private taken = 0;
  constructor(readonly size: number) {}
  take(): (() => void) | null {
    if (this.taken >= this.size) return null;
    this.taken++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken--;
    };
  }
  get inUse() {
    return this.taken;
  }
}

let slots: UploadSlots | undefined;

/**
 * This process's slots: WARRANTY_UPLOADS_PER_PROCESS (default 1), read once. One upload costs a
 * worker about 50 MB at its peak (a picture's bytes, its decoded pixels, the shrunk copy on its way
 * to the ERP); a distributor receives a few claims a day, so one at a time per worker is plenty.
 */
export function uploadSlots(): UploadSlots {
  slots ??= new UploadSlots(
    Math.max(1, Math.min(64, Number.parseInt(process.env.WARRANTY_UPLOADS_PER_PROCESS ?? "", 10) || 1)),
  );
  return slots;
}
