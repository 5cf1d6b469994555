import { jsonForScript } from "../lib/product-seo.ts";
import { useNonce } from "../nonce.tsx";

/**
 * schema.org data for search engines, as a JSON-LD script: escaped so no "<" can end the element,
 * and with the response's CSP nonce like every other script of the page.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
