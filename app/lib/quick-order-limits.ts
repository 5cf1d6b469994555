/**
 * The quick order's limits as its page names them in the browser, without zod (decision 0049: no
 * page loads zod); the line limit is contract/quick-order-constants.ts's QUICK_ORDER_MAX_LINES.
 */
/** The largest CSV file the quick order takes (its form's body limit is set from it: server/body-limit.ts). */
export const QUICK_ORDER_FILE_LIMIT = 256 * 1024;
