/**
 * Abuse protection of the contact page's enquiry forms (docs/decisions/0014-enquiry-forms.md):
 * a honeypot with a minimum fill time (remix-utils' Honeypot), a rate limit per client address
 * counted in the ERP's database, and an optional captcha (./captcha.ts).
 */
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { env, enquiryConfig, type EnquiryConfig } from "./env.ts";

/** The honeypot's field names: a name-ish decoy bots like to fill, and the encrypted valid-from stamp. */
export const HONEYPOT_FIELD = "name__confirm";
export const VALID_FROM_FIELD = "from__confirm";

/**
 * remix-utils' Honeypot, reading only stamps that decrypt to a number of milliseconds. With a
 * wrong key crypto-js decrypts to random bytes: mostly it throws "Malformed UTF-8 data" (not a
 * SpamError), but now and then the bytes are short text such as " " or "7" that Number() reads as
 * a valid time long past, so a forged stamp would pass.
 */
class StampedHoneypot extends Honeypot {
  protected override decrypt(value: string): string {
    try {
      const time = super.decrypt(value);
      // A time in milliseconds has 13 digits (years 2001 to 2286); random bytes almost never do.
      return /^\d{13}$/.test(time) ? time : "";
    } catch {
      return "";
    }
  }
}

function honeypot(config: EnquiryConfig) {
  return new StampedHoneypot({
    nameFieldName: HONEYPOT_FIELD,
    validFromFieldName: VALID_FROM_FIELD,
    encryptionSeed: config.HONEYPOT_SECRET ?? env().sessionSecret,
  });
}

/** The stamps of forms shown within this many milliseconds are one stamp (made once, not per page). */
export const STAMP_STEP_MS = 100;
let keptStamp: { key: string; props: HoneypotInputProps } | null = null;

/**
 * The honeypot inputs of a form shown now: the valid-from stamp lies ENQUIRY_MIN_FILL_SECONDS in
 * the future, so remix-utils refuses a post made sooner ("valid from is in future"). Encrypting a
 * stamp costs more than rendering the rest of a small page, so the time is taken to the step
 * (STAMP_STEP_MS) below it and the inputs of one step are made once and shared: the minimum fill
 * time holds to within that step.
 */
export function honeypotInputProps(config = enquiryConfig(), now = Date.now()): HoneypotInputProps {
  const shown = now - (now % STAMP_STEP_MS);
  const validFromTimestamp = shown + Math.round(config.ENQUIRY_MIN_FILL_SECONDS * 1000);
  const key = `${validFromTimestamp} ${config.HONEYPOT_SECRET ?? env().sessionSecret}`;
  if (keptStamp?.key !== key) keptStamp = { key, props: honeypot(config).getInputProps({ validFromTimestamp }) };
  return keptStamp.props;
}

export type HoneypotOutcome = "ok" | "filled" | "tooFast" | "missing";

/**
 * remix-utils skips the check when neither field was posted, so a bot that leaves both out would
 * pass: here both must be present. Then Honeypot.check: decoy not empty, stamp undecryptable or
 * still in the future.
 */
export function checkHoneypot(formData: FormData, config = enquiryConfig()): HoneypotOutcome {
  if (!formData.has(HONEYPOT_FIELD) || !formData.has(VALID_FROM_FIELD)) return "missing";
  try {
    honeypot(config).check(formData);
    return "ok";
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    if (error.message === "Honeypot input not empty") return "filled";
    if (error.message === "Honeypot valid from is in future") return "tooFast";
    return "missing"; // a missing or forged stamp
  }
}

/**
 * The client a post is counted for: with TRUST_PROXY=true the address the trusted proxy appended to
 * X-Forwarded-For (its right-most entry: entries further left are whatever the client sent), else
 * the socket's address, which the server hands over in the load context.
 */
export function clientAddress(
  request: Request,
  loadContext: unknown,
  trustProxy = env().TRUST_PROXY === "true",
): string {
  if (trustProxy) {
    const forwarded = request.headers.get("X-Forwarded-For");
    const last = forwarded
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last.slice(0, 100);
  }
  const socket = (loadContext as { clientAddress?: unknown } | null | undefined)?.clientAddress;
  return typeof socket === "string" && socket ? socket.replace(/^::ffff:/, "") : "unknown";
}

/**
 * The forms guarded alike (issue 24 item 5): every form that sends mail (the enquiry forms share
 * one budget per client address), checkout's order placement, and the promo code (a small budget,
 * so codes cannot be enumerated).
 */
export type GuardedForm = "enquiry" | "order" | "promo";

/** Posts allowed per client address per window, for each kind of form. */
export function formLimit(form: GuardedForm, config: EnquiryConfig): { limit: number; windowSeconds: number } {
  switch (form) {
    case "enquiry":
      return { limit: config.ENQUIRY_RATE_LIMIT, windowSeconds: config.ENQUIRY_RATE_WINDOW_SECONDS };
    case "order":
      return { limit: config.ORDER_RATE_LIMIT, windowSeconds: config.ORDER_RATE_WINDOW_SECONDS };
    case "promo":
      return { limit: config.PROMO_RATE_LIMIT, windowSeconds: config.PROMO_RATE_WINDOW_SECONDS };
  }
}

/** Why a guarded post was refused: the translation key's last part, the status, and Retry-After. */
export interface GuardRefusal {
  reason: "rateLimited" | "honeypot" | "tooFast" | "missing";
  status: 400 | 429;
  headers?: Record<string, string>;
}

/**
 * Counts a post of `form` for the client (in the ERP's database, shared by every instance) and
 * answers a refusal once the client is over its budget. Every post counts, valid or not.
 */
export async function overRateLimit(
  erp: {
    hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retry_after: number }>;
  },
  form: GuardedForm,
  client: string,
  config = enquiryConfig(),
): Promise<GuardRefusal | null> {
  const { limit, windowSeconds } = formLimit(form, config);
  const hit = await erp.hitRateLimit(`${form}:${client}`, limit, windowSeconds);
  return hit.allowed
    ? null
    : { reason: "rateLimited", status: 429, headers: { "Retry-After": String(hit.retry_after) } };
}

/** The honeypot and minimum fill time as a refusal (null when the post passes). */
export function honeypotRefusal(formData: FormData, config = enquiryConfig()): GuardRefusal | null {
  const trap = checkHoneypot(formData, config);
  return trap === "ok" ? null : { reason: trap === "filled" ? "honeypot" : trap, status: 400 };
}
