import { useLocation } from "@remix-run/react";
import { jsonForScript } from "../lib/json-script.ts";
import { useNonce } from "../nonce.tsx";

/**
 * schema.org data for search engines, as a JSON-LD script: escaped so no "<" can end the element,
 * and with the response's CSP nonce like every other script of the page.
 *
 * Search engines read it in the page the server sends, so only the server writes it: callers pass
 * `import.meta.env.SSR ? data : null`, which leaves the code building the data out of the
 * browser's bundle (the JavaScript budget, issue 25). In the browser the element keeps the server's
 * text while the page hydrates (React leaves an element's inner HTML as the server wrote it) and as
 * long as the path stays (a query, a tab or an answered cookie banner changes no trail or product); a
 * page reached at another path by a client navigation gets an empty one, never the previous page's.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    <script
      key={pathname}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? jsonForScript(data) : "" }}
    />
  );
}
