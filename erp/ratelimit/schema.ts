/** The rate limit's hits. */
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hits of the ERP's rate limit (POST /ratelimit): one row per allowed hit of a key, e.g. the
 * enquiry posts of one client address; rows older than the window are deleted as the key is hit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);
