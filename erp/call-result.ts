/**
 * What an ERP call answers (ErpResult) and its error bodies: bad input is 400 with
 * { errmsg, code, fields }, a failure inside 500 with a generic message, never a stack trace.
 */
import type { z } from "zod";
import type { ErrorResponse } from "../contract/errors.ts";

export interface ErpResult {
  status: number;
  body: unknown;
  /** A picture, for the GET /media calls. */
  svg?: string;
  /** A picture of the office's content (GET /media/content/...): its bytes and type. */
  picture?: { bytes: Buffer; type: string };
  /** A document, for GET /api/pdf/transactions/{id}. */
  pdf?: Buffer;
  filename?: string;
  /** A file streamed as it is written (the price-list export). */
  file?: { stream: ReadableStream<Uint8Array>; contenttype: string; filename: string };
  /** Headers of the answer over HTTP besides its type (Retry-After of a refusal for now). */
  headers?: Record<string, string>;
}

export const error = (
  status: number,
  code: ErrorResponse["code"],
  errmsg: string,
  fields?: ErrorResponse["fields"],
  retryAfter?: number,
): ErpResult => ({
  status,
  body: {
    errmsg,
    code,
    ...(fields ? { fields } : {}),
    // A refusal for now (a throttled webhook): when to try again, also as the Retry-After header.
    ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
  },
  ...(retryAfter === undefined ? {} : { headers: { "Retry-After": String(retryAfter) } }),
});

export function zodFailure(err: z.ZodError): ErpResult {
  const fields: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join(".") || "body";
    (fields[key] ??= []).push(issue.message);
  }
  const first = err.issues[0];
  const where = first?.path.join(".");
  return error(400, "BAD_REQUEST", `Invalid request${where ? `: ${where}: ${first?.message}` : ""}`, fields);
}
