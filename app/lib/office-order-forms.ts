/**
 * The office's order forms (issue 38), validated by their actions (decision 0046): the list's GET
 * filters and the order page's actions. Messages are translation keys; the ERP checks everything
 * again (contract/office-orders.ts).
 */
import { z } from "zod";
import { CARRIERS, TRACKING_NUMBER_MAX } from "../../contract/carriers.ts";
import { SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import { ORDER_STATUSES } from "../../contract/account-orders-constants.ts";
import { PAYMENT_STATUSES } from "../../contract/payment-statuses.ts";
import { day, filterLine } from "./office-forms.ts";
import { ORDER_PAGE_SIZES } from "./office-order-constants.ts";

const REQUIRED = "errors.required";

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: "office:errors.choice" }) }).optional();

/** The list's filters and page, as the GET form puts them in the address. */
export const OrderFilterSchema = z
  .object({
    q: filterLine(200),
    status: choice(ORDER_STATUSES),
    paymentstatus: choice(PAYMENT_STATUSES),
    from: day,
    to: day,
    country: z
      .string()
      .refine((c) => SHIPPING_COUNTRIES.includes(c), "office:errors.choice")
      .optional(),
    paymentmethod: filterLine(40),
    customer: filterLine(40),
    pagesize: z.coerce
      .number({ invalid_type_error: "office:errors.choice" })
      .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), "office:errors.choice")
      .optional(),
    after: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/, "errors.invalid")
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "office:errors.dateOrder" });
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

/**
 * An amount as a person types it in the order's currency: digits, a decimal point or comma and
 * at most two decimals, spaces (also a thousands space) ignored: "1 234,50" is 123450 cents.
 */
export const amountField = z
  .string({ required_error: REQUIRED })
  .transform((a) => a.replace(/[\s\u00a0\u202f]/g, ""))
  .pipe(
    z
      .string()
      .min(1, REQUIRED)
      .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, "office:errors.amount")
      .transform((a) => {
        const [whole, part = ""] = a.split(/[.,]/);
        return Number(whole) * 100 + Number(part.padEnd(2, "0"));
      })
      .refine((cents) => cents > 0, "office:errors.amount"),
  );

const reason = z
  .string({ required_error: REQUIRED })
  .regex(SINGLE_LINE, "errors.invalid")
  .trim()
  .min(1, REQUIRED)
  .max(500, "office:errors.tooLong");

export const MarkPaidFormSchema = z.object({
  intent: z.literal("paid"),
  amount: amountField,
  reference: z
    .string({ required_error: REQUIRED })
    .regex(SINGLE_LINE, "errors.invalid")
    .trim()
    .min(1, REQUIRED)
    .max(140, "office:errors.tooLong"),
});

/**
 * Shipping: units of each line still to ship (0 or empty: not in this parcel; at least one unit
 * in all), the carrier and the label's tracking number.
 */
export const ShipFormSchema = z.object({
  intent: z.literal("ship"),
  lines: z
    .array(
      z.object({
        id: z.string().uuid("errors.invalid"),
        quantity: z.coerce
          .number({ invalid_type_error: "office:errors.units" })
          .int("office:errors.units")
          .min(0, "office:errors.units")
          .max(99_999, "office:errors.units")
          .default(0),
      }),
    )
    .max(500)
    .default([])
    .refine((lines) => lines.some((l) => l.quantity > 0), "office:errors.noUnits"),
  carrier: z.enum(CARRIERS, { errorMap: () => ({ message: "office:errors.carrier" }) }),
  trackingnumber: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(TRACKING_NUMBER_MAX, "office:errors.tooLong")
    .regex(/^[A-Za-z0-9]+$/, "office:errors.trackingNumber"),
});

export const CancelFormSchema = z.object({ intent: z.literal("cancel"), reason });
export const RefundFormSchema = z.object({ intent: z.literal("refund"), amount: amountField, reason });
export const ResendFormSchema = z.object({ intent: z.literal("resend") });

export const OrderActionFormSchema = z.discriminatedUnion("intent", [
  MarkPaidFormSchema,
  ShipFormSchema,
  CancelFormSchema,
  RefundFormSchema,
  ResendFormSchema,
]);
export type OrderActionIntent = z.infer<typeof OrderActionFormSchema>["intent"];
export const ORDER_INTENTS = [
  "paid",
  "ship",
  "cancel",
  "refund",
  "resend",
] as const satisfies readonly OrderActionIntent[];
