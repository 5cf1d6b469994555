import type { LoaderFunctionArgs } from "@remix-run/node";
import { erpMedia } from "../.server/erp.ts";

const YEAR = "public, max-age=31536000, immutable";

/**
 * Pictures of the ERP, cached for a year: the URL names the picture. The drawings (SVG: the demo's
 * part photos, axle pictures), the catalogue import's photos (/media/parts/imported/<hash>.webp)
 * and the office's uploaded content pictures (/media/content/<hash>.webp).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const media = await erpMedia(context.erp, new URL(request.url).pathname);
  if (media === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if ("picture" in media) {
    return new Response(new Uint8Array(media.picture.bytes), {
      headers: { "Content-Type": media.picture.type, "Cache-Control": YEAR, "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(media.svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": YEAR,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
