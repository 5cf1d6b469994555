/**
 * Staff sessions (issue 38): apart from the customers' (a customer's token is no staff session),
 * kept as the SHA-256 of their token, ending STAFF_SESSION_HOURS after sign-in, after
 * STAFF_IDLE_MINUTES without a call, on sign-out, and when the member is disabled. A call notes
 * itself as the session's last at most once a minute (SEEN_EVERY_SECONDS, as customers' sessions),
 * so a session ends 30 to 31 minutes after its last call.
 */
import { sql } from "drizzle-orm";
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from "../../contract/staff.ts";
import type { Database } from "../db/client.ts";
import { hashToken, newToken, SEEN_EVERY_SECONDS, TOKEN } from "../customers/tokens.ts";
import { STAFF_COLUMNS, type StaffRow } from "./accounts.ts";

type Db = Pick<Database, "execute">;

/** Starts a session for the member: answers its token (never stored) and when it ends at the latest. */
export async function startStaffSession(db: Db, staffId: string, now: Date): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await db.execute(sql`INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at)
    VALUES (${hashToken(token)}, ${staffId}, ${now}, ${now}, ${expires})`);
  return { token, expires };
}

/**
 * The active member of a live session and when it ends, or null (unknown, expired, idle, signed
 * out, or the member disabled). One round trip, which also notes the call.
 */
export async function staffOfSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ row: StaffRow; expires: Date } | null> {
  if (!TOKEN.test(token)) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const seenBefore = new Date(now.getTime() - SEEN_EVERY_SECONDS * 1000);
  const { rows } = await db.execute<StaffRow & { session_expires: Date | string }>(sql`WITH live AS (
      SELECT token_hash, staff_id, last_seen_at, expires_at FROM staff_sessions
      WHERE token_hash = ${hashToken(token)} AND expires_at > ${now} AND last_seen_at > ${idleSince}
    ), seen AS (
      UPDATE staff_sessions x SET last_seen_at = ${now} FROM live
      WHERE x.token_hash = live.token_hash AND live.last_seen_at < ${seenBefore}
    )
    SELECT ${STAFF_COLUMNS}, live.expires_at AS session_expires
    FROM live JOIN staff s ON s.id = live.staff_id WHERE s.status = 'active'`);
  const found = rows[0];
  return found ? { row: found, expires: new Date(found.session_expires) } : null;
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  if (TOKEN.test(token)) await db.execute(sql`DELETE FROM staff_sessions WHERE token_hash = ${hashToken(token)}`);
}

/** Expired and idle staff sessions, used or expired invitation links: for the housekeeping job. */
export async function purgeStaffCredentials(db: Db, now: Date): Promise<{ sessions: number; invites: number }> {
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const sessions = await db.execute(
    sql`DELETE FROM staff_sessions WHERE expires_at <= ${now} OR last_seen_at <= ${idleSince}`,
  );
  const invites = await db.execute(
    sql`DELETE FROM staff_invites WHERE expires_at <= ${now} OR used_at < ${new Date(now.getTime() - 86_400_000)}`,
  );
  return { sessions: sessions.rowCount ?? 0, invites: invites.rowCount ?? 0 };
}
