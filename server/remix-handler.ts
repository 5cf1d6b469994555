/**
 * Remix on Express, as @remix-run/express does it (a fetch Request per request, the Response
 * written back), except for a response whose body is already whole: every page document, which
 * app/entry.server.tsx renders to one buffer and sends with its Content-Length. Such a body is
 * compressed in one call when the client accepts it and written with its headers in one write,
 * instead of passing through a web stream, the compression middleware's zlib stream on the thread
 * pool and chunked encoding. Other responses (streams, files, resource routes without a length)
 * are streamed as before. See docs/decisions/0018-whole-documents.md.
 */
import zlib from "node:zlib";
import {
  createRequestHandler as createRemixHandler,
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import compression from "compression";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

/** Bodies up to this size are read whole when they declare their length; larger ones stream. */
export const WHOLE_BODY_LIMIT = 4 * 1024 * 1024;
/**
 * What is made per request is compressed at the fastest levels, and not below 1 KB, where it saves
 * less than it costs; the `compression` middleware (streamedCompression) uses the same settings.
 */
export const COMPRESSION = { threshold: 1024, brotliQuality: 1, gzipLevel: 1 } as const;

/** The `compression` middleware at those levels, for what is streamed (the shop's, the bare benchmark's). */
export const streamedCompression = () =>
  compression({
    level: COMPRESSION.gzipLevel,
    threshold: COMPRESSION.threshold,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
  } as compression.CompressionOptions);

export type Encoding = "br" | "gzip" | "identity";

/**
 * Whether an Accept-Encoding header accepts an encoding: named, or by `*`, with a q above 0
 * (no q is 1). No header accepts nothing but identity.
 */
export function accepts(acceptEncoding: string | undefined, encoding: Exclude<Encoding, "identity">): boolean {
  if (!acceptEncoding) return false;
  let wildcard: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (name?.trim() === encoding) return weight > 0;
    if (name?.trim() === "*") wildcard = weight;
  }
  return wildcard !== undefined && wildcard > 0;
}

/** The encoding for a response: brotli, then gzip, as accepted; identity when neither is. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (accepts(acceptEncoding, "br")) return "br";
  if (accepts(acceptEncoding, "gzip")) return "gzip";
  return "identity";
}

/** The body compressed in one call, at the levels of COMPRESSION. */
export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: COMPRESSION.gzipLevel });
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(key, one);
    else headers.set(key, value);
  }
  // The port as the client addressed it (X-Forwarded-Host behind a trusted proxy, else Host);
  // req.hostname already honours the trust proxy setting.
  const hostHeader = (req.app.get("trust proxy") && req.get("X-Forwarded-Host")) || req.get("host") || "";
  const port = /:(\d+)$/.exec(hostHeader)?.[1];
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  // Loaders and actions are aborted when the client goes away before the response is written.
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Read whole, within the limit, by server/body-limit.ts; streamed where that is not in front and
    // for the routes it hands on unread (the warranty claim, which reads its own body as a stream).
    const read = (req as { body?: unknown }).body;
    if (Buffer.isBuffer(read)) init.body = read as Uint8Array<ArrayBuffer>;
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A header the response sets replaces the server's (Cache-Control, Referrer-Policy); cookies add up.
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  // Pages and data depend on the session cookie (language, currency, basket) and Accept-Language:
  // a cache may keep them for this browser only, asking again each time, unless a route says more.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-cache");
  if (/\b(private|no-store)\b/.test(String(res.getHeader("Cache-Control")))) res.vary("Cookie").vary("Accept-Language");
  const length = Number(response.headers.get("Content-Length") ?? NaN);
  if (response.body && Number.isInteger(length) && length <= WHOLE_BODY_LIMIT) {
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    // Which types to compress: the middleware's own rule (the mime database's compressible types).
    const transformable = !/\bno-transform\b/i.test(response.headers.get("Cache-Control") ?? "");
    if (
      compression.filter(req, res) &&
      transformable &&
      !response.headers.has("Content-Encoding") &&
      body.length >= COMPRESSION.threshold
    ) {
      res.vary("Accept-Encoding");
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      if (encoding !== "identity") {
        body = compress(body, encoding);
        res.setHeader("Content-Encoding", encoding);
      }
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function remixHandler(options: {
  /** The build, or a function that loads it per request (the Vite dev server's, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  const handle = createRemixHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handle(fetchRequest(req, res), options.getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}
