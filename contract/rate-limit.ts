/**
 * The rate limit: POST /ratelimit (the storefront's enquiry forms count their posts here, so the
 * count is shared by every storefront instance).
 */
import { z } from "zod";
import { common } from "./common.ts";

export const HitRateLimitRequestSchema = z.object({
  action: z.literal("hitRateLimit"),
  ...common,
  /** What is counted, e.g. "enquiry:203.0.113.5". */
  key: z.string().min(1).max(200),
  /** Hits allowed within the window. */
  limit: z.number().int().min(1).max(100_000),
  window_seconds: z.number().int().min(1).max(86_400),
});
export const HitRateLimitResponseSchema = z.object({
  /** This hit was within the limit (and was counted). */
  allowed: z.boolean(),
  /** Hits counted within the window, this one included when allowed. */
  count: z.number().int(),
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retry_after: z.number().int(),
});
