/**
 * Every table of the reference ERP, for drizzle-kit (drizzle.config.ts), the demo seed and the
 * schema test: each module declares the tables it owns in its own schema file and imports them from
 * there, so this aggregate is imported by no module (it would make erp/db a cycle with all of them). The SQL migrations
 * (./migrations) are the source of the database's shape; the declarations follow them, and
 * tests/integration/schema.test.ts fails on any table or column found on one side only.
 */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";

export * from "./catalogue/schema.ts";
export * from "./catalogue/schema-trade.ts";
export * from "./catalogue/schema-summaries.ts";
export * from "./catalogue/schema-oe.ts";
export * from "./catalogue/schema-pictures.ts";
export * from "./catalogue/search/schema.ts";
export * from "./tax/schema.ts";
export * from "./cart/schema.ts";
export * from "./shipping/schema.ts";
export * from "./payments/schema.ts";
export * from "./promo/schema.ts";
export * from "./orders/schema.ts";
export * from "./customers/schema.ts";
export * from "./warranty/schema.ts";
export * from "./content/schema.ts";
export * from "./mail/schema.ts";
export * from "./ratelimit/schema.ts";
export * from "./bank/schema.ts";
export * from "./ops/schema.ts";
export * from "./cache/schema.ts";
export * from "./staff/schema.ts";
export * from "./audit/schema.ts";
export * from "./company/schema.ts";
export * from "./quotes/schema.ts";

/** Free-form key/value settings of the ERP (e.g. which seed version was loaded). */
export const erpSettings = pgTable("erp_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
