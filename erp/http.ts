/** The ERP's calls over HTTP: Request -> Response (pictures, PDFs and files with their headers). */
import type { ErpDownload, PaymentWebhookProvider } from "../contract/transport.ts";
import { PRICE_LIST_PATH } from "../contract/price-list.ts";
import { OFFICE_BODY_MAX_BYTES } from "../contract/office-content.ts";
import { IMPORT_BODY_MAX_BYTES } from "../contract/office-import.ts";
import { OFFICE_PATH } from "../contract/staff.ts";
import { WARRANTY_BODY_MAX_BYTES, WARRANTY_PATH } from "../contract/warranty.ts";
import { FEED_MAX_BYTES, FEED_PATHS } from "../contract/import.ts";
import { error, type ErpResult } from "./call-result.ts";
import { feedFormat } from "./import/feed.ts";
import type { ImportFormat } from "./import/run.ts";

const WEBHOOK_PATHS: Record<string, PaymentWebhookProvider> = {
  "/webhooks/paypal": "paypal",
  "/webhooks/revolut": "revolut",
  "/webhooks/stripe": "stripe",
  "/webhooks/demo": "demo",
};

const MAX_BODY_BYTES = 64 * 1024;

/** The ERP's calls as the HTTP adapter makes them (erp/server.ts). */
export interface HttpCalls {
  call(method: "GET" | "POST", path: string, body?: unknown, query?: URLSearchParams): Promise<ErpResult>;
  download(path: string, raw: unknown): Promise<ErpDownload>;
  webhook(provider: PaymentWebhookProvider, headers: Headers, rawBody: string): Promise<ErpResult>;
  feed(path: string, format: ImportFormat, text: string): Promise<ErpResult>;
}

/** The same calls over HTTP: Request -> Response. */
export async function handleHttp(erp: HttpCalls, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET" || request.method === "HEAD") {
    const result = await erp.call("GET", url.pathname, undefined, url.searchParams);
    if (result.svg !== undefined) {
      return new Response(result.svg, {
        headers: {
          "Content-Type": "image/svg+xml; charset=utf-8",
          "Cache-Control": "public, max-age=31536000, immutable",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        },
      });
    }
    if (result.picture !== undefined) {
      return new Response(new Uint8Array(result.picture.bytes), {
        headers: {
          "Content-Type": result.picture.type,
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }
    if (result.pdf !== undefined) {
      return new Response(new Uint8Array(result.pdf), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${result.filename ?? "order.pdf"}"`,
          "Cache-Control": "private, no-store",
        },
      });
    }
    return json(result);
  }
  if (request.method !== "POST") return json(error(405, "BAD_REQUEST", "Method not allowed"));
  const provider = WEBHOOK_PATHS[url.pathname];
  if (provider) {
    const raw = await request.text();
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return json(error(413, "BAD_REQUEST", "The body is too large"));
    return json(await erp.webhook(provider, request.headers, raw));
  }
  const type = request.headers.get("content-type") ?? "";
  if (Object.hasOwn(FEED_PATHS, url.pathname)) {
    const format = feedFormat(type);
    if (!format) return json(error(415, "BAD_REQUEST", "A feed is text/csv or application/x-ndjson"));
    if (Number(request.headers.get("content-length") ?? 0) > FEED_MAX_BYTES)
      return json(error(413, "BAD_REQUEST", "The feed is too large"));
    const text = await request.text();
    if (Buffer.byteLength(text) > FEED_MAX_BYTES) return json(error(413, "BAD_REQUEST", "The feed is too large"));
    return json(await erp.feed(url.pathname, format, text));
  }
  if (!type.includes("application/json")) {
    return json(error(415, "BAD_REQUEST", "The body must be application/json"));
  }
  const text = await request.text();
  // A warranty claim carries its pictures in base64, the office a content picture or an import's
  // file; every other call is a small JSON body.
  const max =
    url.pathname === WARRANTY_PATH
      ? WARRANTY_BODY_MAX_BYTES
      : url.pathname === OFFICE_PATH
        ? Math.max(OFFICE_BODY_MAX_BYTES, IMPORT_BODY_MAX_BYTES)
        : MAX_BODY_BYTES;
  if (Buffer.byteLength(text) > max) return json(error(413, "BAD_REQUEST", "The body is too large"));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(error(400, "BAD_REQUEST", "The body is not valid JSON"));
  }
  // Of the office's calls only a picture's upload and an import's file are large, each to its own limit.
  if (url.pathname === OFFICE_PATH && Buffer.byteLength(text) > officeBodyLimit(actionOf(body)))
    return json(error(413, "BAD_REQUEST", "The body is too large"));
  if (isDownload(url.pathname, body)) {
    const answer = await erp.download(url.pathname, body);
    if (!answer.file) return json({ status: answer.status, body: answer.body });
    return new Response(answer.file.stream, {
      headers: {
        "Content-Type": answer.file.contenttype,
        "Content-Disposition": `attachment; filename="${answer.file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  return json(await erp.call("POST", url.pathname, body));
}

/** The calls whose answer is a file: the price-list export, and the office's order export on the office's path. */
function isDownload(path: string, body: unknown): boolean {
  return path === PRICE_LIST_PATH || (path === OFFICE_PATH && actionOf(body) === "exportOfficeOrders");
}

/** The office calls whose bodies may be larger than MAX_BODY_BYTES, and how large. */
const OFFICE_LARGE_BODIES: Record<string, number> = {
  uploadContentPicture: OFFICE_BODY_MAX_BYTES,
  importCatalogue: IMPORT_BODY_MAX_BYTES,
};
const officeBodyLimit = (action: unknown) =>
  typeof action === "string" && Object.hasOwn(OFFICE_LARGE_BODIES, action)
    ? OFFICE_LARGE_BODIES[action]!
    : MAX_BODY_BYTES;

/** The `action` an office call's envelope names. */
const actionOf = (body: unknown) =>
  typeof body === "object" && body !== null ? (body as { action?: unknown }).action : undefined;

function json(result: ErpResult): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { ...result.headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
