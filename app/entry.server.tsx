import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { requestContext } from "./.server/context";
import { FlushedChunks } from "./.server/flushed-chunks";
import { rememberPlainTexts, resources } from "./.server/i18n";
import { newNonce, securityHeaders } from "./.server/security";
import { NAMESPACES, i18nConfig, isLanguage, type Language } from "./i18n";
import { NonceProvider } from "./nonce";

export const streamTimeout = 5_000;

/** One i18next instance per language, made once: a fixed language is never changed on it. */
const instances = new Map<Language, Promise<i18n>>();
function i18nFor(lang: Language): Promise<i18n> {
  let instance = instances.get(lang);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: lang, ns: [...NAMESPACES], resources })
      .then(() => {
        rememberPlainTexts(created);
        return created;
      });
    instances.set(lang, instance);
  }
  return instance;
}

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
  const i18n = await i18nFor(lang);

  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Stops a render still running after the stream timeout (cleared when the body closes).
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new FlushedChunks();
          // Sent in full or given up by the client: nothing is left for the timeout to stop.
          body.once("close", () => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          securityHeaders(responseHeaders, nonce);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error("[storefront]", request.method, new URL(request.url).pathname, error);
}
