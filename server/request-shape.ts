/**
 * Requests this shop can answer, checked before Remix sees them, so that a malformed one gets a
 * 4xx with a short reason instead of a 500 from deep inside (issue 24, item 8):
 * - methods: GET, HEAD and POST (the forms); OPTIONS is Express's; anything else 405 with Allow;
 *   a single-fetch data URL (/page.data) answers GET and POST only;
 * - a request target that is a path (not a proxy's absolute URL) and decodes: else 400;
 * - a Host header (and, behind a trusted proxy, X-Forwarded-Host) that is a host name, an IPv4 or
 *   a bracketed IPv6 address, with an optional port up to 65535 (the request's URL is made of it):
 *   else 400;
 * - a POST to a page is a form (urlencoded or multipart, as every form of the shop posts): else 415.
 *   Webhooks, which providers post as JSON, are left to their own routes.
 */
import type { NextFunction, Request, Response } from "express";

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/** A host name or address with an optional port that makes a URL (the port at most 65535). */
const validHost = (host: string) => host.length <= 255 && HOST.test(host) && URL.canParse(`http://${host}/`);

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const refuse = (res: Response, status: number, message: string) => res.status(status).type("text/plain").send(message);

export function requestShape(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    return refuse(res, 405, `Method ${req.method} is not allowed.`);
  }
  // The origin form ("/path?query") only: a proxy's absolute form ("http://other/") or anything
  // else cannot be joined to this shop's origin to make the request's URL.
  if (!req.url.startsWith("/") && !(req.method === "OPTIONS" && req.url === "*"))
    return refuse(res, 400, "Invalid request target: a path beginning with / is expected.");
  // A malformed escape (/%ff, /%zz) would fail Express's and Remix's decoding, with a stack in the log.
  if (!decodes(req.path)) return refuse(res, 400, "Invalid request target: malformed percent-encoding.");
  // Remix runs a single-fetch data request (/page.data) that is not a GET as an action: a HEAD or
  // OPTIONS there reached its CSRF check, which throws (a 500) when Origin and host differ.
  if (req.path.endsWith(".data") && req.method !== "GET" && req.method !== "POST") {
    res.setHeader("Allow", "GET, POST");
    return refuse(res, 405, `Method ${req.method} is not allowed for data requests.`);
  }
  const host = req.headers.host;
  if (host !== undefined && !validHost(host)) return refuse(res, 400, "Invalid Host header.");
  // Behind a trusted proxy the request's URL is made from X-Forwarded-Host (its first entry) instead.
  const forwarded = req.app.get("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  if (forwarded !== undefined && !validHost(forwarded.split(",")[0]!.trim()))
    return refuse(res, 400, "Invalid X-Forwarded-Host header.");
  if (req.method === "POST" && !req.path.startsWith("/webhooks/")) {
    const type = req.headers["content-type"] ?? "";
    if (!FORM_TYPES.test(type)) return refuse(res, 415, "Forms are posted as application/x-www-form-urlencoded.");
  }
  next();
}
