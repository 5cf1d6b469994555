/**
 * The HTML constraints (required, maxlength, min, ...) of a form that only its action validates
 * (decision 0046): computed from the action's zod schema on the server, as conform's
 * getZodConstraint does, and sent with the loader's data, so that the browser needs neither zod
 * nor conform to render the same attributes. Computed once per schema.
 */
import { getZodConstraint } from "@conform-to/zod";
import type { z } from "zod";
import type { Constraint } from "../lib/server-form.ts";

const computed = new WeakMap<z.ZodTypeAny, Record<string, Constraint>>();

export function formConstraint(schema: z.ZodTypeAny): Record<string, Constraint> {
  let constraint = computed.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema) as Record<string, Constraint>;
    computed.set(schema, constraint);
  }
  return constraint;
}
