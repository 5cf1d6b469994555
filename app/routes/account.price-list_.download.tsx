/**
 * The price-list file (issue 20 item 4): the ERP's stream handed to the browser as it arrives,
 * never read whole here. Guests go to sign in and come back to the export page; a query the
 * form cannot produce goes back to the page, which says what is wrong.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { customerShop } from "../.server/customer.ts";
import { readPriceListQuery } from "../lib/price-list.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { context, erp } = await customerShop(request, load, `/account/price-list${url.search}`);
  const query = readPriceListQuery(url.searchParams, context.source);
  if (!query.value) {
    const back = new URLSearchParams({
      brand: url.searchParams.get("brand") ?? "",
      format: url.searchParams.get("format") ?? "",
    });
    return redirect(`/account/price-list?${back}`, 303);
  }
  const file = await erp.exportPriceList(query.value.brand, query.value.format);
  return new Response(file.stream, {
    headers: {
      "Content-Type": file.contenttype,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
