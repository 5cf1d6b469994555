/**
 * Following an invitation and signing in (issue 38). Sign-in is one counted try of e-mail,
 * password and second factor together (the customers' throttle, erp/customers/signin-throttle.ts,
 * on keys of its own): a wrong address, password or code is the same 401 STAFF_SIGNIN_FAILED
 * after the same work (an unknown address checks a decoy hash), and a burst of parallel tries is
 * refused without hashing once the account or client must wait. The TOTP step or recovery code
 * is taken only once the password was right, each in one atomic statement.
 */
import { sql } from "drizzle-orm";
import { RECOVERY_CODE_COUNT, type StaffMember } from "../../contract/staff.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import {
  hashNewPassword,
  passwordProblem,
  rehashed,
  verifyPassword,
  type ScryptParams,
} from "../customers/password.ts";
import { checkCounted } from "../customers/signin-throttle.ts";
import { hashToken, TOKEN } from "../customers/tokens.ts";
import { normalEmail, STAFF_COLUMNS, staffByEmail, toMember, type StaffRow } from "./accounts.ts";
import {
  matchingStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  totpUri,
  useRecoveryCode,
  useTotpStep,
} from "./second-factor.ts";
import { startStaffSession } from "./sessions.ts";

export interface StaffAuth {
  db: Database;
  now: Date;
  /** scrypt parameters: OWASP's by default; tests pass cheaper ones. */
  scrypt?: ScryptParams | undefined;
}

/** The throttle's keys of staff sign-ins, apart from the customers'. */
export const staffAccountKey = (email: string) => `staff:account:${normalEmail(email)}`;
export const staffClientKey = (client: string) => `staff:client:${client}`;
/** Enrolment codes tried on one invitation link. */
const inviteKey = (token: string) => `staff:invite:${hashToken(token).toString("hex")}`;

/** The actor of a member's own writes (enrolment, new recovery codes). */
export const staffActor = (member: { id: string; email: string }): OfficeActor => ({
  kind: "staff",
  name: member.email,
  staffId: member.id,
});

/** Runs `check` as one counted try on an account key and a client key (signin-throttle.ts). */
const counted = <T extends { ok: boolean }>(auth: StaffAuth, keys: [string, string], check: () => Promise<T>) =>
  checkCounted(auth.db, auth.now, { account: keys[0], client: keys[1] }, check);

type InviteRow = StaffRow & { expires_at: Date | string };

async function openInvite(db: Pick<Database, "execute">, token: string, now: Date, lock = false) {
  if (!TOKEN.test(token)) return null;
  const { rows } = await db.execute<InviteRow>(sql`SELECT ${STAFF_COLUMNS}, i.expires_at
    FROM staff_invites i JOIN staff s ON s.id = i.staff_id
    WHERE i.token_hash = ${hashToken(token)} AND i.used_at IS NULL AND i.expires_at > ${now} AND s.status = 'invited'
    ${lock ? sql`FOR UPDATE OF i, s` : sql``}`);
  return rows[0] ?? null;
}

/** What an invitation link shows (null: unknown, used or expired), with the secret to enrol. */
export async function staffInvite(db: Database, token: string, now: Date) {
  const row = await openInvite(db, token, now);
  if (!row) return null;
  return {
    email: row.email,
    name: row.name,
    roles: row.roles,
    secret: row.totp_secret,
    uri: totpUri(row.totp_secret, row.email),
    expires: new Date(row.expires_at).toISOString(),
  };
}

const inviteInvalid = () =>
  new ErpError(400, "STAFF_INVITE_INVALID", "The invitation link is unknown, used or expired");

/**
 * Follows an invitation: the password (400 PASSWORD_WEAK) and the first code from the
 * authenticator app (400 STAFF_CODE_INVALID; the tries on one link are throttled), then, in one
 * transaction, the link is used, the member active, ten recovery codes made and a session started.
 */
export async function enrolStaff(
  auth: StaffAuth,
  input: { token: string; password: string; code: string; client: string },
): Promise<{ token: string; expires: Date; staff: StaffMember; recoverycodes: string[] }> {
  const { db, now } = auth;
  const invite = await openInvite(db, input.token, now);
  if (!invite) throw inviteInvalid();
  const problem = await passwordProblem(input.password, [invite.email, invite.name]);
  if (problem) throw new ErpError(400, "PASSWORD_WEAK", `The password is ${problem}`, { password: [problem] });
  const { ok, step } = await counted(auth, [inviteKey(input.token), staffClientKey(input.client)], async () => {
    const step = matchingStep(invite.totp_secret, input.code, now);
    return { ok: step !== null, step };
  });
  if (!ok || step === null) {
    throw new ErpError(400, "STAFF_CODE_INVALID", "The code does not match", { code: ["invalid"] });
  }
  const hash = await hashNewPassword(input.password, auth.scrypt);
  return db.transaction(async (tx) => {
    const locked = await openInvite(tx, input.token, now, true);
    if (!locked || locked.id !== invite.id || locked.totp_secret !== invite.totp_secret) throw inviteInvalid();
    await tx.execute(sql`UPDATE staff_invites SET used_at = ${now} WHERE staff_id = ${invite.id} AND used_at IS NULL`);
    const { rows } = await tx.execute<StaffRow>(sql`UPDATE staff s
      SET password_hash = ${hash}, status = 'active', totp_last_step = ${step}
      WHERE s.id = ${invite.id} RETURNING ${STAFF_COLUMNS}`);
    const staff = toMember(rows[0]!);
    const recoverycodes = await replaceRecoveryCodes(tx, staff.id, RECOVERY_CODE_COUNT);
    const session = await startStaffSession(tx, staff.id, now);
    await recordAudit(tx, staffActor(staff), {
      entity: "staff",
      entityId: staff.id,
      action: "enrolStaff",
      before: { email: invite.email, status: invite.status },
      after: { email: staff.email, status: staff.status, codesIssued: RECOVERY_CODE_COUNT },
    });
    return { ...session, staff, recoverycodes };
  });
}

const signInFailed = () =>
  new ErpError(401, "STAFF_SIGNIN_FAILED", "The e-mail address, the password or the code is wrong");

/**
 * Signs a member in with e-mail, password and a TOTP code (or a recovery code): a new session.
 * Refused alike (401 STAFF_SIGNIN_FAILED) for an unknown address, a member not active, a wrong
 * password and a wrong, used or stale code; 429 SIGNIN_LOCKED or SIGNIN_BUSY as for customers.
 */
export async function staffSignIn(
  auth: StaffAuth,
  input: { email: string; password: string; code: string; client: string },
): Promise<{ token: string; expires: Date; staff: StaffMember; recoveryleft: number }> {
  const { db, now } = auth;
  const { ok, row } = await counted(auth, [staffAccountKey(input.email), staffClientKey(input.client)], async () => {
    const row = await staffByEmail(db, input.email);
    const password = await verifyPassword(input.password, row?.password_hash ?? null, auth.scrypt);
    if (!row || !password || row.status !== "active") return { ok: false, row };
    if (/^\d{6}$/.test(input.code)) {
      const step = matchingStep(row.totp_secret, input.code, now);
      return { ok: step !== null && (await useTotpStep(db, row.id, step)), row };
    }
    return { ok: await useRecoveryCode(db, row.id, input.code, now), row };
  });
  if (!ok || !row) throw signInFailed();
  const hash = await rehashed(input.password, row.password_hash, auth.scrypt);
  if (hash) await db.execute(sql`UPDATE staff SET password_hash = ${hash} WHERE id = ${row.id}`);
  const session = await startStaffSession(db, row.id, now);
  return { ...session, staff: toMember(row), recoveryleft: await recoveryCodesLeft(db, row.id) };
}

/**
 * New recovery codes for a signed-in member, after their password (400 BAD_REQUEST fields.password
 * "wrong", a counted try): the old codes stop working; the new ones are shown once.
 */
export async function renewRecoveryCodes(
  auth: StaffAuth,
  member: StaffMember,
  input: { password: string; client: string },
): Promise<string[]> {
  const { db } = auth;
  const { ok } = await counted(auth, [staffAccountKey(member.email), staffClientKey(input.client)], async () => {
    const row = await staffByEmail(db, member.email);
    return { ok: await verifyPassword(input.password, row?.password_hash ?? null, auth.scrypt) };
  });
  if (!ok) throw new ErpError(400, "BAD_REQUEST", "The password is wrong", { password: ["wrong"] });
  return db.transaction(async (tx) => {
    const left = await recoveryCodesLeft(tx, member.id);
    const codes = await replaceRecoveryCodes(tx, member.id, RECOVERY_CODE_COUNT);
    await recordAudit(tx, staffActor(member), {
      entity: "staff",
      entityId: member.id,
      action: "renewRecoveryCodes",
      before: { email: member.email, codesLeft: left },
      after: { email: member.email, codesLeft: codes.length },
    });
    return codes;
  });
}
