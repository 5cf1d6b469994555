/**
 * /sitemaps/pages.xml, /sitemaps/news-after-{id}.xml and /sitemaps/products-after-{id}.xml: one part of the
 * sitemap (decision 0033). Products and news are streamed from the ERP's keyset pages as they are
 * written; anything else is a 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapClient, sitemapHeaders } from "../.server/sitemap-route.ts";
import { entriesPart, fixedPagesXml } from "../.server/sitemap.ts";
import { readPartName } from "../lib/sitemap.ts";
import { notFoundUnless } from "../.server/not-found.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const name = readPartName(params.part);
  notFoundUnless(name);
  const { erp, origin, source } = await sitemapClient(request, load);
  if (name.kind === "pages") return new Response(fixedPagesXml(origin, source), { headers: sitemapHeaders() });
  const stream = await entriesPart(erp, origin, name);
  notFoundUnless(stream);
  return new Response(stream, { headers: sitemapHeaders() });
}
