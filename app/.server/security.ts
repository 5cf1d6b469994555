/** Security headers of every HTML response: an enforced CSP with a fresh nonce, and friends. */
import crypto from "node:crypto";
import { env } from "./env.ts";

export const newNonce = () => crypto.randomBytes(18).toString("base64");

export function securityHeaders(headers: Headers, nonce: string) {
  const dev = env().NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  // X-Content-Type-Options and Referrer-Policy are set for every response by server/app.ts.
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (env().secure) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
