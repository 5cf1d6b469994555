/** The cache version's changes. */
import { sql } from "drizzle-orm";
import { bigint, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { serialId, timestamptz, xid8 } from "../db/columns.ts";

/**
 * One row per transaction that changed a table the storefront's cached answers read (migration
 * 0031, filled by triggers; decision 0042). The cache version is the sum of `weight`; old rows are
 * folded into one row of their summed weight and no xid (erp/cache/version.ts).
 */
export const cacheChanges = pgTable(
  "cache_changes",
  {
    id: serialId(),
    xid: xid8("xid").default(sql`pg_current_xact_id()`),
    weight: bigint("weight", { mode: "number" }).notNull().default(1),
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cache_changes_xid_idx").on(t.xid)],
);
