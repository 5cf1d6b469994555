/**
 * The application to become a customer, dealer or distributor (issue 20 item 6): the dealer
 * enquiry's fields (transactions.md section 9) plus what an account needs (its language and
 * currency). The call's own fields with the common ones make the request.
 */
import { z } from "zod";
import { APPLYING_AS } from "./application-constants.ts";
import { common } from "./common.ts";
import { CONTACT_COUNTRIES } from "./countries.ts";
import { LANGUAGES } from "./languages.ts";
import { DEALER_CUSTOMERS, DEALER_RANGES, DEALER_STOCK, DEALER_WHO, EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, line, requiredLine, text } from "./text-fields.ts";
import { CURRENCIES } from "./money.ts";

// Single-line fields refuse line breaks and keep no other control character (text-fields.ts): the
// office's `npm run customers` prints them.
const optionalLine = (max: number) => line(max).default("");

export const ApplicationFieldsSchema = z.object({
  applying_as: z.enum(APPLYING_AS),
  company: requiredLine(200),
  first_name: requiredLine(100),
  last_name: requiredLine(100),
  email: emailLine(EMAIL_PATTERN, 254, 3),
  phone: requiredLine(40),
  vat_number: requiredLine(30),
  billing_address_street_1: optionalLine(200),
  billing_address_post: optionalLine(20),
  billing_address_city: optionalLine(100),
  billing_address_country: z
    .string()
    .trim()
    .transform((c) => c.toUpperCase())
    .refine((c) => CONTACT_COUNTRIES.includes(c), "Unknown country"),
  delivery_address: text(500).default(""),
  /** The account's language and currency (the e-mails and prices of the account). */
  account_lang: z.enum(LANGUAGES),
  account_currency: z.enum(CURRENCIES),
  who: z.enum(DEALER_WHO).nullable().default(null),
  customers: z.enum(DEALER_CUSTOMERS).nullable().default(null),
  range: z.enum(DEALER_RANGES).nullable().default(null),
  stock: z.enum(DEALER_STOCK).nullable().default(null),
  website: optionalLine(200),
  specialisation: optionalLine(200),
  text: text(5000).default(""),
  /** The privacy agreement: the form refuses to send without it. */
  privacy: z.literal(true),
});
export type ApplicationFields = z.input<typeof ApplicationFieldsSchema>;
export type Application = z.output<typeof ApplicationFieldsSchema>;

/**
 * The same answer whether or not the e-mail already belongs to a customer (no enumeration): the
 * application is stored and the office told either way.
 */
export const ApplyForAccountResponseSchema = z.object({ received: z.literal(true) });

/** The ERP's path of the application (POST). */
export const APPLICATIONS_PATH = "/applications";

/**
 * An application's fields as the office reads them (every one a string, as stored: a form of an
 * older shop may lack a field or hold a value the form no longer offers).
 */
export const ApplicationDetailsSchema = z.object({
  applying_as: z.string(),
  company: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  vat_number: z.string(),
  billing_address_street_1: z.string().default(""),
  billing_address_post: z.string().default(""),
  billing_address_city: z.string().default(""),
  billing_address_country: z.string(),
  delivery_address: z.string().default(""),
  account_lang: z.string(),
  account_currency: z.string(),
  who: z.string().nullable().default(null),
  customers: z.string().nullable().default(null),
  range: z.string().nullable().default(null),
  stock: z.string().nullable().default(null),
  website: z.string().default(""),
  specialisation: z.string().default(""),
  text: z.string().default(""),
});
export type ApplicationDetails = z.output<typeof ApplicationDetailsSchema>;

/** An application for a trade account: stored as an applicant, mailed to the office and acknowledged. */
export const ApplyForAccountRequestSchema = z
  .object({ action: z.literal("applyForAccount"), ...common })
  .merge(ApplicationFieldsSchema);
