/**
 * Throttling of password guesses (issue 37 item 1, decision 0052). A try is counted before its
 * password is checked, under a transaction-scoped advisory lock per key (the account's e-mail,
 * the client's address), so a burst of parallel tries for one account is counted one by one: the
 * first few pass, the rest are refused without any hashing. A right password takes its own count
 * back; a wrong one stays counted, so the failures are counted exactly.
 *
 * Growing delays instead of a hard lockout: the first `free` failures within the window cost
 * nothing, then each further try must wait 1, 2, 4, ... seconds after the last one, up to
 * `maxDelaySeconds`. A stranger who knows a customer's address cannot keep them out for 15
 * minutes with five wrong tries; keeping them out takes a try every 15 minutes around the clock,
 * and no more than about 100 guesses a day per account get through (NIST SP 800-63B 5.2.2).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { busyError, HashBusyError } from "./password.ts";

export interface ThrottleRule {
  /** Failures within the window that cost no wait. */
  free: number;
  /** How far back failures count (rate_limit_hits rows older than a day are pruned anyway). */
  windowSeconds: number;
  /** The longest wait between two tries. */
  maxDelaySeconds: number;
}

export const SIGNIN_THROTTLE = {
  /** Per account: its owner mistypes a few times, a guesser gets about 100 tries a day. */
  account: { free: 5, windowSeconds: 86_400, maxDelaySeconds: 15 * 60 },
  /** Per client address (an office shares one): many accounts tried from one place. */
  client: { free: 20, windowSeconds: 3_600, maxDelaySeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`;
export const clientKey = (client: string) => `signin:client:${client}`;

/** The wait in seconds after the last of `failures` counted tries before the next one may be made. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(2 ** Math.min(failures - rule.free, 30), rule.maxDelaySeconds);
}

/** A counted try: the rows to take back when the password was right, or was never checked. */
export interface CountedTry {
  ids: number[];
}

/**
 * Counts a try on each key, or refuses it (429 SIGNIN_LOCKED, `retryAfter` in seconds)
 * while any key must still wait. The keys are locked in a fixed order, so two tries never wait
 * for each other's locks.
 */
export async function countTry(
  db: Database,
  now: Date,
  keys: { key: string; rule: ThrottleRule }[],
): Promise<CountedTry> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    let wait = 0;
    for (const { key, rule } of ordered) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ratelimit:${key}`}, 0))`);
      const since = new Date(now.getTime() - rule.windowSeconds * 1000);
      const { rows } = await tx.execute<{ n: number; last: Date | string | null }>(
        sql`SELECT count(*)::int AS n, max(at) AS last FROM rate_limit_hits WHERE key = ${key} AND at > ${since}`,
      );
      const { n, last } = rows[0] ?? { n: 0, last: null };
      const delay = delayAfter(n, rule);
      if (delay > 0 && last !== null) {
        const until = new Date(last).getTime() + delay * 1000;
        wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
      }
    }
    if (wait > 0) {
      throw new ErpError(429, "SIGNIN_LOCKED", `Too many failed tries; try again in ${wait} s`, undefined, wait);
    }
    const ids: number[] = [];
    for (const { key } of ordered) {
      const { rows } = await tx.execute<{ id: string | number }>(
        sql`INSERT INTO rate_limit_hits (key, at) VALUES (${key}, ${now}) RETURNING id`,
      );
      ids.push(Number(rows[0]!.id));
    }
    return { ids };
  });
}

/** Takes a counted try back: its password was right, or it was never checked. */
export async function takeBack(db: Pick<Database, "execute">, counted: CountedTry): Promise<void> {
  if (counted.ids.length === 0) return;
  await db.execute(
    sql`DELETE FROM rate_limit_hits WHERE id IN (${sql.join(
      counted.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** A right password (or a new one from a reset link) clears the account's count. */
export async function clearAccount(db: Pick<Database, "execute">, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${accountKey(email)}`);
}

/**
 * Runs `check` (a password or code check) as one counted try on an account key and a client key:
 * refused without checking while either must wait; a right answer takes its count back and clears
 * the account key's count; a wrong one stays counted; a check that failed (the hashing queue was
 * full: 429 with Retry-After) takes it back too. Customers' and staff members' sign-ins alike.
 */
export async function checkCounted<T extends { ok: boolean }>(
  db: Database,
  now: Date,
  keys: { account: string; client: string },
  check: () => Promise<T>,
): Promise<T> {
  const counted = await countTry(db, now, [
    { key: keys.account, rule: SIGNIN_THROTTLE.account },
    { key: keys.client, rule: SIGNIN_THROTTLE.client },
  ]);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await takeBack(db, counted);
    throw error instanceof HashBusyError ? busyError(error) : error;
  }
  if (result.ok) {
    await takeBack(db, counted);
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${keys.account}`);
  }
  return result;
}
