/**
 * The checkout form's constants and helpers that the browser needs, in a module without zod
 * schemas (decision 0046: a module's top-level schema calls are kept whenever the module is, so
 * the basket page would load zod for them); checkout.ts re-exports them beside its schemas.
 */
import { vatPrefixOf } from "../../contract/countries.ts";

export const CHECKOUT_INTENTS = [
  "placeOrder",
  "country",
  "currency",
  "keepCurrency",
  "vat",
  "methods",
  "promoApply",
  "promoRemove",
] as const;

/** Any failed validation also shows this (transactions.md section 8). */
export const CHECK_ALL_FIELDS = "checkout:errors.checkAll";
export const INVALID_VAT = "checkout:errors.vat";

/**
 * The VAT number is typed without its prefix; the billing country gives it (Greece: EL). The
 * country may be what a refused post sent back, which is not always one string (a field posted
 * twice comes back as a list): then there is no prefix.
 */
export const vatPrefixFor = (country: unknown) =>
  typeof country === "string" && country ? vatPrefixOf(country) : null;
