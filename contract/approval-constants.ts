/**
 * Spending limits and approvals (issue 41 item 2), zod-free for the browser's pages too: why an
 * order needs an admin's approval, and how long its stock is held meanwhile.
 */

/**
 * Why an order waits for approval: it is over the buyer's limit per order, or would take their
 * spending this month over their monthly limit; the company has every buyer's order approved; or
 * it is in another currency than the company's, in which the buyer's limits cannot be counted.
 */
export const APPROVAL_REASONS = ["order-limit", "month-limit", "company-rule", "other-currency"] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** Working days (Monday to Friday) an order awaiting approval holds its stock; then it is cancelled. */
export const APPROVAL_HOLD_WORKING_DAYS = 3;

/** What became of an order that waited for approval. */
export const APPROVAL_DECISIONS = ["approved", "rejected", "expired"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The longest note an admin gives with a rejection. */
export const APPROVAL_NOTE_MAX = 1000;
