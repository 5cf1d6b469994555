/**
 * Checks of the account numbers the office enters (`npm run bank`): the IBAN's length for its
 * country and its ISO 13616 check digits (mod 97), and the BIC's ISO 9362 shape.
 */

/** IBAN lengths of the SEPA countries (SWIFT's IBAN registry); another country: 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The electronic form: spaces removed, capitals. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Why an IBAN (electronic form) is wrong, or null when it is a valid one. */
export function ibanProblem(iban: string): string | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return "an IBAN is a country code, two check digits and letters or digits";
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined ? iban.length !== expected : iban.length < 15 || iban.length > 34)
    return `an IBAN of ${iban.slice(0, 2)} has ${expected ?? "15 to 34"} characters, this one ${iban.length}`;
  // ISO 13616: country and check digits to the end, letters to numbers (A = 10), remainder mod 97 is 1.
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((c) => parseInt(c, 36)).join("");
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? null : "the check digits do not match the IBAN (mod 97): a typing error?";
}

export const isValidIban = (iban: string) => ibanProblem(iban) === null;

/** Why a BIC is wrong, or null: 4 letters of the bank, 2 of the country, 2 of the place, optionally 3 of the branch. */
export function bicProblem(bic: string): string | null {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)
    ? null
    : "a BIC has 8 or 11 characters: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 (branch)";
}

export const isValidBic = (bic: string) => bicProblem(bic) === null;
