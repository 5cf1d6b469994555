/** Delivery times as words: a range "1–3 working days", one number written once ("2 working days", never "2–2"). */
import type { TFunction } from "i18next";

export interface DeliveryDays {
  min: number;
  max: number;
}

/** `t` is bound to the checkout namespace, where the wording lives. */
export function deliveryDays(t: TFunction<"checkout">, days: DeliveryDays): string {
  return days.min === days.max
    ? t("shipping.daysExact", { count: days.min })
    : t("shipping.days", { min: days.min, max: days.max });
}
