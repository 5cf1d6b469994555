/**
 * The office's staff (issue 38): POST /office. Staff are not customers: their accounts, sessions
 * and second factor live apart from the shop's customers, and a customer's session token calls no
 * office call. Every office call carries the staff session token as `staff` (an unknown, ended or
 * disabled one answers 401 STAFF_AUTH) and is allowed by the staff member's roles (403
 * STAFF_FORBIDDEN otherwise, erp/staff/roles.ts). Sign-in is password plus a TOTP code (RFC 6238,
 * 30 s, 6 digits) or one of ten single-use recovery codes.
 */
import { z } from "zod";
import { LanguageSchema } from "./common.ts";
import { EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, line } from "./text-fields.ts";

/** Every office call is posted here. */
export const OFFICE_PATH = "/office";

/**
 * The roles: owner (everything, including staff, company data, bank accounts and tax
 * registrations), sales (orders, payments, customers, applications, claims), warehouse
 * (shipments), content (news, slider, marquee).
 */
export const STAFF_ROLES = ["owner", "sales", "warehouse", "content"] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A staff session lives at most this long after sign-in ... */
export const STAFF_SESSION_HOURS = 8;
/** ... and ends after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/** An invitation link (npm run staff -- add) is valid this long. */
export const STAFF_INVITE_HOURS = 24;
/** Recovery codes given at enrolment; each signs in once instead of a TOTP code. */
export const RECOVERY_CODE_COUNT = 10;

const PasswordSchema = z.string().min(1).max(512);
const TokenSchema = z.string().min(1).max(128);
/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
const CodeSchema = z
  .string()
  .max(40)
  .transform((c) => c.replace(/\s+/g, ""));
/** The client address failed sign-ins are counted for (the storefront's view of it). */
const ClientSchema = z.string().min(1).max(100);

/** The fields of every office call made in a staff session. */
export const officeCommon = {
  staff: TokenSchema,
  /** The language of the office page: answers' texts and field errors. */
  lang: LanguageSchema.default("en"),
};
/** The fields of the calls made before a session exists (invitation, sign-in). */
const beforeSession = { lang: LanguageSchema.default("en") };

export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  /** invited: the link was not followed yet; active; disabled: signs in no more. */
  status: z.enum(["invited", "active", "disabled"]),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** What an invitation link shows: whom it is for, and the second factor's secret to enrol. */
export const GetStaffInviteRequestSchema = z.object({
  action: z.literal("getStaffInvite"),
  ...beforeSession,
  token: TokenSchema,
});
export const GetStaffInviteResponseSchema = z.object({
  /** null: unknown, used or expired link. */
  invite: z
    .object({
      email: z.string(),
      name: z.string(),
      roles: z.array(StaffRoleSchema),
      /** The TOTP secret in base32, and as the otpauth://totp/... URI authenticator apps read. */
      secret: z.string(),
      uri: z.string(),
      expires: z.string().datetime(),
    })
    .nullable(),
});

/**
 * Follows an invitation: sets the password (PASSWORD_WEAK as for customers) and enrols the second
 * factor with a code from the app (400 STAFF_CODE_INVALID), all at once; the link is then used.
 * Answers a session and the ten recovery codes, shown once.
 */
export const EnrolStaffRequestSchema = z.object({
  action: z.literal("enrolStaff"),
  ...beforeSession,
  token: TokenSchema,
  password: PasswordSchema,
  code: CodeSchema,
  client: ClientSchema,
});
export const StaffSessionSchema = z.object({
  token: z.string(),
  staff: StaffMemberSchema,
  /** When the session ends at the latest (8 hours after sign-in). */
  expires: z.string().datetime(),
});
export const EnrolStaffResponseSchema = StaffSessionSchema.extend({ recoverycodes: z.array(z.string()) });

/**
 * Signs a staff member in: e-mail, password and a TOTP code or recovery code, checked as one try
 * (401 STAFF_SIGNIN_FAILED for any of them wrong, the same answer; 429 SIGNIN_LOCKED with
 * retry_after when tries are throttled, SIGNIN_BUSY when no hashing slot is free).
 */
export const StaffSignInRequestSchema = z.object({
  action: z.literal("staffSignIn"),
  ...beforeSession,
  email: emailLine(EMAIL_PATTERN),
  password: PasswordSchema,
  code: CodeSchema,
  client: ClientSchema,
});
export const StaffSignInResponseSchema = StaffSessionSchema.extend({
  /** Recovery codes left (the office warns when few are). */
  recoveryleft: z.number().int().nonnegative(),
});

/** The staff member of a session (401 STAFF_AUTH when it ended); counts as activity. */
export const GetStaffSessionRequestSchema = z.object({ action: z.literal("getStaffSession"), ...officeCommon });
export const GetStaffSessionResponseSchema = StaffSessionSchema.omit({ token: true });

/** Ends the session; answers {} also for one already gone. */
export const StaffSignOutRequestSchema = z.object({ action: z.literal("staffSignOut"), ...officeCommon });

/** New recovery codes for the signed-in staff member (the old ones stop working), shown once. */
export const RenewRecoveryCodesRequestSchema = z.object({
  action: z.literal("renewRecoveryCodes"),
  ...officeCommon,
  password: PasswordSchema,
  client: ClientSchema,
});
export const RenewRecoveryCodesResponseSchema = z.object({ recoverycodes: z.array(z.string()) });

/** owner: the staff list. */
export const ListStaffRequestSchema = z.object({ action: z.literal("listStaff"), ...officeCommon });
export const ListStaffResponseSchema = z.object({ staff: z.array(StaffMemberSchema) });

/** owner: invites a staff member (409 BAD_REQUEST fields.email "taken"); answers the one-time link's token. */
export const InviteStaffRequestSchema = z.object({
  action: z.literal("inviteStaff"),
  ...officeCommon,
  email: emailLine(EMAIL_PATTERN),
  name: line(100).default(""),
  roles: z.array(StaffRoleSchema).min(1).max(STAFF_ROLES.length),
});
export const InviteStaffResponseSchema = z.object({ staff: StaffMemberSchema, token: z.string() });

/** owner: sets a staff member's roles (the last active owner cannot lose the owner role: 409 STAFF_LAST_OWNER). */
export const SetStaffRolesRequestSchema = z.object({
  action: z.literal("setStaffRoles"),
  ...officeCommon,
  id: z.string().uuid(),
  roles: z.array(StaffRoleSchema).min(1).max(STAFF_ROLES.length),
});
/** owner: disables a staff member; every session of theirs ends (not the last active owner). */
export const DisableStaffRequestSchema = z.object({
  action: z.literal("disableStaff"),
  ...officeCommon,
  id: z.string().uuid(),
});
export const StaffMemberResponseSchema = z.object({ staff: StaffMemberSchema });

/** Who made a write: a staff member in the office, or a command line (the system user running it). */
export const AuditActorSchema = z.object({
  kind: z.enum(["staff", "cli", "system"]),
  /** The staff member's e-mail, or the command and the operating-system user. */
  name: z.string(),
});
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string().datetime(),
  actor: AuditActorSchema,
  /** The kind of record (order, customer, staff, content, seller, ...) and its key. */
  entity: z.string(),
  entityid: z.string(),
  /** What was done (markPaid, setStaffRoles, ...). */
  action: z.string(),
  before: z.record(z.unknown()).nullable(),
  after: z.record(z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
/** owner: the audit log, newest first, filtered; paged by `before` (the last entry's id of the previous page). */
export const GetAuditLogRequestSchema = z.object({
  action: z.literal("getAuditLog"),
  ...officeCommon,
  entity: line(40).default(""),
  entityid: line(100).default(""),
  /** A staff member's e-mail or a command's name, as it was recorded. */
  actor: line(200).default(""),
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const GetAuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** The `before` of the next page; null on the last. */
  next: z.string().nullable(),
});

export const StaffRequestSchema = z.discriminatedUnion("action", [
  GetStaffInviteRequestSchema,
  EnrolStaffRequestSchema,
  StaffSignInRequestSchema,
  GetStaffSessionRequestSchema,
  StaffSignOutRequestSchema,
  RenewRecoveryCodesRequestSchema,
  ListStaffRequestSchema,
  InviteStaffRequestSchema,
  SetStaffRolesRequestSchema,
  DisableStaffRequestSchema,
  GetAuditLogRequestSchema,
]);
