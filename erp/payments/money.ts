/**
 * Amounts as the payment providers want them: PayPal takes a decimal string with exactly two
 * decimals ("123.40"), Revolut an integer in minor units (12340 = 123.40; transactions.md section 7:
 * "the Revolut amount is sent in minor units (x100)"). EUR and PLN both have two decimals.
 */
import { toCents } from "../../contract/money.ts";

const MAX_AMOUNT = 99_999_999.99;

/** 123.4 -> 12340, with the shop's one rounding rule (contract/money.ts), for a payable amount. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  return toCents(amount);
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
