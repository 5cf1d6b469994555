import type { LoaderFunctionArgs } from "@remix-run/node";
import { erpClient } from "../.server/erp.ts";

/** Pictures drawn by the ERP (SVG: part photos, axle pictures), cached for a year: the URL names the picture. */
export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const svg = await erpClient({
    lang: "en",
    currency: "EUR",
    country: "PL",
    source: "main",
    variant: "eu",
    cartId: null,
    basketCount: 0,
  }).photo(path);
  if (svg === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
