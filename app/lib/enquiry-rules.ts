/**
 * The enquiry forms' messages (translation keys of the enquiry namespace) without zod (decision
 * 0049): the schemas (app/lib/enquiry.ts, app/lib/contact.ts) name them from here, and the browser's
 * checks (app/lib/client-validation.ts) give, for each field and each failing constraint, the
 * message its schema gives. app/lib/enquiry-rules.test.ts holds the two to the same answers. The
 * loaders send a form's table with its constraints (decision 0050), so the browser does not load
 * this module.
 */
import type { FieldMessages } from "./client-validation.ts";

export const ENQUIRY_ERRORS = {
  required: "enquiry:errors.required",
  invalid: "enquiry:errors.invalid",
  tooLong: "enquiry:errors.tooLong",
  singleLine: "enquiry:errors.singleLine",
  year: "enquiry:errors.year",
} as const;

const { required, invalid, tooLong, singleLine, year } = ENQUIRY_ERRORS;

/** A single-line text: refused with a line break, then required (when it is), then its length. */
const LINE: FieldMessages = { required, pattern: singleLine, tooLong, invalid };
/** The e-mail: required, else every other failure is "invalid format". */
const EMAIL: FieldMessages = { required, pattern: invalid, tooLong: invalid, invalid };
/** A model year: required, else a whole number in range. */
const YEAR: FieldMessages = { required, number: year, invalid: year };
/** Free text of several lines. */
const COMMENT: FieldMessages = { required, tooLong, invalid };
/** A select or the privacy checkbox: a choice is required. */
const CHOICE: FieldMessages = { required, invalid: required };

export { CONTACT_FORMS, type ContactForm } from "./contact-form-names.ts";

/** The product page's quick contact (the competition type is required only for track use). */
export const QUICK_CONTACT_MESSAGES: Record<string, FieldMessages> = {
  email: EMAIL,
  make: LINE,
  model: LINE,
  year: YEAR,
  engine: LINE,
  drivingStyle: CHOICE,
  typeOfCompetition: LINE,
};

/** The product page's product enquiry. */
export const PRODUCT_ENQUIRY_MESSAGES: Record<string, FieldMessages> = { email: EMAIL, text: COMMENT };

/** The contact page's general enquiry (the vehicle and part fields are required for their type only). */
export const GENERAL_ENQUIRY_MESSAGES: Record<string, FieldMessages> = {
  firstname: LINE,
  lastname: LINE,
  country: CHOICE,
  address: LINE,
  zip: LINE,
  city: LINE,
  email: EMAIL,
  type: CHOICE,
  brand: CHOICE,
  text: COMMENT,
  privacy: CHOICE,
  make: LINE,
  model: LINE,
  year: YEAR,
  engine: LINE,
  vin: LINE,
  part: LINE,
};

/** The contact page's dealer form. */
export const DEALER_MESSAGES: Record<string, FieldMessages> = {
  first_name: LINE,
  last_name: LINE,
  company: LINE,
  email: EMAIL,
  billing_address_street_1: LINE,
  billing_address_post: LINE,
  billing_address_city: LINE,
  billing_address_country: CHOICE,
  phone: LINE,
  delivery_address: COMMENT,
  vat_number: LINE,
  text: COMMENT,
  privacy: CHOICE,
  who: CHOICE,
  customer: CHOICE,
  website: LINE,
  specialisation: LINE,
  range: CHOICE,
  stock: CHOICE,
};
