import type { LoaderFunctionArgs } from "@remix-run/node";
import { OrderNumberSchema } from "../../contract/account-orders.ts";
import { customerShop } from "../.server/customer.ts";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError } from "../.server/erp.ts";
import { pdfLimitConfig } from "../.server/pdf-limit.ts";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * The order PDF from the account (/account/orders/{number}/pdf): the ERP first answers the order
 * only to the customer who placed it (a guest is sent to sign in, another customer gets 404), then
 * draws the same PDF as /api/pdf/transactions/{token}, under the same rate limit per client.
 */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t } = await customerShop(request, load);
  const number = OrderNumberSchema.safeParse(params.number ?? "");
  if (!number.success) return text(t("account:order.notFound"), 404);
  let token: string;
  try {
    token = (await erp.call("getAccountOrder", { number: number.data })).order.token;
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) return text(t("account:order.notFound"), 404);
    throw error;
  }
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
  const pdf = await erp.orderPdf(token);
  if (!pdf) return text(t("account:order.notFound"), 404);
  const body = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number.data}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
