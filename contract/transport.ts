/**
 * How the storefront reaches the ERP, whatever stands behind it: the reference ERP in the same
 * process, or an ERP over HTTP (ERP_URL). server/ creates one per process and hands it to loaders
 * and actions through Remix's load context; the storefront's typed client (app/.server/erp.ts) sits
 * on top of it.
 */

/** An ERP answer: a JSON body, or a picture (GET /media/...), or a document (the order PDF). */
export interface ErpAnswer {
  status: number;
  body: unknown;
  svg?: string;
  /** A picture of the office's content (GET /media/content/...): JPEG, PNG or WebP. */
  picture?: { bytes: Uint8Array; type: string };
  pdf?: Uint8Array;
}

/**
 * An ERP answer that is a file streamed as it is written (the price-list export): the bytes as a
 * web stream, never held whole; or, when the ERP refused before the first byte, its JSON error.
 */
export type ErpDownload =
  | { status: 200; file: { stream: ReadableStream<Uint8Array>; contenttype: string; filename: string } }
  | { status: number; body: unknown; file?: undefined };

/** demo: the demo payment page's signed events (decision 0071), delivered by the ERP itself or over its HTTP. */
export type PaymentWebhookProvider = "paypal" | "revolut" | "stripe" | "demo";

export interface ErpTransport {
  post(path: string, body: unknown): Promise<ErpAnswer>;
  get(path: string, query?: URLSearchParams): Promise<ErpAnswer>;
  /** A payment provider's webhook with its raw body: the provider's signature covers the exact bytes. */
  webhook(provider: PaymentWebhookProvider, headers: Headers, rawBody: string): Promise<ErpAnswer>;
  /** A call whose answer is a file (POST with a JSON body, like post()); absent on test doubles. */
  download?(path: string, body: unknown): Promise<ErpDownload>;
  /**
   * A feed of the distributor's own system (POST /feed/stock, /feed/prices; contract/import.ts),
   * received by the storefront's server and handed on with its Content-Type; absent on test doubles.
   */
  feed?(path: string, contentType: string, body: string): Promise<ErpAnswer>;
}

/** The header that carries the shared secret of an ERP reached over HTTP (`Bearer <ERP_SECRET>`). */
export const ERP_AUTHORIZATION = "authorization";
