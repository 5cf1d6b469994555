/**
 * The shopper's vehicle and the fitment check (POST /catalogue, checkFitment): what the catalogue,
 * the product page's related items and the basket ask about "My vehicle".
 */
import { z } from "zod";
import { common } from "./common.ts";
import { FITMENTS } from "./wire-constants.ts";

/**
 * A shopper's vehicle ("My vehicle", decision 0038): make, model, a single year and optionally the
 * engine, as the catalogue's options write them.
 */
const vehicleText = z
  .string()
  .trim()
  .min(1)
  .max(80)
  // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
  .regex(/^[^\u0000]*$/, "must not contain NUL characters");
export const VehicleSchema = z.object({
  make: vehicleText,
  model: vehicleText,
  year: z
    .string()
    .trim()
    .regex(/^(19|20)\d\d$/, "year must be YYYY"),
  engine: vehicleText.optional(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;
/** Whether each item fits a vehicle: "unknown" when the item has no application row naming a make. */
export const CheckFitmentRequestSchema = z.object({
  action: z.literal("checkFitment"),
  ...common,
  items: z.array(z.number().int().positive()).max(100),
  vehicle: VehicleSchema,
});
export const CheckFitmentResponseSchema = z.object({
  fitment: z.record(z.enum(FITMENTS)),
});
