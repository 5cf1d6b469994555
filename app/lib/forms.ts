/** Form schemas of the product and basket forms, checked by their actions (decisions 0040, 0046). Messages are translation keys. */
import { z } from "zod";
import { ITEM_ID_MAX } from "../../contract/wire-constants.ts";

const quantity = z.coerce
  .number({ invalid_type_error: "errors.quantity", required_error: "errors.quantity" })
  .int("errors.quantity")
  .min(1, "errors.quantity")
  .max(Number.MAX_SAFE_INTEGER, "errors.quantity");

export const AddToCartFormSchema = z.object({
  intent: z.literal("add"),
  // An id the ERP can hold: a larger one (a forged hidden field) is this form's error, not the ERP's.
  record: z.coerce.number().int("errors.invalid").positive("errors.invalid").max(ITEM_ID_MAX, "errors.invalid"),
  quantity,
});

export const BasketLineFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quantity"), line: z.string().uuid(), quantity }),
  z.object({ intent: z.literal("remove"), line: z.string().uuid() }),
]);
