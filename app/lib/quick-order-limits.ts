/**
 * The quick order's limits as its page names them in the browser, without zod (decision 0049: no
 * page loads zod); app/lib/quick-order.ts re-exports them.
 */
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";

export { QUICK_ORDER_MAX_LINES };
/** The largest CSV file the quick order takes (its form's body limit is set from it: server/body-limit.ts). */
export const QUICK_ORDER_FILE_LIMIT = 256 * 1024;
