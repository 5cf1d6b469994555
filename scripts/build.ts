/** The production build, made when it is missing or older than its sources (npm start, bench, tests). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "erp", "locales", "public", "vite.config.ts", "package.json"];
const stamp = path.resolve("build/server/index.js");

function newestSource(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

const lock = path.resolve(".tmp/build.lock");

const fresh = () => {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return built > 0 && SOURCES.every((s) => newestSource(s) <= built);
};

/** Blocks this thread (a test worker's too) for `ms` without spinning. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds unless the build is newer than its sources. One process builds at a time (ERP test files
 * run side by side, and two of them start the built shop): the others wait for it, then look again.
 */
export function ensureBuild() {
  for (;;) {
    if (fresh()) return;
    try {
      fs.mkdirSync(path.dirname(lock), { recursive: true });
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another process builds; a lock older than ten minutes was left by one that died.
      const since = fs.existsSync(lock) ? Date.now() - fs.statSync(lock).mtimeMs : 0;
      if (since > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      else pause(500);
    }
  }
  try {
    if (fresh()) return;
    console.log("[shop] building the storefront (first start or changed sources)...");
    const result = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) {
      console.error("[shop] the build failed; see the messages above.");
      process.exit(result.status ?? 1);
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
