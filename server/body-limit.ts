/**
 * Request bodies are small in this shop (forms and webhook events): each is read into memory only
 * up to BODY_LIMIT. A request that declares more is answered 413 before a byte of its body is read;
 * one that sends more without saying so (chunked) is answered 413 as soon as it passes the limit,
 * and what it sent is dropped. The body read is handed on as `req.body`, so the Remix handler makes
 * its Request from memory, not from a stream that could still grow. A urlencoded form with too many
 * fields, or a field too long, is answered 413 too. Some pages post a multipart form with files:
 * the quick order's CSV upload, the warranty claim's pictures, the office's pictures and import (ROUTE_LIMITS), each with a limit
 * of its own; a body over it is read to its end and dropped (up to DRAIN_LIMIT, or the route's own),
 * and the browser is sent back to the page, which says in the shopper's language what was wrong (a
 * 413 mid-upload shows only a browser error). The warranty claim's body within its limit is not read
 * here at all (RouteLimit.streamed): its action counts the rate limit first and then streams the
 * pictures into the image library (app/.server/warranty-upload.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { QUICK_ORDER_TEXT_LIMIT } from "../app/lib/quick-order.ts";
import { QUICK_ORDER_FILE_LIMIT } from "../app/lib/quick-order-limits.ts";
import { WARRANTY_FORM_BODY_LIMIT } from "../app/lib/warranty.ts";
import { CONTENT_FORM_BODY_LIMIT } from "../contract/office-content-constants.ts";
import { IMPORT_FORM_BODY_LIMIT } from "../contract/office-import-constants.ts";

/** A few hundred KB: the largest form (the checkout) is a few KB; only the quick order uploads a file. */
export const BODY_LIMIT = 256 * 1024;

/** How much of an over-large body is read (and dropped) to answer with a redirect; beyond it, 413. */
export const DRAIN_LIMIT = 16 * 1024 * 1024;
/** The warranty form's: a few full-size phone photos (a camera's 50 MB picture says why, not a browser error). */
export const WARRANTY_DRAIN_LIMIT = 64 * 1024 * 1024;
/** The office import's: its form takes 72 MB (a file and a ZIP of pictures); twice that is still told why. */
export const IMPORT_DRAIN_LIMIT = 2 * IMPORT_FORM_BODY_LIMIT;

/** A page whose form posts more than BODY_LIMIT: its own limit, and where a post over it is sent back. */
export interface RouteLimit {
  path: RegExp;
  limit: number;
  /** 303 here (or where this says for the path) after an over-large body was read and dropped; without it, 413. */
  refusedTo?: string | ((path: string) => string);
  /** How much of an over-large body is read to answer with that redirect (DRAIN_LIMIT by default). */
  drainLimit?: number;
  /**
   * The route reads its body itself, as a stream, within `limit` (the warranty claim: its rate limit
   * is counted before a byte is read, and its pictures go to the image library as they arrive). A
   * body within the limit, or chunked, is handed on unread; one declared larger is still refused here.
   */
  streamed?: boolean;
}

/** The quick order's form: a CSV file (QUICK_ORDER_FILE_LIMIT, checked by the page) and the text box. */
export const QUICK_ORDER_BODY_LIMIT = QUICK_ORDER_FILE_LIMIT + 4 * QUICK_ORDER_TEXT_LIMIT;
export const ROUTE_LIMITS: readonly RouteLimit[] = [
  { path: /^\/quick-order\/?$/, limit: QUICK_ORDER_BODY_LIMIT, refusedTo: "/quick-order?refused=size" },
  // With JavaScript the page checks the file's size before it posts; the data request gets a plain 413.
  { path: /^\/quick-order\.data$/, limit: QUICK_ORDER_BODY_LIMIT },
  // A warranty claim: up to 3 pictures of 8 MB (decision 0035). A phone's full-size photo of 20 to 60 MB
  // is read to its end and the page says why, in the shopper's language; with JavaScript the page
  // checks the sizes before it posts.
  {
    path: /^\/warranty\/[a-z]+\/?$/,
    limit: WARRANTY_FORM_BODY_LIMIT,
    refusedTo: (path) => `${path.replace(/\/$/, "")}?refused=size`,
    drainLimit: WARRANTY_DRAIN_LIMIT,
    streamed: true,
  },
  { path: /^\/warranty\/[a-z]+\.data$/, limit: WARRANTY_FORM_BODY_LIMIT, streamed: true },
  // The office's news post and slide forms with a picture (issue 38 item 3): the action reads the
  // body once it has found the staff session, counting it (app/.server/office-upload.ts); a body
  // declared larger is refused here with 413.
  { path: /^\/office\/content\/(?:news\/[^/]+|slides)(?:\.data|\/)?$/, limit: CONTENT_FORM_BODY_LIMIT, streamed: true },
  // The office's catalogue import (issue 39): a file of up to 8 MB and a ZIP of pictures of up to
  // 64 MB, read by the action once it has found the staff session; a larger body is read to its end
  // (up to IMPORT_DRAIN_LIMIT) and dropped, and the page says why. With JavaScript the page checks
  // the files' sizes before it posts; the data request gets a plain 413.
  {
    path: /^\/office\/import\/?$/,
    limit: IMPORT_FORM_BODY_LIMIT,
    refusedTo: "/office/import?refused=size",
    drainLimit: IMPORT_DRAIN_LIMIT,
    streamed: true,
  },
  { path: /^\/office\/import\.data$/, limit: IMPORT_FORM_BODY_LIMIT, streamed: true },
];

/**
 * A form here has at most a few dozen fields (the checkout about 35; a withdrawal one per order
 * line, at most 200) and no field longer than a few thousand characters (a comment 2,000).
 * Many thousand tiny fields cost the parser and every schema far more than their bytes suggest.
 */
export const FIELD_COUNT_LIMIT = 500;
export const FIELD_LENGTH_LIMIT = 32 * 1024;

/**
 * What is wrong with the shape of a urlencoded form body, or null: too many fields, or a field
 * (name=value, as sent) longer than the limit. Counted on the raw bytes, before anything is decoded.
 */
export function formShapeProblem(
  body: Buffer,
  limits = { fields: FIELD_COUNT_LIMIT, length: FIELD_LENGTH_LIMIT },
): string | null {
  let fields = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && body[i] !== 0x26 /* & */) continue;
    if (i > start) {
      if (++fields > limits.fields) return `Too many form fields: at most ${limits.fields}.`;
      if (i - start > limits.length) return `A form field is too long: at most ${Math.floor(limits.length / 1024)} KB.`;
    }
    start = i + 1;
  }
  return null;
}

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

/** 303 back to the page that says why, once the dropped body has been read to its end. */
function refused(res: Response, to: string) {
  if (res.headersSent) return;
  res.redirect(303, to);
}

export function limitBody(limit = BODY_LIMIT, routes: readonly RouteLimit[] = ROUTE_LIMITS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const route = routes.find((r) => r.path.test(req.path));
    const max = route?.limit ?? limit;
    const declared = req.headers["content-length"];
    if (declared !== undefined && !/^\d+$/.test(declared)) {
      res.status(400).type("text/plain").send("Invalid Content-Length.");
      return;
    }
    const drain = route?.refusedTo !== undefined;
    const drainLimit = route?.drainLimit ?? DRAIN_LIMIT;
    if (declared !== undefined && Number(declared) > (drain ? drainLimit : max)) return tooLarge(res, max);
    if (route?.streamed && (declared === undefined || Number(declared) <= max)) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    let draining = false;
    req.on("data", (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (draining && size <= drainLimit) return;
      if (size > max && drain && size <= drainLimit) {
        draining = true;
        chunks.length = 0;
        return;
      }
      if (size > max) {
        over = true;
        chunks.length = 0;
        tooLarge(res, max);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (over || res.headersSent) return;
      if (draining) {
        const to = route!.refusedTo!;
        return refused(res, typeof to === "string" ? to : to(req.path));
      }
      const body = Buffer.concat(chunks);
      const urlencoded = /^application\/x-www-form-urlencoded\b/i.test(req.headers["content-type"] ?? "");
      const problem = urlencoded ? formShapeProblem(body) : null;
      if (problem) {
        res.status(413).type("text/plain").send(problem);
        return;
      }
      (req as LimitedRequest).body = body;
      next();
    });
    req.on("error", (error) => {
      if (!over && !res.headersSent) next(error);
    });
  };
}
