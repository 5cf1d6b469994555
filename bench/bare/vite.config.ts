/**
 * The bare Remix 2 page of `npm run bench` (issue 25 item 6): React 18, one route with one loader,
 * no code of the shop. Built by the bench into .tmp/bench-bare/build with the repository's own
 * installed @remix-run packages (and so with the shop's patches of them, see docs/perf/patches.md)
 * and the shop's future flags, so that it is the framework's floor as the shop runs it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BARE_BUILD = path.resolve(here, "../../.tmp/bench-bare/build");

export default defineConfig({
  root: here,
  logLevel: "warn",
  publicDir: false,
  build: { sourcemap: false },
  plugins: [
    remix({
      appDirectory: path.join(here, "app"),
      buildDirectory: BARE_BUILD,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: false,
      },
    }),
  ],
});
