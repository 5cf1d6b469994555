/**
 * The storefront's HTTP server: what remix-serve does (static files, the Remix handler), plus what
 * a shop needs that remix-serve cannot be told: precompressed assets, cheap compression of HTML,
 * security headers on every response and refusal of cross-site form posts.
 * See docs/decisions/0002-own-production-server.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import express, { type NextFunction, type Request, type Response } from "express";
import { newNonce } from "../app/.server/nonce.ts";
import { isPrivatePath } from "../app/lib/private-paths.ts";
import type { ErpTransport } from "../contract/transport.ts";
import { PRECOMPRESSED_TYPES } from "./precompressed.ts";
import { accepts, remixHandler, streamedCompression } from "./remix-handler.ts";
import { limitBody } from "./body-limit.ts";
import { wellFormedForms } from "./form-body.ts";
import { requestShape } from "./request-shape.ts";
import { feedRoute } from "./feed.ts";
import { config } from "../erp/config.ts";

/** The files under root (a build's output, fixed while the server runs), as paths relative to it. */
function filesUnder(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return files;
}

/** Serves foo.js.br / foo.js.gz written at build time when the client accepts them. */
function precompressed(root: string) {
  const available = filesUnder(root);
  return (req: Request, res: Response, next: NextFunction) => {
    const rel = decodeURIComponent(req.path).replace(/^\/+/, "");
    const accept = req.headers["accept-encoding"];
    const encoding =
      accepts(accept, "br") && available.has(`${rel}.br`)
        ? "br"
        : accepts(accept, "gzip") && available.has(`${rel}.gz`)
          ? "gzip"
          : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) {
      req.url = `${req.url.split("?")[0]}.${encoding === "br" ? "br" : "gz"}`;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Type", PRECOMPRESSED_TYPES[path.extname(rel)] ?? "application/octet-stream");
    }
    next();
  };
}

/** A form post from another site is refused (CSRF): browsers send Origin / Sec-Fetch-Site on POST. */
/** The host of an Origin header; null for one that is not a URL ("foo"), which no page of ours sends. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const host = req.headers.host;
  const crossSite =
    site === "cross-site" ||
    (origin !== undefined && origin !== "null" && host !== undefined && hostOf(origin) !== host);
  if (crossSite || origin === "null") {
    res.status(403).type("text/plain").send("Cross-site form posts are refused.");
    return;
  }
  next();
}

/**
 * Hands a request to the static handler only when it names a file of the client build, so that a
 * page request does not cost a file-system lookup first. Paths it cannot judge (dot segments,
 * malformed escapes) still go to the static handler, which answers them as it always did.
 */
function onlyFiles(root: string, serve: (req: Request, res: Response, next: NextFunction) => void) {
  const files = filesUnder(root);
  return (req: Request, res: Response, next: NextFunction) => {
    let file: string;
    try {
      file = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return serve(req, res, next);
    }
    if (files.has(file) || file.includes("..") || file.includes("\\")) return serve(req, res, next);
    next();
  };
}

function baseHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // A private page (basket, order token) is kept by no cache and named to no other site. Not
  // "no-referrer": with it a browser sends `Origin: null` on the page's own form posts, which the
  // cross-site check below must refuse; "same-origin" sends nothing to other sites either.
  if (isPrivatePath(req.path)) {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Referrer-Policy", "same-origin");
  } else res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  next();
}

export function createApp(options: {
  build: ServerBuild;
  erp: ErpTransport;
  root?: string;
  mode?: string;
  /** The cluster's degraded state for /healthz (server/restart-policy.ts's degradedLine); none in one process. */
  health?: () => string | null;
  /** Whether this server is stopping (finishing its requests in flight). */
  stopping?: () => boolean;
}) {
  const health = options.health ?? (() => null);
  const root = options.root ?? process.cwd();
  const clientDir = path.join(root, "build", "client");
  const assetsDir = path.join(clientDir, "assets");
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config().TRUST_PROXY === "true");
  const stopping = options.stopping ?? (() => false);
  // While stopping, each answer closes its connection: a kept-alive client would otherwise go on
  // sending requests that are served until the grace period ends and its connection is cut.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (stopping()) res.setHeader("Connection", "close");
    next();
  });
  app.use(baseHeaders);
  // The distributor's feeds: authenticated by the ERP's credential and read within their own limit.
  app.use(feedRoute(options.erp, config().ERP_SECRET));
  app.use(requestShape);
  app.use(sameOriginPosts);
  app.use(limitBody());
  app.use(wellFormedForms);
  app.use(
    "/assets",
    precompressed(assetsDir),
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      setHeaders(res, file) {
        if (/\.(br|gz)$/.test(file))
          res.setHeader(
            "Content-Type",
            PRECOMPRESSED_TYPES[path.extname(file.slice(0, -3))] ?? "application/octet-stream",
          );
      },
    }),
  );
  // Cheap compression for what is made per request and streamed (pages, sent whole, are compressed
  // by remixHandler at the same levels): the fastest brotli and gzip levels.
  app.use(streamedCompression());
  // redirect: false, so /brands (a page) is not answered with a 301 to the /brands/ folder of logos.
  app.use(onlyFiles(clientDir, express.static(clientDir, { maxAge: "1h", index: false, redirect: false })));
  app.all(
    "*",
    remixHandler({
      build: options.build,
      mode: options.mode ?? config().NODE_ENV,
      // The load context of every loader and action (app/.server/load-context.ts).
      getLoadContext: (req) => ({
        erp: options.erp,
        cspNonce: newNonce(),
        clientAddress: req.socket.remoteAddress ?? "",
        health,
        stopping,
      }),
    }),
  );
  return app;
}
