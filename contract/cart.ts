/**
 * The basket and the checkout (POST /cart): the cart with its lines, addresses, methods and tax
 * facts, and the calls that read it, add to it, change it and place its order. Quick order and
 * reorder, also POST /cart, are in contract/quick-order.ts.
 */
import { z } from "zod";
import { common, CountrySchema, CurrencySchema, ItemIdSchema, QuantitySchema, UuidSchema } from "./common.ts";
import { ErrorCodes } from "./errors.ts";
import { DeliverySchema, PhotoSchema, QuantityRuleSchema, StockSchema } from "./item.ts";
import { line, text } from "./text-fields.ts";
import { PO_NUMBER_MAX } from "./po-number.ts";
import { ApprovalReasonSchema } from "./approval-state.ts";

export const CartLineSchema = z.object({
  _id: z.string(),
  item: z.object({
    id: z.number().int(),
    recordtype: z.string(),
    urlcomponent: z.string(),
    name: z.string(),
    photos: z.array(PhotoSchema),
    /** Largest orderable quantity of the item (as its quantity rule allows). */
    available: z.number().int().nonnegative(),
    deliveries: z.array(DeliverySchema),
    stock: StockSchema,
    /** How the item is sold (issue 41): a line's quantity keeps this rule, or the order is refused. */
    quantityrule: QuantityRuleSchema,
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
  pricelevel: z
    .object({
      name: z.string(),
      discountpct: z.number(),
      /** The level's volume tiers: net and gross (at the basket's VAT) unit prices from so many units. */
      tiers: z.array(
        z.object({ from: z.number().int(), discountpct: z.number(), baseprice: z.number(), price: z.number() }),
      ),
    })
    .nullable(),
  additionalservice: z.object({ name: z.string(), description: z.string() }).nullable(),
  /** The kit line this component line belongs to. */
  init: z.string().nullable(),
  kitcomponent: z.boolean(),
  /** A quote's line (issue 41): at the price the office quoted, its quantity the quote's. */
  quoted: z.boolean(),
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
  /** A trade buyer's purchase-order number for the order ("" none). */
  ponumber: z.string().default(""),
  /** The buyer's company requires a purchase-order number on every order (issue 41). */
  ponumberrequired: z.boolean().default(false),
  /** The quote the basket was made from (Q-2026-000123): its quoted lines are at the office's prices. */
  quote: z.string().nullable().default(null),
  /** Why the order of this basket would wait for an admin's approval (issue 41); empty: it would not. */
  approvalreasons: z.array(ApprovalReasonSchema).default([]),
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
  "ponumber",
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
 * - ponumber: the buyer's purchase-order number, one line of at most PO_NUMBER_MAX characters ("" none);
 *   a signed-in customer's only (400 BAD_REQUEST for a guest's basket).
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
  ponumber: line(PO_NUMBER_MAX),
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
