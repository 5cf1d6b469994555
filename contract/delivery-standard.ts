/**
 * The standard delivery to a country, from the ERP's delivery facts (contract/delivery.ts), in a
 * module without zod so that a page wording it does not load the schemas (issue 25, decision 0040).
 */
import type { DeliveryFacts } from "./delivery.ts";

/** The standard delivery to a country: its first method, that method's carrier and days; null when none serves it. */
export function standardDelivery(
  facts: Pick<DeliveryFacts, "methods" | "countries">,
  country: string,
): {
  country: string;
  method: DeliveryFacts["methods"][number];
  rate: DeliveryFacts["countries"][number]["rates"][number];
} | null {
  const code = country.toUpperCase();
  const rate = facts.countries.find((c) => c.country === code)?.rates[0];
  const method = rate && facts.methods.find((m) => m._id === rate.method);
  return rate && method ? { country: code, method, rate } : null;
}
