/** The reliability scenarios by name, with the heading each writes in docs/perf/reliability.md. */
import { lastUnits, oneBasketTwentySubmits, type ScenarioOptions } from "./orders.ts";
import { smtpDown } from "./mail.ts";
import { bigBodies, databaseRestart, killWorker, sigtermUnderLoad } from "./processes.ts";
import { warrantyUploads } from "./uploads.ts";
import type { ScenarioResult } from "./report.ts";
import { signInBurst } from "./sign-in.ts";

export interface Scenario {
  heading: string;
  /** Whether it takes under a minute (those run in CI, bench/reliability/fast.test.ts). */
  fast: boolean;
  run(opts: ScenarioOptions): Promise<ScenarioResult>;
}

export const SCENARIOS: Record<string, Scenario> = {
  "last-units": { heading: "50 shoppers, the last 3 units", fast: true, run: (o) => lastUnits(o) },
  "one-basket": { heading: "20 parallel submits of one basket", fast: true, run: (o) => oneBasketTwentySubmits(o) },
  "big-bodies": { heading: "50 MB bodies", fast: true, run: (o) => bigBodies(o) },
  "sign-in-burst": { heading: "40 parallel guesses of one password", fast: true, run: (o) => signInBurst(o) },
  "warranty-uploads": {
    heading: "20 parallel 24 MB warranty claims from one address",
    fast: true,
    run: (o) => warrantyUploads(o),
  },
  "kill-worker": { heading: "kill -9 of a worker under load", fast: true, run: (o) => killWorker(o) },
  sigterm: { heading: "SIGTERM under load, and a restart", fast: false, run: (o) => sigtermUnderLoad(o) },
  "db-restart": { heading: "Database restart under load", fast: false, run: (o) => databaseRestart(o) },
  "smtp-down": { heading: "SMTP down for minutes, then up", fast: false, run: (o) => smtpDown(o) },
};
