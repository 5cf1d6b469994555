/**
 * JSON for a <script type="application/ld+json">: no "<" can close the script element. A module of
 * its own, so that the JSON-LD component (in every page's shell) imports nothing else: through
 * app/lib/product-seo.ts it had brought the price display into every page's JavaScript.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
