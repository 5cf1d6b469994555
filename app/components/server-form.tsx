/**
 * A form that its action alone validates (issue 25, decision 0046): the errors, values and
 * constraints conform's `useForm` would give, without conform or zod in the browser. With
 * JavaScript on and off alike the action's answer is what the form shows; with JavaScript, when
 * an answer with errors arrives, the first control with an error takes the focus (as conform did).
 */
import { useEffect, useMemo, useRef } from "react";
import {
  firstInvalidControl,
  serverFormState,
  type Constraint,
  type FormField,
  type FormMeta,
  type FormResult,
} from "../lib/server-form.ts";

export type { Constraint, FormField, FormMeta, FormResult };

/** The fields of a form whose values are `Value`, by name. */
export type ServerFields<Value> = { [Name in keyof Value & string]-?: FormField };

export function useServerForm<Value extends Record<string, unknown>>(
  id: string,
  options: {
    lastResult?: FormResult | null;
    defaultValue?: Partial<Record<keyof Value, unknown>> | null;
    constraint?: Record<string, Constraint> | null;
  },
): [FormMeta, ServerFields<Value>] {
  const { lastResult, defaultValue, constraint } = options;
  // As conform's useForm: the controls start from the answer the form was first rendered with
  // (what was posted, when the page is an answer without JavaScript) or the defaults; later
  // answers bring their errors, and the browser keeps what was typed. An answer that resets the
  // form (values null) starts the controls again from the defaults, under a new key.
  const seen = useRef({ result: lastResult, resets: 0, valuesOf: lastResult });
  if (seen.current.result !== lastResult) {
    const reset = lastResult?.initialValue === null;
    seen.current = {
      result: lastResult,
      resets: seen.current.resets + (reset ? 1 : 0),
      valuesOf: reset ? null : seen.current.valuesOf,
    };
  }
  const { resets, valuesOf } = seen.current;
  const resetKey = resets ? `reset-${resets}` : undefined;
  const [form, fields] = useMemo(() => {
    const state = serverFormState(id, { lastResult, valuesOf, defaultValue, constraint, resetKey });
    const byName = new Proxy({} as ServerFields<Value>, {
      get: (_, name) => (typeof name === "string" ? state.field(name) : undefined),
    });
    return [state.form, byName] as const;
  }, [id, lastResult, valuesOf, defaultValue, constraint, resetKey]);

  // After an answer with errors (not on the first render), focus the first control with one.
  const answered = useRef(lastResult);
  useEffect(() => {
    if (answered.current === lastResult) return;
    answered.current = lastResult;
    if (lastResult?.status !== "error") return;
    const element = document.getElementById(id);
    if (element instanceof HTMLFormElement) firstInvalidControl(element.elements, form.allErrors)?.focus();
  }, [id, lastResult, form]);
  return [form, fields];
}

/**
 * The props of the <form>, as conform's getFormProps gives them: its id, noValidate (the action
 * checks, the browser's own messages would not be the shop's), and its errors described.
 */
export function formProps(form: FormMeta) {
  const invalid = form.errors !== undefined;
  return {
    id: form.id,
    noValidate: true,
    ...(invalid ? { "aria-describedby": form.errorId } : {}),
  };
}
