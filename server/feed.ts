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

/** The body as text, or null once it passes `limit` bytes (reading then stops, the socket stays open to answer). */
function readWithin(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData).off("end", onEnd).pause();
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString("utf8"));
    req.on("data", onData).on("end", onEnd).once("error", reject);
  });
}

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
    const body = await readWithin(req, FEED_MAX_BYTES).catch(() => undefined);
    if (body === undefined) return; // the sender went away
    if (body === null) {
      // The rest is left unread and the connection closed after the answer.
      res.setHeader("Connection", "close");
      return answer(res, 413, refusal("The feed is too large", "BAD_REQUEST"));
    }
    try {
      const result = await erp.feed(req.path, req.headers["content-type"] ?? "", body);
      answer(res, result.status, result.body);
    } catch {
      answer(res, 502, refusal("The ERP could not be reached; send the feed again", "INTERNAL"));
    }
  };
}
