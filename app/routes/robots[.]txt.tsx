/** /robots.txt: private pages are not for crawlers, and the sitemap is at /sitemap.xml (decision 0033). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "../.server/origin.ts";
import { robotsTxt } from "../lib/robots.ts";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
