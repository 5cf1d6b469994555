/** Serves a fetch-style handler (Request -> Response) on node:http, for the ERP's own HTTP server. */
import http from "node:http";
import { Readable } from "node:stream";

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
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("[http] request failed:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ errmsg: "Internal error", code: "INTERNAL" }));
    }
  });
  return new Promise<http.Server>((resolve) => server.listen(port, host, () => resolve(server)));
}
