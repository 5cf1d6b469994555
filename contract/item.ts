/**
 * An item and its page (POST /item): the item card and the full item with its price, stock,
 * applications, kit components and product safety facts, and the calls of the product page.
 * The availability rule built on the stock facts is in contract/availability.ts.
 */
import { z } from "zod";
import { common, CurrencySchema, ItemIdSchema, LanguageSchema, QuantitySchema } from "./common.ts";
import { VehicleSchema } from "./vehicle.ts";

export const PhotoSchema = z.object({ url: z.string(), name: z.string() });
export const TechnicalDetailSchema = z.object({ _id: z.string(), name: z.string(), value: z.string() });

export const ApplicationRowSchema = z.object({
  make: z.string(),
  model: z.string(),
  year: z.string(),
  peryear: z.array(z.number().int()),
  variant: z.string(),
  engine: z.string(),
  note: z.string(),
  description: z.string(),
  parameter: z.string(),
  parameter2: z.string(),
  parameter3: z.string(),
  categorydescription: z.string(),
  groupdescription: z.string(),
  classdescription: z.string(),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;

/** Availability entry per location (transactions.md section 3). */
export const AvailabilityEntrySchema = z.object({
  location: z.string(),
  default: z.boolean(),
  dropship: z.boolean(),
  alternative: z.boolean(),
  quantityavailable: z.number().int().nonnegative(),
  specialbackorder: z.boolean(),
  multilocationavailable: z.boolean(),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntrySchema>;

export const DeliverySchema = z.object({
  location: z.string(),
  /** YYYY-MM-DD, or null when the arrival date is not known. */
  eta: z.string().nullable(),
  quantity: z.number().int().positive(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** Stock facts the availability rule needs (the rule itself is in contract/availability.ts). */
export const StockSchema = z.object({
  availability: z.array(AvailabilityEntrySchema),
  deliveries: z.array(DeliverySchema),
  manufacturerstock: z.number().int().nonnegative(),
  specialbackorder: z.boolean(),
  /** The brand ships by airfreight from the manufacturer. */
  airfreight: z.boolean(),
  /**
   * The brand's airfreight lead time from payment (decision 0044): days from min (null: "within
   * max days") to max, and whether it is free; null for the specification's 3-4 weeks, extra costs possible.
   */
  airfreightterms: z
    .object({ min: z.number().int().positive().nullable(), max: z.number().int().positive(), free: z.boolean() })
    .nullable(),
  /** Largest orderable quantity: warehouse stock, plus manufacturer stock with special backorder. */
  maxquantity: z.number().int().nonnegative(),
});
export type Stock = z.infer<typeof StockSchema>;

/** An item's quantity rule (contract/quantity.ts QuantityRule). */
export const QuantityRuleSchema = z.object({
  min: z.number().int().positive(),
  max: z.number().int().positive().nullable(),
  increment: z.number().int().positive(),
});

export const PriceSchema = z.object({
  currency: CurrencySchema,
  symbol: z.string(),
  /** Net unit price on the region's list. */
  baseprice: z.number(),
  /** Gross unit price (net plus VAT at taxrate), the price a consumer pays. */
  grossprice: z.number(),
  /** The VAT rate in grossprice, a fraction (0.23); 0 for goods leaving the EU. */
  taxrate: z.number(),
  /** The country whose VAT is in grossprice (where the goods go, or the visitor's country before that). */
  taxcountry: z.string(),
  /** Reduced price when a promotion runs. */
  promotion: z
    .object({
      baseprice: z.number(),
      grossprice: z.number(),
      /** Lowest gross price of the 30 days before the reduction (EU Omnibus rule). */
      lowestprice30: z.number(),
      from: z.string(),
    })
    .nullable(),
  /**
   * A signed-in customer's price at their agreed level (issue 20), null for a guest or without a
   * level for the part: the list price less the level's discount, or the promotion when lower.
   */
  level: z
    .object({
      name: z.string(),
      /** The level's discount in percent (12.5), at `quantity` (a volume tier's when one is reached). */
      discountpct: z.number(),
      baseprice: z.number(),
      grossprice: z.number(),
      /** The level's volume tiers (issue 41): the unit price from so many units of a line, by rising quantity. */
      tiers: z.array(
        z.object({
          from: z.number().int().min(2),
          discountpct: z.number(),
          baseprice: z.number(),
          grossprice: z.number(),
        }),
      ),
    })
    .nullable(),
  quantity: z.number().int().positive(),
  /** Gross amount for the quantity (at the customer's price when there is one). */
  amount: z.number(),
});
export type Price = z.infer<typeof PriceSchema>;

export const ItemSummarySchema = z.object({
  id: z.number().int(),
  urlcomponent: z.string(),
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  manufacturergroup: z.string(),
  brand: z.string(),
  category: z.string(),
  recordtype: z.string(),
  deadstock: z.boolean(),
  photos: z.array(PhotoSchema),
  price: PriceSchema,
  stock: StockSchema,
  /** How the item is sold (issue 41): from a minimum, up to a maximum per order, in steps of an increment. */
  quantityrule: QuantityRuleSchema,
  /**
   * In a catalogue list of a chosen make and model: which of that vehicle's variants the part fits
   * (its application rows of the chosen make, model, years, engine and variant; an empty variant or
   * engine fits every one). Absent elsewhere (issue 43 item 5).
   */
  fits: z
    .array(
      z.object({
        variant: z.string(),
        engine: z.string(),
        yearFrom: z.number().int().nullable(),
        yearTo: z.number().int().nullable(),
      }),
    )
    .optional(),
  /**
   * In search results: the original-equipment number, as printed, that the search found this part
   * by; the part replaces it (issue 39). Absent when the part was found by its own number or text.
   */
  replaces: z.string().optional(),
});
export type ItemSummary = z.infer<typeof ItemSummarySchema>;
export type VariantFit = NonNullable<ItemSummary["fits"]>[number];

export const KitComponentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  urlcomponent: z.string(),
  technicaldetails: z.array(TechnicalDetailSchema),
  weight: z.number().nullable(),
});

/**
 * Product safety facts of an item (GPSR, Regulation (EU) 2023/988 art. 19): the manufacturer (null
 * while the ERP holds none for the brand), the EU responsible person as a seller company id of
 * contract/seller.ts (null for a manufacturer in the EU), the product identifier (the part number)
 * and the warnings in the caller's language: the brand's, then the item's own.
 */
export const ProductSafetySchema = z.object({
  manufacturer: z
    .object({
      name: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      /** ISO 3166-1 alpha-2 code. */
      country: z.string(),
      email: z.string(),
      url: z.string().nullable(),
    })
    .nullable(),
  responsible: z.enum(["pl", "nl"]).nullable(),
  identifier: z.string(),
  warnings: z.array(z.string()),
});
export type ProductSafety = z.infer<typeof ProductSafetySchema>;

export const ItemSchema = ItemSummarySchema.extend({
  number: z.string(),
  detaildescription: z.string(),
  pricegroup: z.string(),
  manufacturergroupid: z.number().int(),
  certificate: z.string().nullable(),
  components: z.array(KitComponentSchema),
  technicaldetails: z.array(TechnicalDetailSchema),
  /** The original-equipment numbers the part replaces, as printed (issue 39); the page lists them with the details. */
  oenumbers: z.array(z.string()),
  /** The distributor no longer sells the part (a full import did not name it): the page stays, nothing sells. */
  discontinued: z.boolean().default(false),
  weight: z.number().nullable(),
  axle: z.string().nullable(),
  application: z.string(),
  relateditems: z.array(z.number().int()),
  acl: z.record(z.string()).nullable(),
  safety: ProductSafetySchema,
  /** The languages the item has texts in (its page exists in them; the sitemap lists the same). */
  languages: z.array(LanguageSchema).min(1),
});
export type Item = z.infer<typeof ItemSchema>;

// POST /item
export const GetItemRequestSchema = z.object({
  action: z.literal("getItem"),
  ...common,
  urlcomponent: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), "no control characters"),
});
export const GetItemResponseSchema = z.object({ item: ItemSchema });

export const GetPriceRequestSchema = z.object({
  action: z.literal("getPrice"),
  ...common,
  record: ItemIdSchema,
  quantity: QuantitySchema.default(1),
});
export const GetPriceResponseSchema = z.object({
  id: z.number().int(),
  price: PriceSchema,
  stock: StockSchema,
});

/** Items getPrices prices in one call: a catalogue page's cards, or a product and its related items. */
export const PRICES_MAX = 100;
/**
 * The caller's prices of items, at quantity 1: what getItem, getRelatedItems, catalogue and search
 * would put in each item's `price` for this caller (decision 0072). A signed-in customer's pages take
 * everything else from the answers every guest shares, and their own prices from here. Unknown ids
 * are left out.
 */
export const GetPricesRequestSchema = z.object({
  action: z.literal("getPrices"),
  ...common,
  records: z.array(ItemIdSchema).max(PRICES_MAX),
});
export const GetPricesResponseSchema = z.object({
  prices: z.array(z.object({ id: z.number().int(), price: PriceSchema })),
});

/**
 * Related items as cards. `related` are the ids the catalogue script named (getCatalogueScript);
 * without them the ERP looks them up itself. Never the item itself, a duplicate or a part whose
 * base price is 0.00 (storefront.md "Item card"), nor one that fits no vehicle in common with the
 * item or, with `vehicle` (the shopper's), one that does not fit that vehicle (issue 43).
 */
export const GetRelatedItemsRequestSchema = z.object({
  action: z.literal("getRelatedItems"),
  ...common,
  record: ItemIdSchema,
  related: z.array(ItemIdSchema).max(100).optional(),
  vehicle: VehicleSchema.optional(),
});
export const GetRelatedItemsResponseSchema = z.object({ items: z.array(ItemSummarySchema) });

export const GetApplicationsRequestSchema = z.object({
  action: z.literal("getApplications"),
  ...common,
  record: ItemIdSchema,
});
export const GetApplicationsResponseSchema = z.object({
  manufacturergroup: z.string(),
  applications: z.array(ApplicationRowSchema),
  /**
   * The rows' words (note, description, parameters, category, group, class) in the call's language:
   * stored value -> text. A row keeps the stored value, on which the catalogue filters; a value
   * without an entry is shown as stored.
   */
  labels: z.record(z.string(), z.string()).default({}),
});

export const AXLES = ["front", "rear", "both"] as const;
/**
 * Axle of a brake part or combo kit (storefront.md techDetails, "GET axle info"): which axle it
 * fits and the pictures of the front and rear axle that apply (null when it does not fit there).
 */
export const GetAxleInfoRequestSchema = z.object({
  action: z.literal("getAxleInfo"),
  ...common,
  record: ItemIdSchema,
});
export const GetAxleInfoResponseSchema = z.object({
  axle: z.enum(AXLES).nullable(),
  front: z.string().nullable(),
  rear: z.string().nullable(),
});

/** ACL race bearing data by item name ("GET bearing-company part data"): the spec's data.data. */
export const GetBearingDataRequestSchema = z.object({
  action: z.literal("getBearingData"),
  ...common,
  name: z.string().trim().min(1).max(80),
});
export const GetBearingDataResponseSchema = z.object({
  data: z.object({ data: z.array(z.object({ name: z.string(), value: z.string() })) }),
});

/** The catalogue script: the ns_id of every item related to a part number of a manufacturer. */
export const GetCatalogueScriptRequestSchema = z.object({
  action: z.literal("getCatalogueScript"),
  ...common,
  number: z.string().trim().min(1).max(80),
  manufacturer: z.string().trim().min(1).max(80),
});
export const GetCatalogueScriptResponseSchema = z.object({ list: z.array(z.object({ ns_id: z.number().int() })) });

/** Per-component data of a kit: what the techDetails tab shows in one table per component. */
export const KitComponentDataSchema = KitComponentSchema.extend({
  manufacturer: z.string(),
  axle: z.enum(AXLES).nullable(),
  photos: z.array(PhotoSchema),
});
export type KitComponentData = z.infer<typeof KitComponentDataSchema>;
export const GetKitComponentsRequestSchema = z.object({
  action: z.literal("getKitComponents"),
  ...common,
  record: ItemIdSchema,
});
export const GetKitComponentsResponseSchema = z.object({ components: z.array(KitComponentDataSchema) });

export const ItemRequestSchema = z.discriminatedUnion("action", [
  GetItemRequestSchema,
  GetPriceRequestSchema,
  GetPricesRequestSchema,
  GetRelatedItemsRequestSchema,
  GetApplicationsRequestSchema,
  GetAxleInfoRequestSchema,
  GetBearingDataRequestSchema,
  GetCatalogueScriptRequestSchema,
  GetKitComponentsRequestSchema,
]);
