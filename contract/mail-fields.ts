/**
 * Field rules of the e-mail endpoints that the storefront's forms share with the contract. Kept
 * free of imports so the browser bundle can use them without pulling in the whole contract.
 */

/**
 * Header injection: a line break in a field that can end up in a header (reply-to, subject) would
 * let a caller add headers of their own. Single-line fields refuse CR, LF, NUL and the Unicode line
 * separators, checked before trimming (so trimming cannot hide a trailing line break).
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters refused on purpose
export const SINGLE_LINE = /^[^\r\n\u0000\u0085\u2028\u2029]*$/;

/** The spec's loose e-mail rule: text, an at sign, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** Driving styles of the quick contact form; the English captions are the spec's. */
export const DRIVING_STYLES = ["daily", "daily-track", "track"] as const;
export type DrivingStyle = (typeof DRIVING_STYLES)[number];
export const DRIVING_STYLE_LABELS: Record<DrivingStyle, string> = {
  daily: "Daily street use",
  "daily-track": "Daily street use & occasional track days",
  track: "Track use only",
};

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** Types of the general enquiry (transactions.md section 9): unknown part number, known part number, sponsorship, other. */
export const ENQUIRY_TYPES = ["product-unknown-part", "product-known-part", "sponsorship", "other"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * The brand list of the general enquiry form: the shop's thirteen brands by name (issue 43 item 4:
 * the specification's list of product lines was English and lacked five brands), as sent and shown.
 * A brand's name is the same in every language; a literal, as this module imports nothing, and
 * contract/mail-fields.test.ts holds it to BRANDS of contract/catalogue.ts.
 */
export const ENQUIRY_BRANDS = [
  "DBA",
  "Xtreme Clutch",
  "Xtreme Outback",
  "Xforce",
  "Hawk",
  "Pedders",
  "Turbosmart",
  "Whiteline",
  "Redarc",
  "ACL",
  "Ryco",
  "SuperPro",
  "Saber",
] as const;

/** The dealer form's optional answers (transactions.md section 9: who, customers, range, stock). */
export const DEALER_WHO = ["wholesaler", "retailer", "garage", "other"] as const;
export const DEALER_CUSTOMERS = ["owners", "garages"] as const;
export const DEALER_RANGES = ["local", "country", "abroad"] as const;
export const DEALER_STOCK = ["yes", "no"] as const;

/**
 * C0 and C1 control characters and DEL, less the line breaks SINGLE_LINE refuses on its own: what a
 * terminal, a log viewer or a mail client may act on rather than show (an ESC sequence in a name
 * printed by `npm run claims` could move the cursor, recolour or retitle the office's terminal).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const LINE_CONTROLS = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * A single-line field as it is kept: a tab becomes a space (a pasted "Street<TAB>12" keeps its two
 * words apart), every other control character is dropped. Line breaks are not here: SINGLE_LINE
 * refuses them first, with a message, since they are how headers are injected.
 */
export const cleanLine = (value: string) => value.replace(LINE_CONTROLS, (c) => (c === "\t" ? " " : ""));

/**
 * A multi-line field as it is kept: its lines and tabs stay, every line break as "\n" (CR LF of a
 * browser's textarea, a lone CR or NEL would otherwise each be a line break of their own kind, and
 * a lone CR overwrites the line before it on a terminal); every other control character is dropped.
 */
export const cleanText = (value: string) => value.replace(/\r\n?|\u0085/g, "\n").replace(TEXT_CONTROLS, "");
