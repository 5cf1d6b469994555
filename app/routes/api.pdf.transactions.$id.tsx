import type { LoaderFunctionArgs } from "@remix-run/node";
import { isTransactionId } from "../../contract/wire.ts";
import { shop } from "../.server/shop.ts";

/** The order PDF from the ERP (GET /api/pdf/transactions/{id}); the id is the order's unguessable token. */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { erp, t } = await shop(request, load);
  const pdf = isTransactionId(id) ? await erp.orderPdf(id) : null;
  if (!pdf)
    return new Response(t("checkout:order.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
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
