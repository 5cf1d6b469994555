import type { ErrorCode } from "../contract/errors.ts";

/** An error the ERP answers with its status and the spec's { errmsg, code } body. */
export class ErpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Seconds after which the caller may try again (Retry-After), for a refusal that is only for now. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ErpError";
  }
}

export const notFound = (what: string) => new ErpError(404, "NOT_FOUND", `${what} not found`);
