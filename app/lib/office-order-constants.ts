/**
 * The office order list's constants, in a module without zod (the JavaScript budget, decision
 * 0046): the list's page reads them in the browser; office-order-forms.ts builds on them.
 */

/** Rows on a page of the list the office offers; the ERP takes any size up to its maximum. */
export const ORDER_PAGE_SIZES = [25, 50, 100, 200, 500] as const;
/** The filters the address keeps (all but the page). */
export const ORDER_FILTERS = [
  "q",
  "status",
  "paymentstatus",
  "from",
  "to",
  "country",
  "paymentmethod",
  "customer",
] as const;
