/**
 * The two ways to the ERP that server/ can hand to the storefront's load context: the reference
 * ERP in this process, or an ERP over HTTP at ERP_URL, every call carrying the shared secret.
 */
import { ERP_AUTHORIZATION, type ErpAnswer, type ErpDownload, type ErpTransport } from "../contract/transport.ts";
import type { Erp } from "../erp/server.ts";

export function inProcessTransport(
  erp: Pick<Erp, "call" | "webhook"> & Partial<Pick<Erp, "download" | "handle">>,
): ErpTransport {
  const { handle } = erp;
  return {
    post: (path, body) => erp.call("POST", path, body),
    get: (path, query) => erp.call("GET", path, undefined, query),
    webhook: (provider, headers, rawBody) => erp.webhook(provider, headers, rawBody),
    ...(erp.download ? { download: erp.download } : {}),
    // The ERP's own HTTP handling of a feed (its type, size and format checks); the caller's
    // credential was checked by the storefront's server (server/feed.ts).
    ...(handle
      ? {
          feed: async (path: string, contentType: string, body: string) =>
            read(
              await handle(
                new Request(`http://erp.invalid${path}`, {
                  method: "POST",
                  headers: { "Content-Type": contentType },
                  body,
                }),
              ),
            ),
        }
      : {}),
  };
}

/** The file name of a Content-Disposition header (the ERP sends a plain ASCII one). */
const dispositionName = (header: string | null) => /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? "";

/** Headers of a provider's webhook that the ERP needs to check its signature. */
const WEBHOOK_HEADERS = /^(content-type|paypal-[a-z-]+|revolut-[a-z-]+|stripe-signature|demo-signature)$/i;

async function read(response: Response): Promise<ErpAnswer> {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("image/svg+xml")) return { status: response.status, body: null, svg: await response.text() };
  const picture = /^image\/(jpeg|png|webp)\b/.exec(type);
  if (picture) {
    return {
      status: response.status,
      body: null,
      picture: { bytes: new Uint8Array(await response.arrayBuffer()), type: `image/${picture[1]}` },
    };
  }
  if (type.startsWith("application/pdf")) {
    return { status: response.status, body: null, pdf: new Uint8Array(await response.arrayBuffer()) };
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: { errmsg: text.slice(0, 500) || response.statusText, code: "INTERNAL" } };
  }
}

export function httpTransport(baseUrl: string, secret: string, timeoutMs = 10_000): ErpTransport {
  const base = baseUrl.replace(/\/$/, "");
  const authorization = `Bearer ${secret}`;
  return {
    async post(path, body) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [ERP_AUTHORIZATION]: authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return read(response);
    },
    async get(path, query) {
      const qs = query && [...query].length ? `?${query}` : "";
      const response = await fetch(`${base}${path}${qs}`, {
        headers: { [ERP_AUTHORIZATION]: authorization },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return read(response);
    },
    /**
     * The body is handed on as the stream fetch gives it, not read: the storefront pipes it to the
     * browser. Only the time to the answer's headers is limited; a long file may take longer.
     */
    async download(path, body): Promise<ErpDownload> {
      const headersIn = AbortSignal.timeout(timeoutMs);
      const controller = new AbortController();
      const abort = () => controller.abort(headersIn.reason);
      headersIn.addEventListener("abort", abort);
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", [ERP_AUTHORIZATION]: authorization },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
      } finally {
        headersIn.removeEventListener("abort", abort);
      }
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !response.body || type.startsWith("application/json")) {
        const answer = await read(response);
        return { status: answer.status === 200 ? 502 : answer.status, body: answer.body };
      }
      return {
        status: 200,
        file: {
          stream: response.body,
          contenttype: type,
          filename: dispositionName(response.headers.get("content-disposition")),
        },
      };
    },
    async feed(path, contentType, body) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": contentType, [ERP_AUTHORIZATION]: authorization },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      return read(response);
    },
    async webhook(provider, headers, rawBody) {
      const forwarded = new Headers({ [ERP_AUTHORIZATION]: authorization });
      headers.forEach((value, key) => {
        if (WEBHOOK_HEADERS.test(key)) forwarded.set(key, value);
      });
      const response = await fetch(`${base}/webhooks/${provider}`, {
        method: "POST",
        headers: forwarded,
        body: rawBody,
        signal: AbortSignal.timeout(15_000),
      });
      return read(response);
    },
  };
}
