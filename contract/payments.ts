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
 * country, currency and amount (the ERP's payment_methods table). demo: the demo catalogue's own
 * payment page, where no money moves (decision 0071); offered only where the demo loader enabled it.
 */
export const PAYMENT_METHODS = [
  "bank",
  "paypal",
  "revolut",
  "card",
  "blik",
  "p24",
  "klarna",
  "sepa_debit",
  "demo",
] as const;
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

/** A payment session of the demo's payment page (erp/payments/demo.ts): demo_ and 24 hex digits. */
export const DemoPaymentIdSchema = z.string().regex(/^demo_[0-9a-f]{24}$/, "not a demo payment");
export const DEMO_PAYMENT_STATES = ["open", "approved", "declined"] as const;
export const GetDemoPaymentRequestSchema = z.object({
  action: z.literal("getDemoPayment"),
  ...common,
  id: DemoPaymentIdSchema,
});
export const DemoPaymentResponseSchema = z.object({
  id: DemoPaymentIdSchema,
  /** The order number and what the page asks for, in the order's currency. */
  number: z.string(),
  amount: z.number(),
  currency: CurrencySchema,
  status: z.enum(DEMO_PAYMENT_STATES),
  /** Where the page sends the buyer back: the shop's return route and its cancel link. */
  returnurl: z.string(),
  cancelurl: z.string(),
});
export const DecideDemoPaymentRequestSchema = z.object({
  action: z.literal("decideDemoPayment"),
  ...common,
  id: DemoPaymentIdSchema,
  decision: z.enum(["approve", "decline"]),
});
export const DecideDemoPaymentResponseSchema = z.object({
  status: z.enum(DEMO_PAYMENT_STATES),
  /** The shop's return route, after the signed webhook of the decision was delivered. */
  redirecturl: z.string(),
});

export const PaymentsRequestSchema = z.discriminatedUnion("action", [
  StartPaymentRequestSchema,
  CompletePaymentRequestSchema,
  GetDemoPaymentRequestSchema,
  DecideDemoPaymentRequestSchema,
]);
