/**
 * The office's order list as a CSV file (issue 38; the sales desk's): the list's filters from the
 * address, the ERP's file streamed to the browser as it arrives, never read whole here. Filters the
 * form cannot produce go back to the list, which says what is wrong.
 */
import { parseWithZod } from "@conform-to/zod";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { officeRequest } from "../.server/office.ts";
import { OFFICE_HEADERS } from "../lib/office-meta.ts";
import { OrderFilterSchema } from "../lib/office-order-forms.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { download } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: OrderFilterSchema });
  if (submission.status !== "success") return redirect(`/office/orders${url.search}`, 303);
  const { after: _after, pagesize: _pagesize, ...filter } = submission.value;
  const file = await download("exportOfficeOrders", filter);
  return new Response(file.stream, {
    headers: {
      ...OFFICE_HEADERS,
      "Content-Type": file.contenttype,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
