/**
 * Paying an order (POST /paymentmethods, POST /payments): the methods offered for an order, the
 * bank transfer's instructions, and starting and completing a payment with a provider.
 */
import { z } from "zod";
import { common, CurrencySchema } from "./common.ts";
import { TransactionIdSchema } from "./orders.ts";

/**
 * The ways a buyer pays an order: bank transfer; the wallets PayPal and Revolut; and the local
 * methods of Stripe's hosted page (decision 0070): cards (with Apple Pay and Google Pay), BLIK and
 * Przelewy24 in Poland, Klarna, SEPA Direct Debit. Which are offered depends on the order's
 * country, currency and amount (the ERP's payment_methods table).
 */
export const PAYMENT_METHODS = ["bank", "paypal", "revolut", "card", "blik", "p24", "klarna", "sepa_debit"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
/** The methods paid on a provider's page the buyer is sent to (and comes back from). */
export const REDIRECT_METHODS: readonly PaymentMethodName[] = PAYMENT_METHODS.filter((m) => m !== "bank");
export const PaymentMethodNameSchema = z.enum(PAYMENT_METHODS);
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
