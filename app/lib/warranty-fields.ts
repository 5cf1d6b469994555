/**
 * What the warranty claim page needs in the browser (decision 0049), without zod: the messages
 * (translation keys), the pictures' accept hint and the check of the pictures' count and size that
 * the page makes before it sends them (a body too large is dropped by the server unread). The
 * schema (app/lib/warranty.ts) re-exports them and checks the same on the server.
 */
import { WARRANTY_PICTURE_MAX_BYTES, WARRANTY_PICTURES_MAX } from "../../contract/warranty-constants.ts";

export const WARRANTY_ERRORS = {
  date: "enquiry:warranty.errors.date",
  year: "enquiry:errors.year",
  mileage: "enquiry:warranty.errors.mileage",
  pictures: "enquiry:warranty.errors.pictures",
  tooMany: "enquiry:warranty.errors.tooMany",
  tooLarge: "enquiry:warranty.errors.tooLarge",
  notPicture: "enquiry:warranty.errors.notPicture",
  refused: "enquiry:warranty.errors.refused",
  busy: "enquiry:warranty.errors.busy",
  quota: "enquiry:warranty.errors.quota",
} as const;

/**
 * The accept attribute: a hint for the file chooser; the server reads the bytes. No HEIC: the
 * server shrinks every picture and its image library cannot read HEIC; a phone asked for these
 * types shares its HEIC photos as JPEG.
 */
export const WARRANTY_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/**
 * What is wrong with the chosen pictures' count and sizes, as the schema says it first (none, too
 * many, one too large), or undefined. Their type is the server's to read from their bytes.
 */
export function picturesProblem(files: readonly { size: number }[]): string | undefined {
  if (files.length === 0) return WARRANTY_ERRORS.pictures;
  if (files.length > WARRANTY_PICTURES_MAX) return WARRANTY_ERRORS.tooMany;
  if (files.some((file) => file.size > WARRANTY_PICTURE_MAX_BYTES)) return WARRANTY_ERRORS.tooLarge;
  return undefined;
}
