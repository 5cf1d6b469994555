/**
 * Which marks stand for a payment method (issue 42 item 4): the logos of the card schemes and
 * wallets a method takes, drawn from app/components/payment-marks.svg (written by
 * `npm run payment-marks` from Simple Icons, CC0). A method without a logo of its own there
 * (BLIK, Przelewy24, bank transfer, on account) is shown by its name in a frame.
 */
export const MARK_LOGOS = [
  "visa",
  "mastercard",
  "applepay",
  "googlepay",
  "paypal",
  "klarna",
  "sepa",
  "revolut",
] as const;
export type MarkLogo = (typeof MARK_LOGOS)[number];

const LOGOS_OF: Record<string, readonly MarkLogo[]> = {
  card: ["visa", "mastercard", "applepay", "googlepay"],
  paypal: ["paypal"],
  klarna: ["klarna"],
  sepa_debit: ["sepa"],
  revolut: ["revolut"],
};

/** The logos of a method, in the order shown; none for a method shown by its name. */
export const logosOf = (method: string): readonly MarkLogo[] => LOGOS_OF[method] ?? [];
