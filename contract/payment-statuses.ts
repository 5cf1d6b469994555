/**
 * How much of an order's total has come in: nothing, some (the office booked a partial bank
 * transfer, issue 38), all. Its own module: contract/orders.ts and contract/account-orders.ts both
 * speak it, and the one must not load the other.
 */
export const PAYMENT_STATUSES = ["unpaid", "partiallyPaid", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
