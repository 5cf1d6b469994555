/** Serves a fetch-style handler (Request -> Response) on node:http, for the ERP's own HTTP server. */
import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export function serveFetch(handler: (request: Request) => Promise<Response>, port: number, host = "127.0.0.1") {
  const server = http.createServer(async (req, res) => {
    try {
      const url = `http://${req.headers.host ?? host}${req.url ?? "/"}`;
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // Node's fetch needs duplex for streamed bodies
        duplex: hasBody ? "half" : undefined,
      } as RequestInit);
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      // Streamed as the handler writes it (the price-list export), with the socket's backpressure;
      // a client that goes away cancels the handler's stream.
      if (response.body)
        await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
      else res.end();
    } catch (error) {
      if (res.headersSent) {
        // Mid-body: the only honest signal left is to cut the connection (no complete chunked end).
        if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE")
          console.error("[http] response failed:", error);
        res.destroy();
        return;
      }
      console.error("[http] request failed:", error);
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ errmsg: "Internal error", code: "INTERNAL" }));
    }
  });
  return new Promise<http.Server>((resolve) => server.listen(port, host, () => resolve(server)));
}
