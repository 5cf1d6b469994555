/** Small node:http helpers shared by the fake payment providers. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: string,
  url: URL,
) => void | Promise<void>;

export async function listen(
  handler: Handler,
  port = 0,
  host = "127.0.0.1",
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
      Promise.resolve(handler(req, res, Buffer.concat(chunks).toString("utf8"), url)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host}:${address.port}` };
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { Location: location });
  res.end();
}

export function sendHtml(res: http.ServerResponse, title: string, content: string) {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function parseJson(body: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const bearer = (req: http.IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? null;

/** Appends query parameters to a URL that may already have some. */
export function withParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
