/**
 * For the components' unit tests: `element` on a page rendered as the shop's server renders a
 * document (entry.server.tsx: the whole stream once everything is ready, so the lazy parts' code is
 * loaded during the render and the HTML a browser without JavaScript gets holds them in place).
 */
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import type { Language } from "../../contract/languages.ts";
import { serverTranslations } from "../.server/i18n.ts";
import { TranslationsProvider } from "../translation.tsx";

export async function renderPage(element: React.ReactNode, lang: Language = "en"): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", element }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <TranslationsProvider value={serverTranslations(lang)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </TranslationsProvider>,
      {
        onAllReady() {
          const out = new PassThrough();
          const chunks: Buffer[] = [];
          out.on("data", (chunk: Buffer) => chunks.push(chunk));
          out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          pipe(out);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
}
