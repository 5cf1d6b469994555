/**
 * The origin of absolute links (canonical, hreflang, Open Graph, JSON-LD, robots.txt, the sitemap,
 * payment return addresses): the host configured in SITES that the request's Host header names,
 * with SHOP_URL's scheme and port, else SHOP_URL itself; never a host nobody configured, which
 * anyone can send (issue 24, item 9). Never the request URL's host either: behind a trusted proxy
 * (TRUST_PROXY) Express makes that from X-Forwarded-Host, which a client can forge and a proxy may
 * pass through (issue 37, item 4). Outside production, without SHOP_URL, the request's Host header
 * (a developer's machine).
 */
import { env } from "./env.ts";
import { configuredSiteHost } from "./site.ts";

export function publicOrigin(request: Request): string {
  const config = env();
  const shop = config.SHOP_URL ? new URL(config.SHOP_URL) : null;
  const site = configuredSiteHost(request);
  if (shop) return site ? `${shop.protocol}//${site}${shop.port ? `:${shop.port}` : ""}` : shop.origin;
  // Development only (production requires SHOP_URL): the host the browser addressed, as it sent it.
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get("host") ?? url.host}`;
}
