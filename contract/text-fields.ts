/**
 * The text fields of every call that stores what a form sent (enquiries, the checkout's contact,
 * addresses and comment, the address book, account applications, warranty claims): single-line
 * fields refuse line breaks (header injection) and keep no other control character; multi-line
 * fields keep their lines. Defined once here, so the ERP stores the same clean text whichever path
 * a value came by (issue 37 item 5: claims and applications are printed to the office's terminal).
 */
import { z } from "zod";
import { cleanLine, cleanText, SINGLE_LINE } from "./mail-fields.ts";

export const SINGLE_LINE_MESSAGE = "must be a single line";
export const REQUIRED_MESSAGE = "This field is required";

/** Line breaks refused, then control characters dropped (cleanLine), then trimmed. */
const singleLine = z.string().regex(SINGLE_LINE, SINGLE_LINE_MESSAGE).transform(cleanLine);

/** A single-line text field of at most `max` characters, trimmed. */
export const line = (max: number) => singleLine.pipe(z.string().trim().max(max));
/** The same, required: empty once cleaned and trimmed is "This field is required". */
export const requiredLine = (max: number) => singleLine.pipe(z.string().trim().min(1, REQUIRED_MESSAGE).max(max));

/** Free text (several lines allowed), NUL refused, other control characters dropped, trimmed. */
export const text = (max: number, options: { required?: boolean } = {}) =>
  z
    .string()
    // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
    .regex(/^[^\u0000]*$/, "must not contain NUL characters")
    .transform(cleanText)
    .pipe(options.required ? z.string().trim().min(1, REQUIRED_MESSAGE).max(max) : z.string().trim().max(max));

/** An e-mail address: one line, the spec's loose pattern once cleaned. */
export const emailLine = (pattern: RegExp, max = 254, min = 0) =>
  singleLine.pipe(z.string().trim().min(min).max(max).regex(pattern, "Invalid format"));
