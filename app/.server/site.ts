/** Which site variant (general European or Polish) and source (main, parts, UK) a host serves. */
import { z } from "zod";
import { env } from "./env.ts";

const SiteSchema = z.object({ variant: z.enum(["eu", "pl"]), source: z.enum(["main", "parts", "uk"]) });
export type Site = z.infer<typeof SiteSchema>;

let sites: Map<string, Site> | undefined;

function configuredSites(): Map<string, Site> {
  if (!sites) {
    sites = new Map();
    const config = env();
    if (config.SITES) {
      const parsed = z.record(SiteSchema).parse(JSON.parse(config.SITES));
      for (const [host, site] of Object.entries(parsed)) sites.set(host.toLowerCase(), site);
    }
  }
  return sites;
}

const hostOf = (request: Request) => (request.headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");

export function siteFor(request: Request): Site {
  const config = env();
  return configuredSites().get(hostOf(request)) ?? { variant: config.SITE_VARIANT, source: config.SITE_SOURCE };
}

/**
 * The SITES entry the request's Host header names (so it may appear in absolute links), as
 * configured (lower case, no port); null when it names none. Only the Host header is read: behind
 * a proxy, X-Forwarded-Host is whatever the client sent unless the proxy sets it.
 */
export function configuredSiteHost(request: Request): string | null {
  const host = hostOf(request);
  return configuredSites().has(host) ? host : null;
}
