/**
 * The business constants the information pages quote (storefront.md and transactions.md section 9),
 * kept in one place so that the FAQ, returns, terms and privacy copy in every language says the same.
 */

export const RETURNS = {
  /** Days from the final invoice in which goods may be returned. */
  daysFromInvoice: 30,
  /** The parcel must be shipped within this many days of the online return registration. */
  shipWithinDays: 7,
  /** Credit note within this many business days of the warehouse receiving the return. */
  creditNoteBusinessDays: 5,
} as const;

export const TERMS = {
  /** Goods are deemed accepted this many days after delivery. */
  acceptedAfterDays: 3,
  /** Second reminder: days past the invoice date. */
  reminderAfterInvoiceDays: 7,
  /** Further reminder and the account on hold: days past due. */
  holdPastDueDays: 15,
  /** Legal recovery: days past due. */
  recoveryPastDueDays: 30,
  /** Credit is discussed only after this many months of trading. */
  creditAfterMonths: 3,
} as const;

/** Privacy requests are answered within one month (GDPR art. 12(3)). */
export const PRIVACY_RESPONSE_MONTHS = 1;
/** The consent cookie lasts 7 days (storefront.md section 9). */
export const CONSENT_COOKIE_DAYS = 7;
/** The consumer's right of withdrawal (Directive 2011/83/EU art. 9). */
export const WITHDRAWAL_DAYS = 14;

/** Delivery texts of transactions.md section 9. */
export const DELIVERY = {
  alternativeWarehouseDays: "5-10",
  airfreightWeeks: "3-4",
} as const;
/** Lowest-price notice: the lowest price in this many days before a reduction. */
export const LOWEST_PRICE_DAYS = 30;
