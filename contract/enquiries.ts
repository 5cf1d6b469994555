/**
 * The e-mail endpoints (transactions.md section 7; success means HTTP 200): the contact, dealer,
 * enquiry and quick-contact forms. Their value lists are in contract/mail-fields.ts.
 */
import { z } from "zod";
import { CountrySchema, SourceSchema } from "./common.ts";
import {
  DEALER_CUSTOMERS,
  DEALER_RANGES,
  DEALER_STOCK,
  DEALER_WHO,
  DRIVING_STYLES,
  EMAIL_PATTERN,
  ENQUIRY_TYPES,
  YEAR_MAX,
  YEAR_MIN,
} from "./mail-fields.ts";
import { emailLine, line, requiredLine, text } from "./text-fields.ts";

// Single-line fields refuse line breaks: a field that becomes a line of an e-mail, a PDF or a
// header could otherwise add lines or headers of its own (header injection, fake links in mail).
// They keep no other control character, and free text keeps only its lines (text-fields.ts).
const email = emailLine(EMAIL_PATTERN);

const privacyAccepted = z.literal(true);
export const ContactGeneralRequestSchema = z
  .object({
    source: SourceSchema,
    /** The destination support address; only one of the ERP's configured office addresses is accepted. */
    to: email.optional(),
    firstname: requiredLine(100),
    lastname: requiredLine(100),
    country: CountrySchema,
    address: line(200).optional(),
    zip: line(20).optional(),
    city: line(100).optional(),
    email,
    type: z.enum(ENQUIRY_TYPES),
    brand: requiredLine(100),
    make: line(80).optional(),
    model: line(80).optional(),
    year: line(10).optional(),
    engine: line(80).optional(),
    vin: line(40).optional(),
    part: line(80).optional(),
    text: text(5000, { required: true }),
    privacy: privacyAccepted,
  })
  .superRefine((body, ctx) => {
    // transactions.md section 5: the vehicle for "I do NOT know the part number", the part number otherwise.
    const required = (field: "make" | "model" | "year" | "engine" | "part") => {
      if (!body[field]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: "This field is required" });
    };
    if (body.type === "product-unknown-part") {
      (["make", "model", "year", "engine"] as const).forEach(required);
      if (body.year && !/^\d{4}$/.test(body.year)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["year"], message: "Invalid format" });
      }
    }
    if (body.type === "product-known-part") required("part");
  });
export const ContactDealerRequestSchema = z.object({
  source: SourceSchema,
  to: email.optional(),
  first_name: requiredLine(100),
  last_name: requiredLine(100),
  company: requiredLine(200),
  email,
  billing_address_street_1: line(200).optional(),
  billing_address_post: line(20).optional(),
  billing_address_city: line(100).optional(),
  billing_address_country: CountrySchema,
  phone: line(40).optional(),
  delivery_address: text(500).optional(),
  vat_number: requiredLine(30),
  text: text(5000).optional(),
  privacy: privacyAccepted,
  who: z.enum(DEALER_WHO).optional(),
  customer: z.enum(DEALER_CUSTOMERS).optional(),
  website: line(200).optional(),
  specialisation: line(200).optional(),
  range: z.enum(DEALER_RANGES).optional(),
  stock: z.enum(DEALER_STOCK).optional(),
});
export const EnquiryFormRequestSchema = z.object({
  source: SourceSchema,
  part: requiredLine(80),
  email,
  manufacturer: line(80),
  text: text(5000, { required: true }),
});
export const QuickContactRequestSchema = z
  .object({
    source: SourceSchema,
    make: requiredLine(80),
    model: requiredLine(80),
    year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX),
    engine: requiredLine(80),
    drivingStyle: z.enum(DRIVING_STYLES),
    /** Required only for 'Track use only'; dropped otherwise. */
    typeOfCompetition: line(80).optional(),
    part: requiredLine(80),
    manufacturer: line(80),
    email,
  })
  .superRefine((body, ctx) => {
    if (body.drivingStyle === "track" && !body.typeOfCompetition) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["typeOfCompetition"], message: "This field is required" });
    }
  })
  .transform((body) => (body.drivingStyle === "track" ? body : { ...body, typeOfCompetition: undefined }));
export const EmailResponseSchema = z.object({ ok: z.literal(true), id: z.string() });
