import type { LoaderFunctionArgs } from "@remix-run/node";
import { isTransactionId } from "../../contract/orders.ts";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { pdfLimitConfig } from "../.server/pdf-limit.ts";
import { shop } from "../.server/shop.ts";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * The order PDF from the ERP (GET /api/pdf/transactions/{id}); the id is the order's unguessable
 * token. Every request counts against the client's rate limit first (PDF_RATE_LIMIT per
 * PDF_RATE_WINDOW_SECONDS), then 429 with Retry-After in the shopper's language.
 */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { erp, t } = await shop(request, load);
  const limit = pdfLimitConfig();
  const hit = await erp.hitRateLimit(
    `pdf:${clientAddress(request, load)}`,
    limit.PDF_RATE_LIMIT,
    limit.PDF_RATE_WINDOW_SECONDS,
  );
  if (!hit.allowed)
    return text(t("checkout:pdf.rateLimited", { seconds: hit.retry_after }), 429, {
      "Retry-After": String(hit.retry_after),
    });
  const pdf = isTransactionId(id) ? await erp.orderPdf(id) : null;
  if (!pdf) return text(t("checkout:order.notFound"), 404);
  const body = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="order-${id.slice(0, 8)}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
