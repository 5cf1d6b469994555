/**
 * /robots.txt (decision 0033): crawlers stay out of the private pages (app/lib/private-paths.ts:
 * basket, orders, account, sign-in, quick order, application, a brand's warranty claim form and a claim's page), the pages that are one shopper's
 * choice (cookie settings, the language question, the saved vehicles), search results, the payment and PDF
 * endpoints and the office; the sitemap index is named with the site's public origin.
 */
export const DISALLOWED = [
  "/basket",
  "/order/",
  "/api/",
  "/account",
  "/login",
  "/logout",
  "/panel",
  "/quick-order",
  "/apply",
  "/warranty/",
  "/claim/",
  "/cookies/settings",
  "/my-vehicle",
  "/language",
  "/search",
  "/webhooks/",
  "/office",
] as const;

export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
