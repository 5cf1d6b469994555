/**
 * VAT number check: the format per member state, then the EU's VIES REST API: POST
 * {url}/check-vat-number with { countryCode, vatNumber, requesterMemberStateCode, requesterNumber },
 * answering { valid, requestIdentifier, ... }. The requester (the seller's own VAT ID) makes VIES
 * give a consultation number, which the order keeps as evidence of a 0% sale.
 *
 * VIES is on unless VIES_ENABLED=0. When it cannot answer (down, an error status, a member state
 * unavailable, a timeout, an answer we do not understand) or is switched off, the number counts as
 * not confirmed: the shopper is told, VAT is charged, and the check is made again when the order is
 * placed (decision 0020). Only VIES's own "valid" confirms a number; the format alone never does.
 */
import { hasValidVatFormat, parseVatNumber } from "../../contract/countries.ts";
import { validatedEnv } from "../config.ts";

export interface ViesOptions {
  /** Base URL of the VIES REST API, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  url: string;
  timeoutMs: number;
}

export const VIES_DEFAULT_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** VIES settings from the environment: on by default; VIES_ENABLED=0 turns it off (no number is then confirmed). */
export function viesFromEnv(env: Record<string, string | undefined> = validatedEnv()): ViesOptions | null {
  if (["0", "false", "no", "off"].includes((env.VIES_ENABLED ?? "").trim().toLowerCase())) return null;
  const timeoutMs = Number(env.VIES_TIMEOUT_MS ?? 5000);
  return {
    url: env.VIES_URL || VIES_DEFAULT_URL,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 5000,
  };
}

export type VatCheckOutcome = "valid" | "invalid-format" | "invalid" | "unavailable";

export interface VatCheckResult {
  outcome: VatCheckOutcome;
  /** VIES's consultation number for a confirmed number, when it gave one. */
  requestIdentifier: string | null;
}

/** VIES's answers meaning it could not look: the number is neither confirmed nor refused. */
const UNAVAILABLE_ERRORS = new Set([
  "SERVICE_UNAVAILABLE",
  "MS_UNAVAILABLE",
  "TIMEOUT",
  "GLOBAL_MAX_CONCURRENT_REQ",
  "MS_MAX_CONCURRENT_REQ",
  "IP_BLOCKED",
  "VAT_BLOCKED",
]);

/**
 * Checks a VAT number with prefix ("DE123456789", "EL123456789"), as the requester `requester`
 * (the seller's VAT ID, with prefix) when given.
 */
export async function checkVatNumber(
  value: string,
  vies: ViesOptions | null,
  requester?: string,
): Promise<VatCheckResult> {
  if (!hasValidVatFormat(value)) return { outcome: "invalid-format", requestIdentifier: null };
  if (!vies) return { outcome: "unavailable", requestIdentifier: null };
  const parsed = parseVatNumber(value)!;
  const by = requester ? parseVatNumber(requester) : null;
  try {
    const response = await fetch(`${vies.url.replace(/\/$/, "")}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        countryCode: parsed.prefix,
        vatNumber: parsed.number,
        ...(by ? { requesterMemberStateCode: by.prefix, requesterNumber: by.number } : {}),
      }),
      signal: AbortSignal.timeout(vies.timeoutMs),
    });
    if (!response.ok) return { outcome: "unavailable", requestIdentifier: null };
    const body = (await response.json()) as { valid?: unknown; userError?: unknown; requestIdentifier?: unknown };
    if (typeof body.userError === "string" && UNAVAILABLE_ERRORS.has(body.userError)) {
      return { outcome: "unavailable", requestIdentifier: null };
    }
    if (typeof body.valid !== "boolean") return { outcome: "unavailable", requestIdentifier: null };
    const id = typeof body.requestIdentifier === "string" && body.requestIdentifier ? body.requestIdentifier : null;
    return body.valid ? { outcome: "valid", requestIdentifier: id } : { outcome: "invalid", requestIdentifier: null };
  } catch {
    return { outcome: "unavailable", requestIdentifier: null };
  }
}
