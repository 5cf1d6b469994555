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

/** The brand list of the general enquiry form (transactions.md section 9), as sent and shown. */
export const ENQUIRY_BRANDS = [
  "ACL Race Series bearing",
  "DBA brake discs",
  "DBA brake pads",
  "DBA combo",
  "Hawk",
  "Pedders",
  "Turbosmart",
  "Whiteline",
  "Xforce",
  "Xtreme Performance Clutch",
] as const;

/** The dealer form's optional answers (transactions.md section 9: who, customers, range, stock). */
export const DEALER_WHO = ["wholesaler", "retailer", "garage", "other"] as const;
export const DEALER_CUSTOMERS = ["owners", "garages"] as const;
export const DEALER_RANGES = ["local", "country", "abroad"] as const;
export const DEALER_STOCK = ["yes", "no"] as const;
