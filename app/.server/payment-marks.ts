/**
 * The payment methods this installation offers, as marks for the footer of every page (issue 23
 * item 6). They come from the ERP's delivery facts, the answer the checkout and the FAQ read, so
 * the footer never shows a method the checkout does not offer. The answer is the loader cache's
 * (app/.server/loader-cache.ts, decision 0042), kept per language, currency, source and country
 * and dropped when the ERP's cache version moves: a method switched on or off (a bank account, a
 * payment method's row) reaches every footer within a second. A failed lookup is not kept: the
 * footer shows no marks and the next page asks again.
 */
import type { RequestContext } from "./context.ts";
import type { ErpClient } from "./erp.ts";
import type { Mark } from "../components/payment-marks.tsx";
import { logosOf } from "../lib/payment-marks.ts";

/** `_context`: what the answer depends on, which the client's request carries (the cache's key). */
export async function paymentMarks(
  erp: Pick<ErpClient, "deliveryFacts">,
  _context?: Pick<RequestContext, "lang" | "currency" | "source" | "country">,
): Promise<Mark[]> {
  try {
    const facts = await erp.deliveryFacts();
    return facts.payments.map((p) => ({ id: p._id, name: p.name, logos: logosOf(p._id) }));
  } catch (error) {
    console.error("payment methods lookup failed, the footer shows no marks", error);
    return [];
  }
}
