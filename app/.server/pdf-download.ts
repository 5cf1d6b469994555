/**
 * The order PDF's answers, shared by its two routes (/api/pdf/transactions/{token} and
 * /account/orders/{number}/pdf): plain-text refusals, the per-client rate limit and the PDF itself.
 */
import { clientAddress } from "./enquiry-guard.ts";
import type { ErpClient } from "./erp.ts";
import type { translator } from "./i18n.ts";
import { pdfLimitConfig } from "./pdf-limit.ts";

type Translator = Awaited<ReturnType<typeof translator>>;

/** A plain-text answer (a refusal or "not found") in the shopper's language. */
export const pdfText = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * Counts the request against the client's rate limit (PDF_RATE_LIMIT per PDF_RATE_WINDOW_SECONDS);
 * over it, the 429 with Retry-After to answer, else null.
 */
export async function pdfRateLimited(
  erp: Pick<ErpClient, "hitRateLimit">,
  request: Request,
  load: unknown,
  t: Translator,
): Promise<Response | null> {
  const limit = pdfLimitConfig();
  const hit = await erp.hitRateLimit(
    `pdf:${clientAddress(request, load)}`,
    limit.PDF_RATE_LIMIT,
    limit.PDF_RATE_WINDOW_SECONDS,
  );
  if (!hit.allowed)
    return pdfText(t("checkout:pdf.rateLimited", { seconds: hit.retry_after }), 429, {
      "Retry-After": String(hit.retry_after),
    });
  return null;
}

/** The PDF's bytes, private and not indexed; `disposition` says inline or attachment and its name. */
export function pdfResponse(pdf: Uint8Array, disposition: string): Response {
  const body = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": disposition,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
