/**
 * When the primary replaces a worker that died (server/cluster.ts): at once after a worker that had
 * served a while, then, for each further quick death in a row, after 1 s, 2 s, 4 s, ... at most
 * 60 s. A worker that cannot start (a broken build, a port in use) is thus retried about once a
 * minute instead of in a loop; the others keep serving. Pure, so the policy is tested on its own.
 */
export interface RestartPolicy {
  /** The wait after the second quick death in a row; doubled for each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A worker that lived this long was healthy: its death starts a new count. */
  stableMs: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 60_000, stableMs: 30_000 };

/**
 * After a worker's exit: the quick deaths in a row of its slot now (`streak`, 1 for a death after
 * a healthy life) and how long to wait before starting its replacement.
 */
export function afterExit(
  previousStreak: number,
  livedMs: number,
  policy: RestartPolicy = RESTART_POLICY,
): { streak: number; delayMs: number } {
  const streak = livedMs >= policy.stableMs ? 1 : previousStreak + 1;
  const delayMs = streak <= 1 ? 0 : Math.min(policy.firstDelayMs * 2 ** (streak - 2), policy.maxDelayMs);
  return { streak, delayMs };
}

/** The cluster's state as the primary tells its workers, for /healthz. */
export interface ClusterHealth {
  /** Workers the shop runs when all is well. */
  wanted: number;
  /** Workers serving now. */
  serving: number;
  /** When the next replacement starts (ms since the epoch), or null when none waits. */
  nextRestartAt: number | null;
}

/**
 * The /healthz answer's second line for a cluster short of workers, e.g. "degraded: 1 of 2 workers
 * serving, next restart in 8 s"; null when every worker serves.
 */
export function degradedLine(health: ClusterHealth, now = Date.now()): string | null {
  if (health.serving >= health.wanted) return null;
  const next =
    health.nextRestartAt === null
      ? "a replacement is starting"
      : `next restart in ${Math.max(0, Math.ceil((health.nextRestartAt - now) / 1000))} s`;
  return `degraded: ${health.serving} of ${health.wanted} workers serving, ${next}`;
}
