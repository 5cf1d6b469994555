/**
 * The catalogue's trade facts: price lists and prices with their history, locations, stock and
 * incoming deliveries (transactions.md section 3).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { money, serialId, timestamptz } from "../db/columns.ts";
import { itemOf } from "./schema.ts";

/** Region price lists: UK, EU, NL. */
export const priceLists = pgTable("price_lists", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

/** Current price of an item on a price list in one currency; promotion is the reduced net price. */
export const prices = pgTable(
  "prices",
  {
    priceListId: text("price_list_id")
      .notNull()
      .references(() => priceLists.id),
    itemId: itemOf(),
    currency: text("currency").notNull(),
    baseprice: money("baseprice").notNull(),
    promotion: money("promotion"),
    promotionFrom: timestamptz("promotion_from"),
    /** When the promotion ends (the ERP's housekeeping clears it then). */
    promotionUntil: timestamptz("promotion_until"),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.itemId, t.currency] }),
    check("prices_baseprice_nonneg", sql`${t.baseprice} >= 0`),
  ],
);

/**
 * Prices of a later date from an import (migration 0043): the ERP's housekeeping makes each current
 * when its time comes (erp/import/prices.ts applyDuePrices).
 */
export const scheduledPrices = pgTable(
  "scheduled_prices",
  {
    priceListId: text("price_list_id")
      .notNull()
      .references(() => priceLists.id),
    itemId: itemOf(),
    currency: text("currency").notNull(),
    validFrom: timestamptz("valid_from").notNull(),
    baseprice: money("baseprice").notNull(),
    promotion: money("promotion"),
    promotionUntil: timestamptz("promotion_until"),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.itemId, t.currency, t.validFrom] }),
    index("scheduled_prices_due_idx").on(t.validFrom),
  ],
);

/**
 * Every net price an item had on a list, from when. The EU rule (Omnibus directive) shows the
 * lowest price of the 30 days before a reduction, which needs this history.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serialId(),
    priceListId: text("price_list_id")
      .notNull()
      .references(() => priceLists.id),
    itemId: itemOf(),
    currency: text("currency").notNull(),
    price: money("price").notNull(),
    validFrom: timestamptz("valid_from").notNull(),
  },
  (t) => [index("price_history_lookup_idx").on(t.itemId, t.priceListId, t.currency, t.validFrom)],
);

/** Warehouses and the manufacturer's dropship location. */
export const locations = pgTable("locations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  /** warehouse or dropship */
  kind: text("kind").notNull(),
});

/** The location (warehouse or dropship) of the row. */
export const locationRef = () =>
  text("location_id")
    .notNull()
    .references(() => locations.id);

export const stock = pgTable(
  "stock",
  {
    locationId: locationRef(),
    itemId: itemOf(),
    quantityavailable: integer("quantityavailable").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locationId] }), check("stock_nonneg", sql`${t.quantityavailable} >= 0`)],
);

/** Incoming deliveries (purchase orders on their way) with their expected arrival. */
export const deliveries = pgTable(
  "deliveries",
  {
    id: serialId(),
    itemId: itemOf(),
    locationId: locationRef(),
    eta: date("eta"),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("deliveries_item_idx").on(t.itemId), check("deliveries_quantity_pos", sql`${t.quantity} > 0`)],
);
