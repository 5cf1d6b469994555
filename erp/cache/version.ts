/**
 * The version of everything the storefront may keep of the ERP's answers for guests (decision
 * 0042): the sum of the weights of the change-log rows this statement's snapshot sees (migration
 * 0032, filled by triggers on every table those answers read). A change adds one when it commits,
 * in whatever order transactions commit; an aborted one never counts. Reading it is one scan of a
 * log kept short: past FOLD_AFTER rows, the rows older than a few seconds are folded into one row
 * of their summed weight in one transaction, so the sum, and the version, stay as they were.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** Rows past which the log is folded. */
export const FOLD_AFTER = 200;
/** Rows younger than this are left alone by a fold (they are the ones readers compare). */
const FOLD_OLDER_THAN_SECONDS = 5;

export async function cacheVersion(db: Database): Promise<string> {
  const { rows } = await db.execute<{ version: string; rows: number }>(
    sql`SELECT coalesce(sum(weight), 0)::text AS version, count(*)::int AS rows FROM cache_changes`,
  );
  const row = rows[0] ?? { version: "0", rows: 0 };
  if (row.rows > FOLD_AFTER) await foldCacheChanges(db);
  return row.version;
}

/**
 * Replaces the rows older than a few seconds by one row of their summed weight. Rows it cannot see
 * yet (their transaction has not committed) are left for a later fold; two folds at once each fold
 * only the rows they deleted, so the sum never changes.
 */
export async function foldCacheChanges(db: Database, olderThanSeconds = FOLD_OLDER_THAN_SECONDS): Promise<number> {
  const { rows } = await db.execute<{ folded: number }>(sql`
    WITH gone AS (
      DELETE FROM cache_changes
       WHERE changed_at < now() - make_interval(secs => ${olderThanSeconds})
      RETURNING weight
    ), folded AS (
      INSERT INTO cache_changes (xid, weight)
      SELECT NULL, sum(weight) FROM gone HAVING count(*) > 0
    )
    SELECT count(*)::int AS folded FROM gone`);
  return rows[0]?.folded ?? 0;
}
