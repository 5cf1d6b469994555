import type { LoaderFunctionArgs } from "@remix-run/node";
import { erpPicture } from "../.server/erp.ts";

/** Pictures drawn by the ERP (SVG: part photos, axle pictures), cached for a year: the URL names the picture. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const svg = await erpPicture(context.erp, new URL(request.url).pathname);
  if (svg === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
