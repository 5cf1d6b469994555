/**
 * An order as the order page, its PDF and its e-mail show it (POST /transactions): the order, its
 * lines, the withdrawal function (decision 0021) and the order's public token. The signed-in
 * customer's own order list and ledger are in contract/account-orders.ts.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "./account-orders-constants.ts";
import { ShipmentViewSchema } from "./carriers.ts";
import { ApprovalStateSchema } from "./approval-state.ts";
import { CartLineSchema, TaxClassSchema, TaxTreatmentSchema } from "./cart.ts";
import { common, CurrencySchema, LanguageSchema, UuidSchema } from "./common.ts";
import { PAYMENT_STATUSES } from "./payment-statuses.ts";
import { BankAccountSchema } from "./region.ts";

/** A line of an order: the basket line as it was when the order was placed. */
export const OrderLineSchema = CartLineSchema.omit({ quoted: true }).extend({
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
  /** The buyer's purchase-order number; null when none was given. */
  ponumber: z.string().nullable().default(null),
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
  /** What left the warehouse so far, each with its carrier's tracking link (issue 38). */
  shipments: z.array(ShipmentViewSchema).default([]),
  /** An order that waited or waits for a company admin's approval (issue 41); null for any other. */
  approval: ApprovalStateSchema.nullable().default(null),
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

/** An order's public token in /order/{id}: letters, digits, dash and underscore (the reference ERP's are 32 hex characters). */
export const TransactionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "not an order token");
export const isTransactionId = (value: string) => TransactionIdSchema.safeParse(value).success;

/** Order PDF: GET /api/pdf/transactions/{id}, answered with application/pdf. */
export const OrderPdfParamsSchema = z.object({ id: z.string().min(16).max(64) });
