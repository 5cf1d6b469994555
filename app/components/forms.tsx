import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { ErrorList } from "./error-list.tsx";

export { ErrorList };

/** A labelled control with an optional hint and its errors; pass the hint's id to the control's aria-describedby. */
export function Field({
  label,
  id,
  errorId,
  errors,
  hint,
  hintId,
  children,
}: {
  label: React.ReactNode;
  id: string;
  errorId: string;
  errors?: string[] | null;
  hint?: string;
  hintId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * The send button of the enquiry forms: disabled while the form shows errors or is being sent
 * (transactions.md section 5). Only with JavaScript: without it the server's answer says what to fix.
 */
export function SendButton({
  label,
  allErrors,
  sending,
}: {
  label: string;
  allErrors: Record<string, string[]>;
  sending: boolean;
}) {
  const hydrated = useHydrated();
  const invalid = Object.values(allErrors).some((errors) => errors.length > 0);
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={hydrated && (invalid || sending)}
      aria-busy={sending}
    >
      {label}
    </button>
  );
}

/**
 * conform as the shop's forms use it (enquiries, sign-in, the account): the schema's constraints,
 * checked on blur and again on input; `defaultValue` fills the fields on first render.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * A text, e-mail, number, phone or URL input of a conform field with its label and errors. A hint,
 * when given, is shown under it and describes it; `required` overrides what the schema says.
 */
export function InputField<Schema>({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  required,
}: {
  field: FieldMetadata<Schema>;
  label: React.ReactNode;
  type?: "text" | "email" | "number" | "tel" | "url" | "password";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <Field
      label={label}
      id={field.id}
      errorId={field.errorId}
      errors={field.errors}
      hint={hint}
      hintId={field.descriptionId}
    >
      <input
        {...props}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={type === "number" ? "numeric" : undefined}
        required={required ?? props.required}
      />
    </Field>
  );
}

/** A select of a conform field with its label and errors: an empty "choose" option, then the children. */
export function SelectField<Schema>({
  field,
  label,
  choose,
  autoComplete,
  children,
}: {
  field: FieldMetadata<Schema>;
  label: React.ReactNode;
  choose: string;
  autoComplete?: string;
  children: React.ReactNode;
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors}>
      <select {...getSelectProps(field)} key={field.key} autoComplete={autoComplete}>
        <option value="">{choose}</option>
        {children}
      </select>
    </Field>
  );
}

/** A textarea of a conform field with its label and errors. */
export function TextareaField<Schema>({
  field,
  label,
  rows,
}: {
  field: FieldMetadata<Schema>;
  label: React.ReactNode;
  rows: number;
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors}>
      <textarea {...getTextareaProps(field)} key={field.key} rows={rows} />
    </Field>
  );
}

/** The options of a country select, one a country, in the order given. */
export function CountryOptions({ countries }: { countries: { code: string; name: string }[] }) {
  return countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
}
