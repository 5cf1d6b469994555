/**
 * The carriers a shipment leaves with (issue 38), each with its public tracking page: the buyer's
 * shipping mail, the order page and the account's order page link the parcel there. The office
 * chooses one from this fixed list; a tracking number is what the carrier's label prints.
 */
import { z } from "zod";

export const CARRIERS = ["dpd", "dhl", "gls", "poczta-polska", "ups", "royal-mail", "parcelforce"] as const;
export const CarrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof CarrierSchema>;

/** The carrier's own name (a brand: the same in every language) and its tracking page for a number. */
export const CARRIER_INFO: Record<Carrier, { name: string; tracking: (number: string) => string }> = {
  dpd: { name: "DPD", tracking: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}` },
  dhl: {
    name: "DHL",
    tracking: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
  gls: { name: "GLS", tracking: (n) => `https://gls-group.com/GROUP/en/parcel-tracking?match=${n}` },
  "poczta-polska": { name: "Poczta Polska", tracking: (n) => `https://emonitoring.poczta-polska.pl/?numer=${n}` },
  ups: { name: "UPS", tracking: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}` },
  "royal-mail": {
    name: "Royal Mail",
    tracking: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  parcelforce: { name: "Parcelforce", tracking: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}` },
};

/** Longest tracking number taken (the carriers' own are 10 to 28 characters). */
export const TRACKING_NUMBER_MAX = 40;

/**
 * A tracking number as typed: spaces around it trimmed, then 1 to 40 letters and digits, no space
 * inside (a number goes into the tracking link as it is, so nothing else may). Stored upper-case:
 * the carriers print and read them so.
 */
export const TrackingNumberSchema = z
  .string()
  .trim()
  .min(1, "required")
  .max(TRACKING_NUMBER_MAX, "too long")
  .regex(/^[A-Za-z0-9]+$/, "letters and digits only")
  .transform((n) => n.toUpperCase());

/** The carrier's tracking page for a (valid) tracking number. */
export function trackingUrl(carrier: Carrier, number: string): string {
  return CARRIER_INFO[carrier].tracking(encodeURIComponent(number));
}

/** A shipment's carrier and tracking as the buyer sees it: name, number and link. */
export const ShipmentTrackingSchema = z.object({
  carrier: CarrierSchema,
  /** The carrier's name (DPD, Poczta Polska, ...). */
  carriername: z.string(),
  trackingnumber: z.string(),
  trackingurl: z.string().url(),
});
export type ShipmentTracking = z.infer<typeof ShipmentTrackingSchema>;

/** The tracking view of a stored carrier and number; null for a shipment recorded without them. */
export function shipmentTracking(carrier: string | null, number: string | null): ShipmentTracking | null {
  const parsed = CarrierSchema.safeParse(carrier);
  if (!parsed.success || !number) return null;
  return {
    carrier: parsed.data,
    carriername: CARRIER_INFO[parsed.data].name,
    trackingnumber: number,
    trackingurl: trackingUrl(parsed.data, number),
  };
}

/** A shipment as the buyer's order pages list it: when, with which carrier (and its link), what. */
export const ShipmentViewSchema = z.object({
  /** ISO timestamp of when the units left the warehouse. */
  date: z.string(),
  /** The carrier, tracking number and the carrier's tracking link; null when none was recorded. */
  tracking: ShipmentTrackingSchema.nullable().default(null),
  lines: z.array(z.object({ part: z.string(), quantity: z.number().int().positive() })),
});
export type ShipmentView = z.infer<typeof ShipmentViewSchema>;
