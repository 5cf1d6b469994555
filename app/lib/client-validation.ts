/**
 * The browser's checks of the enquiry forms (transactions.md section 5: "The submit button is
 * disabled while the form is invalid or loading"), without zod or conform (decision 0049). The
 * controls carry their schema's constraints (required, maxlength, min, max, pattern, type; from
 * conform's getZodConstraint on the server, app/.server/form-constraint.ts); the browser's
 * constraint validation API says which one fails (`validity`), and this module names the
 * message the field's zod schema gives for it (a translation key). A required text whose value is
 * only spaces counts as missing (the schemas trim). The action checks again, with zod: it is the
 * authority, and answers whatever the browser does not check.
 */

/** What a control's `validity` says (ValidityState's flags that constraints set). */
export type ValidityLike = Partial<
  Pick<
    ValidityState,
    | "valueMissing"
    | "typeMismatch"
    | "patternMismatch"
    | "tooLong"
    | "tooShort"
    | "rangeUnderflow"
    | "rangeOverflow"
    | "stepMismatch"
    | "badInput"
  >
>;

/** What a control says of itself: an input, select or textarea has all of it. */
export type ControlLike = { type: string; value: string; required: boolean; validity: ValidityLike };

/** The messages a field's schema gives, by the constraint that fails. */
export type FieldMessages = {
  /** Missing, or only spaces. */
  required: string;
  /** The pattern (a single line; the e-mail's loose rule). */
  pattern?: string;
  /** Longer than maxlength. */
  tooLong?: string;
  /** A number that is not one, out of range or not whole. */
  number?: string;
  /** Anything else. */
  invalid: string;
};

/** Controls whose value is typed text: there, only spaces is no value (the schemas trim). */
const TYPED = new Set(["text", "email", "tel", "url", "search", "password", "textarea"]);

/**
 * The message of a control's first failing constraint, in the order its schema checks them (the
 * single-line pattern before the value's presence, then its length, then the number's rules), or
 * undefined when it passes. The browser's own checks of a type (typeMismatch) are not the
 * schemas' rules: its e-mail check is stricter than the specification's loose one ("text, an at
 * sign, text": it refuses `müller@example.de`), which the e-mail's pattern carries, and no schema
 * asks a web site to be a full URL (`www.example.pl` is not one). So a type alone refuses nothing.
 */
export function validityMessage(control: ControlLike, messages: FieldMessages): string | undefined {
  const validity = control.validity;
  if (validity.valueMissing) return messages.required;
  if (validity.patternMismatch) return messages.pattern ?? messages.invalid;
  if (control.required && TYPED.has(control.type) && control.value.trim() === "") return messages.required;
  if (validity.tooLong || validity.tooShort) return messages.tooLong ?? messages.invalid;
  if (validity.badInput || validity.rangeUnderflow || validity.rangeOverflow || validity.stepMismatch)
    return messages.number ?? messages.invalid;
  return undefined;
}

/**
 * The message of each control of a form that has messages (by its name), for the controls that
 * fail; the others (hidden fields, the honeypot, fields not shown) are not checked.
 */
export function formMessages(
  elements: ArrayLike<Element>,
  messages: Readonly<Record<string, FieldMessages>>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const element of Array.from(elements)) {
    const control = element as Element & Partial<ControlLike> & { name?: string; disabled?: boolean };
    const name = control.name;
    if (!name || control.disabled || !control.validity || found[name] !== undefined) continue;
    const fieldMessages = messages[name];
    if (!fieldMessages) continue;
    const message = validityMessage(control as ControlLike, fieldMessages);
    if (message) found[name] = message;
  }
  return found;
}
