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

/** Whether the request's host is one of SITES (so it may appear in absolute links). */
export const configuredSiteHost = (request: Request): boolean => configuredSites().has(hostOf(request));
