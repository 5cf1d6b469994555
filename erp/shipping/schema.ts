/** Shipping: methods, zones and their countries, rates, and the same-day dispatch cut-off. */
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, primaryKey, smallint, text, time } from "drizzle-orm/pg-core";
import { money, type LocalizedText } from "../db/columns.ts";

/** Shipping methods (carrier services); which countries they serve and at what cost is in shipping_rates. */
export const shippingMethods = pgTable("shipping_methods", {
  id: text("id").primaryKey(),
  carrier: text("carrier").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
  position: smallint("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const shippingZones = pgTable("shipping_zones", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

/** Each shipping country belongs to one zone. */
export const shippingZoneCountries = pgTable("shipping_zone_countries", {
  country: text("country").primaryKey(),
  zoneId: text("zone_id")
    .notNull()
    .references(() => shippingZones.id),
});

/** Net cost of a method in a zone and currency, with its delivery estimate in working days. */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    methodId: text("method_id")
      .notNull()
      .references(() => shippingMethods.id),
    zoneId: text("zone_id")
      .notNull()
      .references(() => shippingZones.id),
    currency: text("currency").notNull(),
    cost: money("cost").notNull(),
    daysMin: smallint("days_min").notNull(),
    daysMax: smallint("days_max").notNull(),
  },
  (t) => [
    primaryKey({ name: "shipping_rates_pkey", columns: [t.methodId, t.zoneId, t.currency] }),
    check("shipping_rates_cost_nonneg", sql`${t.cost} >= 0`),
    check("shipping_rates_days", sql`${t.daysMin} >= 0 AND ${t.daysMax} >= ${t.daysMin}`),
  ],
);

/**
 * The same-day dispatch cut-off, one row (migration 0025, decision 0032): orders paid by `cutoff`,
 * local time in `time_zone`, on a working day leave the warehouse that day.
 */
export const dispatchSettings = pgTable(
  "dispatch_settings",
  {
    id: boolean("id").primaryKey().default(true),
    cutoff: time("cutoff").notNull(),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [check("dispatch_settings_one_row", sql`${t.id}`)],
);
