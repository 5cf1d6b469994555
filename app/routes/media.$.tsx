import type { LoaderFunctionArgs } from "@remix-run/node";

/** Pictures drawn by the ERP (SVG: part photos, axle pictures), cached for a year: the URL names the picture. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.erp.get(new URL(request.url).pathname);
  const svg = answer.status === 200 ? answer.svg : undefined;
  if (svg === undefined) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
