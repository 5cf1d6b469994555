/**
 * Warranty claims per brand (issue 22 item 4; storefront.md, FAQ "#warranties": every field of the
 * form required and pictures attached, a claim number sent). The claim's own fields, the limits of
 * its pictures and the check of a picture's type by its first bytes, shared by the storefront (which
 * checks before it calls) and the ERP (which checks again before it stores). Decision 0035.
 */
import { z } from "zod";
import { BRAND_IDS } from "./catalogue.ts";
import { common } from "./common.ts";
import { EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, line, requiredLine, text } from "./text-fields.ts";
import { WARRANTY_KEPT_PICTURE_MAX_BYTES, WARRANTY_PICTURES_MAX } from "./warranty-constants.ts";

/** The picture types accepted, as read from the file's first bytes (never from its name or declared type). */
export const WARRANTY_PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type WarrantyPictureType = (typeof WARRANTY_PICTURE_TYPES)[number];

/** The file extension the office's export gives a picture of each type. */
export const WARRANTY_PICTURE_EXTENSIONS: Record<WarrantyPictureType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of HEIC and HEIF pictures (ISO/IEC 23008-12), as a phone writes them. */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/**
 * The picture's type from its first bytes (the file's signature), or null when it is none of the
 * accepted types: JPEG starts FF D8 FF, PNG with its 8-byte signature, WebP is a RIFF container of
 * type WEBP, HEIC an ISO media file whose first box is `ftyp` with a HEIF brand.
 */
export function pictureType(bytes: Uint8Array): WarrantyPictureType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return "image/heic";
  }
  return null;
}

/**
 * A claim's statuses: received, under review, more information needed from the claimant, accepted
 * (then settled by credit note or replacement part), or rejected.
 */
export const WARRANTY_STATUSES = [
  "received",
  "reviewing",
  "more_info",
  "accepted",
  "credit_note",
  "replacement",
  "rejected",
] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];
/** The office's decisions on a claim (issue 38): each is mailed to the claimant with its message. */
export const CLAIM_DECISIONS = ["accepted", "rejected", "more_info"] as const satisfies readonly WarrantyStatus[];
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** Claim numbers: WC-<year>-<six digits>, one sequence per year. */
export const CLAIM_NUMBER_PATTERN = /^WC-\d{4}-\d{6}$/;
export const claimNumber = (year: number, sequence: number) => `WC-${year}-${String(sequence).padStart(6, "0")}`;

/** The earliest model year and purchase date a claim may name. */
export const WARRANTY_EARLIEST_YEAR = 1900;
export const WARRANTY_MILEAGE_MAX = 2_000_000;

/** YYYY-MM-DD, a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The claim's fields as the ERP takes them (SubmitWarrantyClaimRequestSchema adds the common fields of every call). */
export const WarrantyClaimFieldsSchema = z.object({
  brand: z.enum(BRAND_IDS),
  name: requiredLine(100),
  email: emailLine(EMAIL_PATTERN, 254, 3),
  phone: requiredLine(40),
  invoice: requiredLine(40),
  purchase_date: z.string().refine(isCalendarDate, "Invalid date"),
  part_number: requiredLine(60),
  make: requiredLine(60),
  model: requiredLine(60),
  vehicle_year: z.number().int().min(WARRANTY_EARLIEST_YEAR).max(2100),
  mileage: z.number().int().min(0).max(WARRANTY_MILEAGE_MAX),
  fault: text(5000, { required: true }),
  privacy: z.literal(true),
});
export type WarrantyClaimFields = z.input<typeof WarrantyClaimFieldsSchema>;
export type WarrantyClaim = z.output<typeof WarrantyClaimFieldsSchema>;

/** Base64 of at most WARRANTY_KEPT_PICTURE_MAX_BYTES bytes. */
const BASE64_MAX = Math.ceil(WARRANTY_KEPT_PICTURE_MAX_BYTES / 3) * 4;

/**
 * A picture as it travels to the ERP, already shrunk by the storefront: its bytes in base64 (JSON
 * carries no bytes) and the name it came with.
 */
export const WarrantyPictureSchema = z.object({
  filename: line(255).default(""),
  data: z
    .string()
    .min(4)
    .max(BASE64_MAX, "Picture too large")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "Invalid picture"),
});

export const WarrantyPicturesSchema = z.object({
  pictures: z.array(WarrantyPictureSchema).min(1, "At least one picture").max(WARRANTY_PICTURES_MAX),
});

export const SubmitWarrantyClaimResponseSchema = z.object({ claim: z.string().regex(CLAIM_NUMBER_PATTERN) });

/** The ERP's path of a warranty claim (POST). */
export const WARRANTY_PATH = "/warranty-claims";
/** Largest JSON body of a claim: its pictures in base64 and the fields. */
export const WARRANTY_BODY_MAX_BYTES = WARRANTY_PICTURES_MAX * (BASE64_MAX + 512) + 64 * 1024;

/** A warranty claim with its pictures (contract/warranty.ts): stored, numbered, mailed to the office and the shopper. */
export const SubmitWarrantyClaimRequestSchema = z
  .object({ action: z.literal("submitWarrantyClaim"), ...common })
  .merge(WarrantyClaimFieldsSchema)
  .merge(WarrantyPicturesSchema);
