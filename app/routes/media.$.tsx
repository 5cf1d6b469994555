import type { LoaderFunctionArgs } from "@remix-run/node";
import { erpContentPicture, erpPicture } from "../.server/erp.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * Pictures of the ERP, cached for a year: the URL names the picture. The drawings (SVG: part
 * photos, axle pictures) and the office's uploaded content pictures (/media/content/<hash>.webp).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (path.startsWith("/media/content/")) {
    const picture = await erpContentPicture(context.erp, path);
    if (picture === null) return notFound();
    return new Response(new Uint8Array(picture.bytes), {
      headers: {
        "Content-Type": picture.type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  const svg = await erpPicture(context.erp, path);
  if (svg === null) return notFound();
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
