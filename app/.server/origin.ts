/**
 * The origin of absolute links (canonical, hreflang, Open Graph, JSON-LD, payment return
 * addresses): a host configured in SITES when the request names one, else SHOP_URL; never a Host
 * header nobody configured, which anyone can send (issue 24, item 9). Outside production, without
 * SHOP_URL, the request's own origin (a developer's machine).
 */
import { env } from "./env.ts";
import { configuredSiteHost } from "./site.ts";

export function publicOrigin(request: Request): string {
  const config = env();
  const url = new URL(request.url);
  const shop = config.SHOP_URL ? new URL(config.SHOP_URL) : null;
  const site = configuredSiteHost(request);
  if (site) return `${shop?.protocol ?? url.protocol}//${url.host}`;
  if (shop) return shop.origin;
  return url.origin;
}
