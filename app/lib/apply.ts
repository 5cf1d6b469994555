/**
 * The application form's schema (issue 20 item 6): the dealer enquiry's fields (app/lib/contact.ts
 * dealerFormSchema) plus what an account needs, checked by the action only (decision 0046).
 * Field names are the contract's (contract/application.ts); messages are translation keys.
 */
import { z } from "zod";
import { APPLYING_AS } from "../../contract/application-constants.ts";
import { CONTACT_COUNTRIES } from "../../contract/countries.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import {
  DEALER_CUSTOMERS,
  DEALER_RANGES,
  DEALER_STOCK,
  DEALER_WHO,
  EMAIL_PATTERN,
  SINGLE_LINE,
} from "../../contract/mail-fields.ts";
import { CURRENCIES } from "../../contract/money.ts";

const REQUIRED = "enquiry:errors.required";
const INVALID = "enquiry:errors.invalid";
const SINGLE = "enquiry:errors.singleLine";
const TOO_LONG = "enquiry:errors.tooLong";

const text = () => z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED });
const optionalLine = (max: number) => text().regex(SINGLE_LINE, SINGLE).trim().max(max, TOO_LONG).optional();
const requiredLine = (max: number) => text().regex(SINGLE_LINE, SINGLE).trim().min(1, REQUIRED).max(max, TOO_LONG);
const comment = (max: number) =>
  text()
    // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
    .regex(/^[^\u0000]*$/, INVALID)
    .trim()
    .max(max, TOO_LONG)
    .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: REQUIRED }) });

export const ApplyFormSchema = z.object({
  applying_as: choice(APPLYING_AS),
  company: requiredLine(200),
  first_name: requiredLine(100),
  last_name: requiredLine(100),
  email: text().regex(SINGLE_LINE, INVALID).trim().min(1, REQUIRED).max(254, INVALID).regex(EMAIL_PATTERN, INVALID),
  phone: requiredLine(40),
  vat_number: requiredLine(30),
  billing_address_street_1: optionalLine(200),
  billing_address_post: optionalLine(20),
  billing_address_city: optionalLine(100),
  billing_address_country: text().refine((code) => CONTACT_COUNTRIES.includes(code), REQUIRED),
  delivery_address: comment(500),
  account_lang: choice(LANGUAGES),
  account_currency: choice(CURRENCIES),
  who: choice(DEALER_WHO).optional(),
  customers: choice(DEALER_CUSTOMERS).optional(),
  range: choice(DEALER_RANGES).optional(),
  stock: choice(DEALER_STOCK).optional(),
  website: optionalLine(200),
  specialisation: optionalLine(200),
  text: comment(5000),
  privacy: z
    .boolean({ required_error: REQUIRED, invalid_type_error: REQUIRED })
    .refine((accepted) => accepted, REQUIRED)
    .transform(() => true as const),
});
export type ApplyForm = z.output<typeof ApplyFormSchema>;
