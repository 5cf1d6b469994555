/** Which site variant (general European or Polish) and source (main, parts, UK) a host serves. */
import { z } from "zod";
import { env } from "./env.ts";

const SiteSchema = z.object({ variant: z.enum(["eu", "pl"]), source: z.enum(["main", "parts", "uk"]) });
export type Site = z.infer<typeof SiteSchema>;

let sites: Map<string, Site> | undefined;

export function siteFor(request: Request): Site {
  const config = env();
  if (!sites) {
    sites = new Map();
    if (config.SITES) {
      const parsed = z.record(SiteSchema).parse(JSON.parse(config.SITES));
      for (const [host, site] of Object.entries(parsed)) sites.set(host.toLowerCase(), site);
    }
  }
  const host = (request.headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  return sites.get(host) ?? { variant: config.SITE_VARIANT, source: config.SITE_SOURCE };
}
