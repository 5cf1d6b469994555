/**
 * The staff's second factor (issue 38): TOTP codes (RFC 6238 with the kept library otpauth: SHA-1,
 * 30-second steps, 6 digits) and ten single-use recovery codes. A code is accepted one step early
 * or late (a clock a little off, a code typed as it changed); a step that signed in once is never
 * accepted again, not even by two requests at the same moment (useTotpStep's single UPDATE).
 * Recovery codes are random, from an alphabet without look-alike characters, and kept hashed.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Database } from "../db/client.ts";
import { hashToken } from "../customers/tokens.ts";

/** The issuer authenticator apps show next to the e-mail: the shop's name (locales shell.shopName). */
export const TOTP_ISSUER = "4x4 & Performance Parts";
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
/** Steps of drift accepted either way. */
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A new TOTP secret: 160 random bits (RFC 4226's recommendation), in base32. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The otpauth://totp/... URI authenticator apps read (from a QR code or pasted). */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The code of `secret` at `at` (tests and the demo's documentation compute codes with it). */
export const totpCode = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), period: TOTP_PERIOD, timestamp: at.getTime() });

/** The time step of `at`. */
export const totpStep = (at: Date) => OTPAuth.TOTP.counter({ period: TOTP_PERIOD, timestamp: at.getTime() });

/** The step `code` belongs to within the window around `at`, or null for a wrong code. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(at) + delta;
}

/**
 * Takes the staff member's step `step` if no later or equal one signed in before: one statement,
 * so of two requests with one code exactly one gets the row.
 */
export async function useTotpStep(db: Pick<Database, "execute">, staffId: string, step: number): Promise<boolean> {
  const { rows } = await db.execute(
    sql`UPDATE staff SET totp_last_step = ${step} WHERE id = ${staffId} AND totp_last_step < ${step} RETURNING id`,
  );
  return rows.length === 1;
}

/** Recovery codes: 10 characters in two groups (xxxxx-xxxxx), without 0/o, 1/l/i, 2/z, 5/s, 8/b. */
export const RECOVERY_ALPHABET = "acdefghjkmnpqrtuvwxy34679";
export const RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{5}-[${RECOVERY_ALPHABET}]{5}$`);

/** One recovery code, each character drawn uniformly (crypto.randomInt) from the alphabet. */
export function newRecoveryCode(): string {
  const pick = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${pick()}-${pick()}`;
}

/** A code as typed: lower case, spaces gone, the dash optional. */
export function normalRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]+/g, "");
  if (plain.length !== 10) return null;
  const code = `${plain.slice(0, 5)}-${plain.slice(5)}`;
  return RECOVERY_CODE.test(code) ? code : null;
}

/**
 * Replaces the staff member's recovery codes with `count` new ones (the old ones stop working);
 * answers the codes, which are kept only hashed and shown once.
 */
export async function replaceRecoveryCodes(
  tx: Pick<Database, "execute">,
  staffId: string,
  count: number,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${staffId}`);
  for (const code of codes) {
    await tx.execute(
      sql`INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (${staffId}, ${hashToken(code)})`,
    );
  }
  return [...codes];
}

/** Uses a recovery code once: one statement, so of two requests with one code exactly one gets it. */
export async function useRecoveryCode(
  db: Pick<Database, "execute">,
  staffId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normalRecoveryCode(typed);
  if (code === null) return false;
  const { rows } = await db.execute(sql`UPDATE staff_recovery_codes SET used_at = ${now}
    WHERE staff_id = ${staffId} AND code_hash = ${hashToken(code)} AND used_at IS NULL RETURNING staff_id`);
  return rows.length === 1;
}

/** Recovery codes the staff member has left. */
export async function recoveryCodesLeft(db: Pick<Database, "execute">, staffId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = ${staffId} AND used_at IS NULL`,
  );
  return rows[0]?.n ?? 0;
}
