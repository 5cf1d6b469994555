/**
 * A form its action checks (useServerForm, server-form.tsx), posted to a page whose action does
 * several things, with the intent that says which and any fixed values (the record it is about):
 * the form's own errors first, then its controls.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList } from "./form-fields.tsx";
import { formProps, type FormMeta } from "./server-form.tsx";

export function IntentForm({
  form,
  action,
  intent,
  hidden = {},
  className,
  heading,
  labelledBy,
  children,
}: {
  form: FormMeta;
  /** Where it posts; the page's own address when not given. */
  action?: string;
  intent: string;
  /** Fixed values posted with it, by name. */
  hidden?: Record<string, string>;
  className?: string;
  /** The form's heading, before its errors; `labelledBy` is its id. */
  heading?: ReactNode;
  labelledBy?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" action={action} {...formProps(form)} className={className} aria-labelledby={labelledBy}>
      {heading}
      <ErrorList id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
