/**
 * What server/ hands every loader and action besides the request (Remix's load context): the ERP
 * transport of this process, the response's CSP nonce, the client's socket address and the
 * process's health.
 */
import type { ErpTransport } from "../../contract/transport.ts";

declare module "@remix-run/node" {
  interface AppLoadContext {
    erp: ErpTransport;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts React writes. */
    cspNonce: string;
    /** The TCP peer of the request, for the enquiry forms' rate limit (app/.server/enquiry-guard.ts). */
    clientAddress: string;
    /**
     * A line saying the shop runs short of worker processes ("degraded: 1 of 2 workers serving,
     * next restart in 8 s"), or null when all serve; for /healthz.
     */
    health?: () => string | null;
    /** Whether this process is stopping: requests in flight finish, but no new order is started. */
    stopping?: () => boolean;
  }
}

export type { AppLoadContext } from "@remix-run/node";
