/**
 * The tokens of the people of customer accounts (auth.ts): sign-in sessions and single-use links
 * (reset, welcome, invitation, e-mail change), how long each lasts, and their removal once expired. The database keeps
 * only a token's SHA-256.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** A sign-in lasts this long (then the customer signs in again). */
export const SESSION_DAYS = 14;
/**
 * A session not kept ("keep me signed in" not ticked) ends after this long without a call; its
 * last call is written at most once a minute, so it ends 30 to 31 minutes after the last one.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SEEN_EVERY_SECONDS = 60;
/** A link to confirm a new sign-in e-mail address is good for a day, once. */
export const EMAIL_CHANGE_HOURS = 24;
/** A reset link is good for an hour, a welcome link (after approval) or an invitation for a week; each once. */
export const RESET_MINUTES = 60;
export const WELCOME_DAYS = 7;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest();
export const newToken = () => crypto.randomBytes(32).toString("base64url");
export const TOKEN = /^[\w-]{43}$/;

/** Whose a session or link is: a person (erp/customers/people.ts) of a company. */
export interface TokenOwner {
  /** The person. */
  id: string;
  /** Their company (the customer). */
  customerId: string;
}

export async function startSession(
  db: Pick<Database, "execute">,
  person: TokenOwner,
  now: Date,
  keep: boolean,
): Promise<string> {
  const token = newToken();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.execute(sql`INSERT INTO customer_sessions
      (token_hash, customer_id, person_id, created_at, expires_at, keep, last_seen_at)
    VALUES (${hashToken(token)}, ${person.customerId}, ${person.id}, ${now}, ${expires}, ${keep}, ${now})`);
  return token;
}

export async function issuePasswordToken(
  db: Pick<Database, "execute">,
  person: TokenOwner,
  purpose: "reset" | "welcome" | "invite" | "email",
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = newToken();
  const ttl = {
    reset: RESET_MINUTES * 60_000,
    welcome: WELCOME_DAYS * 86_400_000,
    invite: WELCOME_DAYS * 86_400_000,
    email: EMAIL_CHANGE_HOURS * 3_600_000,
  }[purpose];
  await db.execute(sql`INSERT INTO password_tokens
      (token_hash, customer_id, person_id, purpose, created_at, expires_at, new_email)
    VALUES (${hashToken(token)}, ${person.customerId}, ${person.id}, ${purpose}, ${now}, ${new Date(now.getTime() + ttl)}, ${newEmail})`);
  return token;
}

/** Expired or idle sessions and used or expired links: removed by the housekeeping job. */
export async function purgeExpiredCredentials(db: Database, now: Date): Promise<{ sessions: number; tokens: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const sessions = await db.execute(
    sql`DELETE FROM customer_sessions WHERE expires_at <= ${now} OR (NOT keep AND last_seen_at <= ${idleSince})`,
  );
  const tokens = await db.execute(
    sql`DELETE FROM password_tokens WHERE expires_at <= ${now} OR used_at < ${new Date(now.getTime() - 86_400_000)}`,
  );
  return { sessions: sessions.rowCount ?? 0, tokens: tokens.rowCount ?? 0 };
}
