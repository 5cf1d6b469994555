/**
 * The limits of the office's content (issue 38 item 3), in a module without zod so that the office
 * pages can name them in the browser (decision 0049); contract/office-content.ts builds on them.
 */

/** A picture as uploaded in the office: at most this many bytes (a camera's JPEG is 3 to 10 MB). */
export const CONTENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The whole multipart body of a content form with its picture: beyond it, 413 before the page reads it. */
export const CONTENT_FORM_BODY_LIMIT = CONTENT_PICTURE_MAX_BYTES + 512 * 1024;
/**
 * A picture as the ERP keeps it: shrunk by the storefront to at most CONTENT_PICTURE_LONGEST_SIDE
 * pixels and re-encoded as WebP, well under this.
 */
export const CONTENT_KEPT_PICTURE_MAX_BYTES = 3 * 1024 * 1024;
/** The longest side of a kept picture (a slide fills a wide screen at this width). */
export const CONTENT_PICTURE_LONGEST_SIDE = 1920;
/** Larger pictures are refused before they are decoded. */
export const CONTENT_PICTURE_INPUT_PIXELS_MAX = 50_000_000;

/** A post's title, excerpt and body (HTML) at most this long, per language. */
export const NEWS_TITLE_MAX = 200;
export const NEWS_EXCERPT_MAX = 2_000;
export const NEWS_CONTENT_MAX = 20_000;
/** A slide's text alternative and a marquee text. */
export const SLIDE_ALT_MAX = 300;
export const MARQUEE_TEXT_MAX = 500;
