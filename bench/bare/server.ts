/**
 * Serves the bare page's build (bench/bare/vite.config.ts) on PORT: Express, the shop's
 * compression levels, its static files, Remix's own Express adapter; BARE_WORKERS processes (the
 * shop's number of workers, so both use the machine's cores alike). Prints "[bare] serving on URL"
 * once every worker listens. Started and stopped by bench/run.ts.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { streamedCompression } from "../../server/remix-handler.ts";
import { BARE_BUILD } from "./vite.config.ts";

const port = Number(process.env.PORT ?? 3398);
const workers = Number(process.env.BARE_WORKERS ?? 1);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("listening", () => {
    if (++listening === workers)
      console.log(`[bare] serving on http://127.0.0.1:${port} (${workers} worker processes)`);
  });
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    process.exit(0);
  });
} else {
  const build = (await import(pathToFileURL(path.join(BARE_BUILD, "server/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.use(streamedCompression());
  const client = path.join(BARE_BUILD, "client");
  app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(client, { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build, mode: "production" }));
  app.listen(port, "127.0.0.1", () => {
    if (workers <= 1) console.log(`[bare] serving on http://127.0.0.1:${port}`);
  });
  process.on("SIGTERM", () => process.exit(0));
}
