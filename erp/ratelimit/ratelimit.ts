/**
 * A sliding-window rate limit kept in the ERP's database, so every storefront instance counts the
 * same hits: one row per allowed hit, at most `limit` rows per key within the window. A
 * transaction-scoped advisory lock on the key serialises concurrent hits of one key, so two posts
 * at the same moment cannot both see 9 and both pass as the 10th. Refused hits are not stored
 * (a client hammering the form stays at `limit` rows); rows older than the window are deleted as
 * the key is hit again, and by `pruneRateLimits` for keys that went quiet.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitHits } from "./schema.ts";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retry_after: number;
}

export async function hitRateLimit(
  db: Database,
  now: Date,
  { key, limit, windowSeconds }: { key: string; limit: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ratelimit:${key}`}, 0))`);
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, since)));
    const hits = await tx
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key))
      .orderBy(asc(rateLimitHits.at));
    if (hits.length >= limit) {
      // The next hit is allowed once the oldest counted one leaves the window.
      const oldest = hits[hits.length - limit]!.at;
      const retry = Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
      return { allowed: false, count: hits.length, retry_after: retry };
    }
    await tx.insert(rateLimitHits).values({ key, at: now });
    return { allowed: true, count: hits.length + 1, retry_after: 0 };
  });
}

/** Deletes hits older than a day (keys that were not hit again). */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.at, new Date(now.getTime() - 86_400_000)));
}
