/**
 * The ERP's HTTP surface is never open: every request must carry the shared secret
 * (`Authorization: Bearer <ERP_SECRET>`), compared in constant time; anything else is 401.
 */
import crypto from "node:crypto";
import { ERP_AUTHORIZATION } from "../contract/transport.ts";
import type { ErrorResponse } from "../contract/errors.ts";

export const MIN_SECRET_LENGTH = 16;

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Wraps the ERP's Request -> Response handler with the check of the shared secret. */
export function requireSecret(handle: (request: Request) => Promise<Response>, secret: string) {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`ERP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  // Digests of equal length, so neither the comparison nor its time tells the secret's length.
  const expected = digest(`Bearer ${secret}`);
  return async (request: Request): Promise<Response> => {
    const given = digest(request.headers.get(ERP_AUTHORIZATION) ?? "");
    if (!crypto.timingSafeEqual(given, expected)) {
      const body: ErrorResponse = { errmsg: "The ERP_SECRET of this call is missing or wrong", code: "ERP_CREDENTIAL" };
      return new Response(JSON.stringify(body), {
        status: 401,
        headers: { "Content-Type": "application/json", "WWW-Authenticate": 'Bearer realm="erp"' },
      });
    }
    return handle(request);
  };
}
