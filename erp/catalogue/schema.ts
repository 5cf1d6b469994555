/**
 * The catalogue's tables: brands, items and what describes them (texts, photos, technical
 * details, kits, related items, application rows, measurements). Names follow the specification's
 * vocabulary (item, application, kit component) so the code can be read against storefront.md
 * section 3 and transactions.md section 3. Prices, stock and deliveries: ./schema-trade.ts.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { EU_MEMBER_STATES } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";
import { createdAt, serialId, timestamptz } from "../db/columns.ts";

/** Warnings and safety information, one list per language. */
export type SafetyWarnings = Record<Language, string[]>;

/** The item the row belongs to: the row goes with the item. */
export const itemOf = () =>
  integer("item_id")
    .notNull()
    .references(() => items.id, { onDelete: "cascade" });

/** One row per item, keyed by it: the row goes with the item. */
export const itemKey = () =>
  integer("item_id")
    .primaryKey()
    .references(() => items.id, { onDelete: "cascade" });

/** The item the row names: an item that rows name cannot be deleted. */
export const itemRef = () =>
  integer("item_id")
    .notNull()
    .references(() => items.id);

export const manufacturerGroups = pgTable("manufacturer_groups", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const brands = pgTable(
  "brands",
  {
    /** Route slug of the brand page: dba, xclutch, xoutback, ... */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    manufacturerGroupId: integer("manufacturer_group_id")
      .notNull()
      .references(() => manufacturerGroups.id),
    /** Airfreight from the manufacturer is offered for this brand (transactions.md section 9). */
    airfreight: boolean("airfreight").notNull().default(false),
    /** Days from payment to delivery by airfreight (decision 0044); null: the specification's 3-4 weeks. */
    airfreightMinDays: smallint("airfreight_min_days"),
    airfreightMaxDays: smallint("airfreight_max_days"),
    /** The airfreight costs the buyer nothing extra. */
    airfreightFree: boolean("airfreight_free").notNull().default(false),
    position: smallint("position").notNull().default(0),
    /** The manufacturer for product safety (GPSR): legal name and postal and electronic address. */
    manufacturerName: text("manufacturer_name"),
    manufacturerStreet: text("manufacturer_street"),
    manufacturerPostcode: text("manufacturer_postcode"),
    manufacturerCity: text("manufacturer_city"),
    /** ISO 3166-1 alpha-2 code. */
    manufacturerCountry: text("manufacturer_country"),
    manufacturerEmail: text("manufacturer_email"),
    manufacturerUrl: text("manufacturer_url"),
    /** EU responsible person of a manufacturer outside the EU: a seller company id (contract/seller.ts). */
    responsiblePerson: text("responsible_person").$type<"pl" | "nl">(),
    /** Warnings and safety information for every part of the brand, per language. */
    safetyWarnings: jsonb("safety_warnings").$type<SafetyWarnings>().notNull().default({ en: [], pl: [], de: [] }),
  },
  (t) => [
    check(
      "brands_manufacturer_complete",
      sql`num_nulls(${t.manufacturerName}, ${t.manufacturerStreet}, ${t.manufacturerPostcode}, ${t.manufacturerCity}, ${t.manufacturerCountry}, ${t.manufacturerEmail}) IN (0, 6)`,
    ),
    check(
      "brands_responsible_person",
      sql`CASE WHEN ${t.responsiblePerson} IS NULL THEN ${t.manufacturerCountry} IS NULL OR ${t.manufacturerCountry} IN (${sql.raw(EU_MEMBER_STATES.map((c) => `'${c}'`).join(","))}) ELSE ${t.responsiblePerson} IN ('pl', 'nl') AND ${t.manufacturerName} IS NOT NULL END`,
    ),
  ],
);

export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    /** The slug in /{id}. */
    urlcomponent: text("urlcomponent").notNull(),
    /** Internal item number. */
    number: text("number").notNull(),
    /** The part number shown as the item's name. */
    name: text("name").notNull(),
    /** Part number with spaces, dashes and case removed, for lookups however it is typed. */
    nameNormalized: text("name_normalized").notNull(),
    /** Display manufacturer, e.g. 'DBA' or 'DBA Combo Kit'. */
    manufacturer: text("manufacturer").notNull(),
    manufacturerGroupId: integer("manufacturer_group_id")
      .notNull()
      .references(() => manufacturerGroups.id),
    brandId: text("brand_id")
      .notNull()
      .references(() => brands.id),
    pricegroup: text("pricegroup").notNull(),
    /** inventoryitem, kititem (a kit) or service (airfreight). */
    recordtype: text("recordtype").notNull().default("inventoryitem"),
    /** Product category used for photos and the catalogue: disc, pad, clutch, exhaust, ... */
    category: text("category").notNull(),
    /** ECE R90 homologation number when the item is certified. */
    certificate: text("certificate"),
    weight: numeric("weight", { precision: 10, scale: 3 }),
    /** Axle the part fits: front, rear or both. */
    axle: text("axle"),
    /** Stock clearance item. */
    deadstock: boolean("deadstock").notNull().default(false),
    /** Ordering beyond warehouse stock from the manufacturer is allowed. */
    specialbackorder: boolean("specialbackorder").notNull().default(false),
    /** Units the manufacturer holds for airfreight. */
    manufacturerstock: integer("manufacturerstock").notNull().default(0),
    custombox: boolean("custombox").notNull().default(false),
    /** ACL bearing data (sizes, material), when the item is an ACL bearing. */
    acl: jsonb("acl").$type<Record<string, string> | null>(),
    /** Warnings of this part beyond its brand's (added to them), per language. */
    safetyWarnings: jsonb("safety_warnings").$type<SafetyWarnings | null>(),
    /** EAN/GTIN barcode (migration 0043). */
    ean: text("ean"),
    /** False: sold on request only, shown but never put in a basket (migration 0043). */
    orderable: boolean("orderable").notNull().default(true),
    /** The quantity rule (migration 0049): an order's quantity is a multiple of the increment from the minimum up to the maximum. */
    orderMinimum: integer("order_minimum").notNull().default(1),
    orderMaximum: integer("order_maximum"),
    orderIncrement: integer("order_increment").notNull().default(1),
    /** When a full import no longer named the item: kept for its orders, listed nowhere, not sold. */
    discontinuedAt: timestamptz("discontinued_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("items_urlcomponent_key").on(t.urlcomponent),
    index("items_name_normalized_idx").on(t.nameNormalized),
    index("items_brand_idx").on(t.brandId),
    check("items_manufacturerstock_nonneg", sql`${t.manufacturerstock} >= 0`),
  ],
);

/** Texts of an item per language. */
export const itemTexts = pgTable(
  "item_texts",
  {
    itemId: itemOf(),
    lang: text("lang").$type<Language>().notNull(),
    description: text("description").notNull(),
    /** Sanitised HTML. */
    detaildescription: text("detaildescription").notNull().default(""),
    /** Sanitised HTML shown when the item has no application rows. */
    application: text("application").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

export const itemPhotos = pgTable(
  "item_photos",
  {
    itemId: itemOf(),
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.position] })],
);

/**
 * Pictures served at their address (GET /media/parts/...): today the demo catalogue's drawings,
 * written by its loader (erp/seed/load.ts) so that the ERP draws nothing itself (migration 0035).
 */
export const mediaPictures = pgTable("media_pictures", {
  path: text("path").primaryKey(),
  svg: text("svg").notNull(),
});

export const technicalDetails = pgTable(
  "technical_details",
  {
    id: serialId(),
    itemId: itemOf(),
    lang: text("lang").$type<Language>().notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (t) => [index("technical_details_item_idx").on(t.itemId, t.lang)],
);

export const kitComponents = pgTable(
  "kit_components",
  {
    kitItemId: integer("kit_item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    componentItemId: integer("component_item_id")
      .notNull()
      .references(() => items.id),
    quantity: integer("quantity").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitItemId, t.componentItemId] }),
    check("kit_components_quantity_pos", sql`${t.quantity} > 0`),
  ],
);

export const relatedItems = pgTable(
  "related_items",
  {
    itemId: itemOf(),
    relatedItemId: integer("related_item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.relatedItemId] })],
);

/** Vehicle fitment rows: every Application row field of storefront.md section 3. */
export const applications = pgTable(
  "applications",
  {
    id: serialId(),
    itemId: itemOf(),
    position: smallint("position").notNull().default(0),
    make: text("make").notNull().default(""),
    model: text("model").notNull().default(""),
    year: text("year").notNull().default(""),
    yearFrom: smallint("year_from"),
    yearTo: smallint("year_to"),
    peryear: integer("peryear")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    variant: text("variant").notNull().default(""),
    engine: text("engine").notNull().default(""),
    note: text("note").notNull().default(""),
    description: text("description").notNull().default(""),
    parameter: text("parameter").notNull().default(""),
    parameter2: text("parameter2").notNull().default(""),
    parameter3: text("parameter3").notNull().default(""),
    categorydescription: text("categorydescription").notNull().default(""),
    groupdescription: text("groupdescription").notNull().default(""),
    classdescription: text("classdescription").notNull().default(""),
    /** The gearbox the row is for (a clutch's rows); empty when the part fits every gearbox. */
    transmission: text("transmission").notNull().default(""),
    /** The engine's capacity in cm³, cylinders, stroke and bore in mm, on rows that name an engine (migration 0029). */
    capacity: integer("capacity"),
    cylinders: smallint("cylinders"),
    stroke: numeric("stroke", { precision: 5, scale: 1 }),
    bore: numeric("bore", { precision: 5, scale: 1 }),
  },
  (t) => [
    index("applications_item_idx").on(t.itemId),
    index("applications_make_model_idx").on(t.make, t.model),
    index("applications_capacity_idx").on(t.capacity),
  ],
);

const mm = <Name extends string>(name: Name) => numeric(name, { precision: 6, scale: 1 });

/**
 * A brake disc's measurements (transactions.md, rotor fields), in mm and kg, one row per disc, so
 * that a search by measured size is a range query on an index (decision 0036).
 */
export const rotorDimensions = pgTable(
  "rotor_dimensions",
  {
    itemId: itemKey(),
    diameterMm: mm("diameter_mm").notNull(),
    thicknessMm: mm("thickness_mm").notNull(),
    annulusMm: mm("annulus_mm"),
    boltHoleDiameterMm: mm("bolt_hole_diameter_mm"),
    boltHoles: smallint("bolt_holes"),
    vented: boolean("vented").notNull(),
    insideDiameterMm: mm("inside_diameter_mm"),
    pcdMm: mm("pcd_mm"),
    airGapMm: mm("air_gap_mm"),
    offsetMm: mm("offset_mm"),
    flangeInsideDiameterMm: mm("flange_inside_diameter_mm"),
    flangeThicknessMm: mm("flange_thickness_mm"),
    weightKg: numeric("weight_kg", { precision: 6, scale: 2 }),
    /** stud or bolt: the holes take the hub's wheel studs or the wheel bolts. */
    holeType: text("hole_type"),
  },
  (t) => [
    index("rotor_dimensions_size_idx").on(t.diameterMm, t.thicknessMm),
    check("rotor_dimensions_positive", sql`${t.diameterMm} > 0 AND ${t.thicknessMm} > 0`),
  ],
);

/** A clutch kit's disc: spline count and diameter (transactions.md, clutch fields). */
export const clutchDimensions = pgTable(
  "clutch_dimensions",
  {
    itemId: itemKey(),
    splines: smallint("splines").notNull(),
    discDiameterMm: mm("disc_diameter_mm").notNull(),
  },
  (t) => [index("clutch_dimensions_size_idx").on(t.splines, t.discDiameterMm)],
);

/**
 * A motorsport part's own facts: the caliper size a race pad is made for and the part's class
 * (race, track). The engine's capacity, cylinders, stroke and bore are those of its application rows.
 */
export const motorsportParts = pgTable(
  "motorsport_parts",
  {
    itemId: itemKey(),
    caliperSize: text("caliper_size"),
    class: text("class").notNull(),
  },
  (t) => [index("motorsport_parts_class_idx").on(t.class, t.caliperSize)],
);

/**
 * Translations of the words in application rows (note, description, parameters, category, group,
 * class), per language (migration 0024). The row keeps the stored value, on which the catalogue
 * filters; the applications call answers its text in the shopper's language next to it.
 */
export const applicationTerms = pgTable(
  "application_terms",
  {
    term: text("term").notNull(),
    lang: text("lang").$type<Language>().notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.lang] })],
);
