/**
 * A form post whose body cannot be read as a form (a multipart body cut short, a boundary the body
 * does not use) is answered 400 here, once, instead of every action's `request.formData()`
 * throwing deep inside Remix, which answered 500 with a stack in the log (issue 24, item 8). It
 * runs after server/body-limit.ts, so the body is in memory and at most BODY_LIMIT long; the parse
 * is the one undici's Request does for an action. Webhooks, which read raw JSON, are left alone, and
 * so is the warranty claim, whose body body-limit.ts hands on unread: its action reads it as a
 * stream and answers a malformed one itself (app/.server/warranty-upload.ts).
 */
import type { NextFunction, Request, Response } from "express";
import type { LimitedRequest } from "./body-limit.ts";

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/** Whether `body` reads as a form of `contentType`, as an action's request.formData() reads it. */
export async function readsAsForm(contentType: string, body: Buffer): Promise<boolean> {
  try {
    await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: body as Uint8Array<ArrayBuffer>,
    }).formData();
    return true;
  } catch {
    return false;
  }
}

export function wellFormedForms(req: Request, res: Response, next: NextFunction) {
  const type = req.headers["content-type"] ?? "";
  const body = (req as LimitedRequest).body;
  if (req.method !== "POST" || req.path.startsWith("/webhooks/") || !FORM_TYPES.test(type) || !Buffer.isBuffer(body))
    return next();
  readsAsForm(type, body).then(
    (ok) => {
      if (ok) next();
      else res.status(400).type("text/plain").send("The form could not be read: its body is malformed.");
    },
    (error: unknown) => next(error),
  );
}
