/**
 * Quotes' constants (issue 41 item 4), in a module without zod for the account's pages
 * (decision 0049); contract/quotes.ts builds on them.
 */

/**
 * What a quote goes through: asked for, answered by the office (prices and a validity date),
 * accepted (a basket at its prices), ordered, declined by the company, or expired unordered.
 */
export const QUOTE_STATUSES = ["requested", "answered", "accepted", "ordered", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The longest message of either side. */
export const QUOTE_MESSAGE_MAX = 2000;
/** Lines a quote may hold: a basket's worth (a quick order's 500 would be a price list, not a quote). */
export const QUOTE_LINES_MAX = 100;
/** The longest an answer's prices may hold, in days from the answer. */
export const QUOTE_VALID_DAYS_MAX = 180;
/** Quotes a company's list shows, newest first. */
export const QUOTES_LISTED = 100;

/** A quote's number as the ERP writes it: Q-2026-000123. */
export const QUOTE_NUMBER_PATTERN = /^Q-\d{4}-\d{6,}$/;
