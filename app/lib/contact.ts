/**
 * Schemas of the contact page's general and dealer enquiry forms (transactions.md sections 3, 5
 * and 9), checked by the action (parseWithZod); the browser checks the same with the constraints
 * these give (decision 0049, app/lib/enquiry-rules.ts).
 * Field names are the ERP payload's. Messages are translation keys of the enquiry namespace.
 */
import { z } from "zod";
import {
  DEALER_CUSTOMERS,
  DEALER_RANGES,
  DEALER_STOCK,
  DEALER_WHO,
  EMAIL_PATTERN,
  ENQUIRY_BRANDS,
  ENQUIRY_TYPES,
  SINGLE_LINE,
  YEAR_MAX,
  YEAR_MIN,
} from "../../contract/mail-fields.ts";
import { CONTACT_COUNTRIES } from "../../contract/countries.ts";

import { CONTACT_FORMS, ENQUIRY_ERRORS, type ContactForm } from "./enquiry-rules.ts";

export { CONTACT_FORMS, type ContactForm };

const REQUIRED = ENQUIRY_ERRORS.required;
const INVALID = ENQUIRY_ERRORS.invalid;
const SINGLE = ENQUIRY_ERRORS.singleLine;
const TOO_LONG = ENQUIRY_ERRORS.tooLong;

const text = () => z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED });
/** A single-line field (a line break could end up in a mail header): refused before trimming. */
const optionalLine = (max: number) => text().regex(SINGLE_LINE, SINGLE).trim().max(max, TOO_LONG).optional();
const requiredLine = (max: number) => text().regex(SINGLE_LINE, SINGLE).trim().min(1, REQUIRED).max(max, TOO_LONG);
const email = text()
  .regex(SINGLE_LINE, INVALID)
  .trim()
  .min(1, REQUIRED)
  .max(254, INVALID)
  .regex(EMAIL_PATTERN, INVALID);
/** Free text (several lines allowed, NUL refused as the ERP does). */
const comment = (max: number) =>
  text()
    // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
    .regex(/^[^\u0000]*$/, INVALID)
    .trim()
    .max(max, TOO_LONG);
const country = text().refine((code) => CONTACT_COUNTRIES.includes(code), REQUIRED);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: REQUIRED }) });
/** The privacy agreement checkbox: conform reads "on" as true, a missing box as undefined. */
const privacy = z
  .boolean({ required_error: REQUIRED, invalid_type_error: REQUIRED })
  .refine((accepted) => accepted, REQUIRED)
  .transform(() => true as const);

const general = z.object({
  firstname: requiredLine(100),
  lastname: requiredLine(100),
  country,
  address: optionalLine(200),
  zip: optionalLine(20),
  city: optionalLine(100),
  email,
  type: choice(ENQUIRY_TYPES),
  brand: choice(ENQUIRY_BRANDS),
  text: comment(5000).refine((value) => value.length > 0, REQUIRED),
  privacy,
});

/**
 * The product fields, checked on their own side of an intersection so their errors show together
 * with the others (an object's refinement runs only once all its fields are valid). Without
 * JavaScript they are always posted: each is required only for its enquiry type.
 */
const product = z
  .object({
    type: z.string().optional(),
    make: optionalLine(80),
    model: optionalLine(80),
    year: z
      .number({ invalid_type_error: ENQUIRY_ERRORS.year })
      .int(ENQUIRY_ERRORS.year)
      .min(YEAR_MIN, ENQUIRY_ERRORS.year)
      .max(YEAR_MAX, ENQUIRY_ERRORS.year)
      .optional(),
    engine: optionalLine(80),
    vin: optionalLine(40),
    part: optionalLine(80),
  })
  .superRefine((value, ctx) => {
    const required = (field: "make" | "model" | "year" | "engine" | "part") => {
      if (value[field] === undefined || value[field] === "")
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: REQUIRED });
    };
    if (value.type === "product-unknown-part") (["make", "model", "year", "engine"] as const).forEach(required);
    if (value.type === "product-known-part") required("part");
  });

/** The vehicle fields belong to 'part number unknown', the part number to 'part number known'; other types drop them. */
export const generalEnquiryFormSchema = z
  .intersection(general, product)
  .transform(({ make, model, year, engine, vin, part, ...rest }) => ({
    ...rest,
    ...(rest.type === "product-unknown-part" ? { make, model, year, engine, vin } : {}),
    ...(rest.type === "product-known-part" ? { part } : {}),
  }));
export type GeneralEnquiry = z.output<typeof generalEnquiryFormSchema>;

export const dealerFormSchema = z.object({
  first_name: requiredLine(100),
  last_name: requiredLine(100),
  company: requiredLine(200),
  email,
  billing_address_street_1: optionalLine(200),
  billing_address_post: optionalLine(20),
  billing_address_city: optionalLine(100),
  billing_address_country: country,
  phone: optionalLine(40),
  delivery_address: comment(500).optional(),
  vat_number: requiredLine(30),
  text: comment(5000).optional(),
  privacy,
  who: choice(DEALER_WHO).optional(),
  customer: choice(DEALER_CUSTOMERS).optional(),
  website: optionalLine(200),
  specialisation: optionalLine(200),
  range: choice(DEALER_RANGES).optional(),
  stock: choice(DEALER_STOCK).optional(),
});
export type DealerEnquiry = z.output<typeof dealerFormSchema>;
