/**
 * The Remix patches under patches/ (applied by patch-package at npm install): <RemixServer> makes the
 * app's server routes once per build, createStaticRouter converts a route array once, and loaders
 * get the request itself when it has no parameter for Remix to strip. A small app (a root layout
 * and a route with a parameter and a loader) is served by Remix's own request handler, as a
 * document, several times over.
 */
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isApplied, patchFor } from "./dependency-patches.ts";

const require = createRequire(import.meta.url);
// The CommonJS builds the shop's server runs (the patched files).
const React = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const remixReact = require("@remix-run/react") as typeof import("@remix-run/react");
const remixRoutes = require("@remix-run/react/dist/routes.js") as {
  createServerRoutes: (...args: unknown[]) => unknown;
};
const router = require("@remix-run/router") as Record<string, unknown>;
const runtime = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");

const h = React.createElement;
const seenRequests: Request[] = [];

function Root() {
  return h(
    "html",
    null,
    h("body", null, h("p", null, `at ${remixReact.useLocation().pathname}`), h(remixReact.Outlet)),
  );
}
function Part() {
  const data = remixReact.useLoaderData() as { id: string; query: string };
  return h("h1", null, `part ${data.id}${data.query}`);
}

const routes = {
  root: { id: "root", path: "", module: { default: Root } },
  "routes/part": {
    id: "routes/part",
    parentId: "root",
    path: "part/:id",
    module: {
      default: Part,
      loader: ({ request, params }: { request: Request; params: { id?: string } }) => {
        seenRequests.push(request);
        return { id: params.id ?? "", query: new URL(request.url).search };
      },
    },
  },
};

function build() {
  const assetRoute = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
    id,
    parentId,
    path,
    module: `/build/${id}.js`,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  return {
    mode: "production",
    basename: undefined,
    publicPath: "/build/",
    assetsBuildDirectory: "build",
    isSpaMode: false,
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: false,
    },
    routes,
    assets: {
      url: "/build/manifest.js",
      version: "test",
      entry: { module: "/build/entry.js", imports: [] },
      routes: {
        root: assetRoute("root", undefined, "", false),
        "routes/part": assetRoute("routes/part", "root", "part/:id", true),
      },
    },
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, context: unknown) =>
          new Response(
            `<!DOCTYPE html>${renderToString(h(remixReact.RemixServer, { context: context as never, url: request.url }))}`,
            {
              status,
              headers: { ...Object.fromEntries(headers), "Content-Type": "text/html" },
            },
          ),
      },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  seenRequests.length = 0;
});

describe("Remix's server with the patches", () => {
  it.each(["@remix-run/react", "react-router-dom", "@remix-run/server-runtime"])(
    "is patched in the installed %s",
    (pkg) => {
      expect(isApplied(patchFor(pkg).text)).toBe(true);
    },
  );

  it("renders each page as before, making the app's routes and data routes once per build", async () => {
    const createServerRoutes = vi.spyOn(remixRoutes, "createServerRoutes");
    const convert = vi.spyOn(router, "UNSAFE_convertRoutesToDataRoutes" as never);
    const handler = runtime.createRequestHandler(build() as never, "production");
    for (const id of ["dba4433", "ebc-dp1234", "dba4433"]) {
      const response = await handler(new Request(`http://shop.test/part/${id}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`at /part/${id}`);
      expect(html).toContain(`part ${id}</h1>`);
    }
    expect(createServerRoutes).toHaveBeenCalledTimes(1);
    expect(convert).toHaveBeenCalledTimes(1);

    // Another build (a new manifest, as after a rebuild in development) gets routes of its own.
    const other = runtime.createRequestHandler(build() as never, "production");
    expect(await (await other(new Request("http://shop.test/part/x1"))).text()).toContain("part x1</h1>");
    expect(createServerRoutes).toHaveBeenCalledTimes(2);
  });

  it("hands a loader the request itself, and a copy without Remix's own parameters when the URL has them", async () => {
    const handler = runtime.createRequestHandler(build() as never, "production");
    const html = await (await handler(new Request("http://shop.test/part/d1?q=a%20b&deep"))).text();
    // The query as the shopper sent it (a copy would have re-encoded it as q=a+b&deep=).
    expect(html).toContain("part d1?q=a%20b&amp;deep</h1>");
    expect(seenRequests[0]!.url).toBe("http://shop.test/part/d1?q=a%20b&deep");

    const data = await handler(new Request("http://shop.test/part/d2.data?_routes=routes%2Fpart&q=1"));
    expect(data.status).toBe(200);
    expect(seenRequests[1]!.url).toBe("http://shop.test/part/d2?q=1");
    expect(await data.text()).toContain('"?q=1"');
  });
});
