/**
 * The office's forms (issue 38), validated by their actions (decision 0046): messages are
 * translation keys. The password rules are the customer's (app/lib/account.ts); the ERP checks
 * everything again.
 */
import { z } from "zod";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import { CLAIM_DECISIONS, WARRANTY_STATUSES } from "../../contract/warranty.ts";
import { email, typed, withRepeat } from "./account.ts";
import { OFFICE_ROLES } from "./office.ts";

const REQUIRED = "errors.required";

/** A code as typed, spaces dropped (an app shows "123 456"). */
const spaceless = z.string({ required_error: REQUIRED }).transform((c) => c.replace(/\s+/g, ""));
/** A TOTP code from the authenticator app: six digits. */
const totpCode = spaceless.pipe(
  z
    .string()
    .min(1, REQUIRED)
    .regex(/^\d{6}$/, "office:errors.totpFormat"),
);
/** A TOTP code, or a recovery code (letters and digits, a hyphen in the middle). */
const signInCode = spaceless.pipe(
  z
    .string()
    .min(1, REQUIRED)
    .regex(/^(?:\d{6}|[A-Za-z0-9]{4,20}-?[A-Za-z0-9]{4,20})$/, "office:errors.codeFormat"),
);

export const StaffSignInFormSchema = z.object({
  email,
  password: typed,
  code: signInCode,
  next: z.string().max(2000).optional(),
});

/** Enrolment: the customer's new-password rules and a first code from the app. */
export const EnrolFormSchema = withRepeat({ code: totpCode });

export const RenewCodesFormSchema = z.object({ password: typed });

const roles = z
  .array(z.enum(OFFICE_ROLES, { errorMap: () => ({ message: "office:errors.roles" }) }), {
    required_error: "office:errors.roles",
  })
  .min(1, "office:errors.roles");
const staffId = z.string({ required_error: REQUIRED }).uuid("errors.invalid");

export const InviteFormSchema = z.object({
  intent: z.literal("invite"),
  email,
  name: z.string().regex(SINGLE_LINE, "errors.invalid").trim().max(100, "office:errors.tooLong").optional().default(""),
  roles,
});
export const RolesFormSchema = z.object({ intent: z.literal("roles"), id: staffId, roles });
export const DisableFormSchema = z.object({ intent: z.literal("disable"), id: staffId });
export const StaffFormSchema = z.discriminatedUnion("intent", [InviteFormSchema, RolesFormSchema, DisableFormSchema]);

/** A filter's line of text: optional, one line, trimmed. */
export const filterLine = (max: number) =>
  z.string().regex(SINGLE_LINE, "errors.invalid").trim().max(max, "office:errors.tooLong").optional();
/** A day (YYYY-MM-DD), a day the calendar has (not 2026-02-30). */
export const dayValue = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "office:errors.date")
  .pipe(
    z.string().refine((d) => {
      const time = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(d);
    }, "office:errors.date"),
  );
/** A filter's day, optional. */
export const day = dayValue.optional();

/** The filters as the address has them, to show in the GET form again: each at most 200 characters. */
export const filterValues = (params: URLSearchParams, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key)?.slice(0, 200) ?? ""]));

/**
 * A GET form's answer with errors as its form shows it: a date field's value only when it is a
 * date (a date input with any other value is invalid HTML; the field's error says what is wrong).
 */
export function withValidDays<R extends { initialValue?: Record<string, unknown> | null }>(
  reply: R,
  dates: readonly string[],
): R {
  if (!reply.initialValue) return reply;
  const initialValue = { ...reply.initialValue };
  for (const key of dates) if (!day.safeParse(initialValue[key] ?? undefined).success) delete initialValue[key];
  return { ...reply, initialValue };
}

/** The audit log's filters (a GET form: every filter and the page in the URL). */
export const AuditFilterSchema = z
  .object({
    entity: filterLine(40),
    entityid: filterLine(100),
    actor: filterLine(200),
    from: day,
    to: day,
    before: z
      .string()
      .regex(/^\d{1,18}$/, "errors.invalid")
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "office:errors.dateOrder" });

/** A list's page in the URL (pages count from 1). */
export const listPage = z.coerce
  .number({ invalid_type_error: "errors.invalid" })
  .int("errors.invalid")
  .min(1, "errors.invalid")
  .max(100_000, "errors.invalid")
  .optional();

/** The claims list's filter (a GET form: the status and the page in the URL). */
export const ClaimFilterSchema = z.object({
  status: z.enum(WARRANTY_STATUSES, { errorMap: () => ({ message: "office:errors.claimStatus" }) }).optional(),
  page: listPage,
});

/** The longest message of a decision (contract/office-claims.ts CLAIM_MESSAGE_MAX). */
export const CLAIM_MESSAGE_MAX = 5000;

/** The office's decision on a claim: one of the three, and the message mailed to the claimant. */
export const DecideClaimFormSchema = z.object({
  decision: z.enum(CLAIM_DECISIONS, { errorMap: () => ({ message: "office:errors.decision" }) }),
  message: z
    .string({ required_error: REQUIRED })
    // eslint-disable-next-line no-control-regex -- NUL is refused, as the ERP refuses it
    .regex(/^[^\u0000]*$/, "errors.invalid")
    .trim()
    .min(1, REQUIRED)
    .max(CLAIM_MESSAGE_MAX, "office:errors.tooLong"),
});
