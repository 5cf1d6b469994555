/**
 * Quick order and reorder (issue 20): POST /cart with action checkQuickOrder (a trade buyer's
 * pasted or uploaded lines of part number and quantity, matched however typed, answered line by
 * line before anything goes into the basket), addLinesToCart (several items into the basket in one
 * transaction) and reorder (the top-level lines of one of the customer's own orders, at today's prices).
 */
import { z } from "zod";
import { common, CurrencySchema, ItemIdSchema, QuantitySchema, UuidSchema } from "./common.ts";
import { QuantityRuleSchema } from "./item.ts";
import { SINGLE_LINE } from "./mail-fields.ts";
import { QUICK_ORDER_MAX_LINES } from "./quick-order-constants.ts";

/** The longest part number a line may name (the catalogue's longest is about 20 characters). */
export const PART_NUMBER_MAX = 60;

const PartNumberSchema = z
  .string()
  .regex(SINGLE_LINE, "must be a single line")
  .trim()
  .min(1, "part number is required")
  .max(PART_NUMBER_MAX, `part number is at most ${PART_NUMBER_MAX} characters`);

/** A line as the buyer typed it, already split into part number and quantity by the storefront. */
export const QuickOrderLineSchema = z.object({
  /** The line's number in the paste or file (1 = first), so the answer can point at it. */
  line: z.number().int().min(1).max(1_000_000),
  part: PartNumberSchema,
  quantity: QuantitySchema,
  /**
   * The whole line, when it was split at a space ("DBA 4433" read as part DBA, quantity 4433): if
   * `part` names no item but `whole` does, the line is that part, quantity 1.
   */
  whole: PartNumberSchema.optional(),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const CheckQuickOrderRequestSchema = z.object({
  action: z.literal("checkQuickOrder"),
  ...common,
  lines: z.array(QuickOrderLineSchema).min(1).max(QUICK_ORDER_MAX_LINES),
});

/** Why a line puts nothing into the basket: the statuses a check and an add share. */
const REFUSED = ["outOfStock", "notPriced", "notSold", "quantityRule", "unknown"] as const;

/**
 * What a checked line can become:
 * - ok: found, and the whole quantity can be ordered;
 * - short: found, but only `available` can be ordered now (that many go into the basket);
 * - outOfStock: found, none can be ordered now;
 * - notPriced: found, but without a price on the customer's list (ask for an offer);
 * - notSold: found, but not sold online here (a service line, or a brand this site does not sell);
 * - quantityRule: found, but the quantity breaks the item's quantity rule (`rule`): nothing goes in;
 * - unknown: no part of that number.
 */
export const QUICK_ORDER_STATUSES = ["ok", "short", ...REFUSED] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

export const QuickOrderItemSchema = z.object({
  id: z.number().int(),
  /** The part number as the catalogue writes it. */
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  urlcomponent: z.string(),
});

/** The customer's unit price (their level's, or the promotion when lower) next to the list price. */
export const QuickOrderPriceSchema = z.object({
  currency: CurrencySchema,
  symbol: z.string(),
  /** Gross unit price the customer pays. */
  grossprice: z.number(),
  /** Net unit price the customer pays. */
  baseprice: z.number(),
  /** Gross unit list price (the same as grossprice without a level or promotion). */
  listgrossprice: z.number(),
  /** Net unit list price (the same as baseprice without a level or promotion): what a trade customer reads first. */
  listbaseprice: z.number(),
  level: z.object({ name: z.string(), discountpct: z.number() }).nullable(),
});

export const CheckedLineSchema = z.object({
  /** The input lines of this part (several when the same part was named more than once: summed). */
  lines: z.array(z.number().int()),
  /** The part number as first typed. */
  part: z.string(),
  /** The quantity asked for, summed over the lines. */
  quantity: z.number().int().positive(),
  status: z.enum(QUICK_ORDER_STATUSES),
  /** Null for an unknown part. */
  item: QuickOrderItemSchema.nullable(),
  price: QuickOrderPriceSchema.nullable(),
  /** Units in the warehouses now. */
  instock: z.number().int().nonnegative(),
  /** The largest quantity that can be ordered (warehouse stock, plus the manufacturer's with special backorder). */
  available: z.number().int().nonnegative(),
  /** What "add to basket" would put in: the quantity, capped at what is available; 0 when not orderable. */
  orderable: z.number().int().nonnegative(),
  /** The item's quantity rule (null for an unknown part). */
  rule: QuantityRuleSchema.nullable(),
});
export type CheckedLine = z.infer<typeof CheckedLineSchema>;
export const CheckQuickOrderResponseSchema = z.object({ lines: z.array(CheckedLineSchema) });

/** What happened to one item put into the basket by addLinesToCart or reorder. */
export const ADDED_LINE_STATUSES = ["added", "capped", ...REFUSED] as const;
export type AddedLineStatus = (typeof ADDED_LINE_STATUSES)[number];
export const AddedLineSchema = z.object({
  record: z.number().int(),
  /** The part number (for reorder: as it was ordered). */
  name: z.string(),
  requested: z.number().int().positive(),
  /** Units put into the basket (0 when refused). */
  added: z.number().int().nonnegative(),
  /** added: all of them; capped: fewer, as many as can be ordered; otherwise why none. */
  status: z.enum(ADDED_LINE_STATUSES),
  /** The item's quantity rule (null for an unknown item): what a quantityRule line broke. */
  rule: QuantityRuleSchema.nullable(),
});
export type AddedLine = z.infer<typeof AddedLineSchema>;

/** Puts several items into the basket in one transaction (a new basket when cart_id is none or ordered). */
export const AddLinesToCartRequestSchema = z.object({
  action: z.literal("addLinesToCart"),
  ...common,
  cart_id: UuidSchema.nullish(),
  lines: z
    .array(z.object({ record: ItemIdSchema, quantity: QuantitySchema }))
    .min(1)
    .max(QUICK_ORDER_MAX_LINES),
});
export const AddLinesToCartResponseSchema = z.object({
  /** The basket the lines went into; the one given (or null) when nothing could be added. */
  cart_id: z.string().nullable(),
  lines: z.array(AddedLineSchema),
});

/**
 * Puts the top-level lines of one of the signed-in customer's orders (kits as kits) into the
 * basket at today's prices, as much of each as can be ordered. An order of another customer is
 * answered exactly as an unknown one: 404 NOT_FOUND. A guest: 401 AUTH001.
 */
export const ReorderRequestSchema = z.object({
  action: z.literal("reorder"),
  ...common,
  cart_id: UuidSchema.nullish(),
  /** The order's number (WEB-2026-000123), as the order history shows it. */
  order: z.string().regex(SINGLE_LINE, "must be a single line").trim().min(1).max(40),
});
export const ReorderResponseSchema = AddLinesToCartResponseSchema.extend({ order: z.string() });

export const QuickOrderCallSchema = z.discriminatedUnion("action", [
  CheckQuickOrderRequestSchema,
  AddLinesToCartRequestSchema,
  ReorderRequestSchema,
]);
export type QuickOrderCall = z.infer<typeof QuickOrderCallSchema>;
/** Whether a /cart body is one of these calls (the ERP dispatches them before the basket's own). */
export const isQuickOrderCall = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  ["checkQuickOrder", "addLinesToCart", "reorder"].includes((body as { action?: unknown }).action as string);
