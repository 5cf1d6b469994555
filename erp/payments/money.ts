/**
 * Amounts as the payment providers want them: PayPal takes a decimal string with exactly two
 * decimals ("123.40"), Revolut an integer in minor units (12340 = 123.40; transactions.md section 7:
 * "the Revolut amount is sent in minor units (x100)"). EUR and PLN both have two decimals.
 */
import type { Currency } from "../catalogue/constants.ts";

const MAX_AMOUNT = 99_999_999.99;

/** 123.4 -> 12340, rounding half up on the decimal digits as written (1.005 -> 101, not 100). */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  // 15 significant digits undo the binary noise of a decimal literal (1.005 is 1.00499999...).
  const text = Number(amount.toPrecision(15)).toString();
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = fraction.padEnd(3, "0");
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  return digits[2]! >= "5" ? cents + 1 : cents;
}

export function fromMinorUnits(minor: number): number {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return minor / 100;
}

/** 123.4 -> "123.40" (PayPal's amount.value). */
export function toDecimalString(amount: number): string {
  const minor = toMinorUnits(amount);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/** Both shop currencies have two decimals (ISO 4217 minor unit 2). */
export const MINOR_UNIT_DIGITS: Record<Currency, number> = { EUR: 2, PLN: 2 };
