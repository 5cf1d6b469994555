/**
 * The office's customers and applications (issue 38 item 3): the list with its search and status
 * filter, one customer with everything the desk needs (account, addresses, price levels, terms,
 * credit limit, open balance, recent orders, applications), the pending applicants, and the desk's
 * actions: approve or decline an applicant (a mail in their language either way), a price level,
 * credit terms with due days and a credit limit, on hold, closed, active again, and a link to set a
 * password. Every call is made in a staff session (officeCommon) and allowed to sales and owner
 * (erp/staff/roles.ts); every write records an audit entry. Amounts are integer cents of the
 * account's currency; a customer is named by their number (C-000042).
 */
import { QUANTITY_RULE_LIMITS, VOLUME_TIERS_MAX, volumeTierProblem } from "./quantity.ts";
import { z } from "zod";
import { PersonRoleSchema, PriceLevelSchema } from "./accounts.ts";
import { ApplicationDetailsSchema } from "./application.ts";
import { CurrencySchema, LanguageSchema } from "./common.ts";
import { officeCommon } from "./staff.ts";
import { line } from "./text-fields.ts";

export const CUSTOMER_STATUSES = ["applicant", "active", "on_hold", "closed"] as const;
export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof CustomerStatusSchema>;
export const CreditTermsSchema = z.enum(["prepaid", "invoice"]);

/** Most customers on one page of the list. */
export const OFFICE_CUSTOMERS_PAGE_MAX = 200;
/** Due days of invoice terms. */
export const DUE_DAYS_MIN = 1;
export const DUE_DAYS_MAX = 120;
/** The largest credit limit, in cents (ten million). */
export const CREDIT_LIMIT_MAX = 1_000_000_000;
/** A price level's discount, in percent with at most two decimals. */
export const DISCOUNT_MAX_PCT = 90;

/** A customer number as the ERP prints it (C-000042); anything else is no customer. */
export const CustomerNumberSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, "not a customer number")
  .transform((n) => n.toUpperCase());

const PageSchema = z.number().int().min(1).max(100_000).default(1);

/**
 * The list, ordered by number: `q` finds a part of the number, name, e-mail address or company
 * (without case); `status` narrows it; a page of `pagesize` at a time.
 */
export const ListOfficeCustomersRequestSchema = z.object({
  action: z.literal("listOfficeCustomers"),
  ...officeCommon,
  q: line(200).optional(),
  status: CustomerStatusSchema.optional(),
  page: PageSchema,
  pagesize: z.number().int().min(1).max(OFFICE_CUSTOMERS_PAGE_MAX).default(50),
});
export const OfficeCustomerRowSchema = z.object({
  number: z.string(),
  email: z.string(),
  company: z.string(),
  contactname: z.string(),
  country: z.string(),
  status: CustomerStatusSchema,
  creditterms: CreditTermsSchema,
  duedays: z.number().int(),
  /** Cents; null: no limit. */
  creditlimit: z.number().int().nullable(),
  currency: CurrencySchema,
});
export type OfficeCustomerRow = z.infer<typeof OfficeCustomerRowSchema>;
export const ListOfficeCustomersResponseSchema = z.object({
  customers: z.array(OfficeCustomerRowSchema),
  /** Every customer the filters match (the pager's pages). */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pagesize: z.number().int(),
});

export const GetOfficeCustomerRequestSchema = z.object({
  action: z.literal("getOfficeCustomer"),
  ...officeCommon,
  number: CustomerNumberSchema,
});
export const OfficeCustomerAddressSchema = z.object({
  label: z.string(),
  name: z.string(),
  company: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  defaultshipping: z.boolean(),
  defaultbilling: z.boolean(),
});
export const OfficeApplicationSchema = z.object({
  date: z.string(),
  applyingas: z.string(),
  /** Sent for an e-mail address that already had this account. */
  existing: z.boolean(),
  /** The form's fields as the applicant gave them; the office's page words them in its language. */
  details: ApplicationDetailsSchema,
});
export const OfficeCustomerOrderSchema = z.object({
  number: z.string(),
  date: z.string(),
  total: z.number().int(),
  currency: CurrencySchema,
  status: z.string(),
  paymentstatus: z.string(),
});
/** A price level as the office sees it: with its volume tiers (issue 41), by rising quantity. */
export const OfficePriceLevelSchema = PriceLevelSchema.extend({
  tiers: z.array(z.object({ from: z.number().int(), discountpct: z.number() })),
});
export type OfficePriceLevel = z.infer<typeof OfficePriceLevelSchema>;
export const OfficeCustomerSchema = OfficeCustomerRowSchema.extend({
  phone: z.string(),
  vatnumber: z.string(),
  lang: LanguageSchema,
  pricelist: z.string(),
  /** The account has a password (an approved applicant may not have set one yet). */
  haspassword: z.boolean(),
  created: z.string(),
  /** What the customer owes now: the ledger's open invoices less payments and credits, in cents. */
  openbalance: z.number().int(),
  pricelevels: z.array(OfficePriceLevelSchema),
  addresses: z.array(OfficeCustomerAddressSchema),
  /** The company's people who sign in (issue 41): admins first, then by name. */
  people: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      role: PersonRoleSchema,
      /** The person has set a password. */
      active: z.boolean(),
    }),
  ),
  /** The newest applications first. */
  applications: z.array(OfficeApplicationSchema),
  /** The newest orders first (at most 10). */
  orders: z.array(OfficeCustomerOrderSchema),
});
export type OfficeCustomer = z.infer<typeof OfficeCustomerSchema>;
export const OfficeCustomerResponseSchema = z.object({ customer: OfficeCustomerSchema });

/** The applicants waiting for a decision, oldest application first. */
export const ListApplicantsRequestSchema = z.object({
  action: z.literal("listApplicants"),
  ...officeCommon,
  page: PageSchema,
  pagesize: z.number().int().min(1).max(OFFICE_CUSTOMERS_PAGE_MAX).default(50),
});
export const OfficeApplicantSchema = OfficeCustomerRowSchema.pick({
  number: true,
  email: true,
  company: true,
  contactname: true,
  country: true,
}).extend({ lang: LanguageSchema, phone: z.string(), vatnumber: z.string(), application: OfficeApplicationSchema });
export type OfficeApplicant = z.infer<typeof OfficeApplicantSchema>;
export const ListApplicantsResponseSchema = z.object({
  applicants: z.array(OfficeApplicantSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pagesize: z.number().int(),
});

/**
 * An applicant's decision: approve (active, and the mail with the link to set a password) or
 * decline (closed, and a mail saying so), each mail in the applicant's language. 409
 * CUSTOMER_STATE when the customer is no applicant (any more).
 */
export const DecideApplicationRequestSchema = z.object({
  action: z.literal("decideApplication"),
  ...officeCommon,
  number: CustomerNumberSchema,
  decision: z.enum(["approve", "decline"]),
});

/**
 * Sets the level of one scope (every part, one brand, or one price group), replacing the scope's
 * level; `discountpct` null removes it. An unknown brand: 400 fields.brand.
 */
/** A discount in percent as the office types it: above 0, at most DISCOUNT_MAX_PCT, two decimals. */
const DiscountPctSchema = z
  .number()
  .gt(0, "more than 0")
  .max(DISCOUNT_MAX_PCT, `at most ${DISCOUNT_MAX_PCT}`)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, "at most two decimals");

/** Basis points of a percentage the schema above took. */
const bp = (pct: number) => Math.round(pct * 100);

export const SetCustomerPriceLevelRequestSchema = z
  .object({
    action: z.literal("setCustomerPriceLevel"),
    ...officeCommon,
    number: CustomerNumberSchema,
    name: line(60).default(""),
    discountpct: DiscountPctSchema.nullable(),
    brand: line(40).optional(),
    pricegroup: line(40).optional(),
    /**
     * The level's volume tiers (issue 41), replacing those it had; absent: kept as they are. Each
     * from 2 units, with a discount above the level's and above every smaller tier's.
     */
    tiers: z
      .array(z.object({ from: z.number().int().min(2).max(QUANTITY_RULE_LIMITS.max), discountpct: DiscountPctSchema }))
      .max(VOLUME_TIERS_MAX)
      .optional(),
  })
  .refine((l) => !(l.brand && l.pricegroup), { path: ["pricegroup"], message: "a brand or a price group, not both" })
  .refine(
    (l) =>
      !l.tiers ||
      l.discountpct === null ||
      volumeTierProblem(
        bp(l.discountpct),
        l.tiers.map((t) => ({ fromQuantity: t.from, discountBp: bp(t.discountpct) })),
      ) === null,
    {
      path: ["tiers"],
      message: "each tier from another quantity, with a discount above the level's and the smaller tiers'",
    },
  )
  .refine((l) => l.discountpct === null || l.name.length > 0, { path: ["name"], message: "This field is required" });

/**
 * Credit terms: prepaid, or invoice with 1-120 due days; and the credit limit (cents, null: none),
 * which an order on account may take the open balance up to.
 */
export const SetCustomerTermsRequestSchema = z
  .object({
    action: z.literal("setCustomerTerms"),
    ...officeCommon,
    number: CustomerNumberSchema,
    creditterms: CreditTermsSchema,
    duedays: z.number().int().min(DUE_DAYS_MIN).max(DUE_DAYS_MAX).optional(),
    creditlimit: z.number().int().min(0).max(CREDIT_LIMIT_MAX).nullable(),
  })
  .refine((t) => t.creditterms === "prepaid" || t.duedays !== undefined, {
    path: ["duedays"],
    message: "This field is required",
  });

/**
 * on_hold (signed out, cannot sign in or order), closed (the same, for good) or active again (for
 * one on hold or closed). Every session of the customer ends with on_hold and closed. 409
 * CUSTOMER_STATE for an applicant (decideApplication decides one).
 */
export const SetCustomerStatusRequestSchema = z.object({
  action: z.literal("setCustomerStatus"),
  ...officeCommon,
  number: CustomerNumberSchema,
  status: z.enum(["active", "on_hold", "closed"]),
  /** Why, for the audit log. */
  reason: line(500).default(""),
});

/**
 * Mails the customer a link to set a password: the reset mail (valid an hour) for an account with
 * a password, the welcome mail (valid 7 days) for one without. 409 CUSTOMER_STATE unless active.
 */
export const SendPasswordLinkRequestSchema = z.object({
  action: z.literal("sendPasswordLink"),
  ...officeCommon,
  number: CustomerNumberSchema,
});

/** What every action answers: the customer after it. */
export const OfficeCustomerActionResponseSchema = OfficeCustomerResponseSchema;
