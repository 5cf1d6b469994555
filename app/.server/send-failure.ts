/** What the enquiry dialogs show when the ERP did not take a message: the spec's 'Server error' with its message. */
import crypto from "node:crypto";
import { ErpCallError } from "./erp.ts";

export interface SendFailure {
  /** The server's message (errmsg / message), otherwise the raw error (transactions.md section 8). */
  message: string;
  code?: string;
  /** Tells one failed attempt from the next, so the dialog opens again. */
  at: string;
}

export function sendFailure(error: unknown): SendFailure {
  const at = crypto.randomUUID();
  if (error instanceof ErpCallError) return { message: error.message, code: error.code, at };
  console.error("[enquiry] the ERP could not be reached:", error);
  return { message: error instanceof Error ? error.message : String(error), at };
}
