import type { LoaderFunctionArgs } from "@remix-run/node";
import { OrderNumberSchema } from "../../contract/account-orders.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { pdfRateLimited, pdfResponse, pdfText as text } from "../.server/pdf-download.ts";

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
  const limited = await pdfRateLimited(erp, request, load, t);
  if (limited) return limited;
  const pdf = await erp.orderPdf(token);
  if (!pdf) return text(t("account:order.notFound"), 404);
  return pdfResponse(pdf, `attachment; filename="${number.data}.pdf"`);
}
