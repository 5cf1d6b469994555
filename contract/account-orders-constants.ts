/**
 * The account order pages' constants, in a module without zod schemas (issue 25, decision 0046):
 * a module's top-level schema calls are kept whenever the module is, so a page that needs only a
 * page size or the statuses would load zod. contract/account-orders.ts builds on them.
 */

/**
 * What an order goes through: awaiting a company admin's approval (issue 41), unpaid (a prepaid
 * order), to be shipped, partly shipped, shipped complete, cancelled. NetSuite's sales-order vocabulary, which the ERP has spoken from the start.
 */
export const ORDER_STATUSES = [
  "pendingApproval",
  "pendingPayment",
  "pendingFulfillment",
  "partiallyFulfilled",
  "fulfilled",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An order number as the ERP prints it (WEB-2026-000123): letters, digits and dashes. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
/** Orders per page of the history; the ERP never answers more. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** Entries per page of the ledger. */
export const LEDGER_PAGE_SIZE = 25;
/** Open orders per page of the status report. */
export const STATUS_REPORT_PAGE_SIZE = 20;
/** The last page anyone may ask for (page * size stays a small offset for the database). */
export const PAGE_MAX = 5000;
