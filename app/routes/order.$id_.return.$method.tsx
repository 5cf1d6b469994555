import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isTransactionId } from "../../contract/orders.ts";
import { REDIRECT_METHODS, type PaymentMethodName } from "../../contract/payments.ts";
import { ErpCallError } from "../.server/erp.ts";
import { shop } from "../.server/shop.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";

/**
 * The shopper is back from a provider's page (PayPal, Revolut, Stripe's): the ERP completes the payment (capture, or the
 * provider's state) and marks the order paid once, however this races the provider's webhook.
 * COMPLETED shows the completion message, a cancel 'Payment cancelled', anything else as text.
 */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const method = params.method ?? "";
  notFoundUnless(isTransactionId(id) && REDIRECT_METHODS.includes(method as PaymentMethodName));
  const url = new URL(request.url);
  const query = Object.fromEntries(
    [...url.searchParams]
      .filter(([k]) => k !== "outcome")
      .slice(0, 20)
      .map(([k, v]) => [k, v.slice(0, 500)]),
  );
  const { erp } = await shop(request, load);
  const order = `/order/${encodeURIComponent(id)}`;
  try {
    const result = await erp.completePayment({
      transaction_id: id,
      method: method as PaymentMethodName,
      outcome: url.searchParams.get("outcome") === "cancel" ? "cancel" : "return",
      params: query,
    });
    if (result.status === "COMPLETED") return redirect(`${order}?status=success`, 303);
    if (result.status === "CANCELLED") return redirect(`${order}?status=cancel`, 303);
    return redirect(`${order}?payment=${encodeURIComponent(result.status)}`, 303);
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound();
    throw error;
  }
}
