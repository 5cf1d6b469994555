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

export function ensureBuild() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (built && SOURCES.every((s) => newestSource(s) <= built)) return;
  console.log("[shop] building the storefront (first start or changed sources)...");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("[shop] the build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
