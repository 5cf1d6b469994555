/**
 * The browser suite against the shop scaled out (scripts/e2e-scaleout-server.ts): nginx sharing
 * requests round robin between two storefronts on one PostgreSQL, once with the ERP inside each
 * storefront ("scaleout-*", port 3500) and once with the ERP as its own service over HTTP
 * ("scaleout-erp-*", port 3510): the first with JavaScript on, the second with it off (both ways
 * where SCALEOUT_MODES names one set-up). Needs nginx; the PostgreSQL server is
 * the one SCALEOUT_PG_URL names, or else the embedded one this config starts first
 * (tests/e2e/scaleout-postgres.ts, port 3530) and stops last. SCALEOUT_MODES=in-process or =http
 * runs one of the two set-ups.
 */
import { defineConfig, type PlaywrightTestConfig, type Project } from "@playwright/test";
import base from "./playwright.config.ts";
import { SCALEOUT_PG_READY, scaleoutSetup, type ErpMode } from "./tests/e2e/scaleout.ts";

/**
 * What runs scaled out: the proof that one shopper's requests land on both instances, and the walks
 * whose every step may land on the other one (basket add, change and remove, the quantity cap, an
 * order, payment by bank transfer, PayPal and Revolut). Measured on the shared 2-core machine
 * (load 6-18): the whole suite in one scaled-out set-up, JS on and off, 13.6 minutes, so about 27
 * for both set-ups on top of the normal suite (12.8 minutes); these 28 tests 6.4 minutes.
 */
const SPECS = ["scaleout.spec.ts", "walk.spec.ts", "checkout.spec.ts", "payment.spec.ts"];
const TESTS = new RegExp(
  [
    "one shopper's requests land on both instances",
    "search, product, basket add / change / remove \\(en\\)",
    "a quantity above the stock is reduced",
    "a guest buys two parts and gets the order page and its PDF \\(en\\)",
    "a bank transfer order",
    "PayPal:",
    "Revolut:",
  ].join("|"),
);

const modes = (process.env.SCALEOUT_MODES ?? "in-process,http")
  .split(",")
  .map((m) => m.trim())
  .filter((m): m is ErpMode => m === "in-process" || m === "http");

const projects: Project[] = [];
const webServer: NonNullable<PlaywrightTestConfig["webServer"]> = [];
// Web servers start in this order and stop in the reverse: the set-ups drop their databases first.
if (!process.env.SCALEOUT_PG_URL) {
  webServer.push({
    command: "node --import tsx tests/e2e/scaleout-postgres.ts",
    wait: { stdout: new RegExp(SCALEOUT_PG_READY) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  });
}
for (const mode of modes) {
  const setup = scaleoutSetup(mode);
  const prefix = mode === "http" ? "scaleout-erp" : "scaleout";
  // JavaScript on and off are the normal suite's concern; here each set-up walks once, one with
  // scripts and one without (half of this suite's 5 minutes, which come after the rest of npm test).
  for (const js of modes.length > 1 ? [mode === "in-process"] : [true, false]) {
    projects.push({
      name: `${prefix}-js-${js ? "on" : "off"}`,
      testMatch: SPECS,
      grep: TESTS,
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
