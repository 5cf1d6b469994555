import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { requestContext } from "./.server/context.ts";
import { beforeEndOfBody, scriptsIntoBody, WholeDocument } from "./.server/whole-document.ts";
import { serverTranslations } from "./.server/i18n.ts";
import { recordTranslations, translationsScript } from "./.server/translations-used.ts";
import { newNonce, securityHeaders } from "./.server/security.ts";
import { isLanguage, type Language } from "../contract/languages.ts";
import { NonceProvider } from "./nonce.tsx";
import { TranslationsProvider } from "./translation.tsx";

export const streamTimeout = 5_000;

/** The root loader already decided the language; fall back to the request (e.g. when it failed). */
async function pageLanguage(request: Request, remixContext: EntryContext): Promise<Language> {
  const root = remixContext.staticHandlerContext.loaderData?.root as { lang?: unknown } | undefined;
  if (isLanguage(root?.lang)) return root.lang;
  return (await requestContext(request)).context.lang;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? newNonce();
  const lang = await pageLanguage(request, remixContext);
  const translations = serverTranslations(lang);

  // The document is sent whole, once everything is rendered: this shop's loaders return no
  // deferred data, so only Remix's hand-over of the loader data would come after the shell, a
  // fraction of a millisecond later. A whole document is compressed in one call and written with
  // its length in one write (server/remix-handler.ts; decision 0018).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Stops a render still running after the stream timeout (cleared when the document is whole).
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // The render notes the translations it uses; the page carries those (translations-used.ts).
    const {
      result: { pipe, abort },
      used,
    } = recordTranslations(() =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <TranslationsProvider value={translations}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </TranslationsProvider>
        </NonceProvider>,
        {
          nonce,
          onShellReady() {
            shellRendered = true;
          },
          onAllReady() {
            const body = new WholeDocument();
            body.done
              .finally(() => clearTimeout(timeout))
              .then((rendered) => {
                const html = beforeEndOfBody(scriptsIntoBody(rendered), translationsScript(used, nonce));
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                responseHeaders.set("Content-Length", String(html.byteLength));
                securityHeaders(responseHeaders, nonce);
                resolve(
                  new Response(html as Uint8Array<ArrayBuffer>, {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
                );
              }, reject);
            pipe(body);
          },
          onShellError(error: unknown) {
            clearTimeout(timeout);
            reject(error);
          },
          onError(error: unknown) {
            // Before the shell is ready an error makes the status 500, as when the shell was sent at
            // once; after it, the part that failed is rendered again in the browser: logged only.
            if (shellRendered) console.error(error);
            else responseStatusCode = 500;
          },
        },
      ),
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error("[storefront]", request.method, new URL(request.url).pathname, error);
}
