/** One call of the wire (contract/wire.ts): the path its body is posted to, and its request and response schemas. */
import type { z } from "zod";

export function call<P extends string, Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(
  path: P,
  request: Q,
  response: R,
) {
  return { path, request, response } as const;
}
