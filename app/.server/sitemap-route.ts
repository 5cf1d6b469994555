/** What the sitemap's routes share: a guest's ERP client for this site, the public origin, the headers. */
import type { AppLoadContext } from "@remix-run/node";
import { SITEMAP_CONTENT_TYPE } from "../lib/sitemap.ts";
import { requestContext } from "./context.ts";
import { erpClient } from "./erp.ts";
import { publicOrigin } from "./origin.ts";

/**
 * The sitemap is the same for everyone who asks on this site: the ERP is asked as a guest in
 * English (only the site's source decides what it lists), whoever is signed in.
 */
export async function sitemapClient(request: Request, load: AppLoadContext) {
  const { context } = await requestContext(request);
  const erp = erpClient({ ...context, lang: "en", customerToken: null, cartId: null }, load.erp);
  return { erp, origin: publicOrigin(request), source: context.source };
}

export const sitemapHeaders = () => ({
  "Content-Type": SITEMAP_CONTENT_TYPE,
  "Cache-Control": "public, max-age=3600",
  "X-Content-Type-Options": "nosniff",
});
