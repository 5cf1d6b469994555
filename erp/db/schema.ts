/**
 * The reference ERP's tables. Names follow the specification's vocabulary (item, application,
 * kit component, price list, location, delivery, cart, transaction line) so the code can be read
 * against storefront.md section 3 and transactions.md section 3.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { EU_MEMBER_STATES } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";

/** Warnings and safety information, one list per language. */
export type SafetyWarnings = Record<Language, string[]>;

/** An amount of money: up to 12 digits, 2 of them cents. */
const money = <Name extends string>(name: Name) => numeric(name, { precision: 12, scale: 2 });
/** When the row was written. */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** When the row was last changed. */
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The item the row belongs to: the row goes with the item. */
const itemOf = () =>
  integer("item_id")
    .notNull()
    .references(() => items.id, { onDelete: "cascade" });
/** The item the row names: an item that rows name cannot be deleted. */
const itemRef = () =>
  integer("item_id")
    .notNull()
    .references(() => items.id);
/** The location (warehouse or dropship) of the row. */
const locationRef = () =>
  text("location_id")
    .notNull()
    .references(() => locations.id);

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
    id: bigserial("id", { mode: "number" }).primaryKey(),
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
    id: bigserial("id", { mode: "number" }).primaryKey(),
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
    itemId: integer("item_id")
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
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
    itemId: integer("item_id")
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
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
    itemId: integer("item_id")
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
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

/** Region price lists: UK, EU, NL. */
export const priceLists = pgTable("price_lists", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

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
    promotionFrom: timestamp("promotion_from", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.itemId, t.currency] }),
    check("prices_baseprice_nonneg", sql`${t.baseprice} >= 0`),
  ],
);

/**
 * Every net price an item had on a list, from when. The EU rule (Omnibus directive) shows the
 * lowest price of the 30 days before a reduction, which needs this history.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    priceListId: text("price_list_id")
      .notNull()
      .references(() => priceLists.id),
    itemId: itemOf(),
    currency: text("currency").notNull(),
    price: money("price").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
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
    id: bigserial("id", { mode: "number" }).primaryKey(),
    itemId: itemOf(),
    locationId: locationRef(),
    eta: date("eta"),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("deliveries_item_idx").on(t.itemId), check("deliveries_quantity_pos", sql`${t.quantity} > 0`)],
);

export const carts = pgTable(
  "carts",
  {
    /** Random, unguessable id handed to the storefront as cart_id. */
    id: uuid("id").primaryKey().defaultRandom(),
    customer: text("customer").notNull().default("guest"),
    source: text("source").notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Checkout fields set by updateCart (transactions.md section 7). */
    shipcountry: text("shipcountry"),
    billcountry: text("billcountry"),
    shipzip: text("shipzip"),
    shippingmethod: text("shippingmethod"),
    paymentmethod: text("paymentmethod"),
    promocode: text("promocode"),
    /** VAT number with its country prefix, as last checked. */
    taxnumber: text("taxnumber"),
    validtaxnumber: boolean("validtaxnumber").notNull().default(false),
    /** What VIES said: valid, invalid or unavailable (then VAT is charged and the check runs again at ordering). */
    vatcheck: text("vatcheck"),
    /** VIES consultation number of a confirmed number. */
    viesrequest: text("viesrequest"),
    comment: text("comment").notNull().default(""),
    /** The customer asked for one shipment (forced when a line has a prolonged delivery time). */
    sendtogether: boolean("sendtogether").notNull().default(false),
    reqpayment: boolean("reqpayment").notNull().default(true),
    shipemail: text("shipemail"),
    shipAddressId: uuid("ship_address_id"),
    billAddressId: uuid("bill_address_id"),
    /** Set once the cart became an order: addOrder answers this id again (exactly once). */
    orderId: text("order_id"),
  },
  // Carts that never became an order, by last change: the housekeeping job deletes the old ones (0024).
  (t) => [
    index("carts_abandoned_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.orderId} IS NULL`),
  ],
);

/** Addresses saved by updateAddress, referenced by updateCart shippingaddress / billingaddress. */
export const cartAddresses = pgTable(
  "cart_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    addressee: text("addressee").notNull(),
    /** Company name; a billing address with a company name is a company. */
    name: text("name").notNull().default(""),
    address: text("address").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("cart_addresses_cart_idx").on(t.cartId)],
);

type LocalizedText = Record<Language, string>;

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

/** Payment methods offered at checkout: bank transfer always, PayPal and Revolut when enabled. */
export const paymentMethods = pgTable("payment_methods", {
  id: text("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
  currencies: text("currencies").array().notNull(),
  enabled: boolean("enabled").notNull().default(true),
  position: smallint("position").notNull().default(0),
});

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
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
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

/**
 * Orders. The id is an unguessable token (128 random bits as 32 hex characters) used in
 * /order/{id}; the human order number (WEB-2026-000123) comes from order_number_seq.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lang: text("lang").$type<Language>().notNull(),
    source: text("source").notNull(),
    customer: text("customer").notNull(),
    /** Seller region: EU (Polish company) or NL (Dutch B.V.). */
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("pendingPayment"),
    paymentstatus: text("paymentstatus").notNull().default("unpaid"),
    paymentmethod: text("paymentmethod").notNull(),
    shippingmethod: text("shippingmethod").notNull(),
    comment: text("comment").notNull().default(""),
    email: text("email").notNull(),
    sendtogether: boolean("sendtogether").notNull(),
    reqpayment: boolean("reqpayment").notNull(),
    taxclass: text("taxclass").notNull(),
    taxrate: numeric("taxrate", { precision: 5, scale: 4 }).notNull(),
    /** How VAT applied (domestic, distance, intra-community, export) and whose rate (erp/tax/rule.ts). */
    taxtreatment: text("taxtreatment").notNull(),
    taxcountry: text("taxcountry").notNull(),
    /** The seller's VAT number outside the EU under which the VAT was charged (treatment `registered`). */
    taxregistration: text("taxregistration"),
    /** VIES consultation number of the buyer's VAT number, for a 0% sale to a business. */
    viesrequest: text("viesrequest"),
    taxnumber: text("taxnumber"),
    promocode: text("promocode"),
    itemsamount: money("itemsamount").notNull(),
    discountamount: money("discountamount").notNull(),
    shippingcost: money("shippingcost").notNull(),
    grossshippingcost: money("grossshippingcost").notNull(),
    taxamount: money("taxamount").notNull(),
    grossamount: money("grossamount").notNull(),
    backorderquantity: integer("backorderquantity").notNull(),
    billaddressee: text("billaddressee").notNull(),
    billcompany: text("billcompany").notNull().default(""),
    billaddress: text("billaddress").notNull(),
    billaddress2: text("billaddress2").notNull().default(""),
    billzip: text("billzip").notNull(),
    billcity: text("billcity").notNull(),
    billcountry: text("billcountry").notNull(),
    billphone: text("billphone").notNull().default(""),
    shipaddressee: text("shipaddressee").notNull(),
    shipcompany: text("shipcompany").notNull().default(""),
    shipaddress: text("shipaddress").notNull(),
    shipaddress2: text("shipaddress2").notNull().default(""),
    shipzip: text("shipzip").notNull(),
    shipcity: text("shipcity").notNull(),
    shipcountry: text("shipcountry").notNull(),
    shipphone: text("shipphone").notNull().default(""),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    uniqueIndex("orders_cart_key").on(t.cartId),
    check("orders_id_token", sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check("orders_paymentstatus", sql`${t.paymentstatus} IN ('unpaid', 'paid')`),
    check("orders_amounts_nonneg", sql`${t.grossamount} >= 0 AND ${t.itemsamount} >= 0`),
    // Orders awaiting payment, by age: the housekeeping job cancels the old ones (decision 0024).
    index("orders_unpaid_created_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentstatus} = 'unpaid' AND ${t.status} = 'pendingPayment'`),
  ],
);

/** Lines of an order: a snapshot of the basket line at the moment of ordering. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    parentLineId: uuid("parent_line_id"),
    itemId: itemRef(),
    name: text("name").notNull(),
    displayname: text("displayname").notNull(),
    recordtype: text("recordtype").notNull(),
    urlcomponent: text("urlcomponent").notNull(),
    photos: jsonb("photos").$type<{ url: string; name: string }[]>().notNull().default([]),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    baseprice: money("baseprice").notNull(),
    amount: money("amount").notNull(),
    additionalservice: text("additionalservice"),
    kitcomponent: boolean("kitcomponent").notNull().default(false),
    /** Units not taken from a warehouse: airfreight from the manufacturer's stock. */
    backorderquantity: integer("backorderquantity").notNull().default(0),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_pos", sql`${t.quantity} > 0`)],
);

/** Stock taken by an order: units from a location, or from the manufacturer's stock for airfreight. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    itemId: itemRef(),
    locationId: locationRef(),
    fromManufacturerStock: boolean("from_manufacturer_stock").notNull().default(false),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("stock_reservations_order_idx").on(t.orderId),
    check("stock_reservations_quantity_pos", sql`${t.quantity} > 0`),
  ],
);

/** What happened to an order (created, paid), one row per event. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

/**
 * The consumer's withdrawal from an order (decision 0021): one per order, with the moment it was
 * received, the lines it names (null: all of them) and the optional reason.
 */
export const orderWithdrawals = pgTable("order_withdrawals", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  items: jsonb("items").$type<{ _id: string; name: string; quantity: number }[] | null>(),
  reason: text("reason"),
  lang: text("lang").$type<Language>().notNull(),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    itemId: itemRef(),
    locationId: text("location_id").references(() => locations.id),
    quantity: integer("quantity").notNull(),
    additionalservice: text("additionalservice"),
    memo: text("memo"),
    /** For a kit component line: the kit's line. */
    parentLineId: uuid("parent_line_id"),
    position: bigserial("position", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cart_lines_cart_idx").on(t.cartId), check("cart_lines_quantity_pos", sql`${t.quantity} > 0`)],
);

/** Free-form key/value settings of the ERP (e.g. which seed version was loaded). */
export const erpSettings = pgTable("erp_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/**
 * Messages of the enquiry forms (quick contact, product enquiry, general and dealer enquiries),
 * stored before they are sent so that nothing is lost when the mail server is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The e-mail endpoint: quick-contact-form, enquiry-form, contact-general, contact-dealer. */
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    /** Reply-to address: the shopper's. */
    replyTo: text("reply_to").notNull(),
    /** Destination support address. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** Plain-text body. */
    body: text("body").notNull(),
    /** The request as received (validated). */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a pending message is next due: back-off after a failure, or the lease of a sender that claimed it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("mail_outbox_status", sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/** A tsvector column (Drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search document of an item in one language, kept by triggers (migration 0004): `document`
 * holds manufacturer, brand and description; `deep` adds application make, model, engine and the
 * long description. The ERP's in-memory index reads them (erp/catalogue/search/load.ts).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    itemId: itemOf(),
    lang: text("lang").$type<Language>().notNull(),
    document: tsvector("document").notNull(),
    deep: tsvector("deep").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

/** Words of the catalogue for typo correction; shallow = in a normal document. */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
  shallow: boolean("shallow").notNull().default(false),
});

/** A transaction id (xid8); Drizzle has no built-in type for it. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * Items whose catalogue data (name, brand, search documents...) or trade facts (`trade`: flags,
 * prices, stock, deliveries) changed, with the writing transaction (migrations 0010-0012, filled
 * by triggers): how each ERP process keeps its in-memory search index current.
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    itemId: integer("item_id").notNull(),
    /** A change of what the item's card shows from trade (flags, price, stock, deliveries: 0012), not of its catalogue data. */
    trade: boolean("trade").notNull().default(false),
    xid: xid8("xid")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_changes_xid_idx").on(t.xid), index("search_changes_changed_at_idx").on(t.changedAt)],
);

/**
 * One row per transaction that changed a table the storefront's cached answers read (migration
 * 0031, filled by triggers; decision 0042). The cache version is the sum of `weight`; old rows are
 * folded into one row of their summed weight and no xid (erp/cache/version.ts).
 */
export const cacheChanges = pgTable(
  "cache_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    xid: xid8("xid").default(sql`pg_current_xact_id()`),
    weight: bigint("weight", { mode: "number" }).notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cache_changes_xid_idx").on(t.xid)],
);

export const PAYMENT_PROVIDERS = ["bank", "paypal", "revolut"] as const;
export const PAYMENT_STATUSES = ["created", "approved", "completed", "cancelled", "failed"] as const;

/**
 * One payment attempt of an order through a provider (erp/payments). transactionToken is the
 * order's public id (the foreign key to orders comes with the orders table); providerRef is the
 * provider's id of the attempt (PayPal order id, Revolut order id, or the bank transfer reference).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionToken: text("transaction_token").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRef: text("provider_ref").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    /** The provider's own word for the state, as last seen (e.g. PAYER_ACTION_REQUIRED, pending). */
    providerStatus: text("provider_status"),
    /** The last provider answer or webhook event, for support and reconciliation. */
    lastEvent: jsonb("last_event"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    index("payments_transaction_idx").on(t.transactionToken, t.createdAt),
    check("payments_status", sql`${t.status} IN ('created', 'approved', 'completed', 'cancelled', 'failed')`),
    check("payments_provider", sql`${t.provider} IN ('bank', 'paypal', 'revolut')`),
    check("payments_amount_nonneg", sql`${t.amount} >= 0`),
  ],
);
/**
 * Webhook deliveries already taken (erp/payments/replays.ts, migration 0016): a replayed delivery
 * (the same PayPal transmission id, or the same signed Revolut timestamp and body) is not processed.
 */
export const webhookReplays = pgTable(
  "webhook_replays",
  {
    provider: text("provider").notNull(),
    /** PayPal's transmission id; for Revolut, sha256 of "{timestamp}.{raw body}". */
    replayKey: text("replay_key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "webhook_replays_pk", columns: [t.provider, t.replayKey] }),
    index("webhook_replays_received_at_idx").on(t.receivedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Content served by the news, marquee and slider calls (loaded from content/ at start)
// ---------------------------------------------------------------------------------------------

/** A news post in the spec's shape (storefront.md section 3); HTML is sanitised when written. */
export const newsPosts = pgTable(
  "news_posts",
  {
    /** The post's ID from its content file. */
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerptHtml: text("excerpt_html").notNull(),
    contentHtml: text("content_html").notNull(),
    photo: text("photo"),
    /** acf.date: the publication day shown and used for ordering. */
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    show: boolean("show").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("news_posts_slug_idx").on(t.slug), index("news_posts_published_idx").on(t.publishedOn, t.id)],
);

/** A slide of the home page's banner slider, per site source. */
export const slides = pgTable("slides", {
  id: integer("id").primaryKey(),
  /** Sources that show the slide: main, parts, uk. */
  sources: text("sources").array().notNull(),
  position: smallint("position").notNull().default(0),
  /** Optional link of the slide. */
  url: text("url"),
  fullImageUrl: text("full_image_url").notNull(),
  altEn: text("alt_en").notNull().default(""),
  altPl: text("alt_pl").notNull().default(""),
  altDe: text("alt_de").notNull().default(""),
});

/** The marquee message of one site source (storefront.md section 3: Marquee). */
export const marquee = pgTable("marquee", {
  source: text("source").primaryKey(),
  show: boolean("show").notNull().default(false),
  showError: boolean("show_error").notNull().default(false),
  textPl: text("text_pl").notNull().default(""),
  textEn: text("text_en").notNull().default(""),
  textDe: text("text_de").notNull().default(""),
  errorMsgPl: text("error_msg_pl").notNull().default(""),
  errorMsgEn: text("error_msg_en").notNull().default(""),
  errorMsgDe: text("error_msg_de").notNull().default(""),
});

/**
 * Hits of the ERP's rate limit (POST /ratelimit): one row per allowed hit of a key, e.g. the
 * enquiry posts of one client address; rows older than the window are deleted as the key is hit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);

// ---------------------------------------------------------------------------------------------
// Bank accounts and the demo marker (migration 0019, decision 0026)
// ---------------------------------------------------------------------------------------------

/** Where customers pay by bank transfer: one account per seller company and currency (`npm run bank`). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    /** The seller company's id (contract/seller.ts): pl or nl. */
    seller: text("seller").$type<"pl" | "nl">().notNull(),
    currency: text("currency").$type<"EUR" | "PLN">().notNull(),
    holder: text("holder").notNull(),
    bankName: text("bank_name").notNull(),
    bic: text("bic").notNull(),
    /** Electronic form: capitals and digits, no spaces. */
    iban: text("iban").notNull(),
    /** An invented account of the demo catalogue. */
    demo: boolean("demo").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "bank_accounts_pk", columns: [t.seller, t.currency] }),
    check("bank_accounts_seller", sql`${t.seller} IN ('pl', 'nl')`),
    check("bank_accounts_currency", sql`${t.currency} IN ('EUR', 'PLN')`),
  ],
);

/** One row when the database holds the demo catalogue (written by its loader, backfilled by 0019). */
export const demoCatalogue = pgTable(
  "demo_catalogue",
  {
    id: boolean("id").notNull().default(true),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "demo_catalogue_pk", columns: [t.id] }), check("demo_catalogue_one_row", sql`${t.id}`)],
);

/** A bytea column, read and written as a Buffer (Drizzle has no built-in type for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Order PDFs kept by the ERP (erp/orders/pdf-cache.ts, migration 0018): the PDF of the order's
 * state named by `stateKey`; a new state draws a new PDF over it.
 */
export const orderPdfs = pgTable(
  "order_pdfs",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    stateKey: text("state_key").notNull(),
    pdf: bytea("pdf").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_pdfs_rendered_at_idx").on(t.renderedAt)],
);
