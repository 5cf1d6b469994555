/**
 * The browser suite against the shop scaled out (scripts/e2e-scaleout-server.ts): nginx sharing
 * requests round robin between two storefronts on one PostgreSQL, once with the ERP inside each
 * storefront ("scaleout-*", port 3500) and once with the ERP as its own service over HTTP
 * ("scaleout-erp-*", port 3510), JavaScript on and off. Needs nginx and a PostgreSQL server
 * (SCALEOUT_PG_URL). SCALEOUT_MODES=in-process or =http runs one of the two set-ups.
 */
import { defineConfig, type PlaywrightTestConfig, type Project } from "@playwright/test";
import base from "./playwright.config";
import { scaleoutSetup, type ErpMode } from "./tests/e2e/scaleout";

/**
 * The specs run scaled out: the shopper's walks through the basket, checkout and payment, whose
 * every step may land on the other instance, and the spec proving that they do. See README.md
 * (Several instances behind a proxy) for what was measured.
 */
const SPECS = ["scaleout.spec.ts", "walk.spec.ts", "checkout.spec.ts", "payment.spec.ts"];

const modes = (process.env.SCALEOUT_MODES ?? "in-process,http")
  .split(",")
  .map((m) => m.trim())
  .filter((m): m is ErpMode => m === "in-process" || m === "http");

const projects: Project[] = [];
const webServer: NonNullable<PlaywrightTestConfig["webServer"]> = [];
for (const mode of modes) {
  const setup = scaleoutSetup(mode);
  const prefix = mode === "http" ? "scaleout-erp" : "scaleout";
  for (const js of [true, false]) {
    projects.push({
      name: `${prefix}-js-${js ? "on" : "off"}`,
      testMatch: SPECS,
      use: { baseURL: setup.baseURL, javaScriptEnabled: js },
      metadata: { scaleout: mode, databaseUrl: setup.databaseUrl, mailDirs: setup.mailDirs },
    });
  }
  webServer.push({
    command: "npx tsx scripts/e2e-scaleout-server.ts",
    url: `${setup.baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { SCALEOUT_ERP: mode },
    // SIGTERM to the script's process group: it stops nginx, the storefronts and the ERP, then drops its database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 40_000 },
  });
}

export default defineConfig({
  ...base,
  testIgnore: [],
  outputDir: "test-results/scaleout",
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-scaleout-results.json" }]],
  use: { ...base.use, baseURL: undefined },
  projects,
  webServer,
});
