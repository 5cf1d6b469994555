/**
 * The 404 answer of a loader or action: thrown, it shows the shop's "not found" page
 * (RouteErrorBoundary) with the page's status 404; the text is the response's body.
 */

/** The 404 response to throw, with this text as its body ("Not found" unless given). */
export function notFound(text = "Not found"): Response {
  return new Response(text, { status: 404 });
}

/** Throws notFound(text) unless the condition holds (like Remix's invariantResponse); narrows it. */
export function notFoundUnless(condition: unknown, text?: string): asserts condition {
  if (!condition) throw notFound(text);
}
