/**
 * Schemas of the product page's quick contact and product enquiry forms, checked by the actions
 * (parseWithZod); the browser checks the same with the constraints these give (decision 0049,
 * app/lib/enquiry-rules.ts). Messages are translation keys of the enquiry namespace. A signed-in shopper has no e-mail field: the account's is used.
 */
import { z } from "zod";
import { DRIVING_STYLES, EMAIL_PATTERN, SINGLE_LINE, YEAR_MAX, YEAR_MIN } from "../../contract/mail-fields.ts";
import { ENQUIRY_ERRORS } from "./enquiry-rules.ts";

const REQUIRED = ENQUIRY_ERRORS.required;
const INVALID = ENQUIRY_ERRORS.invalid;

const line = (max: number) =>
  z
    .string({ required_error: REQUIRED, invalid_type_error: REQUIRED })
    .regex(SINGLE_LINE, ENQUIRY_ERRORS.singleLine)
    .trim()
    .min(1, REQUIRED)
    .max(max, ENQUIRY_ERRORS.tooLong);

const email = z
  .string({ required_error: REQUIRED, invalid_type_error: REQUIRED })
  .regex(SINGLE_LINE, INVALID)
  .trim()
  .min(1, REQUIRED)
  .max(254, INVALID)
  .regex(EMAIL_PATTERN, INVALID);

/** Guests type their e-mail; for a signed-in shopper the field is absent and ignored. */
const emailFor = (guest: boolean) => (guest ? email : z.string().optional());

export function quickContactFormSchema({ guest }: { guest: boolean }) {
  const vehicle = z.object({
    email: emailFor(guest),
    make: line(80),
    model: line(80),
    year: z
      .number({ required_error: REQUIRED, invalid_type_error: ENQUIRY_ERRORS.year })
      .int(ENQUIRY_ERRORS.year)
      .min(YEAR_MIN, ENQUIRY_ERRORS.year)
      .max(YEAR_MAX, ENQUIRY_ERRORS.year),
    engine: line(80),
    drivingStyle: z.enum(DRIVING_STYLES, { errorMap: () => ({ message: REQUIRED }) }),
  });
  // The competition type is checked on its own side of an intersection, so its error shows together
  // with the others (an object's refinement runs only once every field is valid). Without
  // JavaScript the field is always posted (it cannot hide itself): required only for track use.
  const competition = z
    .object({
      drivingStyle: z.string().optional(),
      // A line break is refused before trimming, as in every single-line field (contract/mail-fields.ts).
      typeOfCompetition: z
        .string()
        .regex(SINGLE_LINE, ENQUIRY_ERRORS.singleLine)
        .trim()
        .max(80, ENQUIRY_ERRORS.tooLong)
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.drivingStyle === "track" && !value.typeOfCompetition) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["typeOfCompetition"], message: REQUIRED });
      }
    });
  return z
    .intersection(vehicle, competition)
    .transform(({ typeOfCompetition, ...value }) =>
      value.drivingStyle === "track" ? { ...value, typeOfCompetition } : value,
    );
}

export function productEnquiryFormSchema({ guest }: { guest: boolean }) {
  return z.object({
    email: emailFor(guest),
    text: z
      .string({ required_error: REQUIRED, invalid_type_error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(5000, ENQUIRY_ERRORS.tooLong),
  });
}
