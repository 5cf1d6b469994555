/**
 * /sitemap.xml: the sitemap index (decision 0033). It names the fixed pages' part and every part
 * of news posts and products (/sitemaps/*.xml); the ERP says how many parts there are without
 * reading their entries.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapClient, sitemapHeaders } from "../.server/sitemap-route.ts";
import { sitemapIndexXml } from "../.server/sitemap.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp, origin } = await sitemapClient(request, load);
  return new Response(await sitemapIndexXml(erp, origin), { headers: sitemapHeaders() });
}
