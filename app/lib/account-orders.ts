/**
 * The account's order pages (issue 20): the history's filter as the GET form and the URL carry it,
 * and how dates, statuses and amounts are written there. Messages are translation keys; the schema
 * checks the URL in the loader (the browser does not, decision 0046).
 */
import { z } from "zod";
import { ORDER_STATUSES, PAGE_MAX } from "../../contract/account-orders-constants.ts";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import { PO_NUMBER_MAX } from "../../contract/po-number.ts";

const DATE = "account:orders.errors.date";
const day = z
  .string()
  .trim()
  .refine((d) => {
    // One message for any bad day: 2026-02-30 rolls over, 2026-13-01 is no date at all.
    const parsed = new Date(`${d}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, DATE)
  .optional();

/** The history's filter: empty fields are no filter; a page past the first comes from the pager. */
export const OrderFilterFormSchema = z
  .object({
    from: day,
    to: day,
    status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: "account:orders.errors.status" }) }).optional(),
    /** A part of the purchase-order number, case ignored. */
    ponumber: z
      .string()
      .regex(SINGLE_LINE, "account:orders.errors.ponumber")
      .trim()
      .max(PO_NUMBER_MAX, "account:orders.errors.ponumber")
      .optional(),
    page: z.coerce.number().int().min(1).max(PAGE_MAX).optional().catch(undefined),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "account:orders.errors.range" });
export type OrderFilter = z.infer<typeof OrderFilterFormSchema>;

// The links, statuses and dates the pages render live in a module without schemas (decision 0046).
export { formatDay, orderUrl, ordersUrl, STATUS_CHOICES } from "./account-orders-format.ts";
