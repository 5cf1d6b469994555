/**
 * Requests this shop can answer, checked before Remix sees them, so that a malformed one gets a
 * 4xx with a short reason instead of a 500 from deep inside (issue 24, item 8):
 * - methods: GET, HEAD and POST (the forms); OPTIONS is Express's; anything else 405 with Allow;
 * - a Host header that is a host name, an IPv4 or a bracketed IPv6 address, with an optional port
 *   (pages build absolute links from it): else 400;
 * - a POST to a page is a form (urlencoded or multipart, as every form of the shop posts): else 415.
 *   Webhooks, which providers post as JSON, are left to their own routes.
 */
import type { NextFunction, Request, Response } from "express";

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

const refuse = (res: Response, status: number, message: string) => res.status(status).type("text/plain").send(message);

export function requestShape(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    return refuse(res, 405, `Method ${req.method} is not allowed.`);
  }
  const host = req.headers.host;
  if (host !== undefined && (host.length > 255 || !HOST.test(host))) return refuse(res, 400, "Invalid Host header.");
  if (req.method === "POST" && !req.path.startsWith("/webhooks/")) {
    const type = req.headers["content-type"] ?? "";
    if (!FORM_TYPES.test(type)) return refuse(res, 415, "Forms are posted as application/x-www-form-urlencoded.");
  }
  next();
}
