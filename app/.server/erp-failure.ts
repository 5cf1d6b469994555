/**
 * A basket or order step the ERP refused in a way the form has no field for: the spec's
 * "Server error" dialog with the message and the code (transactions.md, error catalogue). The
 * message is the code's, in the page's language (one language per page, decision 0031); the
 * ERP's own wording, which is English, goes to the log with the code for the shop's staff.
 */
import type { TFunction } from "../lib/translate.ts";
import { ErrorCodes, type ErrorCode } from "../../contract/errors.ts";
import { ErpCallError } from "./erp.ts";

export interface ErpFailure {
  message: string;
  /** "Error code: OUT_OF_STOCK" in the page's language. */
  code: string;
  /** When it happened: a new dialog for each failure. */
  at: string;
  /** The answer's status: the ERP's refusal (4xx) as it is, anything else 502 (the ERP failed). */
  status: number;
}

const isKnown = (code: string): code is ErrorCode => (ErrorCodes as readonly string[]).includes(code);

/** The dialog's content for an ERP error; null for anything that is not the ERP's answer (thrown on). */
export function erpFailure(error: unknown, t: TFunction, step: string): ErpFailure | null {
  if (!(error instanceof ErpCallError)) return null;
  console.error(`[erp] ${step} refused: ${error.status} ${error.code}: ${error.message}`);
  const code = isKnown(error.code) ? error.code : "INTERNAL";
  return {
    message: t(`erpErrors.${code}`),
    code: t("errors.code", { code: error.code }),
    at: new Date().toISOString(),
    status: error.status >= 400 && error.status < 500 ? error.status : 502,
  };
}
