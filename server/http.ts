/** The storefront's HTTP server on a port, with the Remix build of root and the ERP of this process. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { ErpTransport } from "../contract/transport.ts";
import { createApp } from "./app.ts";
import { config } from "../erp/config.ts";

/**
 * Serves the built storefront on port; stop() finishes the requests in flight (idle connections
 * close at once, busy ones within 7 s). In a cluster worker, listen() shares the primary's port.
 */
export async function serve(opts: { port: number; root: string; erp: ErpTransport; health?: () => string | null }) {
  const build = (await import(pathToFileURL(path.join(opts.root, "build", "server", "index.js")).href)) as ServerBuild;
  let closing: Promise<void> | null = null;
  const app = createApp({
    build,
    root: opts.root,
    erp: opts.erp,
    health: opts.health,
    stopping: () => closing !== null,
  });
  const server = await new Promise<import("node:http").Server>((resolve, reject) => {
    const s = app.listen(opts.port, config().HOST, () => resolve(s));
    s.on("error", reject);
  });
  server.keepAliveTimeout = 5_000;
  // A client that sends its headers or its body too slowly is cut off (slowloris).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 7_000);
      await closed;
      clearTimeout(force);
    })());
  return { server, close };
}
