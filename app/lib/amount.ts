/** Amounts a person types into a form (a credit limit, a spending limit), for the office and the account pages. */

/** "5 000,50" or "5000.50" as cents; anything else is not an amount. */
export function amountCents(text: string): number | null {
  const plain = text.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,8}(?:[.,]\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain.replace(",", ".")) * 100);
}
