/** Security headers of every HTML response: an enforced CSP with a fresh nonce, and friends. */
import crypto from "node:crypto";
import { trackingCspSources } from "~/lib/tracking";
import { env, trackingConfig } from "./env.ts";

export const newNonce = () => crypto.randomBytes(18).toString("base64");

export function securityHeaders(headers: Headers, nonce: string) {
  const dev = env().NODE_ENV === "development";
  // Hosts of the tag manager, session recording and pixel, only for those configured.
  const extra = trackingCspSources(trackingConfig());
  const more = (list: string[]) => list.map((h) => ` ${h}`).join("");
  const csp = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${more(extra.script)}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${more(extra.img)}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}${more(extra.connect)}`,
    `frame-src 'self' https://www.youtube-nocookie.com${more(extra.frame)}`,
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
