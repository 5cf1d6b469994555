/**
 * The browser's checks of the enquiry forms (decision 0049) against their zod schemas, which the
 * actions apply: for a table of inputs per field, the control the form renders (the schema's
 * constraints from getZodConstraint, as the loader sends them, plus the type and the `required`
 * the page sets) is judged as the HTML standard's constraint validation judges it, its validity
 * named by app/lib/client-validation.ts; the schema judges what the browser would post. Both must
 * agree on whether the field has an error and on its (first) message.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formConstraint } from "../.server/form-constraint.ts";
import { validityMessage, type ControlLike, type ValidityLike } from "./client-validation.ts";
import { dealerFormSchema, generalEnquiryFormSchema } from "./contact.ts";
import { productEnquiryFormSchema, quickContactFormSchema } from "./enquiry.ts";
import {
  DEALER_MESSAGES,
  GENERAL_ENQUIRY_MESSAGES,
  PRODUCT_ENQUIRY_MESSAGES,
  QUICK_CONTACT_MESSAGES,
} from "./enquiry-rules.ts";
import type { FieldMessages } from "./client-validation.ts";
import type { Constraint } from "./server-form.ts";

type Kind = "text" | "email" | "tel" | "url" | "number" | "select" | "checkbox" | "textarea";

/** The HTML standard's valid floating-point number. */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const WHITESPACE_EDGES = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * A control of that kind and those attributes after a person typed `typed` (or chose it), as a
 * browser has it: its value sanitized (no line breaks in a one-line input, an e-mail's edges
 * trimmed, a number that is not one is no value and bad input), what typing cannot exceed
 * (maxlength) cut, and its validity flags.
 */
function typedControl(kind: Kind, attributes: Constraint, typed: string): ControlLike & { posted: string | null } {
  const required = attributes.required === true;
  let value = typed;
  const validity: { -readonly [Flag in keyof ValidityLike]: ValidityLike[Flag] } = {};
  if (kind === "checkbox") {
    const checked = typed === "on";
    validity.valueMissing = required && !checked;
    return { type: kind, value: "on", required, validity, posted: checked ? "on" : null };
  }
  if (kind !== "textarea" && kind !== "select") value = value.replace(/[\r\n]/g, "");
  if (kind === "email" || kind === "url") value = value.replace(WHITESPACE_EDGES, "");
  if (kind !== "select" && kind !== "number" && attributes.maxLength !== undefined)
    value = value.slice(0, attributes.maxLength);
  if (kind === "number") {
    const trimmed = value;
    if (trimmed !== "" && !FLOAT.test(trimmed)) {
      validity.badInput = true;
      value = "";
    } else if (trimmed !== "") {
      const n = Number(trimmed);
      const min = attributes.min === undefined ? undefined : Number(attributes.min);
      const max = attributes.max === undefined ? undefined : Number(attributes.max);
      validity.rangeUnderflow = min !== undefined && n < min;
      validity.rangeOverflow = max !== undefined && n > max;
      // No step attribute: the default step of 1 from the minimum (or 0).
      validity.stepMismatch = !Number.isInteger(n - (min ?? 0));
    }
  }
  validity.valueMissing = required && value === "";
  if (["text", "email", "tel", "url"].includes(kind) && attributes.pattern && value !== "")
    validity.patternMismatch = !new RegExp(`^(?:${attributes.pattern})$`, "v").test(value);
  return { type: kind === "select" ? "select-one" : kind, value, required, validity, posted: value };
}

type FormCase = {
  name: string;
  schema: z.ZodTypeAny;
  messages: Record<string, FieldMessages>;
  /** A valid post, every field. */
  valid: Record<string, string>;
  /** Each field's kind of control. */
  kinds: Record<string, Kind>;
  /** `required` as the page sets it beside the schema's (selects whose schema cannot say, shown conditionals). */
  required?: Record<string, boolean>;
  /** What the other fields hold while this one is tried (a conditional field's condition). */
  context?: Record<string, Record<string, string>>;
};

const LONG = (n: number) => "x".repeat(n);
/** Inputs for every field: the table's rows (each field adds its own). */
const COMMON = ["", " ", "   ", "ok", " ok ", "a\u2028b", "\u2029", "a\u0085", LONG(81), LONG(5001)];
const EMAILS = [
  "x",
  "a@b",
  "a b@c.d",
  "müller@example.de",
  "a@b@c",
  " a@b.pl ",
  "@b",
  "a@",
  "ab.pl",
  "jan@example.com",
];
const NUMBERS = ["", "2018", "1899", "1900", "2100", "2101", "2018.5", "1e3", "abc", "-5", "20e2"];

const CASES: FormCase[] = [
  {
    name: "quick contact (guest)",
    schema: quickContactFormSchema({ guest: true }),
    messages: QUICK_CONTACT_MESSAGES,
    valid: {
      email: "d@example.com",
      make: "Toyota",
      model: "Hilux",
      year: "2018",
      engine: "2.8",
      drivingStyle: "track",
      typeOfCompetition: "Rally",
    },
    kinds: {
      email: "email",
      make: "text",
      model: "text",
      year: "number",
      engine: "text",
      drivingStyle: "select",
      typeOfCompetition: "text",
    },
    required: { drivingStyle: true, typeOfCompetition: true },
  },
  {
    name: "product enquiry (guest)",
    schema: productEnquiryFormSchema({ guest: true }),
    messages: PRODUCT_ENQUIRY_MESSAGES,
    valid: { email: "d@example.com", text: "Does it fit?" },
    kinds: { email: "email", text: "textarea" },
  },
  {
    name: "general enquiry, part number unknown",
    schema: generalEnquiryFormSchema,
    messages: GENERAL_ENQUIRY_MESSAGES,
    valid: {
      firstname: "Anna",
      lastname: "Nowak",
      country: "PL",
      address: "",
      zip: "",
      city: "",
      email: "anna@example.com",
      type: "product-unknown-part",
      brand: "DBA",
      text: "Which discs?",
      privacy: "on",
      make: "Toyota",
      model: "Hilux",
      year: "2018",
      engine: "2.8",
      vin: "",
    },
    kinds: {
      firstname: "text",
      lastname: "text",
      country: "select",
      address: "text",
      zip: "text",
      city: "text",
      email: "email",
      type: "select",
      brand: "select",
      text: "textarea",
      privacy: "checkbox",
      make: "text",
      model: "text",
      year: "number",
      engine: "text",
      vin: "text",
    },
    required: { type: true, make: true, model: true, year: true, engine: true },
  },
  {
    name: "general enquiry, part number known",
    schema: generalEnquiryFormSchema,
    messages: GENERAL_ENQUIRY_MESSAGES,
    valid: {
      firstname: "Anna",
      lastname: "Nowak",
      country: "DE",
      email: "anna@example.com",
      type: "product-known-part",
      brand: "Hawk",
      text: "Price?",
      privacy: "on",
      part: "HB123",
    },
    kinds: { part: "text", privacy: "checkbox", country: "select", brand: "select" },
    required: { type: true, part: true },
  },
  {
    name: "dealer",
    schema: dealerFormSchema,
    messages: DEALER_MESSAGES,
    valid: {
      first_name: "Jan",
      last_name: "Kowalski",
      company: "Auto Jan",
      email: "jan@example.com",
      billing_address_street_1: "",
      billing_address_post: "",
      billing_address_city: "",
      billing_address_country: "PL",
      phone: "",
      delivery_address: "",
      vat_number: "PL123",
      text: "",
      privacy: "on",
      who: "",
      customer: "",
      website: "",
      specialisation: "",
      range: "",
      stock: "",
    },
    kinds: {
      first_name: "text",
      last_name: "text",
      company: "text",
      email: "email",
      billing_address_street_1: "text",
      billing_address_post: "text",
      billing_address_city: "text",
      billing_address_country: "select",
      phone: "tel",
      delivery_address: "textarea",
      vat_number: "text",
      text: "textarea",
      privacy: "checkbox",
      who: "select",
      customer: "select",
      website: "url",
      specialisation: "text",
      range: "select",
      stock: "select",
    },
  },
];

/** The inputs tried in a field of that kind. */
function inputsFor(kind: Kind, valid: string): string[] {
  if (kind === "email") return [...COMMON, ...EMAILS];
  if (kind === "number") return NUMBERS;
  if (kind === "checkbox") return ["on", ""];
  if (kind === "select") return ["", valid];
  return [...COMMON, "www.example.pl", "a\r\nb", "a\u0000b", valid];
}

/** The schema's first message for the field, given the post. */
function schemaMessage(schema: z.ZodTypeAny, post: Record<string, string | null>, field: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(post)) if (value !== null) form.append(name, value);
  const reply = parseWithZod(form, { schema }).reply();
  return reply.error?.[field]?.[0];
}

describe("the enquiry forms' browser checks agree with their schemas", () => {
  for (const form of CASES) {
    const constraint = formConstraint(form.schema);
    it(`${form.name}: a valid post passes both`, () => {
      const post = { ...form.valid };
      for (const field of Object.keys(form.kinds)) {
        expect(schemaMessage(form.schema, post, field), field).toBeUndefined();
      }
    });
    for (const [field, kind] of Object.entries(form.kinds)) {
      it(`${form.name}: ${field}`, () => {
        const attributes = { ...constraint[field], required: form.required?.[field] ?? constraint[field]?.required };
        const messages = form.messages[field];
        expect(messages, `messages of ${field}`).toBeDefined();
        const rows = inputsFor(kind, form.valid[field] ?? "").map((typed) => {
          const control = typedControl(kind, attributes, typed);
          const browser = validityMessage(control, messages!);
          const server = schemaMessage(form.schema, { ...form.valid, [field]: control.posted }, field);
          return { typed, browser, server };
        });
        // What the browser leaves to the action: a NUL in free text (a textarea has no pattern; no
        // one types it). Never the other way: the browser refuses nothing the action takes.
        const leftToServer = (row: (typeof rows)[number]) =>
          kind === "textarea" && row.typed.includes("\u0000") && row.browser === undefined && !!row.server;
        const disagreements = rows.filter((row) => row.browser !== row.server && !leftToServer(row));
        expect(disagreements).toEqual([]);
        // The table tries both sides of the field's rules.
        if (kind !== "select" || attributes.required) expect(rows.some((row) => row.server)).toBe(true);
        expect(rows.some((row) => !row.server)).toBe(true);
      });
    }
  }

  it("tries the rules that make a difference (a control that refuses nothing would agree only by chance)", () => {
    const quick = formConstraint(quickContactFormSchema({ guest: true }));
    const email = typedControl("email", quick.email!, "x");
    expect(validityMessage(email, QUICK_CONTACT_MESSAGES.email!)).toBe("enquiry:errors.invalid");
    const year = typedControl("number", quick.year!, "1850");
    expect(validityMessage(year, QUICK_CONTACT_MESSAGES.year!)).toBe("enquiry:errors.year");
  });
});
