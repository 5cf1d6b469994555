/**
 * The server-validated forms' state (decision 0046) against conform itself: the same schema, the
 * same answer of the action and the same defaults must render the same HTML with conform's
 * useForm and getInputProps & co. as with serverFormState and inputProps & co., so that moving a
 * form off conform changes nothing a visitor or a test sees.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formConstraint } from "../.server/form-constraint.ts";
import { AddressFormSchema, SettingsFormSchema } from "./account.ts";
import { CheckoutDraftSchema, CheckoutFormSchema } from "./checkout.ts";
import {
  ariaProps,
  firstInvalidControl,
  flattenValues,
  inputProps,
  resultErrors,
  selectProps,
  serializeValue,
  serverFormState,
  textareaProps,
  type FormResult,
} from "./server-form.ts";

type Control = { name: string; kind: "text" | "checkbox" | "select" | "textarea" };

type Case = {
  schema: z.ZodTypeAny;
  controls: Control[];
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Record<string, unknown>;
};

function WithConform({ schema, controls, lastResult, defaultValue }: Case) {
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "f",
    lastResult,
    defaultValue: defaultValue as Parameters<typeof useForm<Record<string, unknown>>>[0]["defaultValue"],
    constraint: getZodConstraint(schema),
  });
  const all = fields as unknown as Record<string, Parameters<typeof getInputProps>[0]>;
  return (
    <form {...getFormProps(form)}>
      <p>{JSON.stringify(form.errors ?? null)}</p>
      {controls.map(({ name, kind }) => {
        const field = all[name]!;
        const control =
          kind === "select" ? (
            <select {...getSelectProps(field as Parameters<typeof getSelectProps>[0])} />
          ) : kind === "textarea" ? (
            <textarea {...getTextareaProps(field as Parameters<typeof getTextareaProps>[0])} />
          ) : (
            <input {...getInputProps(field, { type: kind } as Parameters<typeof getInputProps>[1])} />
          );
        return (
          <Fragment key={name}>
            {control}
            <p>{JSON.stringify(field.errors ?? null)}</p>
          </Fragment>
        );
      })}
    </form>
  );
}

function WithServerForm({ schema, controls, lastResult, defaultValue }: Case) {
  const { form, field } = serverFormState("f", {
    lastResult: lastResult as FormResult | undefined,
    defaultValue,
    constraint: formConstraint(schema),
  });
  return (
    <form id={form.id} noValidate {...(form.errors ? { "aria-describedby": form.errorId } : {})}>
      <p>{JSON.stringify(form.errors ?? null)}</p>
      {controls.map(({ name, kind }) => {
        const f = field(name);
        const control =
          kind === "select" ? (
            <select {...selectProps(f)} />
          ) : kind === "textarea" ? (
            <textarea {...textareaProps(f)} />
          ) : (
            <input {...inputProps(f, { type: kind })} />
          );
        return (
          <Fragment key={name}>
            {control}
            <p>{JSON.stringify(f.errors ?? null)}</p>
          </Fragment>
        );
      })}
    </form>
  );
}

const same = (c: Case) => {
  const conform = renderToStaticMarkup(<WithConform {...c} />);
  expect(renderToStaticMarkup(<WithServerForm {...c} />)).toBe(conform);
  return conform;
};

const post = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const address: Control[] = [
  ...["label", "firstName", "lastName", "company", "street", "houseNumber", "apartment", "zip", "city", "phone"].map(
    (name) => ({ name, kind: "text" as const }),
  ),
  { name: "country", kind: "select" },
  { name: "defaultShipping", kind: "checkbox" },
  { name: "defaultBilling", kind: "checkbox" },
];

describe("a server-validated form renders what conform rendered", () => {
  it("with the defaults only (booleans as 'on', empty values as none)", () => {
    const html = same({
      schema: AddressFormSchema,
      controls: address,
      defaultValue: { country: "PL", firstName: "Jan", company: "", defaultShipping: true, defaultBilling: false },
    });
    // The schema's constraints are there: a required field, its length.
    expect(html).toContain('required="" id="f-firstName" name="firstName" form="f"');
    expect(html).toContain('maxLength="100"');
    expect(html).toContain('checked=""');
  });

  it("with the action's answer: what was posted, each field's errors, aria-invalid and aria-describedby", () => {
    const submission = parseWithZod(post({ firstName: "Jan", street: "x".repeat(151), country: "XX", label: "" }), {
      schema: AddressFormSchema,
    });
    expect(submission.status).toBe("error");
    const html = same({ schema: AddressFormSchema, controls: address, lastResult: submission.reply() });
    expect(html).toContain('aria-invalid="true" aria-describedby="f-lastName-error"');
    expect(html).toContain('value="Jan"');
  });

  it("with an answer that names fields to hide and adds the ERP's errors", () => {
    const submission = parseWithZod(post({ language: "pl", currency: "EUR", newsMail: "on" }), {
      schema: SettingsFormSchema,
    });
    same({
      schema: SettingsFormSchema,
      controls: [
        { name: "language", kind: "select" },
        { name: "currency", kind: "select" },
        { name: "newsMail", kind: "checkbox" },
      ],
      lastResult: submission.reply({ fieldErrors: { currency: ["errors.invalid"] }, hideFields: ["language"] }),
    });
  });

  it("with the checkout's form error ('check all fields') described on the form", () => {
    const submission = parseWithZod(post({ intent: "placeOrder", firstName: "Jan", email: "jan-at-example" }), {
      schema: CheckoutFormSchema,
    });
    const html = same({
      schema: CheckoutDraftSchema,
      controls: [
        { name: "firstName", kind: "text" },
        { name: "email", kind: "text" },
        { name: "comment", kind: "textarea" },
        { name: "terms", kind: "checkbox" },
      ],
      lastResult: submission.reply(),
    });
    expect(html).toContain('<form id="f" novalidate="" aria-describedby="f-error">');
    expect(html).toContain("checkout:errors.checkAll");
  });
});

describe("the pieces", () => {
  it("serializes defaults as conform does and flattens nested values with dots", () => {
    expect(serializeValue({ a: true, b: false, n: 3, d: new Date("2026-11-26T00:00:00Z"), s: "x", z: null })).toEqual({
      a: "on",
      b: undefined,
      n: "3",
      d: "2026-11-26T00:00:00.000Z",
      s: "x",
      z: undefined,
    });
    expect(flattenValues({ a: "1", b: "", c: { d: "2" }, e: ["x", ""], f: [] })).toEqual({
      a: "1",
      "c.d": "2",
      e: ["x"],
    });
  });

  it("keeps only the errors an answer has", () => {
    expect(resultErrors({ error: { a: ["x"], b: null, c: [] } })).toEqual({ a: ["x"] });
    expect(resultErrors(undefined)).toEqual({});
  });

  it("starts from the values of the answer it was first rendered with, and resets on an answer without values", () => {
    const first = { status: "error" as const, initialValue: { a: "typed" }, error: { a: ["e1"] } };
    const later = { status: "error" as const, initialValue: { a: "other" }, error: { a: ["e2"] } };
    const state = serverFormState("f", { lastResult: later, valuesOf: first, defaultValue: { a: "default" } });
    expect(state.field("a").initialValue).toBe("typed");
    expect(state.field("a").errors).toEqual(["e2"]);
    const reset = serverFormState("f", {
      lastResult: { initialValue: null },
      defaultValue: { a: "default" },
      resetKey: "r",
    });
    expect(reset.field("a")).toMatchObject({ initialValue: "default", errors: undefined, key: "r" });
    expect(reset.form.allErrors).toEqual({});
  });

  it("describes a control by its errors first, then by its hint", () => {
    expect(ariaProps({ errorId: "e" }, "hint")).toEqual({ "aria-describedby": "hint" });
    expect(ariaProps({ errorId: "e", errors: ["x"] }, "hint")).toEqual({
      "aria-invalid": true,
      "aria-describedby": "e hint",
    });
    expect(ariaProps({ errorId: "e" })).toEqual({});
  });

  it("finds the first control, in document order, whose name has an error", () => {
    const control = (name: string) => ({ name, focus: () => undefined }) as unknown as Element;
    const elements = [control("intent"), control("firstName"), control("lastName"), control("email")];
    expect((firstInvalidControl(elements, { email: ["x"], lastName: ["y"], "": ["z"] }) as HTMLInputElement).name).toBe(
      "lastName",
    );
    expect(firstInvalidControl(elements, { "": ["only the form's"] })).toBeUndefined();
  });

  it("computes a schema's constraints once, as conform does", () => {
    expect(formConstraint(AddressFormSchema)).toEqual(getZodConstraint(AddressFormSchema));
    expect(formConstraint(AddressFormSchema)).toBe(formConstraint(AddressFormSchema));
  });
});
