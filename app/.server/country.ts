/**
 * The visitor's country (storefront.md section 4: detected once, PL on failure): from a trusted
 * proxy's geo header when one is configured, else from the language.
 */
import type { Language } from "../../contract/languages.ts";

/** Country from the language when nothing better is known (the spec's fallback is PL). */
export const COUNTRY_BY_LANGUAGE: Record<Language, string> = { pl: "PL", de: "DE", en: "PL" };

/** Codes a geo header uses for "unknown" or "Tor" rather than a country. */
const NOT_A_COUNTRY = new Set(["XX", "T1", "A1", "A2", "O1", "EU", "AP"]);

export function countryFromHeader(
  headers: Headers,
  config: { TRUST_PROXY: "true" | "false"; GEO_COUNTRY_HEADER?: string },
): string | null {
  if (config.TRUST_PROXY !== "true" || !config.GEO_COUNTRY_HEADER) return null;
  const value = (headers.get(config.GEO_COUNTRY_HEADER) ?? "").trim().toUpperCase();
  // UK is the common non-ISO spelling of GB.
  const code = value === "UK" ? "GB" : value;
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

export function detectCountry(
  headers: Headers,
  lang: Language,
  config: { TRUST_PROXY: "true" | "false"; GEO_COUNTRY_HEADER?: string },
): string {
  return countryFromHeader(headers, config) ?? COUNTRY_BY_LANGUAGE[lang] ?? "PL";
}
