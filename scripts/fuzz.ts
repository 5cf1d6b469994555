/**
 * `npm run fuzz [-- playwright args]`: the fuzzing suite alone (tests/e2e/fuzz.spec.ts, the fuzz
 * project of playwright.config.ts) against a fresh production build, with 1,000 generated requests
 * per action and per group of loaders and headers unless FUZZ_RUNS says otherwise; FUZZ_SEED
 * replays another run. `npm test` runs the same suite with FUZZ_RUNS_CI generated requests each.
 */
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["tsx", "scripts/e2e.ts", "--project", "fuzz", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? "1000" },
});
process.exit(result.status ?? 1);
