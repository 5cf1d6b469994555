/** VAT: the standard rates per country and the seller's registrations outside the EU. */
import { boolean, date, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Standard VAT rate per country from a day on (decision 0020; migration 0013 names each row's source). */
export const taxRates = pgTable(
  "tax_rates",
  {
    country: text("country").notNull(),
    validFrom: date("valid_from").notNull(),
    rate: numeric("rate", { precision: 5, scale: 2 }).notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.validFrom] })],
);

/**
 * The seller's VAT registrations outside the EU (decision 0039, migration 0029): a company (by its
 * country, PL or NL) registered in a country charges that country's VAT there instead of exporting at 0%.
 */
export const vatRegistrations = pgTable(
  "vat_registrations",
  {
    seller: text("seller").notNull(),
    country: text("country").notNull(),
    vatnumber: text("vatnumber").notNull(),
    validFrom: date("valid_from").notNull(),
    validTo: date("valid_to"),
    /** The demo catalogue's invented registration: production refuses to start with it (erp/ops/demo-guard.ts). */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [primaryKey({ name: "vat_registrations_pk", columns: [t.seller, t.country, t.validFrom] })],
);
