import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** The benchmark measures the production build; build it when missing. */
export function ensureBuildForBench() {
  if (fs.existsSync("build/server/index.js")) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
