/** Security headers of every HTML response: an enforced CSP with a fresh nonce, and friends. */
import { CAPTCHA } from "../lib/captcha.ts";
import { trackingCspSources } from "../lib/tracking.ts";
import { enquiryConfig, env, trackingConfig } from "./env.ts";

export { newNonce } from "./nonce.ts";

/** Where the "Pay with ..." forms lead after their 303 (CSP form-action covers redirects). */
const PAYMENT_CHECKOUT_ORIGINS = [
  "https://www.paypal.com",
  "https://www.sandbox.paypal.com",
  "https://checkout.revolut.com",
  "https://sandbox-checkout.revolut.com",
  "https://checkout.stripe.com",
];

let paymentOrigins: string[] | undefined;
function paymentRedirectOrigins(): string[] {
  if (!paymentOrigins) {
    // A provider configured at another address (a regional endpoint, or a local fake in tests) serves its pages there.
    const configured = [process.env.PAYPAL_API_URL, process.env.REVOLUT_API_URL, process.env.STRIPE_API_URL].flatMap(
      (u) => {
        try {
          return u ? [new URL(u).origin] : [];
        } catch {
          return [];
        }
      },
    );
    paymentOrigins = [...new Set([...PAYMENT_CHECKOUT_ORIGINS, ...configured])];
  }
  return paymentOrigins;
}

/**
 * The policy around the nonce. The configuration it depends on is read once (env()), except the
 * captcha settings, which are read per request (tests change them): it is rebuilt when they change.
 */
let policy: { key: string; before: string; after: string } | undefined;
const NONCE = "\u0000nonce\u0000";
function cspAroundNonce(): { before: string; after: string } {
  const key = [process.env.CAPTCHA_PROVIDER, process.env.CAPTCHA_SITE_KEY, process.env.CAPTCHA_SECRET_KEY].join("\n");
  if (policy?.key === key) return policy;
  const dev = env().NODE_ENV === "development";
  // Hosts of the tag manager, session recording and pixel, only for those configured.
  const tracking = trackingCspSources(trackingConfig());
  // The captcha provider's hosts, only when a captcha is configured (CAPTCHA_PROVIDER).
  const provider = enquiryConfig().CAPTCHA_PROVIDER;
  const captcha = provider ? CAPTCHA[provider].csp : { script: [], frame: [], connect: [], img: [] };
  const extra = {
    script: [...tracking.script, ...captcha.script],
    img: [...tracking.img, ...captcha.img],
    connect: [...tracking.connect, ...captcha.connect],
    frame: [...tracking.frame, ...captcha.frame],
  };
  const more = (list: string[]) => list.map((h) => ` ${h}`).join("");
  const [before = "", after = ""] = [
    "default-src 'self'",
    `script-src 'nonce-${NONCE}' 'strict-dynamic' 'self'${more(extra.script)}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${more(extra.img)}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}${more(extra.connect)}`,
    `frame-src 'self' https://www.youtube-nocookie.com${more(extra.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${more(paymentRedirectOrigins())}`,
    "frame-ancestors 'none'",
  ]
    .join("; ")
    .split(NONCE);
  policy = { key, before, after };
  return policy;
}

export function securityHeaders(headers: Headers, nonce: string) {
  const csp = cspAroundNonce();
  headers.set("Content-Security-Policy", `${csp.before}${nonce}${csp.after}`);
  // X-Content-Type-Options and Referrer-Policy are set for every response by server/app.ts.
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (env().secure) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
