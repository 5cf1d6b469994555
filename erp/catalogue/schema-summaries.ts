/**
 * The catalogue's summaries, kept in the same transaction by triggers on items, stock, brands,
 * applications and prices (migrations 0031 and 0033, decisions 0041 and 0047): what a catalogue
 * page filters, sorts and counts without reading every item (erp/catalogue/catalogue.ts, with
 * vehicle-walk.ts and item-page.ts, reads them; nothing in TypeScript writes them). The text
 * columns the fits compare are COLLATE "C" in SQL, and the fits' indexes are made by
 * catalogue_fits_indexes(): both are the migrations' alone.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { money } from "../db/columns.ts";
import { itemKey } from "./schema.ts";

/** One row per item: its brand, category and the order a catalogue page lists it in. */
export const catalogueItems = pgTable(
  "catalogue_items",
  {
    itemId: itemKey(),
    brandId: text("brand_id").notNull(),
    category: text("category").notNull(),
    deadstock: boolean("deadstock").notNull(),
    /** Shown in the catalogue: every item but a service. */
    listed: boolean("listed").notNull(),
    brandPosition: smallint("brand_position").notNull(),
    name: text("name").notNull(),
    soldOut: boolean("sold_out").notNull(),
  },
  (t) => [
    index("catalogue_items_relevance_idx")
      .on(t.soldOut, t.brandPosition, t.name, t.itemId)
      .where(sql`${t.listed}`),
    index("catalogue_items_brand_relevance_idx")
      .on(t.brandId, t.soldOut, t.brandPosition, t.name, t.itemId)
      .where(sql`${t.listed}`),
    index("catalogue_items_deadstock_relevance_idx")
      .on(t.soldOut, t.brandPosition, t.name, t.itemId)
      .where(sql`${t.listed} AND ${t.deadstock}`),
    index("catalogue_items_number_idx")
      .on(t.name, t.itemId)
      .where(sql`${t.listed}`),
    index("catalogue_items_brand_number_idx")
      .on(t.brandId, t.name, t.itemId)
      .where(sql`${t.listed}`),
  ],
);

/**
 * How many items (`n`) share each combination of the catalogue's filters: a marker row per item
 * (`has_row` false) and one per distinct application row. Its key treats nulls as equal (UNIQUE
 * NULLS NOT DISTINCT, which the migration declares).
 */
export const catalogueFacets = pgTable(
  "catalogue_facets",
  {
    brandId: text("brand_id").notNull(),
    category: text("category").notNull(),
    deadstock: boolean("deadstock").notNull(),
    listed: boolean("listed").notNull(),
    hasRow: boolean("has_row").notNull(),
    make: text("make"),
    model: text("model"),
    yearFrom: smallint("year_from"),
    yearTo: smallint("year_to"),
    engine: text("engine"),
    variant: text("variant"),
    groupdescription: text("groupdescription"),
    categorydescription: text("categorydescription"),
    transmission: text("transmission"),
    capacity: integer("capacity"),
    cylinders: smallint("cylinders"),
    stroke: numeric("stroke", { precision: 5, scale: 1 }),
    bore: numeric("bore", { precision: 5, scale: 1 }),
    n: integer("n").notNull(),
  },
  (t) => [
    index("catalogue_facets_make_model_idx").on(t.make, t.model),
    index("catalogue_facets_spent_idx")
      .on(t.n)
      .where(sql`${t.n} <= 0`),
  ],
);

/** A vehicle as the application rows name it: make, model and its years (0 and 9999 for any). */
export const catalogueVehicles = pgTable(
  "catalogue_vehicles",
  {
    id: serial("id").primaryKey(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    firstYear: smallint("first_year").notNull(),
    lastYear: smallint("last_year").notNull(),
  },
  (t) => [unique("catalogue_vehicles_key").on(t.make, t.model, t.firstYear, t.lastYear)],
);

/** A listed item that fits a vehicle, with what a vehicle's catalogue page sorts by. */
export const catalogueFits = pgTable(
  "catalogue_fits",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => catalogueVehicles.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => catalogueItems.itemId, { onDelete: "cascade" }),
    brandId: text("brand_id").notNull(),
    category: text("category").notNull(),
    deadstock: boolean("deadstock").notNull(),
    brandPosition: smallint("brand_position").notNull(),
    name: text("name").notNull(),
    soldOut: boolean("sold_out").notNull(),
  },
  (t) => [primaryKey({ name: "catalogue_fits_pkey", columns: [t.vehicleId, t.itemId] })],
);

/** A fitting item's price on each price list and currency, for a vehicle's page sorted by price. */
export const catalogueFitPrices = pgTable(
  "catalogue_fit_prices",
  {
    vehicleId: integer("vehicle_id").notNull(),
    priceListId: text("price_list_id").notNull(),
    currency: text("currency").notNull(),
    price: money("price").notNull(),
    itemId: integer("item_id").notNull(),
    brandId: text("brand_id").notNull(),
    category: text("category").notNull(),
    deadstock: boolean("deadstock").notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.vehicleId, t.itemId],
      foreignColumns: [catalogueFits.vehicleId, catalogueFits.itemId],
    }).onDelete("cascade"),
  ],
);
