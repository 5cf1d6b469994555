import type { ErrorCode } from "../contract/wire.ts";

/** An error the ERP answers with its status and the spec's { errmsg, code } body. */
export class ErpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ErpError";
  }
}

export const notFound = (what: string) => new ErpError(404, "NOT_FOUND", `${what} not found`);
