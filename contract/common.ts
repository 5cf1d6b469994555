/**
 * The fields every call's body shares, and the item and quantity fields: every domain module of
 * the contract builds its requests on them.
 */
import { z } from "zod";
import { SOURCES } from "./catalogue.ts";
import { LANGUAGES } from "./languages.ts";
import { CURRENCIES } from "./money.ts";
import { ITEM_ID_MAX, QUANTITY_LIMIT } from "./wire-constants.ts";

export const LanguageSchema = z.enum(LANGUAGES);
export const CurrencySchema = z.enum(CURRENCIES);
export const SourceSchema = z.enum(SOURCES);
export const CountrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "country must be a 2-letter code")
  .transform((c) => c.toUpperCase());

/** Fields the storefront client adds to every body (transactions.md section 6: customer 'guest'). */
export const common = {
  customer: z.string().min(1).max(64).default("guest"),
  source: SourceSchema.default("main"),
  currency: CurrencySchema.default("EUR"),
  country: CountrySchema.default("PL"),
  /** Where the shopper's goods go, once known (the basket's delivery country): prices carry its VAT. */
  taxcountry: CountrySchema.optional(),
  lang: LanguageSchema.default("en"),
};

export const QuantitySchema = z.coerce
  .number({ invalid_type_error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(QUANTITY_LIMIT, `quantity must be at most ${QUANTITY_LIMIT}`);
export const ItemIdSchema = z.coerce.number().int().positive().max(ITEM_ID_MAX);
export const UuidSchema = z.string().uuid();
/** A whole day, YYYY-MM-DD, that the calendar has (no 2026-02-30). */
export const IsoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, "must be a date (YYYY-MM-DD)");
