/**
 * VAT number check: the format per member state, then (when configured) the EU's VIES REST API:
 * POST {url}/check-vat-number with { countryCode, vatNumber } answering { valid, ... }. Any failure
 * (VIES down, an error status, a timeout, an answer we do not understand) counts as invalid, as
 * transactions.md section 5 asks.
 */
import { hasValidVatFormat, parseVatNumber } from "../../contract/countries.ts";

export interface ViesOptions {
  /** Base URL of the VIES REST API, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  url: string;
  timeoutMs: number;
}

export const VIES_DEFAULT_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** VIES settings from the environment: VIES_ENABLED=1 turns the remote check on. */
export function viesFromEnv(env: NodeJS.ProcessEnv = process.env): ViesOptions | null {
  if (!["1", "true", "yes"].includes((env.VIES_ENABLED ?? "").toLowerCase())) return null;
  return { url: env.VIES_URL ?? VIES_DEFAULT_URL, timeoutMs: Number(env.VIES_TIMEOUT_MS ?? 5000) };
}

export type VatCheckOutcome = "valid" | "invalid-format" | "invalid" | "unavailable";

/** Checks a VAT number with prefix ("DE123456789", "EL123456789"). */
export async function checkVatNumber(value: string, vies: ViesOptions | null): Promise<VatCheckOutcome> {
  if (!hasValidVatFormat(value)) return "invalid-format";
  if (!vies) return "valid";
  const parsed = parseVatNumber(value)!;
  try {
    const response = await fetch(`${vies.url.replace(/\/$/, "")}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ countryCode: parsed.prefix, vatNumber: parsed.number }),
      signal: AbortSignal.timeout(vies.timeoutMs),
    });
    if (!response.ok) return "unavailable";
    const body = (await response.json()) as { valid?: unknown; isValid?: unknown };
    const valid = body.valid ?? body.isValid;
    if (typeof valid !== "boolean") return "unavailable";
    return valid ? "valid" : "invalid";
  } catch {
    return "unavailable";
  }
}
