/**
 * The guard of a post of a form that sends the office mail (decision 0014, issue 24 item 5), in
 * one place: the contact page's two forms, the application and a product page's enquiry dialogs
 * are checked by guardEnquiry; the warranty claim, which counts its post before it reads the body
 * and reads the captcha's token before the pictures, uses its parts (checkCaptcha, captchaRefusal,
 * refusalKey). The checks themselves are app/.server/enquiry-guard.ts and ./captcha.ts.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { captchaSettings, verifyCaptcha, type CaptchaOutcome, type CaptchaSettings } from "./captcha.ts";
import { clientAddress, honeypotRefusal, overRateLimit } from "./enquiry-guard.ts";
import { enquiryConfig, type EnquiryConfig } from "./env.ts";
import { sendFailure, type SendFailure } from "./send-failure.ts";

/** A refused post: its status, the form error's translation key, and headers (Retry-After). */
export interface Refusal {
  status: number;
  key: string;
  headers?: Record<string, string>;
}

/** The translation key (namespace enquiry) of a refusal's reason, e.g. rateLimited, tooFast. */
export const refusalKey = (reason: string) => `enquiry:abuse.${reason}`;

/** The captcha's verdict on a post, the client's address passed on when it is known. */
export const checkCaptcha = (captcha: CaptchaSettings, formData: FormData, client: string) =>
  verifyCaptcha(captcha, formData, client === "unknown" ? null : client);

/** A failed captcha as a refusal: 400 when the token is missing or rejected, 503 when the provider did not answer. */
export function captchaRefusal(outcome: CaptchaOutcome): Refusal | null {
  if (outcome.ok) return null;
  const reason =
    outcome.reason === "missing"
      ? "captchaMissing"
      : outcome.reason === "rejected"
        ? "captchaRejected"
        : "captchaUnavailable";
  return { status: outcome.reason === "unavailable" ? 503 : 400, key: refusalKey(reason) };
}

/** The answer of a guarded form: the form's values (and errors) back, and the send failure if any. */
export type GuardAnswer<Extra> = Extra & { result: SubmissionResult<string[]>; failure: SendFailure | null };

/** The outcome of guardEnquiry: the answer of a refused post, else the form's valid value. */
export type Guarded<Value, Extra> =
  { refused: ReturnType<typeof data<GuardAnswer<Extra>>>; value?: undefined } | { refused?: undefined; value: Value };

/**
 * The guard of an enquiry post, in this order: the rate limit (every post counts, in the ERP's
 * database), the form's own validation, the honeypot and minimum fill time, then the captcha when
 * `captcha` is set and one is configured (last: a token is good for one check only). A refused post
 * is answered with the form's values and an error in the shopper's language (400; 429 with
 * Retry-After; 503 when the captcha's provider did not answer), or with the failure (502) when the
 * ERP could not count it; `extra` goes first into every answer (the contact page: which form).
 */
export async function guardEnquiry<Value, Extra extends object = Record<never, never>>(post: {
  request: Request;
  /** The load context: the client's socket address. */
  load: unknown;
  erp: Parameters<typeof overRateLimit>[0];
  formData: FormData;
  submission: Submission<unknown, string[], Value>;
  /** The configuration read for this post (else read here, as each check is made). */
  config?: EnquiryConfig;
  /** Check the captcha too, when one is configured (a product page's dialogs have none). */
  captcha?: boolean;
  extra?: Extra;
}): Promise<Guarded<Value, Extra>> {
  const { request, load, erp, formData, submission, config } = post;
  const extra = post.extra ?? ({} as Extra);
  const answer = (
    status: number,
    result: SubmissionResult<string[]>,
    failure: SendFailure | null,
    headers?: HeadersInit,
  ) => ({
    refused: data<GuardAnswer<Extra>>({ ...extra, result, failure }, { status, headers }),
  });
  const refuse = (refusal: Refusal) =>
    answer(refusal.status, submission.reply({ formErrors: [refusal.key] }), null, refusal.headers);
  const client = clientAddress(request, load);
  try {
    const limited = await overRateLimit(erp, "enquiry", client, config ?? enquiryConfig());
    if (limited) return refuse({ ...limited, key: refusalKey(limited.reason) });
  } catch (error) {
    return answer(502, submission.reply(), sendFailure(error));
  }
  if (submission.status !== "success") return answer(400, submission.reply(), null);
  const trap = honeypotRefusal(formData, config ?? enquiryConfig());
  if (trap) return refuse({ ...trap, key: refusalKey(trap.reason) });
  const captcha = post.captcha ? captchaSettings(config ?? enquiryConfig()) : null;
  if (captcha) {
    const refusal = captchaRefusal(await checkCaptcha(captcha, formData, client));
    if (refusal) return refuse(refusal);
  }
  return { value: submission.value };
}
