/**
 * Purchase-order numbers (issue 41): the buyer's own reference for an order, typed at checkout and
 * kept with the order. Zod-free, for the browser's form too.
 */
import type { Language } from "./languages.ts";

/** The longest purchase-order number: 35 characters, as EDIFACT's and UBL's order references allow. */
export const PO_NUMBER_MAX = 35;

/** How the order's PDF and mails name the buyer's purchase-order number. */
export const PO_NUMBER_LABEL = {
  en: "Your PO number",
  pl: "Nr zamówienia klienta (PO)",
  de: "Ihre Bestellreferenz (PO)",
} as const satisfies Record<Language, string>;
