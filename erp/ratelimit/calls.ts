/** The rate limit's call: one hit on a key, answered with whether it is over its limit. */
import type { HandlersOf } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { hitRateLimit, pruneRateLimits } from "./ratelimit.ts";

export interface RateLimitDeps {
  db: Database;
  now: () => Date;
  /** When this ERP last swept the quiet keys. */
  sweep: { lastPrune: number };
}

export const rateLimitCalls: HandlersOf<"hitRateLimit", RateLimitDeps> = {
  hitRateLimit: async (deps, body) => {
    const at = deps.now();
    // Keys that went quiet keep up to `limit` rows; once an hour they are swept.
    if (at.getTime() - deps.sweep.lastPrune > 3_600_000) {
      deps.sweep.lastPrune = at.getTime();
      await pruneRateLimits(deps.db, at);
    }
    return {
      status: 200,
      body: await hitRateLimit(deps.db, at, {
        key: body.key,
        limit: body.limit,
        windowSeconds: body.window_seconds,
      }),
    };
  },
};
