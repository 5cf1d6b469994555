/**
 * The payment methods this installation offers, as marks for the footer of every page (issue 23
 * item 6). They come from the ERP's delivery facts, the answer the checkout and the FAQ read, so
 * the footer never shows a method the checkout does not offer. The footer is on every page, so
 * the answer is kept per language, currency, source and country for a minute: a method switched on
 * or off (a provider's credentials, a bank account) reaches the footer within that minute, while
 * the checkout, the FAQ and the shipping page read it live. A failed lookup is not kept: the
 * footer shows no marks and the next page asks again.
 */
import type { RequestContext } from "./context.ts";
import type { ErpClient } from "./erp.ts";

export interface PaymentMark {
  id: string;
  name: string;
}

export const PAYMENT_MARKS_TTL_MS = 60_000;

const kept = new Map<string, { until: number; marks: PaymentMark[] }>();

export async function paymentMarks(
  erp: Pick<ErpClient, "deliveryFacts">,
  context: Pick<RequestContext, "lang" | "currency" | "source" | "country">,
  now = Date.now(),
): Promise<PaymentMark[]> {
  const key = `${context.lang}|${context.currency}|${context.source}|${context.country}`;
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.marks;
  try {
    const facts = await erp.deliveryFacts();
    const marks = facts.payments.map((p) => ({ id: p._id, name: p.name }));
    kept.set(key, { until: now + PAYMENT_MARKS_TTL_MS, marks });
    return marks;
  } catch (error) {
    console.error("payment methods lookup failed, the footer shows no marks", error);
    return [];
  }
}

/** Forgets every kept answer (tests). */
export function forgetPaymentMarks() {
  kept.clear();
}
