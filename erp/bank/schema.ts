/** Bank accounts (migration 0019, decision 0026). */
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../db/columns.ts";
import type { Currency } from "../../contract/money.ts";

/** Where customers pay by bank transfer: one account per seller company and currency (`npm run bank`). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    /** The seller company's id (contract/seller.ts): pl or nl. */
    seller: text("seller").$type<"pl" | "nl">().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    holder: text("holder").notNull(),
    bankName: text("bank_name").notNull(),
    bic: text("bic").notNull(),
    /** Electronic form: capitals and digits, no spaces. */
    iban: text("iban").notNull(),
    /** An invented account of the demo catalogue. */
    demo: boolean("demo").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "bank_accounts_pk", columns: [t.seller, t.currency] }),
    check("bank_accounts_seller", sql`${t.seller} IN ('pl', 'nl')`),
    check("bank_accounts_currency", sql`${t.currency} IN ('EUR', 'PLN', 'GBP')`),
  ],
);
