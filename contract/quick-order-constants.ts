/** The quick order's line limit, in a module without zod for the browser (decision 0049); contract/quick-order.ts builds on it. */

/** Lines one quick order (a paste or a file) may hold; a longer list is refused as a whole. */
export const QUICK_ORDER_MAX_LINES = 500;
