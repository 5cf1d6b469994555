/**
 * Schemas of the product page's quick contact and product enquiry forms, shared by the server
 * (parseWithZod in the actions) and, when JavaScript runs, the browser. Messages are translation
 * keys of the enquiry namespace. A signed-in shopper has no e-mail field: the account's is used.
 */
import { z } from "zod";
import { DRIVING_STYLES, EMAIL_PATTERN, SINGLE_LINE, YEAR_MAX, YEAR_MIN } from "../../contract/mail-fields.ts";

const REQUIRED = "enquiry:errors.required";
const INVALID = "enquiry:errors.invalid";

const line = (max: number) =>
  z
    .string({ required_error: REQUIRED, invalid_type_error: REQUIRED })
    .regex(SINGLE_LINE, "enquiry:errors.singleLine")
    .trim()
    .min(1, REQUIRED)
    .max(max, "enquiry:errors.tooLong");

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
      .number({ required_error: REQUIRED, invalid_type_error: "enquiry:errors.year" })
      .int("enquiry:errors.year")
      .min(YEAR_MIN, "enquiry:errors.year")
      .max(YEAR_MAX, "enquiry:errors.year"),
    engine: line(80),
    drivingStyle: z.enum(DRIVING_STYLES, { errorMap: () => ({ message: REQUIRED }) }),
  });
  // The competition type is checked on its own side of an intersection, so its error shows together
  // with the others (an object's refinement runs only once every field is valid). Without
  // JavaScript the field is always posted (it cannot hide itself): required only for track use.
  const competition = z
    .object({
      drivingStyle: z.string().optional(),
      typeOfCompetition: z
        .string()
        .trim()
        .max(80, "enquiry:errors.tooLong")
        .regex(SINGLE_LINE, "enquiry:errors.singleLine")
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
      .max(5000, "enquiry:errors.tooLong"),
  });
}
