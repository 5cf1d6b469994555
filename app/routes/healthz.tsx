/** Health check for load balancers and the framework floor of `npm run bench`: Remix routing, no page render. */
export async function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
