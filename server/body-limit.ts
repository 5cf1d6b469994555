/**
 * Request bodies are small in this shop (forms and webhook events): each is read into memory only
 * up to BODY_LIMIT. A request that declares more is answered 413 before a byte of its body is read;
 * one that sends more without saying so (chunked) is answered 413 as soon as it passes the limit,
 * and what it sent is dropped. The body read is handed on as `req.body`, so the Remix handler makes
 * its Request from memory, not from a stream that could still grow.
 */
import type { NextFunction, Request, Response } from "express";

/** A few hundred KB: the largest form (the checkout) is a few KB; nothing here uploads files. */
export const BODY_LIMIT = 256 * 1024;

export interface LimitedRequest extends Request {
  body: Buffer | undefined;
}

function tooLarge(res: Response, limit: number) {
  if (res.headersSent) return;
  // The rest of the body is not read: the connection closes after this answer.
  res.setHeader("Connection", "close");
  res
    .status(413)
    .type("text/plain")
    .send(`Request body too large: at most ${Math.floor(limit / 1024)} KB.`);
}

export function limitBody(limit = BODY_LIMIT) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.headers["content-length"];
    if (declared !== undefined && !/^\d+$/.test(declared)) {
      res.status(400).type("text/plain").send("Invalid Content-Length.");
      return;
    }
    if (declared !== undefined && Number(declared) > limit) return tooLarge(res, limit);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        tooLarge(res, limit);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (over || res.headersSent) return;
      (req as LimitedRequest).body = Buffer.concat(chunks);
      next();
    });
    req.on("error", (error) => {
      if (!over && !res.headersSent) next(error);
    });
  };
}
