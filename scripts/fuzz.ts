/**
 * `npm run fuzz [-- playwright args]`: the fuzzing suite alone (tests/e2e/fuzz.spec.ts, the fuzz
 * project of playwright.config.ts) against a fresh production build: 1,000 generated requests per
 * action and per group of loaders and headers (`npm test` sends 250). FUZZ_RUNS and FUZZ_SEED change the
 * run, E2E_PORT the shop's port.
 */
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["tsx", "scripts/e2e.ts", "--project", "fuzz", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
