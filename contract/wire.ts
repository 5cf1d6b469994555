/**
 * The wire contract between the storefront and the ERP: a zod schema for the request and the
 * response of every call in section 7 of storefront.md and transactions.md. Bodies are the spec's
 * action-based POST bodies; response shapes the spec leaves "not shown" are defined here, once.
 */
import { z } from "zod";
import { emailLine, line, requiredLine, text } from "./text-fields.ts";
import {
  CATALOGUE_FIELDS,
  type CatalogueField,
  CATALOGUE_SORTS,
  FITMENTS,
  PART_SEARCHES,
  type PartSearchKind,
  type PartSearchFieldSpec,
  PART_SEARCH_FIELDS,
  TOLERANCES_MM,
  DEFAULT_TOLERANCE_MM,
} from "./wire-constants.ts";
// The schema-free constants live in wire-constants.ts, so the browser can import them without zod.
export * from "./wire-constants.ts";
import {
  DEALER_CUSTOMERS,
  DEALER_RANGES,
  DEALER_STOCK,
  DEALER_WHO,
  DRIVING_STYLES,
  EMAIL_PATTERN,
  ENQUIRY_TYPES,
  YEAR_MAX,
  YEAR_MIN,
} from "./mail-fields.ts";
import {
  AccountOrderFields,
  AccountOrderResponseSchema,
  LedgerFields,
  LedgerResponseSchema,
  ORDER_STATUSES,
  OrderHistoryFields,
  OrderHistoryResponseSchema,
  OrderStatusReportFields,
  OrderStatusReportResponseSchema,
} from "./account-orders.ts";
export {
  CountrySchema,
  CurrencySchema,
  ITEM_ID_MAX,
  LanguageSchema,
  QUANTITY_LIMIT,
  QuantitySchema,
  SourceSchema,
} from "./common.ts";
import {
  AddLinesToCartRequestSchema,
  AddLinesToCartResponseSchema,
  CheckQuickOrderRequestSchema,
  CheckQuickOrderResponseSchema,
  ReorderRequestSchema,
  ReorderResponseSchema,
} from "./quick-order.ts";
import {
  common,
  CountrySchema,
  CurrencySchema,
  LanguageSchema,
  QuantitySchema,
  SourceSchema,
  ItemIdSchema,
  UuidSchema,
} from "./common.ts";
import { PRICE_LIST_PATH, PriceListExportFieldsSchema, PriceListFileSchema } from "./price-list.ts";
import { APPLICATIONS_PATH, ApplicationFieldsSchema, ApplyForAccountResponseSchema } from "./application.ts";
import { DELIVERY_PATH, GetDeliveryFactsRequestSchema, GetDeliveryFactsResponseSchema } from "./delivery.ts";
import {
  GetSitemapEntriesRequestSchema,
  GetSitemapEntriesResponseSchema,
  GetSitemapPartsRequestSchema,
  GetSitemapPartsResponseSchema,
  SITEMAP_PATH,
} from "./sitemap.ts";
import {
  SubmitWarrantyClaimResponseSchema,
  WARRANTY_PATH,
  WarrantyClaimFieldsSchema,
  WarrantyPicturesSchema,
} from "./warranty.ts";

export {
  DRIVING_STYLE_LABELS,
  DRIVING_STYLES,
  EMAIL_PATTERN,
  SINGLE_LINE,
  YEAR_MAX,
  YEAR_MIN,
  type DrivingStyle,
} from "./mail-fields.ts";

// ---------------------------------------------------------------------------------------------
// Common fields
// ---------------------------------------------------------------------------------------------

// Single-line fields refuse line breaks: a field that becomes a line of an e-mail, a PDF or a
// header could otherwise add lines or headers of its own (header injection, fake links in mail).
// They keep no other control character, and free text keeps only its lines (text-fields.ts).
const email = emailLine(EMAIL_PATTERN);

// ---------------------------------------------------------------------------------------------
// Errors: the spec's error fields (message / errmsg, code)
// ---------------------------------------------------------------------------------------------

export const ErrorCodes = [
  "BAD_REQUEST",
  "NOT_FOUND",
  "CART_NOT_FOUND",
  "LINE_NOT_FOUND",
  "OUT_OF_STOCK",
  /** The item has no price on the caller's price list: it cannot be bought, only asked about. */
  "NOT_PRICED",
  /** updateCart promocode: no such code (or switched off). */
  "PROMO_UNKNOWN",
  /** The code's validity window has ended. */
  "PROMO_EXPIRED",
  /** The code's validity window has not started yet. */
  "PROMO_NOT_YET_VALID",
  /** The net subtotal is below the code's minimum for the cart's currency. */
  "PROMO_MINIMUM",
  /** A fixed-amount code has no amount in the cart's currency. */
  "PROMO_CURRENCY",
  /** The cart already became an order: it cannot change any more (addOrder answers the order again). */
  "CART_ORDERED",
  /** addOrder before the checkout data is complete (fields names what is missing). */
  "CHECKOUT_INCOMPLETE",
  /** The shipping or payment method is not offered for the cart's country or currency. */
  "METHOD_UNAVAILABLE",
  "NOT_IMPLEMENTED",
  /** A call over HTTP without the ERP's shared secret (the storefront's configuration, not the shopper's). */
  "ERP_CREDENTIAL",
  /** The session token is unknown or expired: the storefront signs the shopper out (transactions.md). */
  "AUTH001",
  /** signIn: the e-mail address or the password is wrong (the same answer for both). */
  "SIGNIN_FAILED",
  /**
   * signIn, or a password confirmed in the account: too many failed tries for the account or from
   * the client address; retry_after says in how many seconds the next try may be made.
   */
  "SIGNIN_LOCKED",
  /** A password could not be checked now (too many at once); retry_after in seconds. */
  "SIGNIN_BUSY",
  /** signIn with the right password, but the account is an applicant, on hold or closed (fields.status). */
  "ACCOUNT_INACTIVE",
  /** A new password shorter than 12 or longer than 128 characters. */
  "PASSWORD_WEAK",
  /** A reset or welcome link that is unknown, used or expired. */
  "TOKEN_INVALID",
  "ALREADY_PAID",
  /** withdraw: the withdrawal function is not offered for the order (fields.withdrawal names why). */
  "WITHDRAWAL_NOT_OFFERED",
  "PAYMENT_PROVIDER",
  /**
   * submitWarrantyClaim: the day's quota of stored claim bytes (every claim together) is used up;
   * retry_after gives the seconds until the next day in Poland.
   */
  "WARRANTY_QUOTA",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];
export const ErrorResponseSchema = z.object({
  errmsg: z.string(),
  code: z.enum(ErrorCodes),
  fields: z.record(z.array(z.string())).optional(),
  /** A refusal only for now (throttled, busy, a quota): seconds until the caller may try again. */
  retry_after: z.number().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Item, price, availability
// ---------------------------------------------------------------------------------------------

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
      /** The level's discount in percent (12.5). */
      discountpct: z.number(),
      baseprice: z.number(),
      grossprice: z.number(),
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
  vehicle: z.lazy(() => VehicleSchema).optional(),
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
  GetRelatedItemsRequestSchema,
  GetApplicationsRequestSchema,
  GetAxleInfoRequestSchema,
  GetBearingDataRequestSchema,
  GetCatalogueScriptRequestSchema,
  GetKitComponentsRequestSchema,
]);

// POST /search
export const SEARCH_MIN_LENGTH = 2;
export const SearchRequestSchema = z.object({
  action: z.literal("search"),
  ...common,
  keyword: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `keyword must have at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100),
  deep: z.boolean().optional(),
  limit: z.number().int().min(1).max(100).default(48),
  offset: z.number().int().min(0).max(10_000).default(0),
});
export const SearchResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  total: z.number().int().nonnegative(),
  /** Typed words the catalogue does not know -> the catalogue words searched instead (one typo away). */
  corrections: z.record(z.array(z.string())).default({}),
});

const filterValue = z
  .string()
  .trim()
  .max(80)
  // PostgreSQL text cannot hold NUL: a filter with one matches nothing and is refused (it was a 500).
  // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
  .regex(/^[^\u0000]*$/, "must not contain NUL characters")
  .optional()
  .transform((v) => (v ? v : undefined));
function numberFilter(pattern: RegExp) {
  return z
    .string()
    .trim()
    .regex(pattern, "must be a number")
    .optional()
    .or(z.literal("").transform(() => undefined));
}
/** A single year (2018) or a range (2015-2024), as an application row writes it. */
export const YearFilterSchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d\d(-(19|20)\d\d)?$/, "year must be YYYY or YYYY-YYYY")
  .optional()
  .or(z.literal("").transform(() => undefined));
export const CatalogueFilterSchema = z.object({
  brand: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z]*$/, "unknown brand")
    .optional()
    .transform((v) => (v ? v : undefined)),
  make: filterValue,
  model: filterValue,
  year: YearFilterSchema,
  engine: filterValue,
  variant: filterValue,
  group: filterValue,
  category: filterValue,
  transmission: filterValue,
  /** The engine's capacity in cm³, its cylinders, stroke and bore in mm: numbers as the options write them. */
  capacity: numberFilter(/^\d{1,5}$/),
  cylinders: numberFilter(/^\d{1,2}$/),
  stroke: numberFilter(/^\d{1,3}(\.\d)?$/),
  bore: numberFilter(/^\d{1,3}(\.\d)?$/),
  type: filterValue,
});
export type CatalogueFilters = z.infer<typeof CatalogueFilterSchema>;
export const CatalogueRequestSchema = z.object({
  action: z.literal("catalogue"),
  ...common,
  filters: CatalogueFilterSchema,
  deadstock: z.boolean().default(false),
  sort: z.enum(CATALOGUE_SORTS).default("relevance"),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const CatalogueResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  /** How many items match; with `more`, the CATALOGUE_DEPTH the catalogue lists of them. */
  total: z.number().int().nonnegative(),
  /** More items match than the catalogue lists (a vehicle or part field is chosen): narrow or search. */
  more: z.boolean().default(false),
  /** The filters applied: a choice that no longer exists under the ones before it is dropped. */
  filters: CatalogueFilterSchema,
  /** The values each field can take under the choices before it. */
  options: z.object(
    Object.fromEntries(CATALOGUE_FIELDS.map((f) => [f, z.array(z.string())])) as Record<
      CatalogueField,
      z.ZodArray<z.ZodString>
    >,
  ),
  /**
   * The word fields' values (group, category) in the call's language: stored value -> text. The
   * filter keeps the stored value; a value without a translation is shown as it is (decision 0031).
   */
  labels: z.record(z.string()).default({}),
});

/**
 * A shopper's vehicle ("My vehicle", decision 0038): make, model, a single year and optionally the
 * engine, as the catalogue's options write them.
 */
const vehicleText = z
  .string()
  .trim()
  .min(1)
  .max(80)
  // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
  .regex(/^[^\u0000]*$/, "must not contain NUL characters");
export const VehicleSchema = z.object({
  make: vehicleText,
  model: vehicleText,
  year: z
    .string()
    .trim()
    .regex(/^(19|20)\d\d$/, "year must be YYYY"),
  engine: vehicleText.optional(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;
/** Whether each item fits a vehicle: "unknown" when the item has no application row naming a make. */
export const CheckFitmentRequestSchema = z.object({
  action: z.literal("checkFitment"),
  ...common,
  items: z.array(z.number().int().positive()).max(100),
  vehicle: VehicleSchema,
});
export const CheckFitmentResponseSchema = z.object({
  fitment: z.record(z.enum(FITMENTS)),
});

function criterionSchema(spec: PartSearchFieldSpec): z.ZodTypeAny {
  switch (spec.kind) {
    case "mm":
    case "kg":
      return z.number().positive().max(spec.max);
    case "cc":
    case "count":
      return z.number().int().positive().max(spec.max);
    case "choice":
      return z.enum(spec.values as [string, ...string[]]);
    case "option":
      return (
        z
          .string()
          .trim()
          .min(1)
          .max(80)
          // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
          .regex(/^[^\u0000]*$/, "must not contain NUL characters")
      );
  }
}
const criteriaOf = (kind: PartSearchKind) =>
  z.object(
    Object.fromEntries(
      Object.entries(PART_SEARCH_FIELDS[kind]).map(([field, spec]) => [field, criterionSchema(spec).optional()]),
    ),
  );
export type PartSearchCriteria = Partial<Record<string, number | string>>;
export const PartSearchRequestSchema = z.object({
  action: z.literal("partSearch"),
  ...common,
  search: z.discriminatedUnion(
    "kind",
    PART_SEARCHES.map((kind) => z.object({ kind: z.literal(kind), criteria: criteriaOf(kind) })) as unknown as [
      z.ZodDiscriminatedUnionOption<"kind">,
      ...z.ZodDiscriminatedUnionOption<"kind">[],
    ],
  ) as unknown as z.ZodType<{ kind: PartSearchKind; criteria: PartSearchCriteria }>,
  tolerance: z
    .number()
    .refine((t) => (TOLERANCES_MM as readonly number[]).includes(t), "unknown tolerance")
    .default(DEFAULT_TOLERANCE_MM),
  /** Only parts with an ECE R90 homologation number. */
  r90: z.boolean().default(false),
  sort: z.enum(CATALOGUE_SORTS).default("relevance"),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const PartSearchResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  total: z.number().int().nonnegative(),
  /** The values an "option" field can take (motorsport caliper sizes and classes, universal brands and types). */
  options: z.record(z.array(z.string())).default({}),
});

// GET /source/{source}
export const RegionResponseSchema = z.object({
  location: z.object({ name: z.enum(["EU", "UK", "NL"]) }),
  country: z.string(),
});
export type RegionData = z.infer<typeof RegionResponseSchema>;

// GET /bank-accounts/{seller} (seller: the company id of contract/seller.ts, pl or nl)
/** A seller's account for bank transfers in one currency; the ERP's data (decision 0026), never a constant. */
export const BankAccountSchema = z.object({
  currency: CurrencySchema,
  accountholder: z.string(),
  bankname: z.string(),
  /** Electronic form, without spaces (formatIban in contract/seller.ts prints it). */
  iban: z.string(),
  bic: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
/** The seller's accounts, one per currency that has one; a currency without an account is not listed. */
export const BankAccountsResponseSchema = z.object({ accounts: z.array(BankAccountSchema) });

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

// The statuses of an order live with the account's order calls (contract/account-orders.ts).
export { ORDER_STATUSES } from "./account-orders.ts";
export const PAYMENT_STATUSES = ["unpaid", "paid"] as const;

export const CartLineSchema = z.object({
  _id: z.string(),
  item: z.object({
    id: z.number().int(),
    recordtype: z.string(),
    urlcomponent: z.string(),
    name: z.string(),
    photos: z.array(PhotoSchema),
    /** Largest orderable quantity of the item. */
    available: z.number().int().nonnegative(),
    deliveries: z.array(DeliverySchema),
    stock: StockSchema,
  }),
  displayname: z.string(),
  quantity: z.number().int().positive(),
  /** Gross unit price. */
  price: z.number(),
  /** Net unit price. */
  baseprice: z.number(),
  /** Gross amount of the line. */
  amount: z.number(),
  discountrate: z.number(),
  pricelevel: z.object({ name: z.string(), discountpct: z.number() }).nullable(),
  additionalservice: z.object({ name: z.string(), description: z.string() }).nullable(),
  /** The kit line this component line belongs to. */
  init: z.string().nullable(),
  kitcomponent: z.boolean(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const TaxClassSchema = z.enum(["standard", "zero"]);
export type TaxClass = z.infer<typeof TaxClassSchema>;
/**
 * How VAT applies to a sale (the ERP's rule, erp/tax/rule.ts): the seller's own rate at home,
 * the destination's rate for a consumer in another member state (One-Stop Shop), 0% for a
 * VIES-confirmed business in another member state (reverse charge) and for goods leaving the EU,
 * and the destination's rate outside the EU where the seller is registered for VAT (decision 0039).
 */
export const TaxTreatmentSchema = z.enum(["domestic", "distance", "intra-community", "export", "registered"]);
export type TaxTreatment = z.infer<typeof TaxTreatmentSchema>;
/** What VIES last said about the cart's VAT number; null when there is none. */
export const VatCheckSchema = z.enum(["valid", "invalid", "unavailable"]).nullable();
export type VatCheck = z.infer<typeof VatCheckSchema>;

/** An address saved with updateAddress; `name` is the company name (empty for a private person). */
export const CartAddressSchema = z.object({
  _id: z.string(),
  addressee: z.string(),
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type CartAddress = z.infer<typeof CartAddressSchema>;

/** A shipping method offered for the cart's country and currency, with its net and gross cost. */
export const ShippingOptionSchema = z.object({
  _id: z.string(),
  displayname: z.string(),
  description: z.string(),
  carrier: z.string(),
  cost: z.number(),
  grosscost: z.number(),
  /** Delivery estimate in working days after dispatch. */
  days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export const PaymentOptionSchema = z.object({ _id: z.string(), displayname: z.string(), description: z.string() });

export const ShoppingCartSchema = z.object({
  _id: z.string(),
  currency: z.object({ symbol: z.string(), iso: CurrencySchema }),
  transactionlines: z.array(CartLineSchema),
  /** Net total of the lines (the subtotal: without tax, shipping and discount). */
  itemsamount: z.number(),
  /** Gross total of the lines, before the discount. */
  grossitemsamount: z.number(),
  /** Net discount of the promo code (0 without one). */
  discountamount: z.number(),
  grossdiscountamount: z.number(),
  /** Net shipping cost; 0 until a shipping method is chosen. */
  shippingcost: z.number(),
  shippingmethod: z.string().nullable(),
  paymentmethod: z.string().nullable(),
  taxamount: z.number(),
  /** What the customer pays: lines - discount + shipping, tax included. */
  grossamount: z.number(),
  grossshippingcost: z.number(),
  /** The promo code on the cart (upper case), or null. */
  promocode: z.string().nullable(),
  /** Null when the code applies; otherwise why it gives no discount now (e.g. PROMO_MINIMUM after a line was removed). */
  promocodestatus: z.enum(ErrorCodes).nullable(),
  /** Units beyond warehouse stock (airfreight from the manufacturer). */
  backorderquantity: z.number().int().nonnegative(),
  /** The order ships in one parcel: the customer's choice, or forced by a line with a prolonged delivery time. */
  sendtogether: z.boolean(),
  /** A line has a prolonged delivery time (decision 0001), so the order must ship complete. */
  sendtogetherrequired: z.boolean(),
  reqpayment: z.boolean(),
  comment: z.string(),
  shipemail: z.string().nullable(),
  shipcountry: z.string().nullable(),
  shipzip: z.string().nullable(),
  billcountry: z.string().nullable(),
  shippingaddress: CartAddressSchema.nullable(),
  /** Null: billing is the shipping address. */
  billingaddress: CartAddressSchema.nullable(),
  /** VAT number with country prefix as last checked (null when none). */
  taxnumber: z.string().nullable(),
  validtaxnumber: z.boolean(),
  /** "unavailable": VIES could not answer, so VAT is charged; checked again when the order is placed. */
  vatcheck: VatCheckSchema,
  taxclass: TaxClassSchema,
  /** The VAT rate of the basket, a fraction (0.19). */
  taxrate: z.number(),
  taxtreatment: TaxTreatmentSchema,
  /** The country whose rate applies (or where the goods go, for 0%). */
  taxcountry: z.string(),
  /** The seller's VAT number in taxcountry when the treatment is `registered`; else null. */
  taxregistration: z.string().nullable(),
  /** Set once the cart became an order (then the cart is read-only). */
  orderid: z.string().nullable(),
  /** Methods offered for the cart's shipping country and currency (empty before a country is set). */
  options: z.object({
    shippingmethod: z.array(ShippingOptionSchema),
    paymentmethod: z.array(PaymentOptionSchema),
  }),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

export const GetCartsRequestSchema = z.object({
  action: z.literal("getCarts"),
  ...common,
  cart_id: UuidSchema,
});
export const GetCartsResponseSchema = z.object({
  shoppingcarts: z.array(z.object({ shoppingcart: ShoppingCartSchema })),
  summary: z.object({ quantity: z.number().int().nonnegative(), lines: z.number().int().nonnegative() }),
});
export type GetCartsResponse = z.infer<typeof GetCartsResponseSchema>;

export const AddToCartRequestSchema = z.object({
  action: z.literal("addToCart"),
  ...common,
  cart_id: UuidSchema.nullish(),
  record: ItemIdSchema,
  quantity: QuantitySchema,
  location: z.string().max(40).nullish(),
  additionalservice: z.string().max(40).nullish(),
  memo: z.string().max(500).nullish(),
});
export const AddToCartResponseSchema = z.object({
  cart_id: z.string(),
  /** Quantity actually added after capping at the available maximum. */
  quantity: z.number().int().nonnegative(),
  capped: z.boolean(),
});

export const UPDATE_CART_FIELDS = [
  "currency",
  "promocode",
  "tax",
  "comment",
  "sendtogether",
  "reqpayment",
  "shippingaddress",
  "billingaddress",
  "shipemail",
  "shipcountry",
  "shippingmethod",
  "paymentmethod",
  "shipzip",
  "billcountry",
  "taxnumber",
] as const;

export const UpdateCartQuantitySchema = z.object({
  action: z.literal("updateCart"),
  ...common,
  cart_id: UuidSchema,
  line_id: UuidSchema,
  field: z.literal("quantity"),
  value: QuantitySchema,
});
export const UpdateCartDeleteSchema = z.object({
  action: z.literal("updateCart"),
  ...common,
  cart_id: UuidSchema,
  line_id: UuidSchema,
  field: z.literal("deleted"),
  value: z.literal(true),
});
export const UpdateCartFieldSchema = z.object({
  action: z.literal("updateCart"),
  ...common,
  cart_id: UuidSchema,
  field: z.enum(UPDATE_CART_FIELDS),
  value: z.union([z.string().max(2000), z.boolean(), z.number()]),
});

/**
 * What each updateCart field accepts (the ERP checks a change against this; 400 otherwise):
 * - currency: EUR or PLN; reprices every line, the shipping cost and the promo code.
 * - promocode: a code (case does not matter); "" removes it. Errors PROMO_UNKNOWN, PROMO_EXPIRED,
 *   PROMO_NOT_YET_VALID, PROMO_MINIMUM, PROMO_CURRENCY leave the cart as it was.
 * - tax: refused; the tax class is derived by the ERP (shipping country, billing company, VAT number).
 * - comment: free text (the order's memo). sendtogether, reqpayment: booleans.
 * - shippingaddress: an _id from updateAddress; also sets the shipping country and zip (a new
 *   country clears the methods as shipcountry does). billingaddress: an _id, or "" = same as shipping.
 * - shipemail: the confirmation address ("" clears).
 * - shipcountry: a 2-letter code; clears shipping and payment method, sets the tax class.
 * - shippingmethod / paymentmethod: an _id from the cart's options ("" clears); else METHOD_UNAVAILABLE.
 * - shipzip: postcode. billcountry: 2-letter code.
 * - taxnumber: country prefix + number ("DE123456789", Greece "EL..."); "" clears. The answer's
 *   shoppingcarts[0].shoppingcart.validtaxnumber says whether it is valid (any failure: false).
 */
const optionalId = z.union([z.literal(""), z.string().trim().min(1).max(40)]);
export const CART_FIELD_VALUES = {
  currency: CurrencySchema,
  promocode: line(40).transform((v) => v.toUpperCase()),
  tax: z.never({ invalid_type_error: "The tax class is set by the ERP" }),
  comment: text(2000),
  sendtogether: z.boolean(),
  reqpayment: z.boolean(),
  shippingaddress: UuidSchema,
  billingaddress: z.union([z.literal(""), UuidSchema]),
  shipemail: z.union([z.literal(""), line(254).pipe(z.string().regex(/^\S+@\S+$/, "Invalid format"))]),
  shipcountry: CountrySchema,
  shippingmethod: optionalId,
  paymentmethod: optionalId,
  shipzip: line(20),
  billcountry: CountrySchema,
  taxnumber: line(30),
} satisfies Record<(typeof UPDATE_CART_FIELDS)[number], z.ZodTypeAny>;
export type CartField = (typeof UPDATE_CART_FIELDS)[number];
export type CartFieldValue<F extends CartField> = z.input<(typeof CART_FIELD_VALUES)[F]>;
export type CartChange = { [F in CartField]: { field: F; value: CartFieldValue<F> } }[CartField];

export const UpdateCartBatchSchema = z.object({
  action: z.literal("updateCart"),
  ...common,
  cart_id: UuidSchema,
  changes: z
    .array(
      z.object({
        field: z.enum(UPDATE_CART_FIELDS),
        value: z.union([z.string().max(2000), z.boolean(), z.number()]),
      }),
    )
    .min(1)
    .max(20),
  refresh: z.literal(true),
});
export const UpdateCartRequestSchema = z.union([
  UpdateCartQuantitySchema,
  UpdateCartDeleteSchema,
  UpdateCartBatchSchema,
  UpdateCartFieldSchema,
]);
export const UpdateCartResponseSchema = z.object({
  cart_id: z.string(),
  /** The cart after the change, so the storefront needs no second call. */
  shoppingcarts: GetCartsResponseSchema.shape.shoppingcarts,
  summary: GetCartsResponseSchema.shape.summary,
  capped: z.boolean(),
});

/** An address: every field is one line (they become lines of the order e-mail and PDF). */
export const AddressSchema = z.object({
  address: line(200).pipe(z.string().min(1)),
  address2: line(200).default(""),
  city: line(100).pipe(z.string().min(1)),
  zip: line(20).pipe(z.string().min(1)),
  country: CountrySchema,
  name: line(200).default(""),
  addressee: line(200).pipe(z.string().min(1)),
  phone: line(40).default(""),
});
/** updateAddress: `country` here is the address's country (the storefront client lets it override the visitor's). */
export const UpdateAddressRequestSchema = AddressSchema.extend({
  action: z.literal("updateAddress"),
  ...common,
  country: CountrySchema,
  _id: z.string().max(0).default(""),
  cart_id: UuidSchema,
});
export const UpdateAddressResponseSchema = z.object({ _id: z.string() });

/**
 * Places the order of a cart. Exactly once: a second call for the same cart (double click, a
 * resubmitted form, another tab) answers the same _id. Stock is reserved in the same transaction;
 * a line that cannot be covered fails the call with OUT_OF_STOCK (fields name the line) and
 * nothing is written. Missing checkout data fails with CHECKOUT_INCOMPLETE.
 */
export const AddOrderRequestSchema = z.object({ action: z.literal("addOrder"), ...common, cart_id: UuidSchema });
export const AddOrderResponseSchema = z.object({
  /** The order's token for /order/{id}. */
  _id: z.string(),
  /** Human order number. */
  name: z.string(),
  /** False when the cart had already become this order (a repeated call). */
  created: z.boolean(),
});

export const CartRequestSchema = z.union([
  GetCartsRequestSchema,
  AddToCartRequestSchema,
  UpdateCartRequestSchema,
  UpdateAddressRequestSchema,
  AddOrderRequestSchema,
]);

// ---------------------------------------------------------------------------------------------
// Orders and payments
// ---------------------------------------------------------------------------------------------

/** A line of an order: the basket line as it was when the order was placed. */
export const OrderLineSchema = CartLineSchema.extend({
  /** The item as it was ordered (no live stock on an order). */
  item: CartLineSchema.shape.item.pick({ id: true, recordtype: true, urlcomponent: true, name: true, photos: true }),
  /** Unit price with the order's tax class applied (gross when standard). */
  price: z.number(),
  /** Units coming by airfreight from the manufacturer rather than from a warehouse. */
  backorderquantity: z.number().int().nonnegative(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * The withdrawal function (Article 11a of Directive 2011/83/EU, decision 0021). Why it is not
 * offered: the period has ended, the order is a business purchase, or the order was cancelled.
 */
export const WITHDRAWAL_REFUSALS = ["period-ended", "business", "cancelled"] as const;
export const WithdrawalRefusalSchema = z.enum(WITHDRAWAL_REFUSALS);
export type WithdrawalRefusal = z.infer<typeof WithdrawalRefusalSchema>;
/** A line the consumer withdraws from, as it was ordered. */
export const WithdrawalItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
});
/** A recorded withdrawal: when it was received (ISO timestamp), which lines ("all" or a list), the reason if given. */
export const WithdrawalReceivedSchema = z.object({
  receivedat: z.string(),
  items: z.union([z.literal("all"), z.array(WithdrawalItemSchema)]),
  reason: z.string().nullable(),
});
export type WithdrawalReceived = z.infer<typeof WithdrawalReceivedSchema>;
export const WithdrawalStateSchema = z.object({
  /** The function is offered now: a consumer's order, within the period, not withdrawn yet. */
  offered: z.boolean(),
  /** Why it is not offered; null when it is, or when the withdrawal was received. */
  reason: WithdrawalRefusalSchema.nullable(),
  /** The last moment of the period as the shop counts it (ISO timestamp; decision 0021). */
  until: z.string(),
  received: WithdrawalReceivedSchema.nullable(),
});
export type WithdrawalState = z.infer<typeof WithdrawalStateSchema>;

export const OrderSchema = z.object({
  /** Unguessable token (32 hex characters) used in /order/{id}. */
  _id: z.string(),
  /** ISO timestamp of the order. */
  date: z.string(),
  /** Human order number, e.g. WEB-2026-000123. */
  name: z.string(),
  /** "Order WEB-2026-000123" in the order's language. */
  displayname: z.string(),
  /** pendingPayment until paid (bank transfer or wallet), then pendingFulfillment. */
  status: z.object({ _id: z.enum(ORDER_STATUSES) }),
  paymentstatus: z.enum(PAYMENT_STATUSES),
  paymentmethod: z.object({ _id: z.string(), name: z.string() }),
  /** An order on account: the day its payment is due (YYYY-MM-DD); null for every other order. */
  paymentdue: z.string().nullable().default(null),
  shippingmethod: z.object({ _id: z.string(), name: z.string() }),
  comment: z.string(),
  email: z.string(),
  lang: LanguageSchema,
  /** Seller region: EU = the Polish company, NL = the Dutch B.V. */
  region: z.enum(["EU", "NL", "UK"]),
  currency: z.object({ symbol: z.string(), iso: CurrencySchema }),
  /** The seller's account in the order's currency (for a bank transfer); null when the seller has none. */
  bankaccount: BankAccountSchema.nullable(),
  itemsamount: z.number(),
  discountamount: z.number(),
  promocode: z.string().nullable(),
  shippingcost: z.number(),
  grossshippingcost: z.number(),
  taxamount: z.number(),
  grossamount: z.number(),
  taxclass: TaxClassSchema,
  taxrate: z.number(),
  taxtreatment: TaxTreatmentSchema,
  taxcountry: z.string(),
  /** The seller's VAT number in taxcountry when the treatment is `registered`; else null. */
  taxregistration: z.string().nullable(),
  taxnumber: z.string().nullable(),
  /** The VIES consultation number of the buyer's VAT number check, kept as evidence of a 0% sale. */
  viesrequest: z.string().nullable(),
  sendtogether: z.boolean(),
  reqpayment: z.boolean(),
  backorderquantity: z.number().int().nonnegative(),
  /** Products pending shipment: units of the order's lines (kit components not counted). */
  pendingquantity: z.number().int().nonnegative(),
  transactionlines: z.array(OrderLineSchema),
  billaddressee: z.string(),
  billcompany: z.string(),
  billaddress: z.string(),
  billaddress2: z.string(),
  billzip: z.string(),
  billcity: z.string(),
  billcountry: z.string(),
  billphone: z.string(),
  shipaddressee: z.string(),
  shipcompany: z.string(),
  shipaddress: z.string(),
  shipaddress2: z.string(),
  shipzip: z.string(),
  shipcity: z.string(),
  shipcountry: z.string(),
  shipphone: z.string(),
  withdrawal: WithdrawalStateSchema,
});
export type Order = z.infer<typeof OrderSchema>;
export const GetTransactionsRequestSchema = z.object({
  action: z.literal("getTransactions"),
  ...common,
  transaction_id: z.string().min(16).max(64),
});
export const GetTransactionsResponseSchema = z.object({ transaction: OrderSchema });

/** Longest reason the withdrawal form takes. */
export const WITHDRAWAL_REASON_MAX = 2000;
/**
 * Records the consumer's withdrawal from the order (decision 0021): once. A repeated or concurrent
 * call answers the withdrawal already recorded (created: false). items "all" or the ids of order
 * lines; the reason is optional. Refused with WITHDRAWAL_NOT_OFFERED outside the period, for a
 * business purchase and for a cancelled order.
 */
export const WithdrawRequestSchema = z.object({
  action: z.literal("withdraw"),
  ...common,
  transaction_id: z.string().min(16).max(64),
  items: z.union([z.literal("all"), z.array(UuidSchema).min(1, "choose at least one item").max(200)]),
  reason: z.string().trim().max(WITHDRAWAL_REASON_MAX).nullish(),
});
export const WithdrawResponseSchema = z.object({
  withdrawal: WithdrawalReceivedSchema,
  /** False when the order had been withdrawn from already (a repeated call). */
  created: z.boolean(),
});
export const TransactionsRequestSchema = z.discriminatedUnion("action", [
  GetTransactionsRequestSchema,
  WithdrawRequestSchema,
]);

export const PAYMENT_METHODS = ["bank", "paypal", "revolut"] as const;
export const PaymentMethodNameSchema = z.enum(PAYMENT_METHODS);
/** An order's public token in /order/{id}: letters, digits, dash and underscore (the reference ERP's are 32 hex characters). */
export const TransactionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "not an order token");
export const isTransactionId = (value: string) => TransactionIdSchema.safeParse(value).success;
const ReturnUrlSchema = z
  .string()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL");

/** Prepayment instructions of a bank transfer (shown on the order page). */
export const BankInstructionsSchema = z.object({
  accountholder: z.string(),
  bankname: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** The order number, to be quoted as the transfer title. */
  reference: z.string(),
  amount: z.number(),
  currency: CurrencySchema,
});
export type BankInstructions = z.infer<typeof BankInstructionsSchema>;

/**
 * The payment status words the storefront shows: COMPLETED gets the completion message, CANCELLED
 * 'Payment cancelled', anything else is shown as text (transactions.md section 4).
 */
export const PaymentStatusTextSchema = z.enum(["CREATED", "APPROVED", "COMPLETED", "CANCELLED", "FAILED"]);

// POST /paymentmethods
export const GetPaymentMethodsRequestSchema = z.object({
  action: z.literal("getPaymentMethods"),
  ...common,
  amount: z.number().nonnegative(),
  transactionid: TransactionIdSchema,
});
export const PaymentMethodEntrySchema = z.object({
  widgettype: PaymentMethodNameSchema,
  name: z.string(),
  /** What a JS widget is loaded with: PayPal's client id, Revolut's public key ("" when unset); bank: the reference. */
  token: z.string(),
  /** Preselected: the method chosen at checkout, else the first wallet, else bank transfer. */
  default: z.boolean(),
  currency: CurrencySchema,
  /** The order's amount in the provider's units: Revolut minor units (x100), the others major units. */
  amount: z.number(),
  /**
   * redirect: the storefront posts a plain form to its own action, which calls startPayment and
   * redirects (303) to the provider; works without JavaScript. instructions: shown as they are.
   */
  flow: z.enum(["redirect", "instructions"]),
  instructions: BankInstructionsSchema.nullable(),
});
export const GetPaymentMethodsResponseSchema = z.object({
  paymentmethods: z.array(PaymentMethodEntrySchema),
  /** The order's latest payment, or null before any. */
  payment: z.object({ method: PaymentMethodNameSchema, status: PaymentStatusTextSchema }).nullable(),
});

// POST /payments
export const StartPaymentRequestSchema = z.object({
  action: z.literal("startPayment"),
  ...common,
  transaction_id: TransactionIdSchema,
  method: PaymentMethodNameSchema,
  /** The storefront's return route; PayPal appends ?token={order id}&PayerID=... */
  returnurl: ReturnUrlSchema,
  /** The storefront's cancel route (PayPal). */
  cancelurl: ReturnUrlSchema,
});
export const StartPaymentResponseSchema = z.object({
  method: PaymentMethodNameSchema,
  status: PaymentStatusTextSchema,
  /** Where to send the shopper (303), for PayPal and Revolut. */
  redirecturl: z.string().nullable(),
  instructions: BankInstructionsSchema.nullable(),
});
export const CompletePaymentRequestSchema = z.object({
  action: z.literal("completePayment"),
  ...common,
  transaction_id: TransactionIdSchema,
  method: PaymentMethodNameSchema,
  /** return: the shopper came back from the provider; cancel: from PayPal's cancel link. */
  outcome: z.enum(["return", "cancel"]).default("return"),
  /** The return route's query parameters (PayPal: token, PayerID; Revolut: none needed). */
  params: z
    .record(z.string().max(500))
    .refine((p) => Object.keys(p).length <= 20, "too many parameters")
    .default({}),
});
export const CompletePaymentResponseSchema = z.object({
  method: PaymentMethodNameSchema,
  status: PaymentStatusTextSchema,
  /** The provider's own word for the state (e.g. PAYER_ACTION_REQUIRED, pending). */
  providerstatus: z.string(),
  /** This call completed the payment (and confirmed the order's payment). */
  completed: z.boolean(),
});
export const PaymentsRequestSchema = z.discriminatedUnion("action", [
  StartPaymentRequestSchema,
  CompletePaymentRequestSchema,
]);

/** Order PDF: GET /api/pdf/transactions/{id}, answered with application/pdf. */
export const OrderPdfParamsSchema = z.object({ id: z.string().min(16).max(64) });

// ---------------------------------------------------------------------------------------------
// E-mail endpoints (success means HTTP 200)
// ---------------------------------------------------------------------------------------------

const privacyAccepted = z.literal(true);
export { ENQUIRY_TYPES };
export const ContactGeneralRequestSchema = z
  .object({
    source: SourceSchema,
    /** The destination support address; only one of the ERP's configured office addresses is accepted. */
    to: email.optional(),
    firstname: requiredLine(100),
    lastname: requiredLine(100),
    country: CountrySchema,
    address: line(200).optional(),
    zip: line(20).optional(),
    city: line(100).optional(),
    email,
    type: z.enum(ENQUIRY_TYPES),
    brand: requiredLine(100),
    make: line(80).optional(),
    model: line(80).optional(),
    year: line(10).optional(),
    engine: line(80).optional(),
    vin: line(40).optional(),
    part: line(80).optional(),
    text: text(5000, { required: true }),
    privacy: privacyAccepted,
  })
  .superRefine((body, ctx) => {
    // transactions.md section 5: the vehicle for "I do NOT know the part number", the part number otherwise.
    const required = (field: "make" | "model" | "year" | "engine" | "part") => {
      if (!body[field]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: "This field is required" });
    };
    if (body.type === "product-unknown-part") {
      (["make", "model", "year", "engine"] as const).forEach(required);
      if (body.year && !/^\d{4}$/.test(body.year)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["year"], message: "Invalid format" });
      }
    }
    if (body.type === "product-known-part") required("part");
  });
export const ContactDealerRequestSchema = z.object({
  source: SourceSchema,
  to: email.optional(),
  first_name: requiredLine(100),
  last_name: requiredLine(100),
  company: requiredLine(200),
  email,
  billing_address_street_1: line(200).optional(),
  billing_address_post: line(20).optional(),
  billing_address_city: line(100).optional(),
  billing_address_country: CountrySchema,
  phone: line(40).optional(),
  delivery_address: text(500).optional(),
  vat_number: requiredLine(30),
  text: text(5000).optional(),
  privacy: privacyAccepted,
  who: z.enum(DEALER_WHO).optional(),
  customer: z.enum(DEALER_CUSTOMERS).optional(),
  website: line(200).optional(),
  specialisation: line(200).optional(),
  range: z.enum(DEALER_RANGES).optional(),
  stock: z.enum(DEALER_STOCK).optional(),
});
export const EnquiryFormRequestSchema = z.object({
  source: SourceSchema,
  part: requiredLine(80),
  email,
  manufacturer: line(80),
  text: text(5000, { required: true }),
});
export const QuickContactRequestSchema = z
  .object({
    source: SourceSchema,
    make: requiredLine(80),
    model: requiredLine(80),
    year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX),
    engine: requiredLine(80),
    drivingStyle: z.enum(DRIVING_STYLES),
    /** Required only for 'Track use only'; dropped otherwise. */
    typeOfCompetition: line(80).optional(),
    part: requiredLine(80),
    manufacturer: line(80),
    email,
  })
  .superRefine((body, ctx) => {
    if (body.drivingStyle === "track" && !body.typeOfCompetition) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["typeOfCompetition"], message: "This field is required" });
    }
  })
  .transform((body) => (body.drivingStyle === "track" ? body : { ...body, typeOfCompetition: undefined }));
export const EmailResponseSchema = z.object({ ok: z.literal(true), id: z.string() });

// ---------------------------------------------------------------------------------------------
// Rate limit: POST /ratelimit (the storefront's enquiry forms count their posts here, so the
// count is shared by every storefront instance)
// ---------------------------------------------------------------------------------------------

export const HitRateLimitRequestSchema = z.object({
  action: z.literal("hitRateLimit"),
  ...common,
  /** What is counted, e.g. "enquiry:203.0.113.5". */
  key: z.string().min(1).max(200),
  /** Hits allowed within the window. */
  limit: z.number().int().min(1).max(100_000),
  window_seconds: z.number().int().min(1).max(86_400),
});
export const HitRateLimitResponseSchema = z.object({
  /** This hit was within the limit (and was counted). */
  allowed: z.boolean(),
  /** Hits counted within the window, this one included when allowed. */
  count: z.number().int(),
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retry_after: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Customer accounts (issue 20): POST /account. A signed-in shopper's calls carry the session token
// as `customer` (instead of "guest"); an unknown or expired token answers 401 AUTH001 on any call.
// ---------------------------------------------------------------------------------------------

/** A password as typed: length is checked by the ERP (PASSWORD_WEAK); never trimmed. */
const PasswordSchema = z.string().min(1).max(512);
/** The client address failed sign-ins are counted for (the storefront's view of it). */
const ClientSchema = z.string().min(1).max(100);
const AccountEmailSchema = email;

export const PriceLevelSchema = z.object({
  name: z.string(),
  /** The discount in percent (12.5 is 12.5 %). */
  discountpct: z.number(),
  /** The brand (slug) or price group it is agreed for; both null: every part. */
  brand: z.string().nullable(),
  pricegroup: z.string().nullable(),
});
export const AccountSchema = z.object({
  number: z.string(),
  email: z.string(),
  company: z.string(),
  contactname: z.string(),
  phone: z.string(),
  vatnumber: z.string(),
  country: z.string(),
  lang: LanguageSchema,
  currency: CurrencySchema,
  status: z.enum(["applicant", "active", "on_hold", "closed"]),
  creditterms: z.enum(["prepaid", "invoice"]),
  duedays: z.number().int(),
  pricelevels: z.array(PriceLevelSchema),
  /** Product news by e-mail: only with the customer's yes. */
  newsmail: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const SignInRequestSchema = z.object({
  action: z.literal("signIn"),
  ...common,
  email: AccountEmailSchema,
  password: PasswordSchema,
  client: ClientSchema,
  /** The basket the shopper filled as a guest: it joins the customer's own (quantities added). */
  cart_id: z.string().max(64).nullish(),
  /** "Keep me signed in": without it the session ends after 30 minutes without a call. */
  remember: z.boolean().optional(),
});
export const SignInResponseSchema = z.object({
  token: z.string(),
  account: AccountSchema,
  /** The customer's basket after the guest's joined it (from any device), or null when they have none. */
  basket: z.object({ cart_id: z.string(), quantity: z.number().int().nonnegative() }).nullable(),
});
/** Ends the session of `customer` (its token). Answers {} also for a session already gone. */
export const SignOutRequestSchema = z.object({ action: z.literal("signOut"), ...common });
/** "Sign out everywhere else": every session of the signed-in customer ends but this one. */
export const SignOutOthersRequestSchema = z.object({ action: z.literal("signOutOthers"), ...common });
export const SignOutOthersResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export const EmptyResponseSchema = z.object({});
/** The signed-in customer (`customer` is the session token). */
export const GetAccountRequestSchema = z.object({ action: z.literal("getAccount"), ...common });
export const GetAccountResponseSchema = z.object({ account: AccountSchema });
/** Sends a reset link if the address belongs to an active account; answers {} either way. */
export const RequestPasswordResetRequestSchema = z.object({
  action: z.literal("requestPasswordReset"),
  ...common,
  email: AccountEmailSchema,
});
/** Sets the password from a reset or welcome link's token (400 TOKEN_INVALID, PASSWORD_WEAK). */
export const SetPasswordRequestSchema = z.object({
  action: z.literal("setPassword"),
  ...common,
  token: z.string().min(1).max(100),
  password: PasswordSchema,
});
export const SetPasswordResponseSchema = z.object({ email: z.string() });
/** Changes the password (the current one first); every session ends; answers this browser's new token. */
export const ChangePasswordRequestSchema = z.object({
  action: z.literal("changePassword"),
  ...common,
  current: PasswordSchema,
  password: PasswordSchema,
  client: ClientSchema,
});
export const ChangePasswordResponseSchema = z.object({ token: z.string() });
export const ChangeEmailRequestSchema = z.object({
  action: z.literal("changeEmail"),
  ...common,
  password: PasswordSchema,
  email: AccountEmailSchema,
  client: ClientSchema,
});
/**
 * Asks to change the sign-in e-mail: nothing changes until the link mailed to the new address is
 * followed (confirmEmailChange). Answers the account's address as it still is, and the pending one.
 */
export const ChangeEmailResponseSchema = z.object({ email: z.string(), pending: z.string() });
/** The address an e-mail change link would set (null: unknown, used or expired); no sign-in needed. */
export const GetEmailChangeRequestSchema = z.object({
  action: z.literal("getEmailChange"),
  ...common,
  token: z.string().min(1).max(100),
});
export const GetEmailChangeResponseSchema = z.object({ email: z.string().nullable() });
/** Follows an e-mail change link (400 TOKEN_INVALID; 409 BAD_REQUEST fields.email "taken"); answers the new address. */
export const ConfirmEmailChangeRequestSchema = z.object({
  action: z.literal("confirmEmailChange"),
  ...common,
  token: z.string().min(1).max(100),
});
export const ConfirmEmailChangeResponseSchema = z.object({ email: z.string() });

/**
 * An address of the customer's address book (issue 20): the checkout's own fields, so a default
 * address fills the checkout as the customer typed it. At most ADDRESS_BOOK_LIMIT per customer.
 */
export const ADDRESS_BOOK_LIMIT = 50;
export const AddressBookFieldsSchema = z.object({
  label: line(60).default(""),
  firstname: requiredLine(100),
  lastname: requiredLine(100),
  company: line(200).default(""),
  street: requiredLine(150),
  housenumber: requiredLine(20),
  apartment: line(40).default(""),
  zip: requiredLine(20),
  city: requiredLine(100),
  country: CountrySchema,
  phone: line(40).default(""),
  defaultshipping: z.boolean().default(false),
  defaultbilling: z.boolean().default(false),
});
export const AddressBookEntrySchema = AddressBookFieldsSchema.extend({ id: z.string() });
export type AddressBookEntry = z.infer<typeof AddressBookEntrySchema>;
export const GetAddressesRequestSchema = z.object({ action: z.literal("getAddresses"), ...common });
export const GetAddressesResponseSchema = z.object({ addresses: z.array(AddressBookEntrySchema) });
/** Adds an address (no id) or changes one of the customer's; 404 NOT_FOUND for another's or none. */
export const SaveAddressRequestSchema = z.object({
  action: z.literal("saveAddress"),
  ...common,
  id: z.string().uuid().nullish(),
  address: AddressBookFieldsSchema,
});
export const SaveAddressResponseSchema = z.object({ address: AddressBookEntrySchema });
export const DeleteAddressRequestSchema = z.object({
  action: z.literal("deleteAddress"),
  ...common,
  id: z.string().uuid(),
});
/** The customer's settings: the language and currency the shop opens in, and e-mail preferences. */
export const UpdateSettingsRequestSchema = z.object({
  action: z.literal("updateSettings"),
  ...common,
  language: LanguageSchema,
  preferredcurrency: CurrencySchema,
  newsmail: z.boolean(),
});
export const AccountRequestSchema = z.discriminatedUnion("action", [
  SignInRequestSchema,
  SignOutRequestSchema,
  GetAccountRequestSchema,
  RequestPasswordResetRequestSchema,
  SetPasswordRequestSchema,
  ChangePasswordRequestSchema,
  ChangeEmailRequestSchema,
  SignOutOthersRequestSchema,
  GetEmailChangeRequestSchema,
  ConfirmEmailChangeRequestSchema,
  GetAddressesRequestSchema,
  SaveAddressRequestSchema,
  DeleteAddressRequestSchema,
  UpdateSettingsRequestSchema,
]);

// ---------------------------------------------------------------------------------------------
// The customer's orders, order status report and ledger (issue 20, contract/account-orders.ts):
// POST /account/orders, only for a signed-in customer (AUTH001 otherwise), only their own data.
// ---------------------------------------------------------------------------------------------

export const GetOrderHistoryRequestSchema = OrderHistoryFields.extend({
  action: z.literal("getOrderHistory"),
  ...common,
});
export const GetAccountOrderRequestSchema = AccountOrderFields.extend({
  action: z.literal("getAccountOrder"),
  ...common,
});
export const GetOrderStatusReportRequestSchema = OrderStatusReportFields.extend({
  action: z.literal("getOrderStatusReport"),
  ...common,
});
export const GetLedgerRequestSchema = LedgerFields.extend({ action: z.literal("getLedger"), ...common });
export const AccountOrdersRequestSchema = z.discriminatedUnion("action", [
  GetOrderHistoryRequestSchema,
  GetAccountOrderRequestSchema,
  GetOrderStatusReportRequestSchema,
  GetLedgerRequestSchema,
]);

// ---------------------------------------------------------------------------------------------
// Content: news, marquee, slider
// ---------------------------------------------------------------------------------------------

export const NewsPostSchema = z.object({
  ID: z.number().int(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  photo: z.string().nullable(),
  acf: z.object({ date: z.string() }),
  show: z.boolean(),
});
export const NewsRequestSchema = z.object({
  action: z.literal("getNews"),
  ...common,
  slug: z.string().max(200).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  perPage: z.number().int().min(1).max(20).default(4),
});
export const NewsResponseSchema = z.object({ posts: z.array(NewsPostSchema), total: z.number().int() });

export const MarqueeResponseSchema = z.object({
  show: z.boolean(),
  show_error: z.boolean(),
  text_pl: z.string(),
  text_en: z.string(),
  text_de: z.string(),
  error_msg_pl: z.string(),
  error_msg_en: z.string(),
  error_msg_de: z.string(),
});
export const SlideSchema = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  full_image_url: z.string(),
  /** Text alternative of the picture per language (not in the spec's Slide; needed for WCAG 1.1.1). */
  alt_en: z.string().default(""),
  alt_pl: z.string().default(""),
  alt_de: z.string().default(""),
});
export const SliderResponseSchema = z.object({ slides: z.array(SlideSchema) });

// ---------------------------------------------------------------------------------------------
// The call table: path and action -> request and response schema
// ---------------------------------------------------------------------------------------------

// ---- issue 20: the price-list export and the application (contract/price-list.ts, contract/application.ts) ----
/** The signed-in customer's prices as a file, streamed (guest: 401 AUTH001). */
export const ExportPriceListRequestSchema = z
  .object({ action: z.literal("exportPriceList"), ...common })
  .merge(PriceListExportFieldsSchema);
/** An application for a trade account: stored as an applicant, mailed to the office and acknowledged. */
export const ApplyForAccountRequestSchema = z
  .object({ action: z.literal("applyForAccount"), ...common })
  .merge(ApplicationFieldsSchema);

/** A warranty claim with its pictures (contract/warranty.ts): stored, numbered, mailed to the office and the shopper. */
export const SubmitWarrantyClaimRequestSchema = z
  .object({ action: z.literal("submitWarrantyClaim"), ...common })
  .merge(WarrantyClaimFieldsSchema)
  .merge(WarrantyPicturesSchema);

export const Calls = {
  getItem: { path: "/item", request: GetItemRequestSchema, response: GetItemResponseSchema },
  getPrice: { path: "/item", request: GetPriceRequestSchema, response: GetPriceResponseSchema },
  getRelatedItems: {
    path: "/item",
    request: GetRelatedItemsRequestSchema,
    response: GetRelatedItemsResponseSchema,
  },
  getApplications: {
    path: "/item",
    request: GetApplicationsRequestSchema,
    response: GetApplicationsResponseSchema,
  },
  getAxleInfo: { path: "/item", request: GetAxleInfoRequestSchema, response: GetAxleInfoResponseSchema },
  getBearingData: {
    path: "/item",
    request: GetBearingDataRequestSchema,
    response: GetBearingDataResponseSchema,
  },
  getCatalogueScript: {
    path: "/item",
    request: GetCatalogueScriptRequestSchema,
    response: GetCatalogueScriptResponseSchema,
  },
  getKitComponents: {
    path: "/item",
    request: GetKitComponentsRequestSchema,
    response: GetKitComponentsResponseSchema,
  },
  search: { path: "/search", request: SearchRequestSchema, response: SearchResponseSchema },
  catalogue: { path: "/catalogue", request: CatalogueRequestSchema, response: CatalogueResponseSchema },
  partSearch: { path: "/catalogue", request: PartSearchRequestSchema, response: PartSearchResponseSchema },
  checkFitment: { path: "/catalogue", request: CheckFitmentRequestSchema, response: CheckFitmentResponseSchema },
  getCarts: { path: "/cart", request: GetCartsRequestSchema, response: GetCartsResponseSchema },
  addToCart: { path: "/cart", request: AddToCartRequestSchema, response: AddToCartResponseSchema },
  updateCart: { path: "/cart", request: UpdateCartRequestSchema, response: UpdateCartResponseSchema },
  updateAddress: {
    path: "/cart",
    request: UpdateAddressRequestSchema,
    response: UpdateAddressResponseSchema,
  },
  addOrder: { path: "/cart", request: AddOrderRequestSchema, response: AddOrderResponseSchema },
  // Quick order and reorder (contract/quick-order.ts).
  checkQuickOrder: {
    path: "/cart",
    request: CheckQuickOrderRequestSchema,
    response: CheckQuickOrderResponseSchema,
  },
  addLinesToCart: { path: "/cart", request: AddLinesToCartRequestSchema, response: AddLinesToCartResponseSchema },
  reorder: { path: "/cart", request: ReorderRequestSchema, response: ReorderResponseSchema },
  getTransactions: {
    path: "/transactions",
    request: GetTransactionsRequestSchema,
    response: GetTransactionsResponseSchema,
  },
  withdraw: { path: "/transactions", request: WithdrawRequestSchema, response: WithdrawResponseSchema },
  getPaymentMethods: {
    path: "/paymentmethods",
    request: GetPaymentMethodsRequestSchema,
    response: GetPaymentMethodsResponseSchema,
  },
  startPayment: { path: "/payments", request: StartPaymentRequestSchema, response: StartPaymentResponseSchema },
  completePayment: {
    path: "/payments",
    request: CompletePaymentRequestSchema,
    response: CompletePaymentResponseSchema,
  },
  getNews: { path: "/news", request: NewsRequestSchema, response: NewsResponseSchema },
  hitRateLimit: { path: "/ratelimit", request: HitRateLimitRequestSchema, response: HitRateLimitResponseSchema },
  signIn: { path: "/account", request: SignInRequestSchema, response: SignInResponseSchema },
  signOut: { path: "/account", request: SignOutRequestSchema, response: EmptyResponseSchema },
  getAccount: { path: "/account", request: GetAccountRequestSchema, response: GetAccountResponseSchema },
  requestPasswordReset: {
    path: "/account",
    request: RequestPasswordResetRequestSchema,
    response: EmptyResponseSchema,
  },
  setPassword: { path: "/account", request: SetPasswordRequestSchema, response: SetPasswordResponseSchema },
  changePassword: { path: "/account", request: ChangePasswordRequestSchema, response: ChangePasswordResponseSchema },
  changeEmail: { path: "/account", request: ChangeEmailRequestSchema, response: ChangeEmailResponseSchema },
  signOutOthers: { path: "/account", request: SignOutOthersRequestSchema, response: SignOutOthersResponseSchema },
  getEmailChange: { path: "/account", request: GetEmailChangeRequestSchema, response: GetEmailChangeResponseSchema },
  confirmEmailChange: {
    path: "/account",
    request: ConfirmEmailChangeRequestSchema,
    response: ConfirmEmailChangeResponseSchema,
  },
  getAddresses: { path: "/account", request: GetAddressesRequestSchema, response: GetAddressesResponseSchema },
  saveAddress: { path: "/account", request: SaveAddressRequestSchema, response: SaveAddressResponseSchema },
  deleteAddress: { path: "/account", request: DeleteAddressRequestSchema, response: EmptyResponseSchema },
  updateSettings: { path: "/account", request: UpdateSettingsRequestSchema, response: GetAccountResponseSchema },
  getOrderHistory: {
    path: "/account/orders",
    request: GetOrderHistoryRequestSchema,
    response: OrderHistoryResponseSchema,
  },
  getAccountOrder: {
    path: "/account/orders",
    request: GetAccountOrderRequestSchema,
    response: AccountOrderResponseSchema,
  },
  getOrderStatusReport: {
    path: "/account/orders",
    request: GetOrderStatusReportRequestSchema,
    response: OrderStatusReportResponseSchema,
  },
  getLedger: { path: "/account/orders", request: GetLedgerRequestSchema, response: LedgerResponseSchema },
  /** The answer is a file (ErpTransport.download); the response schema is what comes with its bytes. */
  exportPriceList: { path: PRICE_LIST_PATH, request: ExportPriceListRequestSchema, response: PriceListFileSchema },
  applyForAccount: {
    path: APPLICATIONS_PATH,
    request: ApplyForAccountRequestSchema,
    response: ApplyForAccountResponseSchema,
  },
  submitWarrantyClaim: {
    path: WARRANTY_PATH,
    request: SubmitWarrantyClaimRequestSchema,
    response: SubmitWarrantyClaimResponseSchema,
  },
  // Carriers, delivery times, cut-off, shipping costs and payment methods (contract/delivery.ts).
  getDeliveryFacts: {
    path: DELIVERY_PATH,
    request: GetDeliveryFactsRequestSchema,
    response: GetDeliveryFactsResponseSchema,
  },
  // The sitemap's products and news posts in keyset pages (contract/sitemap.ts).
  getSitemapParts: {
    path: SITEMAP_PATH,
    request: GetSitemapPartsRequestSchema,
    response: GetSitemapPartsResponseSchema,
  },
  getSitemapEntries: {
    path: SITEMAP_PATH,
    request: GetSitemapEntriesRequestSchema,
    response: GetSitemapEntriesResponseSchema,
  },
} as const;
export type CallName = keyof typeof Calls;
export type CallRequest<N extends CallName> = z.input<(typeof Calls)[N]["request"]>;
export type CallResponse<N extends CallName> = z.infer<(typeof Calls)[N]["response"]>;

/** Calls answered by GET: GET /source/{source}, GET /bank-accounts/{seller}, GET /marquee/{source}, GET /slider/{source}, GET /media/..., GET /api/pdf/transactions/{id}. */

/** The e-mail endpoints (transactions.md section 7): path -> request schema; each answers EmailResponseSchema. */
export const EMAIL_PATHS = {
  "/email/contact-general": ContactGeneralRequestSchema,
  "/email/contact-dealer": ContactDealerRequestSchema,
  "/email/enquiry-form": EnquiryFormRequestSchema,
  "/email/quick-contact-form": QuickContactRequestSchema,
} as const;
export type EmailPath = keyof typeof EMAIL_PATHS;
