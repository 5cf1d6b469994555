/**
 * The two ways to the ERP that server/ can hand to the storefront's load context: the reference
 * ERP in this process, or an ERP over HTTP at ERP_URL, every call carrying the shared secret.
 */
import { ERP_AUTHORIZATION, type ErpAnswer, type ErpTransport } from "../contract/transport.ts";
import type { Erp } from "../erp/server.ts";

export function inProcessTransport(erp: Pick<Erp, "call" | "webhook">): ErpTransport {
  return {
    post: (path, body) => erp.call("POST", path, body),
    get: (path, query) => erp.call("GET", path, undefined, query),
    webhook: (provider, headers, rawBody) => erp.webhook(provider, headers, rawBody),
  };
}

/** Headers of a provider's webhook that the ERP needs to check its signature. */
const WEBHOOK_HEADERS = /^(content-type|paypal-[a-z-]+|revolut-[a-z-]+)$/i;

async function read(response: Response): Promise<ErpAnswer> {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("image/svg+xml")) return { status: response.status, body: null, svg: await response.text() };
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
