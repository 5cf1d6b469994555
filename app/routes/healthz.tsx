import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * Health check for load balancers and the framework floor of `npm run bench`: Remix routing, no page
 * render. 200 "ok" while this process serves; a cluster short of workers (one died and its
 * replacement waits, decision 0027) still serves, so it stays 200 and adds a second line and the
 * X-Shop-Health header "degraded", which a balancer may use to prefer other instances.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const degraded = context.health?.() ?? null;
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!degraded) return new Response("ok", { headers });
  return new Response(`ok\n${degraded}\n`, { headers: { ...headers, "X-Shop-Health": "degraded" } });
}
