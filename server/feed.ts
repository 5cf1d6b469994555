/**
 * POST /feed/stock and /feed/prices on the storefront's server (issue 39): the distributor's own
 * system may send its feeds to the shop's address, whether the ERP runs in this process (`npm
 * start`) or at ERP_URL. The caller proves itself with the ERP's credential (`Authorization: Bearer
 * <ERP_SECRET>`, compared in constant time); without ERP_SECRET set the shop takes no feed. The body
 * is read counted up to FEED_MAX_BYTES (413 beyond, the rest unread) and handed to the ERP, which
 * checks its type and lines as on its own HTTP surface and answers as there.
 */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { FEED_MAX_BYTES, FEED_PATHS } from "../contract/import.ts";
import type { ErrorResponse } from "../contract/errors.ts";
import type { ErpTransport } from "../contract/transport.ts";

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

function answer(res: Response, status: number, body: unknown) {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json(body);
}
const refusal = (errmsg: string, code: ErrorResponse["code"]): ErrorResponse => ({ errmsg, code });

/** The route's handler; `secret` is the ERP_SECRET of this server's settings. */
export function feedRoute(erp: ErpTransport, secret: string | undefined) {
  const expected = secret && secret.length >= 16 ? digest(`Bearer ${secret}`) : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !Object.hasOwn(FEED_PATHS, req.path)) return next();
    if (!expected || !erp.feed)
      return answer(res, 404, refusal("This shop takes no feed: set ERP_SECRET to receive them", "NOT_FOUND"));
    if (!crypto.timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="erp"');
      return answer(res, 401, refusal("The ERP_SECRET of this call is missing or wrong", "ERP_CREDENTIAL"));
    }
    if (Number(req.headers["content-length"] ?? 0) > FEED_MAX_BYTES)
      return answer(res, 413, refusal("The feed is too large", "BAD_REQUEST"));
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > FEED_MAX_BYTES) {
          req.destroy();
          return answer(res, 413, refusal("The feed is too large", "BAD_REQUEST"));
        }
        chunks.push(chunk);
      }
    } catch {
      return;
    }
    const result = await erp.feed(req.path, req.headers["content-type"] ?? "", Buffer.concat(chunks).toString("utf8"));
    answer(res, result.status, result.body);
  };
}
