/**
 * What server/ hands every loader and action besides the request (Remix's load context): the ERP
 * transport of this process, the response's CSP nonce and the client's socket address.
 */
import type { ErpTransport } from "../../contract/transport.ts";

declare module "@remix-run/node" {
  interface AppLoadContext {
    erp: ErpTransport;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts React writes. */
    cspNonce: string;
    /** The TCP peer of the request, for the enquiry forms' rate limit (app/.server/enquiry-guard.ts). */
    clientAddress: string;
  }
}

export type { AppLoadContext } from "@remix-run/node";
