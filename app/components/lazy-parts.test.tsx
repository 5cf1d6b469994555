import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { serverTranslations } from "../.server/i18n.ts";
import { TranslationsProvider } from "../translation.tsx";
import { CaptchaWidget, SendFailureNotice, SuccessDialog } from "./lazy-parts.tsx";

/**
 * A page holding `element`, rendered as the shop's server renders a document (entry.server.tsx:
 * the whole stream once everything is ready): the lazy parts' code is loaded during the render, so
 * the HTML a browser without JavaScript gets holds them in place.
 */
async function render(element: React.ReactNode): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", element }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <TranslationsProvider value={serverTranslations("en")}>
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

describe("the parts whose code comes when shown, as the server renders them", () => {
  it("a send failure: the Server error dialog with the message and the code", async () => {
    const html = await render(
      <SendFailureNotice failure={{ message: "The ERP is down", code: "ERP_DOWN", at: "1" }} />,
    );
    expect(html).toMatch(/<dialog open=""[^>]* role="alertdialog"/);
    expect(html).toContain("Server error");
    expect(html).toContain("The ERP is down");
    expect(html).toContain("ERP_DOWN");
    // In place, not streamed into a hidden template a script would have to reveal.
    expect(html).not.toContain("<template");
    expect(html).not.toContain("$RC");
  });

  it("no send failure: nothing", async () => {
    expect(await render(<SendFailureNotice failure={null} />)).toBe("");
  });

  it("a sent message: the dialog, its announced text and the OK link back", async () => {
    const html = await render(
      <SuccessDialog titleId="sent-title" title="Success" message="Contact form submitted" to="/contact#general" />,
    );
    expect(html).toContain('<h2 id="sent-title">Success</h2>');
    expect(html).toContain('<p role="status">Contact form submitted</p>');
    expect(html).toMatch(/<a class="button"[^>]* href="\/contact#general"[^>]*>OK<\/a>/);
  });

  it("the captcha: its box, and the notice for a browser without JavaScript", async () => {
    const html = await render(
      <CaptchaWidget
        captcha={{
          provider: "turnstile",
          siteKey: "site",
          field: "cf-turnstile-response",
          script: "https://challenges.example/api.js",
        }}
      />,
    );
    expect(html).toContain('<div class="captcha">');
    expect(html).toContain("<noscript>");
  });
});
