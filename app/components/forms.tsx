/**
 * conform with zod in the browser, for the forms that need instant feedback (decision 0046: the
 * enquiry forms, whose send button is disabled while they are invalid); the controls are
 * form-fields.tsx's, re-exported here.
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

export {
  CountryOptions,
  ErrorList,
  Field,
  InputField,
  SelectField,
  SendButton,
  TextareaField,
} from "./form-fields.tsx";

/**
 * conform as the forms that keep it use it (the enquiry forms, warranty, the password pages): the
 * schema's constraints, checked on blur and again on input; `defaultValue` fills the fields on
 * first render.
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
