/** Form schemas shared by server validation and, when JavaScript runs, client validation. Messages are translation keys. */
import { z } from "zod";

const quantity = z.coerce
  .number({ invalid_type_error: "errors.quantity", required_error: "errors.quantity" })
  .int("errors.quantity")
  .min(1, "errors.quantity")
  .max(Number.MAX_SAFE_INTEGER, "errors.quantity");

export const AddToCartFormSchema = z.object({
  intent: z.literal("add"),
  record: z.coerce.number().int().positive(),
  quantity,
});

export const BasketLineFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quantity"), line: z.string().uuid(), quantity }),
  z.object({ intent: z.literal("remove"), line: z.string().uuid() }),
]);
