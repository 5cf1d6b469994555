/**
 * The limits of a warranty claim's pictures (decision 0035), in a module without zod so that the
 * claim page can name them in the browser (decision 0049); contract/warranty.ts builds on them.
 */

/** At least one picture, at most this many. */
export const WARRANTY_PICTURES_MAX = 3;
/** One picture at most 8 MB (a phone's photo is 2 to 5 MB). */
export const WARRANTY_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A picture as the ERP keeps it: shrunk by the storefront to at most 2000 px and re-encoded as a
 * JPEG (issue 37 item 3), which is well under this (a 2000 × 2000 picture of pure noise is about 1.5 MB).
 */
export const WARRANTY_KEPT_PICTURE_MAX_BYTES = 3 * 1024 * 1024;
