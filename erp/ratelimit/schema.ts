/** The rate limit's hits. */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { serialId, timestamptz } from "../db/columns.ts";

/**
 * Hits of the ERP's rate limit (POST /ratelimit): one row per allowed hit of a key, e.g. the
 * enquiry posts of one client address; rows older than the window are deleted as the key is hit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serialId(),
    key: text("key").notNull(),
    at: timestamptz("at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);
