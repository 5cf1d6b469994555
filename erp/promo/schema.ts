/** Promo codes. */
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "../db/columns.ts";

/** Promo codes: a percentage or a fixed amount per currency, a validity window and a minimum net subtotal per currency. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    kind: text("kind").$type<"percent" | "fixed">().notNull(),
    percent: numeric("percent", { precision: 5, scale: 2 }),
    /** Fixed discount (gross) per currency: { "EUR": 20, "PLN": 90 }. */
    amounts: jsonb("amounts").$type<Record<string, number> | null>(),
    /** Minimum net subtotal per currency. */
    minAmounts: jsonb("min_amounts").$type<Record<string, number>>().notNull().default({}),
    validFrom: timestamptz("valid_from").notNull(),
    validTo: timestamptz("valid_to").notNull(),
    active: boolean("active").notNull().default(true),
    /** A code of the demo catalogue (erp/seed/load.ts): production refuses to start with one outside the demo. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [
    check("promo_codes_kind", sql`${t.kind} IN ('percent', 'fixed')`),
    check(
      "promo_codes_value",
      sql`(${t.kind} = 'percent' AND ${t.percent} > 0 AND ${t.percent} <= 100) OR (${t.kind} = 'fixed' AND ${t.amounts} IS NOT NULL)`,
    ),
    check("promo_codes_code_upper", sql`${t.code} = upper(${t.code})`),
  ],
);
