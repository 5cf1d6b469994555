/**
 * The signed-in customer's own orders and money (issue 20, decision 0029): the order history with
 * its filter, one order as the account page shows it, the order status report (open orders and the
 * units still to ship, with an estimated date), and the customer ledger (invoices, payments, credit
 * notes with a running balance per currency). Every call answers only the caller's own data: the
 * ERP reads the customer from the session token in `customer`, never from the body.
 *
 * Each call's own fields (the `*Fields` schemas, which the ERP's queries take) with the common
 * fields and the `action` make its request schema (POST /account/orders, listed in contract/wire.ts's
 * `Calls`). Amounts are integer cents of the order's currency.
 */
import { z } from "zod";
import { ShipmentViewSchema } from "./carriers.ts";
import { ApprovalStateSchema } from "./approval-state.ts";
import { common, IsoDaySchema } from "./common.ts";
import { PAYMENT_STATUSES } from "./payment-statuses.ts";
import { CURRENCIES } from "./money.ts";
import { PO_NUMBER_MAX } from "./po-number.ts";
import { ORDER_HISTORY_PAGE_SIZE, ORDER_NUMBER_PATTERN, ORDER_STATUSES, PAGE_MAX } from "./account-orders-constants.ts";

// The constants the browser needs live in a module without schemas (decision 0046).
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

const PageSchema = z.number().int().min(1).max(PAGE_MAX).default(1);
/** An order number as the ERP prints it (WEB-2026-000123); anything else is no order of anyone's. */
export const OrderNumberSchema = z.string().trim().max(40).regex(ORDER_NUMBER_PATTERN, "not an order number");

// ---- getOrderHistory -------------------------------------------------------------------------

/**
 * The history's filter: placed from / to (whole days, both included), one status, the page. A
 * `to` before `from` is refused (400 BAD_REQUEST, field `to`).
 */
export const OrderHistoryFields = z.object({
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
  status: OrderStatusSchema.optional(),
  /** Orders whose purchase-order number contains this text (case ignored). */
  ponumber: z.string().trim().min(1).max(PO_NUMBER_MAX).optional(),
  page: PageSchema,
  /** Fewer on a page (the overview's recent orders); never more than the page size. */
  pagesize: z.number().int().min(1).max(ORDER_HISTORY_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
});

export const OrderSummarySchema = z.object({
  /** The order number, e.g. WEB-2026-000123: the account page's address of the order. */
  number: z.string(),
  /** ISO timestamp of the order. */
  date: z.string(),
  status: OrderStatusSchema,
  paymentstatus: z.enum(PAYMENT_STATUSES),
  currency: z.enum(CURRENCIES),
  /** Gross total in cents. */
  total: z.number().int(),
  /** Units ordered (kit components not counted). */
  quantity: z.number().int().nonnegative(),
  /** The buyer's purchase-order number; null when none was given. */
  ponumber: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderHistoryResponseSchema = z.object({
  orders: z.array(OrderSummarySchema),
  page: z.number().int(),
  pagesize: z.number().int(),
  /** Orders matching the filter (all pages). */
  total: z.number().int().nonnegative(),
});
export type OrderHistory = z.infer<typeof OrderHistoryResponseSchema>;

// ---- getAccountOrder -------------------------------------------------------------------------

export const AccountOrderFields = z.object({ number: OrderNumberSchema });

export const AddressViewSchema = z.object({
  addressee: z.string(),
  company: z.string(),
  address: z.string(),
  address2: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type AddressView = z.infer<typeof AddressViewSchema>;

export const AccountOrderLineSchema = z.object({
  id: z.string(),
  /** The part number and the line's text, as ordered. */
  part: z.string(),
  description: z.string(),
  urlcomponent: z.string(),
  quantity: z.number().int().positive(),
  shipped: z.number().int().nonnegative(),
  /** Unit price with the order's tax class applied, and the line amount, in cents. */
  price: z.number().int(),
  amount: z.number().int(),
  /** A component of the kit line above it (not priced, not shipped on its own). */
  kitcomponent: z.boolean(),
});

export const ShipmentSchema = ShipmentViewSchema;

export const AccountOrderSchema = z.object({
  number: z.string(),
  date: z.string(),
  status: OrderStatusSchema,
  paymentstatus: z.enum(PAYMENT_STATUSES),
  paymentmethod: z.string(),
  shippingmethod: z.string(),
  currency: z.enum(CURRENCIES),
  /** Net goods, discount, net shipping, VAT and the gross total, in cents. */
  itemsamount: z.number().int(),
  discountamount: z.number().int(),
  shippingcost: z.number().int(),
  taxamount: z.number().int(),
  total: z.number().int(),
  /** The VAT rate as a fraction (0.23). */
  taxrate: z.number(),
  comment: z.string(),
  /** The buyer's purchase-order number; null when none was given. */
  ponumber: z.string().nullable(),
  billing: AddressViewSchema,
  shipping: AddressViewSchema,
  lines: z.array(AccountOrderLineSchema),
  shipments: z.array(ShipmentSchema),
  /** An order that waited or waits for a company admin's approval; null for any other. */
  approval: ApprovalStateSchema.nullable(),
  /**
   * The order's token (/order/{token}): the storefront fetches the order PDF with it for its
   * owner only, from the account page's own address; it is never printed in the account pages.
   */
  token: z.string(),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;
export const AccountOrderResponseSchema = z.object({ order: AccountOrderSchema });

// ---- getOrderStatusReport --------------------------------------------------------------------

export const OrderStatusReportFields = z.object({ page: PageSchema });

/**
 * How an outstanding line's date is estimated: from the stock the order took (the warehouse's
 * dispatch time), from an incoming delivery the ERP knows of (its arrival date), or from the
 * manufacturer's stated delivery time by airfreight.
 */
export const EXPECTED_BASES = ["stock", "delivery", "manufacturer"] as const;
export type ExpectedBasis = (typeof EXPECTED_BASES)[number];

export const OutstandingLineSchema = z.object({
  part: z.string(),
  description: z.string(),
  ordered: z.number().int().positive(),
  shipped: z.number().int().nonnegative(),
  outstanding: z.number().int().positive(),
  /** YYYY-MM-DD: an estimate, never a promise. */
  expected: z.string(),
  basis: z.enum(EXPECTED_BASES),
});
export type OutstandingLine = z.infer<typeof OutstandingLineSchema>;

export const OpenOrderSchema = z.object({
  number: z.string(),
  date: z.string(),
  status: OrderStatusSchema,
  lines: z.array(OutstandingLineSchema),
});
export const OrderStatusReportResponseSchema = z.object({
  orders: z.array(OpenOrderSchema),
  page: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type OrderStatusReport = z.infer<typeof OrderStatusReportResponseSchema>;

// ---- getLedger -------------------------------------------------------------------------------

/** A refund is money the office paid back (a debit: it undoes a payment). */
export const LEDGER_KINDS = ["invoice", "payment", "credit", "refund"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One currency's page of the ledger (`ledgercurrency`, not the shopper's display currency of the
 * common fields); without it, the customer's own currency.
 */
export const LedgerFields = z.object({ ledgercurrency: z.enum(CURRENCIES).optional(), page: PageSchema });

export const LedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** ISO timestamp of the entry. */
  date: z.string(),
  /** The document: the invoice's order number, a payment's reference. */
  document: z.string(),
  /** The order it belongs to (for a link to it). */
  order: z.string().nullable(),
  /** That order's purchase-order number, if it has one. */
  ponumber: z.string().nullable(),
  /** Cents: positive is owed by the customer (debit), negative is in their favour (credit). */
  amount: z.number().int(),
  /** The balance after this entry, over every entry of the currency up to it. */
  balance: z.number().int(),
  /** YYYY-MM-DD, invoices on credit terms only. */
  due: z.string().nullable(),
  /** An invoice still unpaid (no payment or credit note settles it). */
  open: z.boolean(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LedgerBalanceSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Everything owed now (cents; negative: a credit in the customer's favour). */
  balance: z.number().int(),
  /** Of that, invoices past their due date and unpaid. */
  overdue: z.number().int().nonnegative(),
});
export const LedgerResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  entries: z.array(LedgerEntrySchema),
  page: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  /** One balance per currency the customer has entries in. */
  balances: z.array(LedgerBalanceSchema),
  /** "Today" for the ERP (YYYY-MM-DD): what overdue is measured against. */
  today: z.string(),
});
export type Ledger = z.infer<typeof LedgerResponseSchema>;

// ---- The calls: POST /account/orders, only for a signed-in customer (AUTH001 otherwise), only their own data.

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
