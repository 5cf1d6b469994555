import type { LoaderFunctionArgs } from "@remix-run/node";
import { isTransactionId } from "../../contract/orders.ts";
import { pdfRateLimited, pdfResponse, pdfText } from "../.server/pdf-download.ts";
import { shop } from "../.server/shop.ts";

/**
 * The order PDF from the ERP (GET /api/pdf/transactions/{id}); the id is the order's unguessable
 * token. Every request counts against the client's rate limit first (PDF_RATE_LIMIT per
 * PDF_RATE_WINDOW_SECONDS), then 429 with Retry-After in the shopper's language.
 */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { erp, t } = await shop(request, load);
  const limited = await pdfRateLimited(erp, request, load, t);
  if (limited) return limited;
  const pdf = isTransactionId(id) ? await erp.orderPdf(id) : null;
  if (!pdf) return pdfText(t("checkout:order.notFound"), 404);
  return pdfResponse(pdf, `inline; filename="order-${id.slice(0, 8)}.pdf"`);
}
