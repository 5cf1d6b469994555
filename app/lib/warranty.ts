/**
 * The warranty claim form (issue 22 item 4, decision 0035): every field required and 1 to 3 pictures,
 * checked by the action (decision 0049: no zod in the browser). Field names are the contract's
 * (contract/warranty.ts); messages are translation keys. The pictures' size and count are checked
 * here and, before anything is sent, by the page (picturesProblem, app/lib/warranty-fields.ts); their
 * type is checked by their first bytes on the server (pictureType), never by name or declared type.
 */
import { z } from "zod";
import { EMAIL_PATTERN, SINGLE_LINE } from "../../contract/mail-fields.ts";
import { isCalendarDate, WARRANTY_EARLIEST_YEAR, WARRANTY_MILEAGE_MAX } from "../../contract/warranty.ts";
import { WARRANTY_PICTURE_MAX_BYTES, WARRANTY_PICTURES_MAX } from "../../contract/warranty-constants.ts";
import { WARRANTY_ACCEPT, WARRANTY_ERRORS } from "./warranty-fields.ts";

export { WARRANTY_ACCEPT, WARRANTY_ERRORS };

const REQUIRED = "enquiry:errors.required";
const INVALID = "enquiry:errors.invalid";
const SINGLE = "enquiry:errors.singleLine";
const TOO_LONG = "enquiry:errors.tooLong";

/** Largest multipart body of the form: the pictures at their limit plus the text fields and the parts' headers. */
export const WARRANTY_FORM_BODY_LIMIT = WARRANTY_PICTURES_MAX * WARRANTY_PICTURE_MAX_BYTES + 256 * 1024;

const text = () => z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED });
const requiredLine = (max: number) => text().regex(SINGLE_LINE, SINGLE).trim().min(1, REQUIRED).max(max, TOO_LONG);
const whole = (min: number, max: number, message: string) =>
  z.number({ required_error: REQUIRED, invalid_type_error: message }).int(message).min(min, message).max(max, message);

/** Today as YYYY-MM-DD (the purchase cannot be later). */
const today = () => new Date().toISOString().slice(0, 10);

export const WarrantyFormSchema = z.object({
  name: requiredLine(100),
  email: text().regex(SINGLE_LINE, INVALID).trim().min(1, REQUIRED).max(254, INVALID).regex(EMAIL_PATTERN, INVALID),
  phone: requiredLine(40),
  invoice: requiredLine(40),
  purchase_date: text()
    .refine(isCalendarDate, WARRANTY_ERRORS.date)
    .refine((d) => d >= `${WARRANTY_EARLIEST_YEAR}-01-01` && d <= today(), WARRANTY_ERRORS.date),
  part_number: requiredLine(60),
  make: requiredLine(60),
  model: requiredLine(60),
  vehicle_year: whole(WARRANTY_EARLIEST_YEAR, 2100, WARRANTY_ERRORS.year),
  mileage: whole(0, WARRANTY_MILEAGE_MAX, WARRANTY_ERRORS.mileage),
  fault: text()
    // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
    .regex(/^[^\u0000]*$/, INVALID)
    .trim()
    .min(1, REQUIRED)
    .max(5000, TOO_LONG),
  pictures: z
    .array(z.instanceof(File, { message: WARRANTY_ERRORS.pictures }), {
      required_error: WARRANTY_ERRORS.pictures,
    })
    .min(1, WARRANTY_ERRORS.pictures)
    .max(WARRANTY_PICTURES_MAX, WARRANTY_ERRORS.tooMany)
    .refine((files) => files.every((f) => f.size <= WARRANTY_PICTURE_MAX_BYTES), WARRANTY_ERRORS.tooLarge),
  privacy: z
    .string({ required_error: REQUIRED })
    .refine((v) => v === "on", REQUIRED)
    .transform(() => true as const),
});
export type WarrantyForm = z.output<typeof WarrantyFormSchema>;
