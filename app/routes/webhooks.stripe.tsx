/**
 * Stripe's webhook when the ERP runs inside the storefront server: the raw body goes to the ERP
 * untouched (the signature covers its exact bytes); 200 when accepted, 400 for a bad signature.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { forwardPaymentWebhook } from "../.server/erp.ts";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  return forwardPaymentWebhook("stripe", request, context.erp);
}

export async function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
