/**
 * The office's orders (issue 38 item 3): the list with its filters and search, the CSV export, one
 * order with everything that happened to it, and the desk's actions on it (mark paid, ship with a
 * carrier and tracking number, cancel, refund, send the confirmation again). Every call is made in
 * a staff session (officeCommon) and allowed by its roles (erp/staff/roles.ts): sales and owner all
 * of them, warehouse the list, an order and shipping. Amounts are integer cents of the order's
 * currency; an order is named by its number (WEB-2026-000123).
 */
import { z } from "zod";
import { ORDER_STATUSES } from "./account-orders-constants.ts";
import { AddressViewSchema, OrderNumberSchema } from "./account-orders.ts";
import { CarrierSchema, ShipmentTrackingSchema, TrackingNumberSchema } from "./carriers.ts";
import { CountrySchema, CurrencySchema, IsoDaySchema, LanguageSchema } from "./common.ts";
import { WithdrawalReceivedSchema } from "./orders.ts";
import { PAYMENT_STATUSES } from "./payment-statuses.ts";
import { officeCommon } from "./staff.ts";
import { line, requiredLine } from "./text-fields.ts";

export const OfficePaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const OrderStatusFilterSchema = z.enum(ORDER_STATUSES);

/** Most rows on one page of the list. */
export const OFFICE_ORDERS_PAGE_MAX = 500;

/** An amount of money in cents: more than nothing, less than ten million. */
const Cents = z.number().int("whole cents").min(1, "more than 0").max(999_999_999);

/**
 * The list's filters: each one given narrows it. `from`/`to` are whole days (UTC, both included);
 * `q` finds an order number (a part of it), an e-mail address or a name (billing or shipping
 * addressee, company); `customer` is an account number; `country` the delivery country.
 */
export const OfficeOrderFilterFields = {
  status: OrderStatusFilterSchema.optional(),
  paymentstatus: OfficePaymentStatusSchema.optional(),
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
  country: CountrySchema.optional(),
  paymentmethod: line(40).optional(),
  customer: line(40).optional(),
  q: line(200).optional(),
};

/**
 * The list, newest first, a page at a time: `after` is the previous page's `next` (an opaque
 * cursor); none for the first page. `to` before `from` is refused (400, field `to`).
 */
export const ListOfficeOrdersRequestSchema = z.object({
  action: z.literal("listOfficeOrders"),
  ...officeCommon,
  ...OfficeOrderFilterFields,
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, "not a page cursor")
    .optional(),
  pagesize: z.number().int().min(1).max(OFFICE_ORDERS_PAGE_MAX).default(50),
});
export const OfficeOrderRowSchema = z.object({
  number: z.string(),
  /** ISO timestamp of the order. */
  date: z.string(),
  /** The account number, or null for a guest's order. */
  customer: z.string().nullable(),
  /** The billing addressee (and company, when there is one). */
  name: z.string(),
  company: z.string(),
  email: z.string(),
  /** The delivery country (ISO code). */
  country: z.string(),
  total: z.number().int(),
  currency: CurrencySchema,
  paymentmethod: z.object({ id: z.string(), name: z.string() }),
  paymentstatus: OfficePaymentStatusSchema,
  status: OrderStatusFilterSchema,
});
export type OfficeOrderRow = z.infer<typeof OfficeOrderRowSchema>;
export const ListOfficeOrdersResponseSchema = z.object({
  orders: z.array(OfficeOrderRowSchema),
  /** The `after` of the next page; null on the last. */
  next: z.string().nullable(),
  /** The payment methods there are (id and name in the request's language), for the filter. */
  paymentmethods: z.array(z.object({ id: z.string(), name: z.string() })),
});

/**
 * The same filters as the list, answered as one CSV file of every matching order (newest first),
 * streamed as it is written: posted to OFFICE_PATH like every office call, but fetched with
 * ErpTransport.download (erp/http.ts serves it as the file; refusals come as JSON before its first byte).
 */
export const ExportOfficeOrdersRequestSchema = z.object({
  action: z.literal("exportOfficeOrders"),
  ...officeCommon,
  ...OfficeOrderFilterFields,
});
/** What comes with the file's bytes: its type and name. */
export const OfficeFileSchema = z.object({ contenttype: z.string(), filename: z.string() });

export const GetOfficeOrderRequestSchema = z.object({
  action: z.literal("getOfficeOrder"),
  ...officeCommon,
  number: OrderNumberSchema,
});

export const OfficeOrderLineSchema = z.object({
  /** The line's id: shipOrder names lines by it. */
  id: z.string(),
  part: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  shipped: z.number().int(),
  /** Units coming by airfreight from the manufacturer's stock. */
  backorder: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  /** A component of the kit line above it: not priced, not shipped on its own. */
  kitcomponent: z.boolean(),
});
export const OfficeShipmentSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** The carrier and tracking number with the carrier's link; null for a shipment recorded without them. */
  tracking: ShipmentTrackingSchema.nullable(),
  lines: z.array(z.object({ part: z.string(), quantity: z.number().int() })),
});
export const OfficePaymentSchema = z.object({
  /** payment: money in; refund: money back to the buyer. */
  kind: z.enum(["payment", "refund"]),
  /** bank (booked in the office), paypal, revolut. */
  method: z.string(),
  amount: z.number().int(),
  /** The bank or provider reference; the refund's reason. */
  reference: z.string(),
  /** For a provider's payment: its state (completed, created, ...); "booked" for the office's. */
  state: z.string(),
  date: z.string(),
  /** Who booked it: a staff member's e-mail or a command; the provider for a card or wallet payment. */
  by: z.string(),
});
export const OfficeLedgerEntrySchema = z.object({
  kind: z.enum(["invoice", "payment", "credit", "refund"]),
  date: z.string(),
  due: z.string().nullable(),
  amount: z.number().int(),
});
export const OfficeMailSchema = z.object({
  id: z.string(),
  /** order-confirmation, order-shipped, order-expired, ... */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending (queued), sent, failed. */
  status: z.string(),
  date: z.string(),
  sent: z.string().nullable(),
});
export const OfficeOrderSchema = z.object({
  number: z.string(),
  /** The order's token: /order/{token} and its PDF (GET /api/pdf/transactions/{token}). */
  token: z.string(),
  date: z.string(),
  lang: LanguageSchema,
  source: z.string(),
  region: z.string(),
  customer: z.string().nullable(),
  email: z.string(),
  comment: z.string(),
  /** The buyer's purchase-order number; null when none was given. */
  ponumber: z.string().nullable(),
  status: OrderStatusFilterSchema,
  paymentstatus: OfficePaymentStatusSchema,
  paymentmethod: z.object({ id: z.string(), name: z.string() }),
  shippingmethod: z.object({ id: z.string(), name: z.string() }),
  /** On account: the due date (YYYY-MM-DD); null otherwise. */
  paymentdue: z.string().nullable(),
  currency: CurrencySchema,
  itemsamount: z.number().int(),
  discountamount: z.number().int(),
  promocode: z.string().nullable(),
  shippingcost: z.number().int(),
  taxamount: z.number().int(),
  total: z.number().int(),
  /** Money received (payments less nothing), refunded, and still to come (never below 0). */
  received: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  /** The VAT decision and its evidence: the treatment, rate and country, the buyer's VAT number and VIES's consultation number. */
  vat: z.object({
    taxclass: z.string(),
    treatment: z.string(),
    rate: z.number(),
    country: z.string(),
    registration: z.string().nullable(),
    buyervatnumber: z.string().nullable(),
    viesrequest: z.string().nullable(),
  }),
  billing: AddressViewSchema,
  shipping: AddressViewSchema,
  lines: z.array(OfficeOrderLineSchema),
  payments: z.array(OfficePaymentSchema),
  shipments: z.array(OfficeShipmentSchema),
  /** The customer ledger's entries of the order (a guest's order has none). */
  ledger: z.array(OfficeLedgerEntrySchema),
  withdrawal: WithdrawalReceivedSchema.nullable(),
  mails: z.array(OfficeMailSchema),
});
export type OfficeOrder = z.infer<typeof OfficeOrderSchema>;
export const OfficeOrderResponseSchema = z.object({ order: OfficeOrderSchema });

/**
 * Books a bank transfer: its amount and the bank's reference. Less than what is outstanding leaves
 * the order partially paid; reaching the total pays it (a prepaid order is then to be shipped).
 * A cancelled order keeps its status: the money is booked for a refund. 409 ALREADY_PAID when
 * nothing is outstanding.
 */
export const MarkOrderPaidRequestSchema = z.object({
  action: z.literal("markOrderPaid"),
  ...officeCommon,
  number: OrderNumberSchema,
  amount: Cents,
  reference: requiredLine(140),
});
/**
 * Records what left the warehouse: the lines named (their ids and units; none: every unit still
 * to ship), with the carrier and its tracking number. The buyer is mailed the tracking link.
 * 409 ORDER_STATE for a cancelled, shipped-complete or not yet paid prepaid order.
 */
export const ShipOrderRequestSchema = z.object({
  action: z.literal("shipOrder"),
  ...officeCommon,
  number: OrderNumberSchema,
  lines: z
    .array(z.object({ id: z.string().uuid(), quantity: z.number().int().min(1).max(99_999) }))
    .max(500)
    .default([]),
  carrier: CarrierSchema,
  trackingnumber: TrackingNumberSchema,
});
/** Cancels an order nothing of which has shipped, with the reason (409 ORDER_STATE otherwise). */
export const CancelOfficeOrderRequestSchema = z.object({
  action: z.literal("cancelOfficeOrder"),
  ...officeCommon,
  number: OrderNumberSchema,
  reason: requiredLine(500),
});
/** Records money paid back to the buyer (never more than was received and not yet refunded: 409 REFUND_TOO_LARGE). */
export const RecordRefundRequestSchema = z.object({
  action: z.literal("recordRefund"),
  ...officeCommon,
  number: OrderNumberSchema,
  amount: Cents,
  reason: requiredLine(500),
});
/** Queues the order confirmation mail again, as it was written for the order, to the order's e-mail. */
export const ResendOrderConfirmationRequestSchema = z.object({
  action: z.literal("resendOrderConfirmation"),
  ...officeCommon,
  number: OrderNumberSchema,
});

/** What every action answers: the order's state after it. */
export const OfficeOrderActionResponseSchema = z.object({
  number: z.string(),
  status: OrderStatusFilterSchema,
  paymentstatus: OfficePaymentStatusSchema,
  received: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
});

export const OfficeOrdersRequestSchema = z.discriminatedUnion("action", [
  ListOfficeOrdersRequestSchema,
  ExportOfficeOrdersRequestSchema,
  GetOfficeOrderRequestSchema,
  MarkOrderPaidRequestSchema,
  ShipOrderRequestSchema,
  CancelOfficeOrderRequestSchema,
  RecordRefundRequestSchema,
  ResendOrderConfirmationRequestSchema,
]);
