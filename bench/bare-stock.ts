/**
 * The bare Remix page of `npm run bench` on stock packages (issue 40): bench/bare/app (React 18,
 * one route with one loader, no code of the shop) built and served from a directory of its own,
 * .tmp/bench-bare-stock, whose node_modules npm installs from the registry as a user would: the
 * same versions of @remix-run/*, React and Vite as the shop's lock file names, without the shop's
 * patches (patches/, docs/perf/patches.md). It is served as a new Remix app is: by `remix-serve`
 * (@remix-run/serve, the start script of Remix's templates: Express, compression, request
 * logging, one process). Installed and built once; again when a version or a source file changes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const STOCK_DIR = path.resolve(".tmp/bench-bare-stock");
export const STOCK_CLIENT = path.join(STOCK_DIR, "build/client");
const SOURCES = path.resolve("bench/bare/app");
const PACKAGES = [
  "@remix-run/dev",
  "@remix-run/node",
  "@remix-run/react",
  "@remix-run/serve",
  "react",
  "react-dom",
  "vite",
] as const;

/** The server, as the templates' `npm start` runs it, relative to STOCK_DIR; it prints "[remix-serve] http://...". */
export const STOCK_SERVER = ["node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"] as const;

/** The versions the shop's lock file installs. */
function lockedVersions(): Record<string, string> {
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  return Object.fromEntries(
    PACKAGES.map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`package-lock.json names no version of ${name}`);
      return [name, version];
    }),
  );
}

const VITE_CONFIG = `import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
export default defineConfig({
  logLevel: "warn",
  publicDir: false,
  build: { sourcemap: false },
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: false },
    }),
  ],
});
`;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: STOCK_DIR, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${STOCK_DIR}`);
}

const newest = (entry: string): number => {
  const stat = fs.statSync(entry);
  return stat.isDirectory()
    ? Math.max(0, ...fs.readdirSync(entry).map((n) => newest(path.join(entry, n))))
    : stat.mtimeMs;
};

/** Installs the stock packages and builds the page when either is missing or out of date. */
export function ensureStockBare() {
  fs.mkdirSync(STOCK_DIR, { recursive: true });
  const manifest = JSON.stringify(
    { name: "bench-bare-stock", private: true, type: "module", dependencies: lockedVersions() },
    null,
    2,
  );
  const manifestFile = path.join(STOCK_DIR, "package.json");
  const installed = path.join(STOCK_DIR, "node_modules/.installed");
  if (!fs.existsSync(installed) || fs.readFileSync(installed, "utf8") !== manifest) {
    console.log("[bench] installing the bare page's stock packages from the registry (once)...");
    fs.writeFileSync(manifestFile, manifest);
    run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock"]);
    fs.writeFileSync(installed, manifest);
    fs.rmSync(path.join(STOCK_DIR, "build"), { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(STOCK_DIR, "vite.config.mjs"), VITE_CONFIG);
  const serverBuild = path.join(STOCK_DIR, "build/server/index.js");
  if (fs.existsSync(serverBuild) && newest(SOURCES) <= fs.statSync(serverBuild).mtimeMs) return;
  fs.rmSync(path.join(STOCK_DIR, "app"), { recursive: true, force: true });
  fs.cpSync(SOURCES, path.join(STOCK_DIR, "app"), { recursive: true });
  console.log("[bench] building the bare Remix page on stock packages...");
  run(path.join(STOCK_DIR, "node_modules/.bin/remix"), ["vite:build", "--config", "vite.config.mjs"]);
}
