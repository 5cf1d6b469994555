/**
 * Delivery and payment facts from one place (issue 23 item 4, decision 0032): POST /delivery with
 * action getDeliveryFacts answers the ERP's carriers, delivery times, dispatch cut-off, shipping
 * costs per country and method in the caller's currency, and the payment methods this
 * installation offers in it. The product page, the home banner, the FAQ, the shipping page and the
 * checkout all read this answer, so they cannot disagree.
 */
import { z } from "zod";
import { common, CurrencySchema } from "./common.ts";

export const DELIVERY_PATH = "/delivery";

export const GetDeliveryFactsRequestSchema = z.object({ action: z.literal("getDeliveryFacts"), ...common });

export const DeliveryDaysSchema = z
  .object({ min: z.number().int().min(0), max: z.number().int().min(0) })
  .refine((d) => d.max >= d.min, "max must not be below min");

export const DeliveryMethodSchema = z.object({
  _id: z.string(),
  /** The method's name in the caller's language ("Parcel Standard"). */
  name: z.string(),
  description: z.string(),
  /** The carrier that delivers it ("DPD"). */
  carrier: z.string(),
});

/** What one method costs to one country, in the caller's currency, and how long it takes. */
export const DeliveryRateSchema = z.object({
  method: z.string(),
  /** Net cost in cents. */
  netcents: z.number().int().nonnegative(),
  /** With the VAT a consumer in that country pays (0 for an export), in cents. */
  grosscents: z.number().int().nonnegative(),
  /** Working days from dispatch. */
  days: DeliveryDaysSchema,
});

export const DeliveryCountrySchema = z.object({
  /** Two letters (XA Azores, XM Madeira, IC Canary Islands as in contract/countries.ts). */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The methods that serve it, in the order the checkout offers them; the first is the standard one. */
  rates: z.array(DeliveryRateSchema),
});

export const DeliveryFactsSchema = z.object({
  currency: CurrencySchema,
  /**
   * Orders paid by this time ("HH:MM", local time in `timezone`) on a working day leave the
   * warehouse the same day; null when the ERP promises no same-day dispatch.
   */
  cutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  timezone: z.string(),
  methods: z.array(DeliveryMethodSchema),
  countries: z.array(DeliveryCountrySchema),
  /**
   * The countries outside the EU where the seller is registered for VAT and charges it, delivered
   * duty paid (decision 0039); to the others outside the EU the buyer pays import VAT on delivery.
   */
  registered: z.array(z.string()),
  /** The payment methods offered in this currency (configured providers, a bank account for transfers). */
  payments: z.array(z.object({ _id: z.string(), name: z.string(), description: z.string() })),
});
export type DeliveryFacts = z.infer<typeof DeliveryFactsSchema>;
export type DeliveryDays = z.infer<typeof DeliveryDaysSchema>;

export const GetDeliveryFactsResponseSchema = z.object({ delivery: DeliveryFactsSchema });
