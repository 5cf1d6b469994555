import { Outlet } from "@remix-run/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { OFFICES } from "../../tests/fixtures/demo-seller.ts";
import { serverTranslations } from "../.server/i18n.ts";
import { TranslationsProvider } from "../translation.tsx";
import { RouteErrorBoundary } from "./server-error.tsx";

/** A page whose loader fails unexpectedly, under a root route that did or did not load. */
async function render(rootLoads: boolean) {
  const office = { address: "ul. Przykładowa 1, Toruń", email: OFFICES.EU.email, phone: OFFICES.EU.phone };
  const routes = [
    {
      id: "root",
      path: "/",
      element: <Outlet />,
      ErrorBoundary: RouteErrorBoundary,
      loader: () => {
        if (!rootLoads) throw new Error("the root loader failed");
        return { office };
      },
      children: [
        {
          id: "page",
          index: true,
          element: <p>page</p>,
          ErrorBoundary: RouteErrorBoundary,
          loader: () => {
            throw new Error("the page's loader failed");
          },
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <TranslationsProvider value={serverTranslations("en")}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationsProvider>,
  );
}

describe("the Server error page", () => {
  it("gives the office's e-mail and phone as the root loader has them", async () => {
    const html = await render(true);
    expect(html).toContain("Server error");
    expect(html).toContain(OFFICES.EU.email);
    expect(html).toContain(OFFICES.EU.phone);
    expect(html).not.toContain("{{");
  });

  it("asks to try again, naming no contact, when the root loader itself failed", async () => {
    const html = await render(false);
    expect(html).toContain("Sorry, we could not show this page. Please try again in a moment.");
    expect(html).not.toContain("@");
  });
});
