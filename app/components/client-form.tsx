/**
 * A form that the browser checks as the visitor fills it in, without zod or conform (decision
 * 0049): the enquiry forms, whose send button is disabled while the form is invalid or sending
 * (transactions.md section 5). As useServerForm (server-form.tsx) it renders the action's answer
 * with JavaScript on and off; with JavaScript, as conform did (shouldValidate onBlur,
 * shouldRevalidate onInput), a field is checked when the visitor leaves it and again as they type
 * after that, every field when they try to send; a form that fails is not sent and its first
 * control with an error takes the focus. The checks are the browser's constraint validation of
 * the controls' attributes (the schema's constraints, sent by the loader), each failure named with
 * the schema's message (app/lib/client-validation.ts). The action checks again with zod.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formMessages, type FieldMessages } from "../lib/client-validation.ts";
import {
  firstInvalidControl,
  type Constraint,
  type FormField,
  type FormMeta,
  type FormResult,
} from "../lib/server-form.ts";
import { useServerForm } from "./server-form.tsx";

/** A field as its control renders it, with the value the visitor has chosen so far. */
export type ClientField = FormField & { value?: string };
export type ClientFields<Value> = { [Name in keyof Value & string]-?: ClientField };

/** What the browser has found since the last answer. */
type Checked = {
  /** The answer these checks follow: a new answer starts them again. */
  answer: FormResult | null | undefined;
  /** The visitor tried to send, or the answer had errors: every field shows its own. */
  all: boolean;
  /** The fields the visitor has left. */
  touched: readonly string[];
  /** The failing fields' messages; null until the browser has checked (the answer's errors show). */
  errors: Record<string, string> | null;
  /** What the visitor chose, by name (for the fields that show or hide others). */
  values: Record<string, string>;
  /** Bumped by each event: the checks run again once the page shows its outcome. */
  version: number;
};

const fresh = (answer: FormResult | null | undefined, values: Record<string, string>, version: number): Checked => ({
  answer,
  all: answer?.status === "error",
  touched: [],
  errors: null,
  // An answer that resets the form (values null) starts the controls from the defaults again.
  values: answer?.initialValue === null ? {} : values,
  // Counted on, not restarted: the next event must run the checks again whatever the answer.
  version,
});

const sameErrors = (a: Record<string, string> | null, b: Record<string, string>) =>
  a !== null && Object.keys(a).length === Object.keys(b).length && Object.keys(b).every((name) => a[name] === b[name]);

const controlOf = (target: EventTarget) => {
  const control = target as Partial<HTMLInputElement>;
  return typeof control.name === "string" && control.name ? (control as HTMLInputElement) : null;
};

export function useClientForm<Value extends Record<string, unknown>>(
  id: string,
  options: {
    lastResult?: FormResult | null;
    defaultValue?: Partial<Record<keyof Value, unknown>> | null;
    constraint?: Record<string, Constraint> | null;
    /** Each field's messages by failing constraint (app/lib/enquiry-rules.ts). */
    messages: Readonly<Record<string, FieldMessages>>;
  },
) {
  const { lastResult, messages } = options;
  const [server, serverFields] = useServerForm<Value>(id, options);
  const [stored, setChecked] = useState<Checked>(() => fresh(lastResult, {}, 0));
  // A new answer shows its own errors until the visitor changes something.
  const checked = stored.answer === lastResult ? stored : fresh(lastResult, stored.values, stored.version);
  const current = useRef({ lastResult, messages });
  current.current = { lastResult, messages };

  const update = useCallback((change: (state: Checked) => Partial<Checked>) => {
    setChecked((state) => {
      const base =
        state.answer === current.current.lastResult
          ? state
          : fresh(current.current.lastResult, state.values, state.version);
      return { ...base, ...change(base) };
    });
  }, []);

  // After each event, once the page shows what it changed (a field shown or hidden), check the form.
  useEffect(() => {
    if (stored.version === 0) return;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    const errors = formMessages(element.elements, current.current.messages);
    setChecked((state) => (sameErrors(state.errors, errors) ? state : { ...state, errors }));
  }, [id, stored.version]);

  const handlers = useMemo(() => {
    const changed = (event: React.SyntheticEvent<HTMLFormElement>) => {
      const control = controlOf(event.target);
      if (!control) return;
      const value = control.type === "checkbox" ? (control.checked ? control.value : "") : control.value;
      update((state) => ({ values: { ...state.values, [control.name]: value }, version: state.version + 1 }));
    };
    return {
      onBlur(event: React.FocusEvent<HTMLFormElement>) {
        const control = controlOf(event.target);
        if (!control || !current.current.messages[control.name]) return;
        update((state) => ({
          touched: state.touched.includes(control.name) ? state.touched : [...state.touched, control.name],
          version: state.version + 1,
        }));
      },
      // React's onChange is the input event of a text and the change event of a select or checkbox.
      onChange: changed,
      onSubmit(event: React.FormEvent<HTMLFormElement>) {
        const errors = formMessages(event.currentTarget.elements, current.current.messages);
        if (Object.keys(errors).length === 0) return;
        // Not sent: every field shows its error, the first takes the focus.
        event.preventDefault();
        update((state) => ({ all: true, errors, version: state.version + 1 }));
        const lists = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));
        firstInvalidControl(event.currentTarget.elements, lists)?.focus();
      },
    };
  }, [update]);

  const [form, fields] = useMemo(() => {
    const shown = (name: string, field: FormField): string[] | undefined => {
      if (checked.errors === null) return field.errors;
      if (!checked.all && !checked.touched.includes(name)) return undefined;
      const message = checked.errors[name];
      return message ? [message] : undefined;
    };
    const byName = new Proxy({} as ClientFields<Value>, {
      get: (_, name) => {
        if (typeof name !== "string") return undefined;
        const field = (serverFields as Record<string, FormField>)[name]!;
        const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
        return { ...field, errors: shown(name, field), value: checked.values[name] ?? initial };
      },
    });
    // The form's own errors (the answer's) stay until the browser checks again.
    const allErrors: Record<string, string[]> = {};
    if (checked.errors === null) Object.assign(allErrors, server.allErrors);
    else
      for (const name of Object.keys(checked.errors)) {
        const errors = shown(name, { errors: undefined } as FormField);
        if (errors) allErrors[name] = errors;
      }
    const meta: FormMeta = { ...server, errors: checked.errors === null ? server.errors : undefined, allErrors };
    return [meta, byName] as const;
  }, [server, serverFields, checked]);

  return [form, fields, handlers] as const;
}
