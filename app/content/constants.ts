/**
 * The business constants the information pages quote (storefront.md and transactions.md section 9),
 * kept in one place so that the FAQ, returns, terms and privacy copy in every language says the same.
 */

/** Same-day dispatch cut-off as the spec gives it per text (inconsistent in the source, kept as is). */
export const DISPATCH_CUTOFF = { en: "1:00 pm", pl: "14:00", plNetherlands: "13:00", de: "13:00 Uhr" } as const;

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

export type CountryCode =
  | "AT"
  | "BE"
  | "BG"
  | "CH"
  | "CZ"
  | "DE"
  | "DK"
  | "EE"
  | "ES"
  | "FI"
  | "FR"
  | "GR"
  | "HR"
  | "HU"
  | "IE"
  | "IT"
  | "LT"
  | "LU"
  | "LV"
  | "NL"
  | "NO"
  | "PL"
  | "PT"
  | "RO"
  | "SE"
  | "SI"
  | "SK";

export interface ShippingTable {
  id: string;
  carrier: "parcel" | "postal";
  service: "standard" | "express";
  /** Estimated working days per destination. */
  days: Partial<Record<CountryCode, number>>;
}

/**
 * Estimated working days (storefront.md section 9): the international parcel carrier from 2 days
 * (DE, CZ, SK) to 5 (PT, GR, HR, the Baltics, NO); the second carrier from 1 day (PL) to 6 (GR);
 * for the Netherlands region Standard 1 to 6 days and Express 1 to 4.
 */
export const SHIPPING_TABLES: { default: ShippingTable[]; NL: ShippingTable[] } = {
  default: [
    {
      id: "parcel-standard",
      carrier: "parcel",
      service: "standard",
      days: {
        DE: 2,
        CZ: 2,
        SK: 2,
        AT: 3,
        HU: 3,
        NL: 3,
        BE: 3,
        LU: 3,
        DK: 3,
        SI: 3,
        FR: 4,
        IT: 4,
        ES: 4,
        SE: 4,
        FI: 4,
        IE: 4,
        RO: 4,
        BG: 4,
        CH: 4,
        PT: 5,
        GR: 5,
        HR: 5,
        EE: 5,
        LV: 5,
        LT: 5,
        NO: 5,
      },
    },
    {
      id: "parcel-express",
      carrier: "parcel",
      service: "express",
      days: {
        DE: 1,
        CZ: 1,
        SK: 1,
        AT: 1,
        HU: 2,
        NL: 2,
        BE: 2,
        LU: 2,
        DK: 2,
        SI: 2,
        FR: 2,
        IT: 2,
        ES: 3,
        SE: 2,
        FI: 3,
        IE: 3,
        RO: 2,
        BG: 3,
        CH: 2,
        PT: 3,
        GR: 3,
        HR: 2,
        EE: 2,
        LV: 2,
        LT: 2,
        NO: 3,
      },
    },
    {
      id: "postal",
      carrier: "postal",
      service: "standard",
      days: {
        PL: 1,
        DE: 2,
        CZ: 2,
        SK: 2,
        LT: 2,
        AT: 3,
        HU: 3,
        NL: 3,
        BE: 3,
        DK: 3,
        LV: 3,
        EE: 4,
        FR: 4,
        IT: 4,
        SE: 4,
        SI: 4,
        HR: 4,
        RO: 4,
        ES: 5,
        PT: 5,
        FI: 5,
        IE: 5,
        BG: 5,
        GR: 6,
      },
    },
  ],
  NL: [
    {
      id: "nl-standard",
      carrier: "parcel",
      service: "standard",
      days: {
        NL: 1,
        BE: 2,
        LU: 2,
        DE: 2,
        FR: 3,
        AT: 3,
        DK: 3,
        CZ: 3,
        PL: 3,
        IT: 4,
        ES: 4,
        SK: 4,
        SE: 4,
        HU: 4,
        IE: 4,
        PT: 5,
        FI: 5,
        SI: 5,
        HR: 5,
        RO: 5,
        BG: 5,
        EE: 5,
        LV: 5,
        LT: 5,
        GR: 6,
      },
    },
    {
      id: "nl-express",
      carrier: "parcel",
      service: "express",
      days: {
        NL: 1,
        BE: 1,
        LU: 1,
        DE: 1,
        FR: 2,
        AT: 2,
        DK: 2,
        CZ: 2,
        PL: 2,
        IT: 2,
        ES: 3,
        SK: 2,
        SE: 3,
        HU: 3,
        IE: 3,
        PT: 3,
        FI: 3,
        SI: 3,
        HR: 3,
        RO: 3,
        BG: 4,
        EE: 3,
        LV: 3,
        LT: 3,
        GR: 4,
      },
    },
  ],
};

/** Country names for the tables. */

/** Delivery texts of transactions.md section 9. */
export const DELIVERY = {
  inStockDays: "2-5",
  alternativeWarehouseDays: "5-10",
  airfreightWeeks: "3-4",
} as const;
/** Standard VAT on displayed prices: tax factor 1.23. */
export const VAT_PERCENT = 23;
/** Lowest-price notice: the lowest price in this many days before a reduction. */
export const LOWEST_PRICE_DAYS = 30;
