/**
 * The shop's labelled form controls, without conform or zod (issue 25, decision 0046): they take a
 * field's metadata (conform's FieldMetadata, or a server-validated form's FormField of
 * server-form.tsx) and render the same attributes conform's getInputProps & co. give.
 */
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList } from "./error-list.tsx";
import { inputProps, selectProps, textareaProps, type Constraint } from "../lib/server-form.ts";

export { ErrorList };

/** What a control needs of a field: conform's FieldMetadata and FormField both have it. */
export type FieldLike = Constraint & {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
};

/** A required field's label: the asterisk is decoration (the control itself is marked required). */
export function Required({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}{" "}
      <span aria-hidden="true" className="required-mark">
        *
      </span>
    </>
  );
}

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
 * (transactions.md section 5); without `allErrors` (a form its action alone checks) only while it
 * is being sent. Only with JavaScript: without it the server's answer says what to fix.
 */
export function SendButton({
  label,
  allErrors = {},
  sending,
}: {
  label: string;
  allErrors?: Record<string, string[] | null | undefined>;
  sending: boolean;
}) {
  const hydrated = useHydrated();
  const invalid = Object.values(allErrors).some((errors) => !!errors?.length);
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
 * A text, e-mail, number, phone or URL input of a field with its label and errors. A hint,
 * when given, is shown under it and describes it; `required` overrides what the schema says.
 */
export function InputField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  required,
}: {
  field: FieldLike;
  label: React.ReactNode;
  type?: "text" | "email" | "number" | "tel" | "url" | "password" | "date";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
}) {
  const props = inputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
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
        required={required ?? (props.required as boolean | undefined)}
      />
    </Field>
  );
}

/**
 * A select of a field with its label and errors: an empty "choose" option, then the children;
 * `required` overrides what the schema says.
 */
export function SelectField({
  field,
  label,
  choose,
  autoComplete,
  required,
  children,
}: {
  field: FieldLike;
  label: React.ReactNode;
  choose: string;
  autoComplete?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  const props = selectProps(field);
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors}>
      <select
        {...props}
        key={field.key}
        autoComplete={autoComplete}
        required={required ?? (props.required as boolean | undefined)}
      >
        <option value="">{choose}</option>
        {children}
      </select>
    </Field>
  );
}

/** A textarea of a field with its label and errors. */
export function TextareaField({ field, label, rows }: { field: FieldLike; label: React.ReactNode; rows: number }) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors}>
      <textarea {...textareaProps(field)} key={field.key} rows={rows} />
    </Field>
  );
}

/** The options of a country select, one a country, in the order given. */
/** A select's options: each value, shown as its text (the value itself when no text is given). */
export function Options<V extends string | number>({
  values,
  text = String,
}: {
  values: readonly V[];
  text?: (value: V) => string;
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {text(v)}
    </option>
  ));
}

export function CountryOptions({ countries }: { countries: readonly { code: string; name: string }[] }) {
  return countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
}

/** A country select of a field (autocomplete "country"): the "choose" option, then the countries in the order given. */
export function CountryField({
  field,
  label,
  choose,
  countries,
}: {
  field: FieldLike;
  label: React.ReactNode;
  choose: string;
  countries: readonly { code: string; name: string }[];
}) {
  return (
    <SelectField field={field} label={label} choose={choose} autoComplete="country">
      <CountryOptions countries={countries} />
    </SelectField>
  );
}
