/**
 * The state of a form that only its action validates (issue 25, decision 0046): no zod and no
 * conform in the browser. The action answers conform's SubmissionResult (`submission.reply()`),
 * the loader passes the schema's constraints (app/.server/form-constraint.ts); this module turns
 * both, and the form's default values, into what the fields render, with the same ids, names,
 * attributes and errors as conform's `useForm` gives, so that the HTML is the same with
 * JavaScript on and off and the same as it was with conform.
 */

/** The HTML constraints of a field (conform's `getZodConstraint` answer, one entry a field name). */
export type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
};

/** What an action answers about a form: the shape of conform's SubmissionResult<string[]>. */
export type FormResult = {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** One field as a control renders it; the names and ids are conform's. */
export type FormField = Constraint & {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  /** The value the control starts with: the last answer's, else the default (strings, as posted). */
  initialValue?: string | string[];
  errors?: string[];
  /** The control's React key: unchanged unless the form is reset by the answer. */
  key?: string;
};

export type FormMeta = {
  id: string;
  errorId: string;
  descriptionId: string;
  /** The form's own errors (key ""), e.g. "check all fields". */
  errors?: string[];
  /** Every error of the answer, by field name. */
  allErrors: Record<string, string[]>;
  status?: "success" | "error";
};

/** A default value as conform serializes it: booleans "on" or nothing, numbers and dates as text. */
export function serializeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serializeValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serializeValue(v)]));
  return value ?? undefined;
}

/**
 * Field names to values, nested objects flattened with dots (conform's names); empty strings,
 * nulls and empty lists count as no value, as conform's `normalize` has it.
 */
export function flattenValues(data: unknown, prefix = "", into: Record<string, string | string[]> = {}) {
  if (Array.isArray(data)) {
    const strings = data.filter((item): item is string => typeof item === "string" && item !== "");
    if (strings.length && prefix) into[prefix] = strings;
  } else if (data !== null && typeof data === "object" && !(data instanceof Date)) {
    for (const [key, value] of Object.entries(data)) flattenValues(value, prefix ? `${prefix}.${key}` : key, into);
  } else if (typeof data === "string" && data !== "" && prefix) {
    into[prefix] = data;
  }
  return into;
}

/** The errors of an answer without the empty entries (conform answers null for a valid field). */
export function resultErrors(result: FormResult | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list?.length) errors[name] = list;
  return errors;
}

/**
 * The form and field metadata of a server-validated form: the values of `valuesOf` (the answer
 * the form was first rendered with: what was posted) or else the defaults, the last answer's
 * errors, and the constraints. An answer whose values are null resets the form (conform's
 * `resetForm`): the defaults again, no errors, under a new key.
 */
export function serverFormState(
  id: string,
  options: {
    lastResult?: FormResult | null;
    /** The answer whose values the controls start with; the last answer unless given. */
    valuesOf?: FormResult | null;
    defaultValue?: Record<string, unknown> | null;
    constraint?: Record<string, Constraint> | null;
    /** A key that changes when the form is reset, so that the controls start again. */
    resetKey?: string;
  },
) {
  const { lastResult, constraint } = options;
  const reset = lastResult?.initialValue === null;
  const valuesOf = options.valuesOf === undefined ? lastResult : options.valuesOf;
  const values = flattenValues(
    !reset && valuesOf?.initialValue ? valuesOf.initialValue : serializeValue(options.defaultValue ?? {}),
  );
  const allErrors = reset ? {} : resultErrors(lastResult);
  const form: FormMeta = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: allErrors[""],
    allErrors,
    status: lastResult?.status,
  };
  const field = (name: string): FormField => {
    const fieldId = `${id}-${name}`;
    return {
      ...constraint?.[name],
      formId: id,
      name,
      id: fieldId,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      initialValue: values[name],
      errors: allErrors[name],
      key: options.resetKey,
    };
  };
  return { form, field };
}

/** The first control of a form, in document order, whose name has an error: focused after an answer. */
export function firstInvalidControl(
  elements: ArrayLike<Element>,
  errors: Record<string, string[]>,
): HTMLElement | undefined {
  for (const element of Array.from(elements)) {
    const name = (element as HTMLInputElement).name;
    if (typeof name === "string" && name && errors[name]?.length && "focus" in element) return element as HTMLElement;
  }
  return undefined;
}

/** aria-invalid and aria-describedby of a control, as conform's getInputProps sets them. */
export function ariaProps(field: Pick<FormField, "errors" | "errorId">, describedBy?: string) {
  const invalid = field.errors !== undefined;
  const props: { "aria-invalid"?: true; "aria-describedby"?: string } = {};
  if (invalid) props["aria-invalid"] = true;
  const described = invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy;
  if (described) props["aria-describedby"] = described;
  return props;
}

type ControlField = Constraint &
  Pick<FormField, "id" | "name" | "formId" | "errorId" | "errors"> & { initialValue?: unknown; key?: string };

/** Drops the undefined entries, so that the props merge with others as conform's do. */
function simplify<T extends Record<string, unknown>>(props: T): T {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function controlProps(field: ControlField, describedBy?: string) {
  return {
    required: field.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    ...ariaProps(field, describedBy),
  };
}

/** The props of an input, as conform's getInputProps(field, { type, ariaDescribedBy }) gives them. */
export function inputProps(
  field: ControlField,
  options: { type: string; ariaDescribedBy?: string; value?: string },
): Record<string, string | number | boolean | undefined> {
  const props: Record<string, string | number | boolean | undefined> = {
    ...controlProps(field, options.ariaDescribedBy),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = Array.isArray(field.initialValue)
      ? field.initialValue.includes(props.value)
      : field.initialValue === props.value;
  } else if (typeof field.initialValue === "string") {
    props.defaultValue = field.initialValue;
  }
  return simplify(props);
}

/** The props of a select, as conform's getSelectProps(field) gives them. */
export function selectProps(field: ControlField): Record<string, string | string[] | boolean | undefined> {
  const initial = field.initialValue;
  return simplify({
    ...controlProps(field),
    multiple: field.multiple,
    defaultValue: Array.isArray(initial) ? initial.map((item) => `${item ?? ""}`) : initial?.toString(),
  });
}

/** The props of a textarea, as conform's getTextareaProps(field) gives them. */
export function textareaProps(field: ControlField): Record<string, string | number | boolean | undefined> {
  return simplify({
    ...controlProps(field),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: field.initialValue?.toString(),
  });
}
