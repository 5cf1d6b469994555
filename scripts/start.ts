/**
 * `npm start`: builds the shop when the build is missing or older than the sources, then runs it
 * (server/main.ts). Later starts skip the build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

process.env.NODE_ENV ??= "production";
const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 20) {
  console.error(`The shop needs Node.js 20 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

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
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    console.error("[shop] the build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

ensureBuild();
const { runShop } = await import("../server/main.ts");
await runShop();
