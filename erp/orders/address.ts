/** An order's billing or shipping address as the lines the confirmation e-mail and the PDF print. */
import { countryName } from "../../contract/countries.ts";
import type { Order } from "../../contract/orders.ts";

/** Addressee, company, street, zip and city, country; empty lines are left out. */
export function addressLines(order: Order, party: "bill" | "ship", extra: string[] = []): string[] {
  return [
    order[`${party}addressee`],
    order[`${party}company`],
    `${order[`${party}address`]} ${order[`${party}address2`]}`.trim(),
    `${order[`${party}zip`]} ${order[`${party}city`]}`,
    countryName(order[`${party}country`], order.lang),
    ...extra,
  ].filter(Boolean);
}
